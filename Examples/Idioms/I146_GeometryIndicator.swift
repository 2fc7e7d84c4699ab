import SwiftUI

struct GeometryIndicatorTabs: View {
    @State private var selected = 0
    private let tabs = ["For You", "Following", "Live"]

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(tabs.indices, id: \.self) { i in
                    Text(tabs[i])
                        .font(.system(size: 15, weight: selected == i ? .semibold : .regular))
                        .foregroundColor(selected == i ? .primary : .secondary)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 12)
                        .contentShape(Rectangle())
                        .onTapGesture {
                            withAnimation(.interactiveSpring(response: 0.35, dampingFraction: 0.8)) {
                                selected = i
                            }
                        }
                }
            }
            GeometryReader { geo in
                let width = geo.size.width / CGFloat(tabs.count)
                Rectangle()
                    .fill(Color.primary)
                    .frame(width: width * 0.5, height: 2)
                    .position(x: width * (CGFloat(selected) + 0.5), y: 1)
            }
            .frame(height: 2)
            Divider()
        }
    }
}
