import SwiftUI

struct LegacyNavigation: View {
    @State private var showSettings = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Detail")) {
                    Text("Go to detail")
                }
            }
            .navigationBarTitle("Home", displayMode: .large)
            .navigationBarItems(trailing: Button(action: { showSettings = true }) {
                Image(systemName: "gear")
            })
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
