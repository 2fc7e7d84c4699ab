import Foundation

/// `alignmentGuide(_:computeValue:)`: the view gives the guide the value the closure works out
/// from its dimensions, where its container aligns by that guide.
nonisolated struct _AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    // Each view of the content sets the guide (a ForEach's rows, one by one).
    content(context).map { AlignmentGuideNode(child: $0, key: key, compute: compute) }
  }
}

final class AlignmentGuideNode: WrapperNode, @unchecked Sendable {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat

  init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
    self.key = key
    self.compute = compute
    super.init(child: child, id: child.id)
    implicitTag = child.implicitTag
  }

  override var setsOwnGuide: Bool { true }

  /// The closure sees the view's size and the guides it sets itself (`d[explicit:]`); a guide
  /// set twice takes the outer value.
  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? {
    guard key == self.key else { return child.explicitGuide(key, proposal, in: pass) }
    return compute(ViewDimensions(size: childSize(proposal, in: pass), node: child, proposal: proposal, pass: pass))
  }
}

extension View {
  nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(_AlignmentGuideModifier(key: g.key, compute: computeValue))
  }

  nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(_AlignmentGuideModifier(key: g.key, compute: computeValue))
  }
}
