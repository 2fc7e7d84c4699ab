import SwiftUI

enum RootTab: String, CaseIterable, Identifiable {
    case home, search, notifications, profile
    var id: Self { self }

    var icon: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .notifications: "bell"
        case .profile: "person.crop.circle"
        }
    }

    @ViewBuilder var destination: some View {
        switch self {
        case .home: Text("Home feed")
        case .search: Text("Search")
        case .notifications: Text("Notifications")
        case .profile: Text("Profile")
        }
    }
}

struct ModernTabRoot: View {
    @State private var tab: RootTab = .home
    @AppStorage("unread") private var unread = 4

    var body: some View {
        TabView(selection: $tab) {
            ForEach(RootTab.allCases) { item in
                Tab(item.rawValue.capitalized, systemImage: item.icon, value: item) {
                    NavigationStack {
                        item.destination
                            .navigationTitle(item.rawValue.capitalized)
                    }
                }
                .badge(item == .notifications ? unread : 0)
            }
        }
        .tint(.pink)
    }
}
