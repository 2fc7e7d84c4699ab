import Foundation

extension View {
  /// A count: zero hides the badge.
  nonisolated public func badge(_ count: Int) -> some View { modifier(_BadgeModifier(text: count == 0 ? nil : String(count))) }
  /// A text: nil hides the badge.
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(_BadgeModifier(text: label.map { String($0) })) }
  nonisolated public func badge(_ label: Text?) -> some View { modifier(_BadgeModifier(text: label?.string)) }
  /// A badge whose text the layout names `identifier` and its capsule `identifier.background`
  /// (SwiftUI's badges take no identifier; the scene kinds name theirs `badge.i`).
  nonisolated package func _badge(_ label: String?, identifier: String) -> some View {
    modifier(_BadgeModifier(text: label, identifier: identifier))
  }
}

/// SwiftUI's `badge(_:)`: in a tab view, the red count or text on the view's item; in a list,
/// the row's count or text at its trailing side, secondary.
nonisolated struct _BadgeModifier: ViewModifier, PrimitiveModifier {
  let text: String?
  /// What the badge's text is named in the layout (a scene kind's `badge.i`); nil: by its place.
  var identifier: String? = nil
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    guard context.environment.isInList, identifier == nil, let text else {
      return [BadgeNode(child: single(content, context), text: text, identifier: identifier)]
    }
    // A list row's badge: its text at the row's trailing side in the secondary colour, as iOS
    // draws it (before a navigation link's chevron, which the link draws itself).
    let slot = ListRowBadge(text: text)
    var inner = context
    inner.environment.listRowBadge = slot
    let row = content(inner)
    guard !slot.taken else { return row }
    let badge = TabFramesUI.makeNodes(Text(verbatim: text).foregroundStyle(.secondary), context.child("badge"))
    return [
      StackNode(
        axis: .horizontal, alignment: .center, spacing: nil,
        children: row + [SpacerNode(axis: .horizontal, minLength: 0, id: context.path + ".spacer")] + badge, path: context.path)
    ]
  }
}

/// A list row's badge on its way to the row's navigation link, which draws it before its
/// chevron and says so (`taken`); a row without one has the badge drawn by the modifier.
/// `@unchecked Sendable`: made, read and marked during one build, on the main actor.
final class ListRowBadge: @unchecked Sendable {
  let text: String
  private(set) var taken = false
  init(text: String) { self.text = text }
  func take() -> String {
    taken = true
    return text
  }
}

private struct ListRowBadgeKey: EnvironmentKey { static let defaultValue: ListRowBadge? = nil }

extension EnvironmentValues {
  var listRowBadge: ListRowBadge? {
    get { self[ListRowBadgeKey.self] }
    set { self[ListRowBadgeKey.self] = newValue }
  }
}

final class BadgeNode: WrapperNode, @unchecked Sendable {
  let text: String?
  let identifier: String?
  init(child: LayoutNode, text: String?, identifier: String?) {
    self.text = text
    self.identifier = identifier
    super.init(child: child, id: child.id)
  }
}
