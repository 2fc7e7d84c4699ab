import SwiftUI

enum Screen: String, CaseIterable {
    case today, upcoming, done
}

struct SwitchingScreens: View {
    @State private var screen: Screen = .today

    var body: some View {
        VStack(spacing: 0) {
            content(for: screen)
                .id(screen)
                .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            HStack {
                ForEach(Screen.allCases, id: \.self) { item in
                    Text(item.rawValue.capitalized)
                        .fontWeight(screen == item ? .bold : .regular)
                        .frame(maxWidth: .infinity)
                        .onTapGesture {
                            withAnimation(.easeInOut) { screen = item }
                        }
                }
            }
            .frame(height: 50)
            .background(Color(white: 0.95))
        }
        .clipped()
    }

    @ViewBuilder
    private func content(for screen: Screen) -> some View {
        switch screen {
        case .today:
            Color(hue: 0.58, saturation: 0.4, brightness: 0.95)
        case .upcoming:
            Color(red: 0.98, green: 0.85, blue: 0.6)
        case .done:
            Color.green.opacity(0.3)
        }
    }
}
