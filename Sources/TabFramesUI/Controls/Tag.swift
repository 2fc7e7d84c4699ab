import Foundation

/// SwiftUI's `tag(_:)`: the value that identifies a view among its siblings (a tab's or a
/// picker option's selection value).
nonisolated struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
  let value: V
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [TagNode(child: single(content, context), value: AnyHashable(value))]
  }
}

final class TagNode: WrapperNode, @unchecked Sendable {
  let value: AnyHashable
  init(child: LayoutNode, value: AnyHashable) {
    self.value = value
    super.init(child: child, id: child.id)
  }
}

extension View {
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(value: tag)) }
}

/// What a tab view and a picker read from the views they are given.
extension LayoutNode {
  /// The view's selection value: its outermost `tag` (the outermost modifier wins, as in
  /// SwiftUI), else the id its `ForEach` gave it, else its position.
  func selectionKey(position: Int) -> AnyHashable {
    var current: LayoutNode? = self
    while let wrapper = current as? WrapperNode {
      if let tag = wrapper as? TagNode { return tag.value }
      current = wrapper.child
    }
    return implicitTag ?? AnyHashable(position)
  }

  /// The first text drawn inside (a tab item's or an option's title).
  var firstText: String? { firstLeaf { if case .text(let s, _, _) = $0 { s } else { nil } }?.value }
  /// The first symbol drawn inside (its icon).
  var firstSymbol: String? { firstLeaf { if case .symbol(let name, _) = $0 { name } else { nil } }?.value }
  /// The first text inside with the `accessibilityIdentifier` nearest around it: a tab bar draws
  /// the item's caption under that identifier, as the item's own view would be named.
  var firstIdentifiedText: (value: String, identifier: String?)? { firstLeaf { if case .text(let s, _, _) = $0 { s } else { nil } } }
  var firstIdentifiedSymbol: (value: String, identifier: String?)? {
    firstLeaf { if case .symbol(let name, _) = $0 { name } else { nil } }
  }

  private func firstLeaf(identifier: String? = nil, _ read: (LeafNode.Content) -> String?) -> (value: String, identifier: String?)? {
    let identifier = (self as? IdentifiedNode)?.id ?? identifier
    if let leaf = self as? LeafNode { return read(leaf.content).map { ($0, identifier) } }
    var found: (value: String, identifier: String?)?
    forEachChild { child in
      if found == nil { found = child.firstLeaf(identifier: identifier, read) }
    }
    return found
  }
}
