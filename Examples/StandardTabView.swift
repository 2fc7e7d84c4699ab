import SwiftUI

/// The tab bar most apps have: SwiftUI's own `TabView`, its items from `tabItem` labels, a badge
/// on one, the bar's material shown by each tab with `toolbarBackground` (the preference flows up
/// from the selected tab to the bar).
struct StandardTabView: View {
  @State private var selection = "home"

  var body: some View {
    TabView(selection: $selection) {
      Screen(title: "Home")
        .tabItem { Label("Home", systemImage: "house") }.tag("home")
      Screen(title: "Search")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("search")
      Screen(title: "Inbox")
        .tabItem { Label("Inbox", systemImage: "tray") }.tag("inbox")
        .badge(3)
      Screen(title: "Settings")
        .tabItem { Label("Settings", systemImage: "gearshape") }.tag("settings")
    }
  }
}

/// A tab's screen: its title, with the tab bar's background shown.
private struct Screen: View {
  let title: String
  var body: some View {
    Text(title).font(.largeTitle)
      .toolbarBackground(.visible, for: .tabBar)
  }
}
