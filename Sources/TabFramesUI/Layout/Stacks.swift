import Foundation

nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child("HStack")
    inner.stackAxis = .horizontal
    return [
      StackNode(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        children: TabFramesUI.makeNodes(content, inner), path: context.path)
    ]
  }
}

nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child("VStack")
    inner.stackAxis = .vertical
    let stack = StackNode(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
      children: TabFramesUI.makeNodes(content, inner), path: context.path, scale: context.scale)
    return [stack]
  }
}

nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("ZStack").outsideStack()
    return [StackNode(axis: nil, alignment: alignment, spacing: nil, children: TabFramesUI.makeNodes(content, inner), path: context.path)]
  }
}

/// SwiftUI's `Spacer`: grows along its stack's axis (both axes outside a stack) from `minLength`
/// (8 pt by default) and never makes the stack taller or wider across; it gives way to every
/// other view first.
nonisolated public struct Spacer: View, PrimitiveView {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [SpacerNode(axis: context.stackAxis, minLength: minLength ?? _StackLayout.defaultSpacing, id: context.path)]
  }
}

final class SpacerNode: LayoutNode, @unchecked Sendable {
  let axis: Axis?
  let minLength: CGFloat

  init(axis: Axis?, minLength: CGFloat, id: String) {
    self.axis = axis
    self.minLength = minLength
    super.init(id: id)
    // Spacers take what every other view leaves (docs/FIDELITY.md §4: layout priority −∞).
    layoutPriority = -.infinity
  }

  override var isSpacer: Bool { true }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    // Infinity stays infinite, as OpenSwiftUI's Spacer returns max(proposal, minLength).
    func grow(_ p: CGFloat?) -> CGFloat { max(minLength, p ?? minLength) }
    switch axis {
    case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: grow(proposal.height))
    case .none: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
    }
  }
}
