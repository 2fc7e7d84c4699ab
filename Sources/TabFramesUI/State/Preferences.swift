import Foundation

/// SwiftUI's `PreferenceKey`: a value views pass up the tree, combined by `reduce` in view order.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Optional preferences start empty, as in SwiftUI.
  public static var defaultValue: Value { nil }
}

/// SwiftUI's `Anchor`: a geometry value of a view, read in another view's coordinates through
/// `GeometryProxy`'s subscript.
public struct Anchor<Value> {
  /// The value in the coordinates of a container at a canvas origin.
  let resolve: @Sendable (CGPoint) -> Value

  public struct Source {
    let make: @Sendable (CGRect) -> Anchor<Value>
  }
}

// As SwiftUI's are: a preference key's default value of anchors is a `static let`.
extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The view's frame.
  public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 1, height: 1), unit: true) }
  /// A rectangle in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, unit: false) }

  private static func rect(_ r: CGRect, unit: Bool) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in
      let global =
        unit
        ? CGRect(
          x: frame.minX + r.minX * frame.width, y: frame.minY + r.minY * frame.height, width: r.width * frame.width,
          height: r.height * frame.height)
        : r.offsetBy(dx: frame.minX, dy: frame.minY)
      return Anchor { origin in global.offsetBy(dx: -origin.x, dy: -origin.y) }
    }
  }
}

extension Anchor.Source where Value == CGPoint {
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      let global = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
      return Anchor { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
    }
  }
  public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      let global = CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)
      return Anchor { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
    }
  }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// The preferences of a subtree: each key's value, reduced in view order.
struct PreferenceValues {
  private struct Entry {
    var value: Any
    /// `Key.reduce` of two values of the key.
    let reduce: (Any, Any) -> Any
  }
  private var values: [ObjectIdentifier: Entry] = [:]

  subscript<K: PreferenceKey>(key: K.Type) -> K.Value? { values[ObjectIdentifier(key)]?.value as? K.Value }

  /// Adds a value for a key after those already here: `K.reduce(current) { next }` when an
  /// earlier view set one, else the value itself. SwiftUI reduces only to combine values views
  /// set (Apple's `reduce(value:nextValue:)`: "combines the preference value from one tree with
  /// that of its next sibling"), so a key whose `reduce` does nothing — the popular `readSize`
  /// helper — still delivers the one value set.
  mutating func append<K: PreferenceKey>(_ key: K.Type, _ next: K.Value) {
    let reduce: (Any, Any) -> Any = { a, b in
      guard var a = a as? K.Value, let b = b as? K.Value else { return a }
      K.reduce(value: &a) { b }
      return a
    }
    let start = values[ObjectIdentifier(key)]?.value
    values[ObjectIdentifier(key)] = Entry(value: start.map { reduce($0, next) } ?? next, reduce: reduce)
  }

  /// A later sibling's preferences, key by key.
  mutating func merge(_ other: PreferenceValues) {
    for (k, entry) in other.values {
      if var mine = values[k] {
        mine.value = mine.reduce(mine.value, entry.value)
        values[k] = mine
      } else {
        values[k] = entry
      }
    }
  }

  mutating func remove<K: PreferenceKey>(_ key: K.Type) { values[ObjectIdentifier(key)] = nil }
}

extension LayoutNode {
  /// The preferences this node and those below set, in view order.
  func preferences() -> PreferenceValues { gathered(.preferences).preferences ?? PreferenceValues() }
}

/// `.preference(key:value:)` and `.anchorPreference(key:value:transform:)`: this view's value for
/// the key, replacing those of the views inside; other keys pass up unchanged.
nonisolated struct _PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let value: (CGRect) -> K.Value

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [PreferenceNode<K>(child: single(content, context), id: context.path, value: value)]
  }
}
extension _PreferenceModifier: DistributedModifier {}

final class PreferenceNode<K: PreferenceKey>: WrapperNode, @unchecked Sendable {
  let value: (CGRect) -> K.Value
  init(child: LayoutNode, id: String, value: @escaping (CGRect) -> K.Value) {
    self.value = value
    super.init(child: child, id: id)
  }
  override func gather(_ g: inout Gathering) {
    g.scopingPreferences {
      super.gather(&$0)
    } then: { inner in
      inner.remove(K.self)
      inner.append(K.self, value(frame))
    }
  }
}

/// `.transformPreference(_:_:)` and `.transformAnchorPreference(key:value:transform:)`: the
/// value the views inside reduced to (the key's default when none set one), changed by the
/// closure; other keys pass up unchanged.
nonisolated struct _PreferenceTransformModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let transform: (inout K.Value, CGRect) -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [PreferenceTransformNode<K>(child: single(content, context), id: context.path, transform: transform)]
  }
}
extension _PreferenceTransformModifier: DistributedModifier {}

