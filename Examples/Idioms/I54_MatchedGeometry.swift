import SwiftUI

struct UnderlineTabs: View {
    @State private var selected = "Music"
    @Namespace private var namespace
    let tabs = ["Music", "Podcasts", "Books"]

    var body: some View {
        HStack {
            ForEach(tabs, id: \.self) { tab in
                VStack {
                    Text(tab)
                    if selected == tab {
                        Rectangle()
                            .frame(height: 2)
                            .matchedGeometryEffect(id: "underline", in: namespace)
                    } else {
                        Color.clear.frame(height: 2)
                    }
                }
                .onTapGesture {
                    withAnimation(.spring()) { selected = tab }
                }
            }
        }
    }
}
