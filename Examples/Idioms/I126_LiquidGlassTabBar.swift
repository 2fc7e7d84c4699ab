import SwiftUI

struct LiquidGlassTabBar: View {
    @State private var selection: Tab = .home
    @Namespace private var glass

    enum Tab: String, CaseIterable {
        case home = "house.fill", search = "magnifyingglass", library = "books.vertical.fill"
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.teal, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
            GlassEffectContainer(spacing: 16) {
                HStack(spacing: 16) {
                    HStack(spacing: 4) {
                        ForEach(Tab.allCases, id: \.self) { tab in
                            Button {
                                withAnimation(.bouncy) { selection = tab }
                            } label: {
                                Image(systemName: tab.rawValue)
                                    .font(.system(size: 20, weight: .semibold))
                                    .frame(width: 56, height: 44)
                            }
                            .buttonStyle(.plain)
                            .foregroundStyle(selection == tab ? .white : .primary)
                            .background {
                                if selection == tab {
                                    Capsule().fill(.blue).matchedGeometryEffect(id: "selection", in: glass)
                                }
                            }
                            .accessibilityLabel(tab == .home ? "Home" : tab == .search ? "Search" : "Library")
                        }
                    }
                    .padding(6)
                    .glassEffect(.regular.interactive(), in: .capsule)

                    Button {
                    } label: {
                        Image(systemName: "plus")
                            .font(.title2.weight(.semibold))
                            .frame(width: 56, height: 56)
                    }
                    .glassEffect(.regular.tint(.orange).interactive(), in: .circle)
                    .glassEffectID("compose", in: glass)
                }
            }
            .padding(.bottom, 8)
        }
    }
}