final class PreferenceTransformNode<K: PreferenceKey>: WrapperNode, @unchecked Sendable {
  let transform: (inout K.Value, CGRect) -> Void
  init(child: LayoutNode, id: String, transform: @escaping (inout K.Value, CGRect) -> Void) {
    self.transform = transform
    super.init(child: child, id: id)
  }
  override func gather(_ g: inout Gathering) {
    g.scopingPreferences {
      super.gather(&$0)
    } then: { inner in
      var value = inner[K.self] ?? K.defaultValue
      transform(&value, frame)
      inner.remove(K.self)
      inner.append(K.self, value)
    }
  }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a view made from the content's
/// reduced preference, laid over (or under) it as an overlay is, once the content is placed
/// (anchors need its frames).
nonisolated struct _PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
  let layer: (K.Value) -> Layer
  let behind: Bool

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let layer = layer
    let inner = context.child(behind ? "backgroundPreference" : "overlayPreference").outsideStack()
    return [
      PreferenceLayerNode(primary: single(content, context), id: context.path, behind: behind) { values in
        TabFramesUI.makeNode(layer(values[K.self] ?? K.defaultValue), inner)
      }
    ]
  }
}
extension _PreferenceLayerModifier: DistributedModifier {}

final class PreferenceLayerNode: WrapperNode, @unchecked Sendable {
  let build: @MainActor (PreferenceValues) -> LayoutNode
  let behind: Bool
  private var layer: LayoutNode?

  init(primary: LayoutNode, id: String, behind: Bool, build: @escaping @MainActor (PreferenceValues) -> LayoutNode) {
    self.build = build
    self.behind = behind
    super.init(child: primary, id: id)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds, proposal: proposal, pass: pass)
    let values = child.preferences()
    let made = MainActor.assumeIsolated { build(values) }
    layer = made
    let p = ProposedViewSize(bounds.size)
    let size = made.sizeThatFits(p, in: pass)
    made.place(in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size), proposal: p, pass: pass)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    if behind { layer?.collectLeaves(into: &leaves) }
    child.collectLeaves(into: &leaves)
    if !behind { layer?.collectLeaves(into: &leaves) }
  }

  override func forEachChild(_ body: (LayoutNode) -> Void) {
    body(child)
    layer.map(body)
  }

  /// The layer reads the content's preferences; they pass on up from the content alone.
  override func gather(_ g: inout Gathering) {
    g.visit(child)
    if let layer { g.skipping(.preferences) { $0.visit(layer) } }
  }
}

/// `onPreferenceChange`: the action runs after an update whose layout changed the value (and
/// for the first value, as SwiftUI reports it on appearing).
nonisolated struct _PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
  /// A plain closure, as SwiftUI's: made in a view's body it keeps the body's main actor, and a
  /// helper's `(CGSize) -> Void` parameter passes as it is. Called on the main actor only.
  let action: (K.Value) -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let (store, key, action) = (context.store, context.path + "#preference", action)
    return [
      PreferenceWatchNode(child: single(content, context), id: context.path) { values in
        guard let store else { return }
        let value = values[K.self] ?? K.defaultValue
        let first = store.lastValue(at: key) == nil
        if store.valueChanged(value, at: key) || first { store.afterUpdate { action(value) } }
      }
    ]
  }
}
extension _PreferenceChangeModifier: DistributedModifier {}

final class PreferenceWatchNode: WrapperNode, @unchecked Sendable {
  let watch: @MainActor (PreferenceValues) -> Void
  init(child: LayoutNode, id: String, watch: @escaping @MainActor (PreferenceValues) -> Void) {
    self.watch = watch
    super.init(child: child, id: id)
  }
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds, proposal: proposal, pass: pass)
    let values = child.preferences()
    MainActor.assumeIsolated { watch(values) }
  }
}

extension View {
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceModifier<K> { _ in value })
  }

  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(_PreferenceModifier<K> { frame in transform(value.make(frame)) })
  }

  nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
    -> some View
  {
    modifier(_PreferenceTransformModifier<K> { value, _ in callback(&value) })
  }

  nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(_PreferenceTransformModifier<K> { current, frame in transform(&current, value.make(frame)) })
  }

  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  )
    -> some View
  {
    modifier(_PreferenceLayerModifier<K, V>(layer: transform, behind: false))
  }

  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceLayerModifier<K, V>(layer: transform, behind: true))
  }

  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  )
    -> some View where K.Value: Equatable
  {
    modifier(_PreferenceChangeModifier<K>(action: action))
  }
}
