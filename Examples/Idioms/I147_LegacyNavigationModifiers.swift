import SwiftUI

struct LegacyNavigationTabs: View {
    @State private var selection = 0
    @State private var lastChange = "none"

    var body: some View {
        TabView(selection: $selection) {
            NavigationView {
                List(0..<5) { i in
                    Text("Row \(i)")
                }
                .navigationBarTitle("Inbox", displayMode: .inline)
                .navigationBarItems(trailing: Button(action: {}) { Image(systemName: "square.and.pencil") })
            }
            .tabItem {
                Image(systemName: "tray")
                Text("Inbox")
            }
            .tag(0)

            NavigationView {
                Text("Last change: \(lastChange)")
                    .navigationBarHidden(true)
            }
            .tabItem {
                Image(systemName: "gear")
                Text("Settings")
            }
            .tag(1)
        }
        .accentColor(.purple)
        .onChange(of: selection) { newValue in
            lastChange = "tab \(newValue)"
        }
    }
}
