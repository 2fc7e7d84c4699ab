import SwiftUI
import UIKit

struct AppearanceTabs: View {
    init() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor.systemBackground
        UITabBar.appearance().standardAppearance = appearance
        UITabBar.appearance().scrollEdgeAppearance = appearance
        UITabBar.appearance().unselectedItemTintColor = UIColor.gray
    }

    var body: some View {
        TabView {
            Text("One").tabItem { Label("One", systemImage: "1.circle") }
            Text("Two").tabItem { Label("Two", systemImage: "2.circle") }
        }
    }
}
