import SwiftUI

/// A floating bar as many apps draw one: labels with SF Symbols in a capsule that casts a soft
/// shadow, the selected tab on a tinted, outlined capsule, and a dashed notice under it.
struct FloatingTabBar: View {
  struct Tab: Identifiable {
    let title: String
    let symbol: String
    var id: String { title }
  }
  let tabs: [Tab]
  let selection: String

  var body: some View {
    VStack(spacing: 10) {
      HStack(spacing: 4) {
        ForEach(tabs) { tab in
          let selected = tab.id == selection
          Label(tab.title, systemImage: tab.symbol)
            .labelStyle(.titleAndIcon)
            .symbolVariant(selected ? .fill : .none)
            .font(.subheadline.weight(selected ? .semibold : .regular))
            .foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
            .padding(.horizontal, 12)
            .padding(.vertical, 9)
            .background {
              if selected {
                Capsule().fill(.tint.opacity(0.12))
                  .overlay(Capsule().strokeBorder(.tint.opacity(0.5), lineWidth: 1))
              }
            }
            .accessibilityIdentifier("tab.\(tab.title)")
        }
      }
      .padding(6)
      .background(.white, in: Capsule())
      .clipShape(Capsule())
      .shadow(color: .black.opacity(0.18), radius: 10, y: 4)
      Text("Two tabs have new items. Tap one to see what changed since your last visit.")
        .font(.footnote)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
        .lineLimit(2)
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 3])))
        .frame(width: 300)
    }
    .tint(.indigo)
  }
}
