import SwiftUI

// Tabs whose underline width comes from each title's measured width, through a preference key.
struct TabWidthKey: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]
    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue(), uniquingKeysWith: { $1 })
    }
}

struct MeasuredUnderlineTabs: View {
    @State private var selection = 0
    @State private var widths: [Int: CGFloat] = [:]
    private let titles = ["Top", "Latest", "People", "Photos"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 24) {
                ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
                    Text(title)
                        .font(.subheadline.weight(selection == index ? .bold : .regular))
                        .foregroundStyle(selection == index ? .primary : .secondary)
                        .background(
                            GeometryReader { proxy in
                                Color.clear.preference(key: TabWidthKey.self, value: [index: proxy.size.width])
                            }
                        )
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.25)) { selection = index }
                        }
                }
            }
            .padding(.horizontal)
            .padding(.vertical, 10)
            .onPreferenceChange(TabWidthKey.self) { widths = $0 }

            Capsule()
                .fill(Color.blue)
                .frame(width: widths[selection] ?? 0, height: 3)
                .offset(x: 16 + offset(upTo: selection))
            Divider()
        }
    }

    private func offset(upTo index: Int) -> CGFloat {
        (0..<index).reduce(0) { $0 + (widths[$1] ?? 0) + 24 }
    }
}
