import SwiftUI

enum AppTab: String, CaseIterable, Identifiable {
    case home, search, profile
    var id: String { rawValue }

    var icon: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .profile: return "person"
        }
    }
}

struct EnumTabBar: View {
    @State private var current: AppTab = .home

    var body: some View {
        HStack {
            ForEach(AppTab.allCases) { tab in
                Button {
                    current = tab
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.icon)
                        Text(tab.rawValue.capitalized)
                            .font(.caption)
                    }
                    .foregroundColor(current == tab ? .accentColor : .gray)
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.top, 8)
        .background(Color(.systemBackground).shadow(radius: 2))
    }
}
