import Foundation

/// A layout of many children, as SwiftUI models its stacks and grids (the container's layout is a
/// value, docs/ARCHITECTURE.md "Layout"): it says its size for a proposal, places its children,
/// and passes on their alignment guides. `ContainerLayoutNode` runs any of them; `_StackLayout`
/// (HStack, VStack, ZStack), `_GridLayout` (Grid), `_LazyGridLayout` (LazyVGrid, LazyHGrid),
/// `_ViewThatFitsLayout` and `_UserLayout` (an author's `Layout`) are the built-in ones.
protocol ContainerLayout {
  /// What the layout works out once for its children and keeps between questions: a class, so
  /// that the node reads and fills it in place, with no copy and no exclusivity check.
  associatedtype Cache: AnyObject
  /// The cache, from the children as the content built them (a grid puts a section's header and
  /// footer on lines of their own).
  func makeCache(children: [LayoutNode]) -> Cache
  /// The children the node holds, from those the content built (a stack lays a section's header,
  /// rows and footer out as children of its own).
  func arrange(_ children: [LayoutNode]) -> [LayoutNode]
  /// What the size reads of the proposal beyond what the children's sizes read
  /// (ProposalDependence): both, unless the layout says otherwise.
  func readsProposal(_ cache: Cache) -> ProposalDependence
  func size(for proposal: ProposedViewSize, in container: Container<Self>) -> CGSize
  /// Places the children in `bounds`, the layout's own rectangle, for the proposal it was sized
  /// with.
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, in container: Container<Self>)
  /// The value the container gives a guide for a proposal, from its top-leading corner (nil: the
  /// guide's default).
  func explicitGuide(_ key: AlignmentKey, for proposal: ProposedViewSize, in container: Container<Self>) -> CGFloat?
  /// Forgets the sizes kept in the cache, for a new layout of the same tree.
  func forgetSizes(_ cache: Cache)
  /// The children drawn and read by VoiceOver, as last placed: all of them, unless the layout
  /// shows only some (`ViewThatFits` shows the one it chose).
  func shownChildren(_ children: [LayoutNode], _ cache: Cache) -> [LayoutNode]
}

extension ContainerLayout {
  func arrange(_ children: [LayoutNode]) -> [LayoutNode] { children }
  func readsProposal(_ cache: Cache) -> ProposalDependence { .both }
  func explicitGuide(_ key: AlignmentKey, for proposal: ProposedViewSize, in container: Container<Self>) -> CGFloat? { nil }
  func forgetSizes(_ cache: Cache) {}
  func shownChildren(_ children: [LayoutNode], _ cache: Cache) -> [LayoutNode] { children }
}

/// A container as its layout sees it in one layout: the children, the cache, and the container's
/// own size for a proposal (cached by the node). Unretained: the node asking owns itself.
struct Container<L: ContainerLayout> {
  fileprivate let ref: Unmanaged<ContainerLayoutNode<L>>
  let pass: LayoutPass
  var node: ContainerLayoutNode<L> { ref.takeUnretainedValue() }
  var children: [LayoutNode] { ref._withUnsafeGuaranteedRef { $0.children } }
  var cache: L.Cache { ref._withUnsafeGuaranteedRef { $0.cache } }
  /// The container's own size for a proposal, as its parent would be answered.
  func size(_ proposal: ProposedViewSize) -> CGSize { ref._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, in: pass) } }
}

/// The one node that runs a container layout over its children.
final class ContainerLayoutNode<L: ContainerLayout>: LayoutNode, @unchecked Sendable {
  let layout: L
  let children: [LayoutNode]
  let cache: L.Cache

  init(_ layout: L, children given: [LayoutNode], id: String) {
    self.layout = layout
    children = layout.arrange(given)
    cache = layout.makeCache(children: given)
    super.init(id: id)
  }

  @inline(__always) private func container(_ pass: LayoutPass) -> Container<L> {
    Container(ref: Unmanaged.passUnretained(self), pass: pass)
  }

  override var readsProposal: ProposalDependence { layout.readsProposal(cache) }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    layout.size(for: proposal, in: container(pass))
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    layout.placeChildren(in: bounds, proposal: proposal, in: container(pass))
  }

  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? {
    layout.explicitGuide(key, for: proposal, in: container(pass))
  }

  /// Whether any child sets a zIndex (most containers draw in order, with no sorting).
  private lazy var hasZIndex = children.contains { $0.zIndex != 0 }

  /// In order, but by zIndex first (a stable sort: equal indices keep their order), in every
  /// container, as SwiftUI's `zIndex` orders a container's children.
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let shown = layout.shownChildren(children, cache)
    guard hasZIndex else {
      for c in shown { c.collectLeaves(into: &leaves) }
      return
    }
    let ordered = shown.enumerated().sorted { a, b in
      a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
    }
    for (_, c) in ordered { c.collectLeaves(into: &leaves) }
  }

  /// What VoiceOver reads is in the children shown; the rest is gathered from every child.
  override func gather(_ g: inout Gathering) {
    let shown = layout.shownChildren(children, cache)
    guard shown.count < children.count, g.accessibility != nil else { return super.gather(&g) }
    g.skipping(.accessibility) { g in for c in children { g.visit(c) } }
    g.skipping(Gathering.Kinds.all.subtracting(.accessibility)) { g in for c in shown { g.visit(c) } }
  }

  override func resetLayout() {
    layout.forgetSizes(cache)
    super.resetLayout()
  }

  override func forEachChild(_ body: (LayoutNode) -> Void) { children.forEach(body) }
}
