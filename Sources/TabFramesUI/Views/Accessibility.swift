import Foundation

// What VoiceOver reads. Nothing here is drawn: the modifiers change no layout and no pixel, and
// the accessibility elements they shape are recorded beside the layout (the layout dump's
// `accessibility`, `Stage.accessibilityElements()`), so that a snapshot also guards what
// VoiceOver reads. docs/SWIFTUI.md, "Accessibility", says how each view and modifier reads.

extension View {
  /// A key, as a literal is (`"\(rating, specifier: "%.1f") out of 5 stars"`), read as its text.
  nonisolated public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(_AccessibilityModifier(.label(String(label))))
  }
  nonisolated public func accessibilityLabel(_ label: Text) -> some View { modifier(_AccessibilityModifier(.labelText(label))) }
  /// A key, as a literal is (`"\(rating, specifier: "%.1f") out of 5 stars"`), read as its text.
  nonisolated public func accessibilityHint(_ key: LocalizedStringKey) -> some View { accessibilityHint(Text(key)) }
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    modifier(_AccessibilityModifier(.hint(String(hint))))
  }
  nonisolated public func accessibilityHint(_ hint: Text) -> some View { modifier(_AccessibilityModifier(.hintText(hint))) }

  /// A tooltip on a pointer's hover, which an iPhone has not: read by VoiceOver as the view's
  /// hint, as on iOS.
  nonisolated public func help(_ text: Text) -> some View { accessibilityHint(text) }
  nonisolated public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(text) }
  nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(Text(textKey)) }
  /// A key, as a literal is (`"\(rating, specifier: "%.1f") out of 5 stars"`), read as its text.
  nonisolated public func accessibilityValue(_ key: LocalizedStringKey) -> some View { accessibilityValue(Text(key)) }
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    modifier(_AccessibilityModifier(.value(String(value))))
  }
  nonisolated public func accessibilityValue(_ value: Text) -> some View { modifier(_AccessibilityModifier(.valueText(value))) }
  /// Hidden from VoiceOver, with everything inside; `false` changes nothing.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_AccessibilityModifier(.hidden(hidden))) }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(_AccessibilityModifier(.addTraits(traits)))
  }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(_AccessibilityModifier(.removeTraits(traits)))
  }
  /// A new element in the view's frame: its children's properties merged (`.combine`), kept as
  /// its children (`.contain`), or hidden (`.ignore`, the default: the element has no label
  /// until a modifier gives it one).
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(_AccessibilityModifier(.element(children)))
  }
  /// A heading: VoiceOver's rotor moves between headings (the level is not recorded).
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    modifier(_AccessibilityModifier(.addTraits(.isHeader)))
  }
  /// Read before (higher) or after (lower) the other elements of its container.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modifier(_AccessibilityModifier(.sortPriority(sortPriority)))
  }
  /// Accepted; the replacement elements are not recorded (the view's own are).
  nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { modifier(_InertModifier()) }
  /// Accepted; the representation's elements are not recorded (the view's own are).
  nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    modifier(_InertModifier())
  }
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityShowsLargeContentViewer() -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
    modifier(_InertModifier())
  }
  nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> some View
  { modifier(_InertModifier()) }
  nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    modifier(_InertModifier())
  }
  nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
    modifier(_InertModifier())
  }
  /// The deprecated iOS 13 forms: the same as their successors.
  nonisolated public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  nonisolated public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  nonisolated public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  nonisolated public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
  nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
  nonisolated public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
  nonisolated public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}

/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public static let delete = AccessibilityActionKind(name: "delete")
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  public init(named name: Text) { self.name = name.string }
  init(name: String) { self.name = name }
}

/// SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// SwiftUI's `AccessibilityTraits` (what `accessibilityAddTraits` takes). Recorded by their
/// SwiftUI names, in this order.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 7)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  static let named: [(AccessibilityTraits, String)] = [
    (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
    (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
    (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"), (.updatesFrequently, "updatesFrequently"),
    (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
    (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
  ]

  /// The traits' SwiftUI names.
  var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// One thing VoiceOver reads, as recorded: an element, or a container of elements
/// (`accessibilityElement(children: .contain)`, or a label given to several elements at once).
package struct AccessibilityItem: Equatable, Sendable {
  package var label = ""
  package var value = ""
  package var hint = ""
  package var identifier = ""
  package var traits: AccessibilityTraits = []
  package var isHidden = false
  /// Canvas points, the layout's frame (what VoiceOver outlines), snapped as leaves are.
  package var frame: CGRect
  var sortPriority = 0.0
  /// A container's elements, in reading order; nil for an element.
  package var children: [AccessibilityItem]?

  init(frame: CGRect) { self.frame = frame }

  package var traitNames: [String] { traits.names }
}

/// What an accessibility modifier does to the elements of the view it modifies.
enum AccessibilityEdit {
  case element(AccessibilityChildBehavior)
  case label(String)
  case labelText(Text)
  case value(String)
  case valueText(Text)
  case hint(String)
  case hintText(Text)
  case addTraits(AccessibilityTraits)
  case removeTraits(AccessibilityTraits)
  case hidden(Bool)
  case sortPriority(Double)
}

nonisolated struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
  let edit: AccessibilityEdit
  init(_ edit: AccessibilityEdit) { self.edit = edit }

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [AccessibilityNode.wrapping(single(content, context), [edit], context)]
  }
}
/// On a Group or a ForEach, each view gets the modifier, as SwiftUI applies a Group's modifiers.
extension _AccessibilityModifier: DistributedModifier {}

/// A view whose accessibility its own code states (a button, a label, a tab bar item), with no
/// node or step of its own in the content's ids, so that what is drawn is named as before.
struct _Accessible<Content: View>: View, PrimitiveView {
  let edits: [AccessibilityEdit]
  let content: Content
  init(_ edits: [AccessibilityEdit], @ViewBuilder content: () -> Content) {
    self.edits = edits
    self.content = content()
  }
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let nodes = TabFramesUI.makeNodes(content, context)
    // (Several views side by side are left as they are: one node would lay them out otherwise.)
    guard nodes.count == 1, let only = nodes.first else { return nodes }
    return [AccessibilityNode.wrapping(only, edits, context)]
  }
}

/// The accessibility modifiers around a view: changes nothing of its layout or drawing. Several
/// in a row are one node (each edit in the order written, innermost first).
final class AccessibilityNode: WrapperNode, @unchecked Sendable {
  private(set) var edits: [AccessibilityEdit]

  private init(child: LayoutNode, id: String, edits: [AccessibilityEdit]) {
    self.edits = edits
    super.init(child: child, id: id)
  }

  /// A `Text` given as a label is read as it would show in the view's environment (its locale):
  /// resolved here, as the view is built.
  @MainActor static func wrapping(_ child: LayoutNode, _ edits: [AccessibilityEdit], _ context: BuildContext) -> LayoutNode {
    let resolved = edits.map { edit -> AccessibilityEdit in
      switch edit {
      case .labelText(let t): .label(t.accessibilityString(in: context.environment))
      case .valueText(let t): .value(t.accessibilityString(in: context.environment))
      case .hintText(let t): .hint(t.accessibilityString(in: context.environment))
      default: edit
      }
    }
    if let node = child as? AccessibilityNode {
      node.edits += resolved
      return node
    }
    return AccessibilityNode(child: child, id: context.path, edits: resolved)
  }

  /// Tap actions inside answer to a label given here too, as XCUITest finds a button by it.
  /// The tap targets inside answer to its labels too; the items inside are read as its edits
  /// say.
  override func gather(_ g: inout Gathering) {
    let labels = edits.compactMap { edit -> String? in if case .label(let s) = edit { s } else { nil } }
    g.editing(\.accessibility) { g in
      g.editing(\.taps) {
        super.gather(&$0)
      } then: { targets in
        for i in targets.indices { targets[i].names += labels }
      }
    } then: { inner in
      for edit in edits { Self.apply(edit, to: &inner, frame: frame) }
    }
  }

  private static func apply(_ edit: AccessibilityEdit, to items: inout [AccessibilityItem], frame: CGRect) {
    switch edit {
    case .element(let behaviour):
      items = [element(behaviour, of: items, frame: frame)]
    case .hidden(let hidden):
      if hidden { for i in items.indices { items[i].hide() } }
    case .label(let s): change(&items, frame, makes: true) { $0.label = s }
    case .value(let s): change(&items, frame, makes: true) { $0.value = s }
    case .hint(let s): change(&items, frame) { $0.hint = s }
    case .addTraits(let t): change(&items, frame) { $0.traits.formUnion(t) }
    case .removeTraits(let t): change(&items, frame) { $0.traits.subtract(t) }
    case .sortPriority(let p): change(&items, frame) { $0.sortPriority = p }
    case .labelText, .valueText, .hintText: break  // resolved to strings when built
    }
  }

  /// A property given to the view: its one element's (the one VoiceOver reads, when the others
  /// inside are hidden); a view with none becomes an element when given a label or value (a shape
  /// given a label is read); a view with several becomes their container, as SwiftUI makes one
  /// implicitly "when needed" (its documentation of `accessibilityChildren`).
  private static func change(
    _ items: inout [AccessibilityItem], _ frame: CGRect, makes: Bool = false, _ change: (inout AccessibilityItem) -> Void
  ) {
    if let only = AccessibilityItem.theOneRead(in: items) {
      change(&items[only])
      return
    }
    if items.isEmpty && !makes { return }
    items = [element(items.isEmpty ? .ignore : .contain, of: items, frame: frame)]
    change(&items[0])
  }

  /// `accessibilityElement(children:)`: a new element in the view's frame.
  private static func element(_ behaviour: AccessibilityChildBehavior, of items: [AccessibilityItem], frame: CGRect)
    -> AccessibilityItem
  {
    var new = AccessibilityItem(frame: frame)
    switch behaviour {
    case .contain:
      new.children = AccessibilityItem.inReadingOrder(items)
    case .combine:
      // Every element inside that is read (containers' elements too), merged: labels, values
      // and hints in reading order, joined as VoiceOver joins them; the traits that say what the
      // element does (a button, selected) but not the ones that describe a part's content (a
      // text, an image), unless the parts were all texts.
      let parts = AccessibilityItem.inReadingOrder(items).flatMap(\.readElements)
      func joined(_ field: KeyPath<AccessibilityItem, String>) -> String {
        parts.map { $0[keyPath: field] }.filter { !$0.isEmpty }.joined(separator: ", ")
      }
      new.label = joined(\.label)
      new.value = joined(\.value)
      new.hint = joined(\.hint)
      let content: AccessibilityTraits = [.isStaticText, .isImage]
      new.traits = parts.reduce(into: []) { $0.formUnion($1.traits.subtracting(content)) }
      if !parts.isEmpty && parts.allSatisfy({ $0.traits.contains(.isStaticText) }) { new.traits.insert(.isStaticText) }
    default:
      break
    }
    return new
  }
}

extension AccessibilityItem {
  mutating func hide() {
    isHidden = true
    children = children?.map { child in
      var c = child
      c.hide()
      return c
    }
  }

  /// The index of the one item not hidden, or of the only item; nil when there are none or
  /// several read.
  static func theOneRead(in items: [AccessibilityItem]) -> Int? {
    if items.count == 1 { return 0 }
    let read = items.indices.filter { !items[$0].isHidden }
    return read.count == 1 ? read[0] : nil
  }

  /// The elements VoiceOver reads here: this one, or a container's (not hidden).
  var readElements: [AccessibilityItem] {
    if isHidden { return [] }
    guard let children else { return [self] }
    return children.flatMap(\.readElements)
  }

  /// Higher sort priorities first; otherwise in the order the views are written.
  static func inReadingOrder(_ items: [AccessibilityItem]) -> [AccessibilityItem] {
    guard items.contains(where: { $0.sortPriority != 0 }) else { return items }
    return items.enumerated().sorted { a, b in
      a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
    }.map(\.element)
  }

  /// Frames to the pixel grid, as leaves' are.
  mutating func snap(scale: CGFloat) {
    frame = ViewLayout.snap(frame, scale: scale)
    children = children?.map { child in
      var c = child
      c.snap(scale: scale)
      return c
    }
  }
}

extension Text {
  /// What VoiceOver reads of the text: the string it shows in `environment` (a localized text's
  /// translation), the parts of a joined text together.
  @MainActor func accessibilityString(in environment: EnvironmentValues) -> String {
    if !runs.isEmpty { return parts.map { $0.accessibilityString(in: environment) }.joined() }
    return localization.map { $0.format.resolved(table: $0.table, locale: environment.locale, timeZone: environment.timeZone) } ?? string
  }
}

extension ViewTree {
  /// What VoiceOver reads of the view as last laid out: its elements in reading order.
  package func accessibilityItems() -> [AccessibilityItem] {
    var items = AccessibilityItem.inReadingOrder(gatheredOnScreen(.accessibility).accessibility ?? [])
    for i in items.indices { items[i].snap(scale: scale) }
    return items
  }
}
