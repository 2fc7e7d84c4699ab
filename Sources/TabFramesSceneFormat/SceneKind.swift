/// What a scene file's `component.kind` names: everything the decoder needs to know of one kind
/// of tab bar — its name, how many items it takes and what they are, its style keys with their
/// defaults, which timeline events it accepts, and the canvas it wants when the scene gives none.
/// Every kind is drawn by a view and describes itself once, beside its view (TabFramesKinds), and
/// is listed in a registry (`SceneKinds`); the decoder asks the registry and knows no kind by name.
package protocol SceneKindDescription: Sendable {
  /// `component.kind`'s value.
  var name: String { get }
  /// How many items the kind can lay out.
  var itemRange: ClosedRange<Int> { get }
  /// Items that are symbols only: a plain string names a symbol, an object needs one.
  var itemsAreSymbols: Bool { get }
  /// Items may carry a `badge` (a count or a short text), as `badge(_:)` marks a tab.
  var itemBadges: Bool { get }
  /// Timeline events beyond `hold` and `select` that the kind takes.
  var events: Set<KindEvent> { get }
  /// The canvas height for a scene that gives none, for the decoded style.
  func defaultHeight(_ style: ComponentStyle) -> Double
  /// The canvas background for a scene that gives none.
  var defaultBackground: ColorSpec { get }
  /// Reads `component.style`'s keys, every one with its default, refusing a wrong value; the
  /// caller refuses keys no one read.
  func checkStyle(_ r: inout JSONReader) throws(SceneError)
  /// Symbols the decoded style names (a menu button's), besides the items': warned about when
  /// nothing draws them.
  func symbols(in style: ComponentStyle) -> [String]
}

extension SceneKindDescription {
  package var itemsAreSymbols: Bool { false }
  package var itemBadges: Bool { false }
  package var events: Set<KindEvent> { [] }
  package var defaultBackground: ColorSpec { .named("systemBackground", opacity: 1) }
  package func symbols(in style: ComponentStyle) -> [String] { [] }
}

/// Timeline events only some kinds take.
package enum KindEvent: String, Sendable, CaseIterable {
  /// `drag`: the bar follows a pointer.
  case drag
  /// `openMenu` and `closeMenu`: the bar has a menu.
  case menu
}

/// The kinds a scene file may name, in the order errors list them.
package struct SceneKinds: Sendable {
  package private(set) var all: [any SceneKindDescription]

  package init(_ kinds: [any SceneKindDescription]) {
    var seen = Set<String>()
    all = kinds.filter { seen.insert($0.name).inserted }
  }

  package subscript(name: String) -> (any SceneKindDescription)? { all.first { $0.name == name } }

  package var names: [String] { all.map(\.name) }
}
