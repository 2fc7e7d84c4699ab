import SwiftUI

struct ClassicTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem {
                    Label("Home", systemImage: "house")
                }
                .tag(0)
            Text("Inbox")
                .tabItem {
                    Image(systemName: "tray")
                    Text("Inbox")
                }
                .badge(5)
                .tag(1)
        }
        .accentColor(.purple)
    }
}
