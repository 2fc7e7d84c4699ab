import Foundation

/// The container's node: the bar and the root, for `find` to stop at. With a large title it
/// also holds the bar as iOS draws it once the content has scrolled under that title, and shows
/// that instead when the content is laid out so (NavigationBar.swift, `_CollapsedNavigationBar`).
final class NavigationScreenNode: WrapperNode, @unchecked Sendable {
  /// The collapsed bar; nil where the bar has no large title.
  var collapsed: LayoutNode?
  /// The screen's own elements' ids start with this (the content's do not).
  var screenPath = ""
  private var barTop: CGFloat = 0

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    child.place(in: bounds, proposal: proposal)
    barTop = bounds.minY
    let bar = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: NavigationScreen.barHeight)
    collapsed?.place(in: bar, proposal: ProposedViewSize(bar.size))
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    guard let collapsed else { return }
    let barBottom = barTop + NavigationScreen.barHeight
    let titleBottom = barBottom + NavigationScreen.largeTitleHeight
    let prefix = screenPath + "/"
    // Content scrolled under the large title: laid out above where the content starts at rest
    // (a background that fills behind the bars is there at rest too).
    let scrolled = leaves[start...].contains {
      !$0.id.hasPrefix(prefix) && !$0.fillsBehindBars && $0.frame.height > 0 && $0.frame.minY < titleBottom - 0.5
    }
    guard scrolled else { return }
    // The large title and the search field under the bar give way to the inline title on the
    // bar's material, drawn where the bar's own elements start (over the content).
    let dropped = { (leaf: LayoutLeaf) in
      leaf.id.hasPrefix(prefix) && leaf.id.contains("/_NavigationBar/") && leaf.frame.minY >= barBottom - 0.5
    }
    let at = leaves[start...].firstIndex { $0.id.hasPrefix(prefix) } ?? leaves.endIndex
    var own: [LayoutLeaf] = []
    collapsed.collectLeaves(into: &own)
    let bar = leaves[at...].filter { !dropped($0) }
    leaves.replaceSubrange(at..., with: own + bar)
  }

  override func collectErrors(into errors: inout [String]) {
    child.collectErrors(into: &errors)
    collapsed?.collectErrors(into: &errors)
  }
}
