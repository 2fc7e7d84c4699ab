import SwiftUI

struct OnboardingPager: View {
    @State private var page = 0
    private let pages = [("sparkles", "Welcome"), ("bell.badge", "Stay in the loop"), ("lock.shield", "Private by design")]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(0..<pages.count, id: \.self) { i in
                    VStack(spacing: 16) {
                        Image(systemName: pages[i].0).font(.system(size: 64)).foregroundStyle(.tint)
                        Text(pages[i].1).font(.title.bold())
                    }
                    .tag(i)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(page == pages.count - 1 ? "Get Started" : "Next") {
                withAnimation { page = min(page + 1, pages.count - 1) }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom, 32)
        }
    }
}
