/// SwiftUI's `ViewModifier`: a reusable change to a view, through `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let makeContent: @MainActor (BuildContext) -> [LayoutNode]

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { makeContent(context) }
}

/// A modifier TabFramesUI lays out itself (frames, padding, backgrounds, the environment).
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// `content` builds the modified view's nodes in a context.
  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode]
  /// Whether the modifier wraps each of several views (`DistributedModifier`).
  var isDistributed: Bool { get }
}

extension PrimitiveModifier {
  var isDistributed: Bool { false }
  /// Primitive modifiers have no body (they make their nodes themselves); reaching it is a bug in
  /// TabFramesUI.
  nonisolated func primitiveBodyNotCalled() -> Never { fatalError("\(Self.self) is laid out directly; its body is never read") }
  @MainActor func body(content: Content) -> Never { primitiveBodyNotCalled() }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = content
    let wrapped = _ViewModifier_Content<Modifier>(makeContent: { TabFramesUI.makeNodes(inner, $0.child("content")) })
    // Modifiers TabFramesUI lays out itself, and geometry effects, have a body of `Never`: the
    // type check spares a modifier of your own the casts (each costs a search of every
    // conformance the first time, docs/PERFORMANCE.md "Type metadata at start-up"), and one cast
    // tells a primitive modifier, which says itself whether it is distributed.
    if Modifier.Body.self == Never.self {
      if let primitive = modifier as? any PrimitiveModifier {
        guard primitive.isDistributed else { return primitive.makeNodes(content: wrapped.makeContent, context) }
        // On several views (a Group's, a ForEach's), the modifier applies to each, as SwiftUI
        // applies a Group's modifiers to each of its children.
        let nodes = TabFramesUI.makeNodes(inner, context.child("content"))
        guard nodes.count > 1 else { return primitive.makeNodes(content: { _ in nodes }, context) }
        return nodes.enumerated().flatMap { k, node in primitive.makeNodes(content: { _ in [node] }, context.child("\(k)")) }
      }
      if let effect = modifier as? any GeometryEffect {
        return [geometryEffectNode(effect, content: wrapped.makeContent, context)]
      }
    }
    // A modifier of your own has dynamic properties as a view does (`@State`, `@Environment`,
    // `@EnvironmentObject`): linked before its body is read.
    let own = context.child(identityName(Modifier.self))
    if let failure = linkDynamicProperties(modifier, own) { return [own.error("\(own.path): \(failure)")] }
    return TabFramesUI.makeNodes(modifier.body(content: wrapped), own)
  }
}

extension View {
  nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier that wraps one view: applied to several (a Group, a ForEach), it wraps each.
/// Modifiers that change the environment for their content build it themselves and are not.
@MainActor
protocol DistributedModifier: PrimitiveModifier {}

extension DistributedModifier {
  var isDistributed: Bool { true }
}

extension _FrameLayout: DistributedModifier {}
extension _FlexFrameLayout: DistributedModifier {}
extension _PaddingLayout: DistributedModifier {}
extension _FixedSizeLayout: DistributedModifier {}
extension _StackTraitModifier: DistributedModifier {}
extension _OffsetEffect: DistributedModifier {}
extension _LayeredModifier: DistributedModifier {}
extension _DrawingEffect: DistributedModifier {}
extension _ContentShapeModifier: DistributedModifier {}
extension _TapGestureModifier: DistributedModifier {}
extension _GestureModifier: DistributedModifier {}
extension _CoordinateSpaceModifier: DistributedModifier {}
extension _PositionLayout: DistributedModifier {}
extension _AnimationModifier: DistributedModifier {}
extension _TransitionModifier: DistributedModifier {}
