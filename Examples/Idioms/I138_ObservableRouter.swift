import SwiftUI
import Observation

@Observable
final class AppRouter {
    enum Tab: Hashable { case home, discover, account }
    var tab: Tab = .discover
    var badge = 2
}

struct ObservableRouterRoot: View {
    @State private var router = AppRouter()

    var body: some View {
        RouterTabs()
            .environment(router)
    }
}

struct RouterTabs: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        TabView(selection: $router.tab) {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(AppRouter.Tab.home)
            Text("Discover").tabItem { Label("Discover", systemImage: "sparkles") }.tag(AppRouter.Tab.discover)
                .badge(router.badge)
            Text("Account").tabItem { Label("Account", systemImage: "person") }.tag(AppRouter.Tab.account)
        }
        .toolbarBackground(.visible, for: .tabBar)
        .toolbarBackground(Color.black, for: .tabBar)
        .toolbarColorScheme(.dark, for: .tabBar)
    }
}
