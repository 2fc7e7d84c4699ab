import SwiftUI
import UIKit

enum MainTab: Int, CaseIterable, Identifiable {
    case feed, explore, inbox, profile
    var id: Int { rawValue }

    var title: String {
        switch self {
        case .feed: return "Feed"
        case .explore: return "Explore"
        case .inbox: return "Inbox"
        case .profile: return "Profile"
        }
    }

    var icon: String {
        switch self {
        case .feed: return "square.stack"
        case .explore: return "safari"
        case .inbox: return "tray"
        case .profile: return "person.crop.circle"
        }
    }
}

struct HiddenSystemTabBarScreen: View {
    @State private var current: MainTab = .feed

    init() {
        UITabBar.appearance().isHidden = true
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            TabView(selection: $current) {
                ForEach(MainTab.allCases) { tab in
                    NavigationStack {
                        Text(tab.title)
                            .font(.largeTitle.bold())
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(Color(.secondarySystemBackground))
                            .navigationTitle(tab.title)
                    }
                    .tag(tab)
                }
            }
            bar
        }
    }

    private var bar: some View {
        HStack {
            ForEach(MainTab.allCases) { tab in
                tabButton(tab)
            }
        }
        .padding(.horizontal, 12)
        .padding(.top, 10)
        .padding(.bottom, 6)
        .frame(width: UIScreen.main.bounds.width)
        .background(.regularMaterial)
        .overlay(Divider(), alignment: .top)
    }

    private func tabButton(_ tab: MainTab) -> some View {
        Button(action: { current = tab }) {
            VStack(spacing: 4) {
                Image(systemName: tab.icon)
                    .font(.system(size: 20, weight: current == tab ? .semibold : .regular))
                Text(tab.title)
                    .font(.caption2)
            }
            .foregroundColor(current == tab ? .accentColor : .secondary)
            .frame(maxWidth: .infinity)
        }
    }
}
