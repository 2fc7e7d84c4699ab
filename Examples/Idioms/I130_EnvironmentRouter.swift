import SwiftUI

// A router passed down through a custom environment key, the pre-@Entry way and the @Entry way.
final class TabRouter: ObservableObject {
    @Published var selected: String = "home"
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .pink
}

extension EnvironmentValues {
    var tabAccent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
    @Entry var compactTabs: Bool = false
}

struct RouterTabItem: View {
    @EnvironmentObject var router: TabRouter
    @Environment(\.tabAccent) private var accent
    @Environment(\.compactTabs) private var compact
    let id: String
    let symbol: String

    var body: some View {
        VStack(spacing: 2) {
            Image(systemName: symbol)
            if !compact {
                Text(id.capitalized).font(.caption2)
            }
        }
        .foregroundColor(router.selected == id ? accent : .gray)
        .frame(maxWidth: .infinity)
        .contentShape(Rectangle())
        .onTapGesture { router.selected = id }
    }
}

struct EnvironmentRouterBar: View {
    @StateObject private var router = TabRouter()

    var body: some View {
        HStack {
            RouterTabItem(id: "home", symbol: "house.fill")
            RouterTabItem(id: "search", symbol: "magnifyingglass")
            RouterTabItem(id: "settings", symbol: "gearshape.fill")
        }
        .padding(.vertical, 8)
        .background(Color(uiColor: .systemBackground).shadow(radius: 2))
        .environmentObject(router)
        .environment(\.tabAccent, .orange)
    }
}

struct CompactEnvironmentRouterBar: View {
    var body: some View {
        EnvironmentRouterBar().environment(\.compactTabs, true)
    }
}
