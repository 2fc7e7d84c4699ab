import Foundation
import TabFrames
import Testing

// SwiftUI's `@Entry` (iOS 18) declares an environment value and its key in one line: the value
// is its default until a view sets it, and what a view sets is what views inside read.

extension EnvironmentValues {
  @Entry var badgeColor: Color = .red
  @Entry var unreadCount: Int? = nil
  @Entry var compactBar: Bool = false
  @Entry var sectionTitle: String?
  /// The type left to the default value, as a public onboarding package writes it.
  @Entry var barSpacing = 12.0
}

private struct Badge: View {
  @Environment(\.badgeColor) private var color
  @Environment(\.unreadCount) private var count
  @Environment(\.compactBar) private var compact
  @Environment(\.sectionTitle) private var title
  @Environment(\.barSpacing) private var spacing

  var body: some View {
    HStack(spacing: spacing) {
      Text(title ?? "untitled")
      Text(count.map { "\($0)" } ?? "none").foregroundColor(color)
      if !compact { Text("labels") }
    }
  }
}

@Test @MainActor func entryValuesHaveTheirDefaultsUntilAViewSetsThem() throws {
  let plain = try Stage(name: "entry-defaults", width: 300, height: 40) { Badge() }.layout()
  #expect(plain.compactMap(\.text) == ["untitled", "none", "labels"])
  // An entry whose type is its default value's: 12 pt between the texts until set to 30.
  func gap(_ leaves: [Stage.Leaf]) -> CGFloat? {
    let texts = leaves.filter { $0.text != nil }.map(\.frame)
    return texts.count > 1 ? texts[1].minX - texts[0].maxX : nil
  }
  #expect(gap(plain).map { abs($0 - 12) < 0.01 } == true, "\(plain)")
  let wide = try Stage(name: "entry-spacing", width: 300, height: 40) { Badge().environment(\.barSpacing, 30) }.layout()
  #expect(gap(wide).map { abs($0 - 30) < 0.01 } == true, "\(wide)")
  let set = try Stage(name: "entry-set", width: 300, height: 40) {
    Badge().environment(\.unreadCount, 3).environment(\.compactBar, true).environment(\.sectionTitle, "Inbox")
      .environment(\.badgeColor, .green)
  }
  let leaves = try set.layout()
  #expect(leaves.compactMap(\.text) == ["Inbox", "3"])
  let count = try #require(try set.displayList().elements.first { if case .text(let r) = $0.content { r.string == "3" } else { false } })
  #expect(count.color == (try Stage(name: "green", width: 10, height: 10) { Color.green }.displayList().elements.first?.color))
}
