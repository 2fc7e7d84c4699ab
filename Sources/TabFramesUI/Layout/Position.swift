import Foundation

/// `position(x:y:)`: the view takes the whole proposal (the child's length on an unspecified
/// axis), and the child, proposed that size, is centred on the point in it (OpenSwiftUI's
/// `_PositionLayout`, which mirrors SwiftUI's).
nonisolated struct _PositionLayout: ViewModifier, PrimitiveModifier {
  let position: CGPoint

  @MainActor func body(content: Content) -> Never { fatalError("laid out directly") }

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [PositionNode(child: single(content, context), id: context.path, position: position)]
  }
}

final class PositionNode: WrapperNode, @unchecked Sendable {
  let position: CGPoint
  init(child: LayoutNode, id: String, position: CGPoint) {
    self.position = position
    super.init(child: child, id: id)
  }
  override var isSpacer: Bool { false }
  override var textMetricsAbove: FontMetrics? { nil }
  override var textMetricsBelow: FontMetrics? { nil }

  /// Works its size out from the proposal itself.
  override var readsProposal: ProposalDependence { .both }
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
    let c = child.sizeThatFits(proposal)
    return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
  }

  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
    let p = ProposedViewSize(computeSize(proposal))
    let size = child.sizeThatFits(p)
    return child.explicitGuide(key, p).map {
      $0 + (key.axis == .vertical ? position.y - size.height / 2 : position.x - size.width / 2)
    }
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let p = ProposedViewSize(bounds.size)
    let size = child.sizeThatFits(p)
    let origin = CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
    child.place(in: CGRect(origin: origin, size: size), proposal: p)
  }
}

extension View {
  /// Centres the view on a point of its parent's space, taking all the space it is offered.
  nonisolated public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
