import SwiftUI

struct AdaptableTabs: View {
    var body: some View {
        TabView {
            Tab("Library", systemImage: "books.vertical") {
                Text("Library")
            }
            Tab("Alerts", systemImage: "bell") {
                Text("Alerts")
            }
            .badge("New")
            Tab(role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
