#if canImport(SwiftUI)
  import SwiftUI
#else
  import TabFrames
#endif

/// The tab bar most apps have: SwiftUI's own `TabView`, its items from `tabItem` labels, a badge
/// on one, the bar's material shown with `toolbarBackground`.
struct StandardTabView: View {
  @State private var selection = "home"

  var body: some View {
    TabView(selection: $selection) {
      Text("Home").font(.largeTitle)
        .tabItem { Label("Home", systemImage: "house") }.tag("home")
      Text("Search").font(.largeTitle)
        .tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("search")
      Text("Inbox").font(.largeTitle)
        .tabItem { Label("Inbox", systemImage: "tray") }.tag("inbox")
        .badge(3)
      Text("Settings").font(.largeTitle)
        .tabItem { Label("Settings", systemImage: "gearshape") }.tag("settings")
    }
    .toolbarBackground(.visible, for: .tabBar)
  }
}
