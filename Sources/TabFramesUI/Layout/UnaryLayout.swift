import Foundation

/// A layout of one child, as SwiftUI models its frames and padding (a unary layout: the modifier
/// value is the layout, docs/ARCHITECTURE.md "Layout"): it works out its size from the child's,
/// says what it proposes the child, and where the child goes. `UnaryLayoutNode` runs any of them;
/// `_FrameLayout`, `_FlexFrameLayout`, `_FixedSizeLayout`, `_PaddingLayout`, `_AspectRatioModifier`,
/// `_PositionLayout` and `ContainerRelativeLayout` are the built-in ones.
protocol UnaryLayout {
  /// What the size reads of the proposal beyond what the child's size reads, and where the child
  /// is proposed a length of the layout's own whatever the layout is proposed (ProposalDependence).
  var readsProposal: ProposalDependence { get }
  var cutsProposal: ProposalDependence { get }
  /// Whether the child's text spacing passes through the top and the bottom edge (a frame resets
  /// the spacing on the axes it sets, padding on the edges it pads).
  var keepsTextSpacingAbove: Bool { get }
  var keepsTextSpacingBelow: Bool { get }
  /// Whether a Spacer inside is still a Spacer to the stack around (a framed Spacer is).
  var passesSpacer: Bool { get }
  /// The layout's size for `proposal`, and the proposal the child is given, the child's sizes
  /// asked through `child`.
  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize)
  /// What the child is proposed when the layout is placed in `bounds` for `proposal`: by default
  /// what `size(for:)` said (`position` proposes the rectangle it is given).
  func childProposal(placedIn bounds: CGRect, proposal: ProposedViewSize, child: UnaryChild) -> ProposedViewSize
  /// Where the child, of `size` for `childProposal`, goes in `bounds`, the layout's own rectangle.
  func childOrigin(size: CGSize, childProposal: ProposedViewSize, in bounds: CGRect, child: UnaryChild) -> CGPoint
}

extension UnaryLayout {
  var readsProposal: ProposalDependence { [] }
  var cutsProposal: ProposalDependence { [] }
  var keepsTextSpacingAbove: Bool { false }
  var keepsTextSpacingBelow: Bool { false }
  var passesSpacer: Bool { true }
  func childProposal(placedIn bounds: CGRect, proposal: ProposedViewSize, child: UnaryChild) -> ProposedViewSize {
    size(for: proposal, child: child).childProposal
  }
}

/// The child as a unary layout sees it in one layout: its size for a proposal (cached by the
/// child), and the node itself for its alignment guides. Unretained: the node that runs the
/// layout owns the child. The pass is unretained too (the layout running it holds it): held
/// strongly, it cost a retain and a release for every size a modifier asked.
struct UnaryChild {
  fileprivate let ref: Unmanaged<LayoutNode>
  fileprivate let passRef: Unmanaged<LayoutPass>
  @inline(__always) func size(_ proposal: ProposedViewSize) -> CGSize {
    ref._withUnsafeGuaranteedRef { node in passRef._withUnsafeGuaranteedRef { node.sizeThatFits(proposal, in: $0) } }
  }
  var node: LayoutNode { ref.takeUnretainedValue() }
  var pass: LayoutPass { passRef.takeUnretainedValue() }
}

/// The one node that runs a unary layout over its child.
final class UnaryLayoutNode<L: UnaryLayout>: WrapperNode, @unchecked Sendable {
  let layout: L
  private let ref: Unmanaged<LayoutNode>

  init(_ layout: L, child: LayoutNode, id: String) {
    self.layout = layout
    ref = Unmanaged.passUnretained(child)
    super.init(child: child, id: id)
  }

  @inline(__always) private func proxy(_ pass: LayoutPass) -> UnaryChild {
    UnaryChild(ref: ref, passRef: Unmanaged.passUnretained(pass))
  }

  override var readsProposal: ProposalDependence { layout.readsProposal }
  override var cutsProposal: ProposalDependence { layout.cutsProposal }
  override var textMetricsAbove: FontMetrics? { layout.keepsTextSpacingAbove ? child.textMetricsAbove : nil }
  override var textMetricsBelow: FontMetrics? { layout.keepsTextSpacingBelow ? child.textMetricsBelow : nil }
  override var isSpacer: Bool { layout.passesSpacer && child.isSpacer }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    layout.size(for: proposal, child: proxy(pass)).size
  }

  /// The child's guide, moved by where the layout puts the child in its own rectangle.
  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? {
    let proxy = proxy(pass)
    let (size, childProposal) = layout.size(for: proposal, child: proxy)
    guard let value = child.explicitGuide(key, childProposal, in: pass) else { return nil }
    let c = proxy.size(childProposal)
    let origin = layout.childOrigin(size: c, childProposal: childProposal, in: CGRect(origin: .zero, size: size), child: proxy)
    return value + (key.axis == .vertical ? origin.y : origin.x)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    let proxy = proxy(pass)
    let childProposal = layout.childProposal(placedIn: bounds, proposal: proposal, child: proxy)
    let size = proxy.size(childProposal)
    let origin = layout.childOrigin(size: size, childProposal: childProposal, in: bounds, child: proxy)
    child.place(in: CGRect(origin: origin, size: size), proposal: childProposal, pass: pass)
  }
}

/// A frame's child goes where the frame's alignment puts it (its own guides read, if it sets any).
protocol AligningUnaryLayout: UnaryLayout {
  var alignment: Alignment { get }
}

extension AligningUnaryLayout {
  func childOrigin(size: CGSize, childProposal: ProposedViewSize, in bounds: CGRect, child: UnaryChild) -> CGPoint {
    alignment.origin(of: child.node, size: size, proposal: childProposal, in: bounds, pass: child.pass)
  }
}
