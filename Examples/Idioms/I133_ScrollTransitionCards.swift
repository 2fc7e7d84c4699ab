import SwiftUI

struct ScrollTransitionCards: View {
    @State private var offsetY: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(1...6, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 16, style: .continuous)
                        .fill(Color.blue.gradient)
                        .frame(height: 80)
                        .overlay(Text("Card \(i)").foregroundStyle(.white).bold())
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.92)
                        }
                        .visualEffect { content, proxy in
                            content.offset(y: proxy.frame(in: .scrollView).minY < 0 ? 4 : 0)
                        }
                }
            }
            .padding()
        }
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y
        } action: { _, newValue in
            offsetY = newValue
        }
        .safeAreaInset(edge: .top) {
            Text(offsetY > 10 ? "Scrolled" : "Top")
                .font(.caption)
                .frame(maxWidth: .infinity)
                .padding(6)
                .background(.bar)
        }
    }
}
