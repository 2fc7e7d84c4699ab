import Foundation

// What a list's row says of itself: SwiftUI's row modifiers (`listRowBackground`,
// `listRowInsets`, `listRowSeparator`) are traits the list reads from the row, not drawing the
// row does. A modifier wraps the row's node in a `ListRowTraitNode`; the list finds the traits
// through the row's wrappers when it lays its sections out (`ListLayout`, `_ListBody`).

/// One row trait, as a modifier sets it.
enum ListRowTrait {
  /// The view drawn behind the row, in place of the section's card colour: built where the
  /// list draws it, once for each row it is behind (a section's is behind each of its rows), in
  /// the environment of the modifier.
  case background((@MainActor (BuildContext) -> LayoutNode)?)
  /// The row's insets, in place of the list's; nil restores the list's.
  case insets(EdgeInsets?)
  /// Whether the row's separators show, at which of its edges.
  case separator(Visibility, VerticalEdge.Set)
  /// The colour of the row's separators at those edges; nil restores the system's.
  case separatorTint(Color?, VerticalEdge.Set)
  /// Its collection deletes (`onDelete`) or moves (`onMove`) rows: in edit mode the row shows
  /// the control for it.
  case edits(EditAction)
  /// `deleteDisabled(_:)` and `moveDisabled(_:)`: the row keeps out of that edit.
  case editDisabled(EditAction, Bool)

  enum EditAction { case delete, move }
}

/// A row's traits, gathered: the outermost modifier of each kind wins, as for SwiftUI's traits
/// (and `tag`). Each is nil until a modifier sets it.
struct ListRowTraits {
  /// What builds the row's background: `.some(nil)` when `listRowBackground(nil)` gives the
  /// card's colour back.
  var background: (@MainActor (BuildContext) -> LayoutNode)??
  /// The row's insets: `.some(nil)` when `listRowInsets(nil)` gives the list's back.
  var insets: EdgeInsets??
  /// The edges whose separators the row hides.
  var hiddenEdges: VerticalEdge.Set?
  /// The separator colours the row sets, at its top and its bottom edge.
  var tint: (top: Color?, bottom: Color?)?
  /// The edits its collection makes (any wrapper's), and those the row is kept out of.
  var edits: Set<ListRowTrait.EditAction> = []
  var disabled: [ListRowTrait.EditAction: Bool] = [:]

  /// Takes a trait unless one of its kind is set already (by a modifier further out).
  mutating func take(_ trait: ListRowTrait) {
    switch trait {
    case .background(let view): background = background ?? .some(view)
    case .insets(let value): insets = insets ?? .some(value)
    case .separator(let visibility, let edges): hiddenEdges = hiddenEdges ?? (visibility == .hidden ? edges : [])
    case .separatorTint(let color, let edges):
      tint = tint ?? (edges.contains(.top) ? color : nil, edges.contains(.bottom) ? color : nil)
    case .edits(let action): edits.insert(action)
    case .editDisabled(let action, let isDisabled): disabled[action] = disabled[action] ?? isDisabled
    }
  }

  /// These traits over `inner` (a section's over its rows': the section's modifier is further out).
  func over(_ inner: ListRowTraits) -> ListRowTraits {
    ListRowTraits(
      background: background ?? inner.background, insets: insets ?? inner.insets, hiddenEdges: hiddenEdges ?? inner.hiddenEdges,
      tint: tint ?? inner.tint, edits: edits.union(inner.edits), disabled: disabled.merging(inner.disabled) { outer, _ in outer })
  }

  /// Whether the row shows its delete control in edit mode: its collection deletes, and the row
  /// is not kept out.
  var deletes: Bool { edits.contains(.delete) && disabled[.delete] != true }
  /// Whether the row shows its reorder control in edit mode.
  var moves: Bool { edits.contains(.move) && disabled[.move] != true }

  /// What builds the row's own background, if a modifier gave one.
  var backgroundView: (@MainActor (BuildContext) -> LayoutNode)? { background ?? nil }
  /// The edges whose separators the row hides (none unless a modifier says so).
  var hiddenSeparators: VerticalEdge.Set { hiddenEdges ?? [] }
  /// The colours of the row's separators (the system's unless a modifier says otherwise).
  var separatorTint: (top: Color?, bottom: Color?) { tint ?? (nil, nil) }
}

/// `listRowInsets` and `listRowSeparator`.
nonisolated struct _ListRowTraitModifier: ViewModifier, PrimitiveModifier, DistributedModifier {
  let trait: ListRowTrait
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [ListRowTraitNode(child: single(content, context), trait: trait)]
  }
}

/// `listRowBackground`: the view, for the list to build and draw behind the row.
nonisolated struct _ListRowBackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier, DistributedModifier {
  let view: Background?
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let environment = context.environment
    var build: (@MainActor (BuildContext) -> LayoutNode)?
    if let view {
      build = { place in
        var own = place
        own.environment = environment
        return TabFramesUI.makeNode(view, own)
      }
    }
    return [ListRowTraitNode(child: single(content, context), trait: .background(build))]
  }
}

/// A row wrapped in one of its traits; lays out as the row.
final class ListRowTraitNode: WrapperNode, @unchecked Sendable {
  let trait: ListRowTrait
  init(child: LayoutNode, trait: ListRowTrait) {
    self.trait = trait
    super.init(child: child, id: child.id)
  }
}

extension LayoutNode {
  /// The row traits its wrappers carry.
  var listRowTraits: ListRowTraits {
    var traits = ListRowTraits()
    var current: LayoutNode = self
    while let wrapper = current as? WrapperNode {
      if let row = wrapper as? ListRowTraitNode { traits.take(row.trait) }
      current = wrapper.child
    }
    return traits
  }
}

extension View {
  /// The view behind the row in a list, in place of the section's card colour (clipped to the
  /// card's corners); `Color.clear` shows the list's background through the row.
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_ListRowBackgroundModifier(view: view))
  }
  /// The row's insets in a list, in place of the list's 16 pt sides (6 pt above and below);
  /// the row stays at least 44 pt tall.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_ListRowTraitModifier(trait: .insets(insets)))
  }
  /// Hides (or shows) the row's separators in a list: `.bottom` the one under it, `.top` the one
  /// above it; a separator between two rows is hidden when either row hides it.
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowTraitModifier(trait: .separator(visibility, edges)))
  }
  /// The colour of the row's separators in a list (`.top` the one above it, `.bottom` the one
  /// under it); between two rows, the upper row's wins.
  nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowTraitModifier(trait: .separatorTint(color, edges)))
  }
  /// Accepted: a plain list's section separators are not drawn.
  nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}

/// A row's own background, built where the list draws it.
struct _ListRowBackground: View, PrimitiveView {
  let build: @MainActor (BuildContext) -> LayoutNode
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] { [build(context.child("listRowBackground"))] }
}
