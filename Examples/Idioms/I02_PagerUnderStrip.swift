import SwiftUI

struct PagerUnderStrip: View {
    @State private var selectedTab = 0
    let titles = ["For You", "Following", "Trending"]

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                ForEach(0..<titles.count, id: \.self) { i in
                    Button(titles[i]) {
                        withAnimation { selectedTab = i }
                    }
                    .fontWeight(selectedTab == i ? .bold : .regular)
                    .foregroundColor(selectedTab == i ? .primary : .secondary)
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(.vertical, 8)

            TabView(selection: $selectedTab) {
                ForEach(0..<titles.count, id: \.self) { i in
                    Text(titles[i])
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .tag(i)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }
    }
}
