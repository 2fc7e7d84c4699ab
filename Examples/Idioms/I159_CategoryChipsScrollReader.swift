import SwiftUI

struct CategoryChips: View {
    @State private var selected = "All"
    private let categories = ["All", "Music", "Podcasts", "Audiobooks", "Live", "Comedy", "News", "Sports"]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(categories, id: \.self) { category in
                        Text(category)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 7)
                            .background(selected == category ? Color.green : Color(.systemGray5), in: Capsule())
                            .foregroundStyle(selected == category ? .black : .primary)
                            .id(category)
                            .onTapGesture { selected = category }
                    }
                }
                .padding(.horizontal)
            }
            .onChange(of: selected) { _, newValue in
                withAnimation { proxy.scrollTo(newValue, anchor: .center) }
            }
        }
    }
}
