import Foundation

/// A layout of many children, as SwiftUI models its stacks and grids (the container's layout is a
/// value, docs/ARCHITECTURE.md "Layout"): it says its size for a proposal, places its children,
/// and passes on their alignment guides. `ContainerLayoutNode` runs any of them; `_StackLayout`
/// (HStack, VStack, ZStack), `_GridLayout` (Grid), `_LazyGridLayout` (LazyVGrid, LazyHGrid),
/// `_ViewThatFitsLayout` and `_UserLayout` (an author's `Layout`) are the built-in ones. Each
/// question comes with the node running the layout (its children, its cache, and its own size
/// for a proposal, cached: `node.sizeThatFits`) and the layout pass it is asked in.
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
  func size(for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGSize
  /// Places the children in `bounds`, the layout's own rectangle, for the proposal it was sized
  /// with.
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass)
  /// The value the container gives a guide for a proposal, from its top-leading corner (nil: the
  /// guide's default).
  func explicitGuide(_ key: AlignmentKey, for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGFloat?
  /// Forgets the sizes kept in the cache, for a new layout of the same tree.
  func forgetSizes(_ cache: Cache)
  /// Whether the layout shows only some of its children (`ViewThatFits` shows the one it chose).
  static var showsSomeChildren: Bool { get }
  /// The children drawn and read by VoiceOver, as last placed, where it shows only some.
  func shownChildren(_ children: [LayoutNode], _ cache: Cache) -> [LayoutNode]
}

extension ContainerLayout {
  func arrange(_ children: [LayoutNode]) -> [LayoutNode] { children }
  func readsProposal(_ cache: Cache) -> ProposalDependence { .both }
  func explicitGuide(_ key: AlignmentKey, for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGFloat?
  { nil }
  func forgetSizes(_ cache: Cache) {}
  static var showsSomeChildren: Bool { false }
  func shownChildren(_ children: [LayoutNode], _ cache: Cache) -> [LayoutNode] { children }
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

  override var readsProposal: ProposalDependence { layout.readsProposal(cache) }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    layout.size(for: proposal, in: self, pass: pass)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    layout.placeChildren(in: bounds, proposal: proposal, in: self, pass: pass)
  }

  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? {
    layout.explicitGuide(key, for: proposal, in: self, pass: pass)
  }

  /// Whether any child sets a zIndex (most containers draw in order, with no sorting).
  private lazy var hasZIndex = children.contains { $0.zIndex != 0 }

  /// Whether the layout shows only some of its children (asked once: every frame draws them).
  private let showsSome = L.showsSomeChildren

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let shown = showsSome ? layout.shownChildren(children, cache) : children
    guard hasZIndex else {
      for c in shown { c.collectLeaves(into: &leaves) }
      return
    }
    collectLeavesInZIndexOrder(shown, into: &leaves)
  }

  /// What VoiceOver reads is in the children shown; the rest is gathered from every child.
  override func gather(_ g: inout Gathering) {
    guard showsSome, g.accessibility != nil else { return super.gather(&g) }
    let shown = layout.shownChildren(children, cache)
    g.skipping(.accessibility) { g in for c in children { g.visit(c) } }
    g.skipping(Gathering.Kinds.all.subtracting(.accessibility)) { g in for c in shown { g.visit(c) } }
  }

  override func resetLayout() {
    layout.forgetSizes(cache)
    super.resetLayout()
  }

  override func forEachChild(_ body: (LayoutNode) -> Void) { children.forEach(body) }
}

/// What `children` draw, in order but by zIndex first (a stable sort: equal indices keep their
/// order), as SwiftUI's `zIndex` orders a container's children.
func collectLeavesInZIndexOrder(_ children: [LayoutNode], into leaves: inout [LayoutLeaf]) {
  let ordered = children.enumerated().sorted { a, b in
    a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
  }
  for (_, c) in ordered { c.collectLeaves(into: &leaves) }
}
