import SwiftUI

// A tab strip that lays out horizontally, or vertically under large Dynamic Type, through AnyLayout.
struct AdaptiveTabStrip: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @State private var selected = "Day"
    let options = ["Day", "Week", "Month", "Year"]

    var body: some View {
        let layout = typeSize.isAccessibilitySize ? AnyLayout(VStackLayout(spacing: 6)) : AnyLayout(HStackLayout(spacing: 6))
        layout {
            ForEach(options, id: \.self) { option in
                Text(option)
                    .font(.footnote.weight(.medium))
                    .padding(.vertical, 6)
                    .padding(.horizontal, 12)
                    .background(selected == option ? Color.accentColor : Color.gray.opacity(0.15), in: Capsule())
                    .foregroundStyle(selected == option ? Color.white : Color.primary)
                    .onTapGesture { selected = option }
            }
        }
        .padding()
    }
}

struct LargeTypeAdaptiveTabStrip: View {
    var body: some View {
        AdaptiveTabStrip().dynamicTypeSize(.accessibility2)
    }
}
