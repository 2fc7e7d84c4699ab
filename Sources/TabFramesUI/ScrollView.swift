import Foundation

/// SwiftUI's `ScrollView`, at rest (scrolling comes with state and gestures). Along its axes the
/// content is proposed nothing (its ideal length) and the scroll view takes what it is offered;
/// across, it hugs the content. The content starts at the leading and top edges and is clipped
/// to the scroll view (FIDELITY.md §4).
public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let child = TabFramesUI.makeNode(content, context.child("ScrollView").outsideStack())
    return [ScrollNode(child: child, axes: axes, id: context.path)]
  }
}

final class ScrollNode: WrapperNode {
  override var hitFrame: CGRect { frame }
  override var textMetrics: FontMetrics? { nil }
  let axes: Axis.Set

  init(child: LayoutNode, axes: Axis.Set, id: String) {
    self.axes = axes
    super.init(child: child, id: id)
  }

  override var isSpacer: Bool { false }

  private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let c = child.sizeThatFits(contentProposal(proposal))
    func along(_ offered: CGFloat?, _ content: CGFloat) -> CGFloat { offered ?? content }
    return CGSize(
      width: axes.contains(.horizontal) ? along(proposal.width, c.width) : c.width,
      height: axes.contains(.vertical) ? along(proposal.height, c.height) : c.height)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let p = contentProposal(proposal)
    let size = child.sizeThatFits(p)
    child.place(in: CGRect(origin: bounds.origin, size: size), proposal: p)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var own: [LayoutLeaf] = []
    child.collectLeaves(into: &own)
    for var leaf in own {
      leaf.clip = leaf.clip.map { $0.intersection(frame) } ?? frame
      leaves.append(leaf)
    }
  }
}

/// `.id(_:)`: a new identity for the view (its leaves' ids follow it).
struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  let id: ID

  func body(content: Content) -> Never { fatalError("laid out directly") }

  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    content(context.child("id:\(id)"))
  }
}

extension View {
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentityModifier(id: id)) }
}
