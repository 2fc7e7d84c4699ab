import SwiftUI

struct SizeClassRoot: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if horizontalSizeClass == .compact {
            TabView {
                Text("Library").tabItem { Label("Library", systemImage: "books.vertical") }
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
        } else {
            NavigationSplitView {
                List(["Library", "Search"], id: \.self) { Text($0) }
            } detail: {
                Text("Library")
            }
        }
    }
}
