import SwiftUI

struct RootTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) {
                Text("Home")
            }
            Tab("Search", systemImage: "magnifyingglass", value: 1) {
                Text("Search")
            }
            .badge(2)
            Tab("Profile", systemImage: "person", value: 2) {
                Text("Profile")
            }
        }
    }
}
