import Foundation

/// `position(x:y:)`: the view takes the whole proposal (the child's length on an unspecified
/// axis), and the child, proposed that size, is centred on the point in it (OpenSwiftUI's
/// `_PositionLayout`, which mirrors SwiftUI's).
nonisolated struct _PositionLayout: ViewModifier, PrimitiveModifier, UnaryLayout {
  let position: CGPoint

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [UnaryLayoutNode(self, child: single(content, context), id: context.path)]
  }

  /// Works its size out from the proposal itself.
  var readsProposal: ProposalDependence { .both }
  var passesSpacer: Bool { false }

  /// The whole proposal (the child's length where it is unspecified); the child is proposed that.
  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize) {
    if let w = proposal.width, let h = proposal.height { return (CGSize(width: w, height: h), ProposedViewSize(width: w, height: h)) }
    let c = child.size(proposal)
    let size = CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    return (size, ProposedViewSize(size))
  }

  /// Placed, the child is proposed the rectangle it is given.
  func childProposal(placedIn bounds: CGRect, proposal: ProposedViewSize, child: UnaryChild) -> ProposedViewSize {
    ProposedViewSize(bounds.size)
  }

  func childOrigin(size: CGSize, childProposal: ProposedViewSize, in bounds: CGRect, child: UnaryChild) -> CGPoint {
    CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
  }
}

extension View {
  /// Centres the view on a point of its parent's space, taking all the space it is offered.
  nonisolated public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
