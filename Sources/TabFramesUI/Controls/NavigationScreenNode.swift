import Foundation

/// The container's node: the bar and the root, for `find` to stop at. It also holds the bars'
/// looks for content that runs under them, and shows them when the content is laid out so, as
/// iOS 15+ switches a bar from its scroll-edge look to its standard one: the large title
/// collapsed into the inline one on the bar's background (`_CollapsedNavigationBar`), an inline
/// bar's background (`_StandardNavigationBarBackground`), and the bottom toolbar's background
/// (`_BottomBarBackground`).
final class NavigationScreenNode: WrapperNode, @unchecked Sendable {
  /// The collapsed bar; nil where the bar has no large title.
  var collapsed: LayoutNode?
  /// An inline bar's standard background; nil where the bar has a large title or none.
  var standard: LayoutNode?
  /// The bottom toolbar's background; nil where there is no bottom toolbar.
  var bottomBackground: LayoutNode?
  /// The screen's own elements' ids start with this (the content's do not).
  var screenPath = ""
  private var bounds = CGRect.zero

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds, proposal: proposal, pass: pass)
    self.bounds = bounds
    let bar = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: NavigationScreen.barHeight)
    collapsed?.place(in: bar, proposal: ProposedViewSize(bar.size), pass: pass)
    standard?.place(in: bar, proposal: ProposedViewSize(bar.size), pass: pass)
    let bottom = CGRect(
      x: bounds.minX, y: bounds.maxY - NavigationScreen.barHeight, width: bounds.width, height: NavigationScreen.barHeight)
    bottomBackground?.place(in: bottom, proposal: ProposedViewSize(bottom.size), pass: pass)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    guard collapsed != nil || standard != nil || bottomBackground != nil else { return }
    let prefix = screenPath + "/"
    // The content's leaves (a background that fills behind the bars is there at rest too).
    // Leaves are large values: tested in place, not copied out.
    let isContent = { (leaf: LayoutLeaf) in !leaf.id.hasPrefix(prefix) && !leaf.fillsBehindBars && leaf.frame.height > 0 }
    let barBottom = bounds.minY + NavigationScreen.barHeight
    // Content scrolled under the large title: laid out above where the content starts at rest.
    let titleBottom = barBottom + NavigationScreen.largeTitleHeight
    let collapses = collapsed != nil && leaves[start...].contains { isContent($0) && $0.frame.minY < titleBottom - 0.5 }
    // Content under an inline bar: laid out above the bar's foot.
    let underBar = standard != nil && leaves[start...].contains { isContent($0) && $0.frame.minY < barBottom - 0.5 }
    // Content under the bottom toolbar: laid out past its top.
    let bottomTop = bounds.maxY - NavigationScreen.barHeight
    let underBottom = bottomBackground != nil && leaves[start...].contains { isContent($0) && $0.frame.maxY > bottomTop + 0.5 }
    guard collapses || underBar || underBottom else { return }
    // The looks are drawn where the bars' own elements start (over the content, under the
    // bars' items); the large title and the search field under the bar give way.
    var own: [LayoutLeaf] = []
    if underBottom { bottomBackground?.collectLeaves(into: &own) }
    if collapses { collapsed?.collectLeaves(into: &own) }
    if underBar { standard?.collectLeaves(into: &own) }
    let dropped = { (leaf: LayoutLeaf) in
      collapses && leaf.id.hasPrefix(prefix) && leaf.id.contains("/_NavigationBar/") && leaf.frame.minY >= barBottom - 0.5
    }
    let at = leaves[start...].firstIndex { $0.id.hasPrefix(prefix) } ?? leaves.endIndex
    let bars = leaves[at...].filter { !dropped($0) }
    leaves.replaceSubrange(at..., with: own + bars)
  }

  /// The bars' looks are drawing; only their problems are gathered.
  override func gather(_ g: inout Gathering) {
    super.gather(&g)
    for look in [collapsed, standard, bottomBackground].compactMap({ $0 }) {
      g.skipping(Gathering.Kinds.all.subtracting(.errors)) { $0.visit(look) }
    }
  }
}
