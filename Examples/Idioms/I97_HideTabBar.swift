import SwiftUI

struct DetailWithoutTabBar: View {
    var body: some View {
        Text("Detail")
            .toolbar(.hidden, for: .tabBar)
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Prev") {}
                    Spacer()
                    Button("Next") {}
                }
            }
    }
}
