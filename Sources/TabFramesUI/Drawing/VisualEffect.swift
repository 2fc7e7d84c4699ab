import Foundation

// iOS 17's `visualEffect(_:)`: effects that depend on where a view is — its frame in the scroll
// view, on the screen — without changing its layout. The effect's closure runs when the view is
// placed, with a proxy of its frame, as SwiftUI runs it after layout; what it applies (offset,
// scale, rotation, opacity, blur, colour effects) draws the view differently and moves nothing
// else.

/// The view a visual effect modifies (SwiftUI's `EmptyVisualEffect` placeholder): it takes the
/// ordinary modifiers (`offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur`,
/// `brightness`, `saturation`, `hueRotation`, `grayscale`) and draws the view under them.
nonisolated public struct _VisualEffectContent<Content: View>: View {
  let content: Content
  @MainActor public var body: some View { content }
}

extension View {
  /// The effect `effect` returns for the view placed where it is: `proxy.frame(in: .scrollView)`
  /// is its frame in the scroll view around it, `.global` on the screen.
  nonisolated public func visualEffect<V: View>(
    _ effect: @escaping @Sendable (_VisualEffectContent<Self>, GeometryProxy) -> V
  ) -> some View {
    _VisualEffectView(content: self, effect: effect)
  }
}

nonisolated struct _VisualEffectView<Content: View, Effect: View>: View, PrimitiveView {
  let content: Content
  let effect: @Sendable (_VisualEffectContent<Content>, GeometryProxy) -> Effect

  @MainActor var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let content = content
    let effect = effect
    // Effects change no size: the plain view answers the layout's questions.
    let sizing = TabFramesUI.makeNode(content, context)
    let record = context.record
    return [
      VisualEffectNode(sizing: sizing, id: context.path) { bounds, pass in
        // The safe-area insets too, as a GeometryReader's proxy has them.
        let proxy = GeometryProxy(
          size: bounds.size, origin: bounds.origin, spaces: pass.spaces,
          safeAreaInsets: SafeAreaIgnoringNode.insets(of: bounds, record: record), scrollViewport: pass.scrollViewport?.frame)
        return TabFramesUI.makeNode(effect(_VisualEffectContent(content: content), proxy), context)
      }
    ]
  }
}

/// Sized as its plain content; placed as the content under the effect made for where it lands.
final class VisualEffectNode: LayoutNode, @unchecked Sendable {
  let sizing: LayoutNode
  let build: @MainActor (CGRect, LayoutPass) -> LayoutNode
  private var built: LayoutNode?

  init(sizing: LayoutNode, id: String, build: @escaping @MainActor (CGRect, LayoutPass) -> LayoutNode) {
    self.sizing = sizing
    self.build = build
    super.init(id: id)
    layoutPriority = sizing.layoutPriority
  }

  override var isSpacer: Bool { sizing.isSpacer }
  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { sizing.sizeThatFits(proposal, in: pass) }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    // The effect is a view, built on the main actor as every view is.
    let child = MainActor.assumeIsolated { build(bounds, pass) }
    built = child
    child.place(in: bounds, proposal: proposal, pass: pass)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) { (built ?? sizing).collectLeaves(into: &leaves) }
  /// The view as placed, with its effect; before placement, as sized.
  override func forEachChild(_ body: (LayoutNode) -> Void) { body(built ?? sizing) }
}
