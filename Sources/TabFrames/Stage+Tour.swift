import Foundation
import TabFramesUI

extension Stage {
  /// A timeline that taps each tappable view of the settled stage in turn, top to bottom and
  /// leading to trailing, each tap played until what it started has settled and then held for
  /// half a second (and what it presented then taken away), and then taps the first that still
  /// reaches a view again (so a tab bar's tour ends where it began): the transitions a view has, shown
  /// without a timeline written by hand (`tabframes previews --tour`). At most `limit` views.
  ///
  /// A view is tapped at the centre of its tappable area, when that point reaches it (a view
  /// covered there by another tappable view is passed over); views whose areas share a centre are
  /// tapped once.
  @MainActor
  public func tour(limit: Int = 8) throws -> [Action] {
    let tree = tree()
    _ = try tree.leaves(in: CGSize(width: width, height: height))
    let targets = tree.tapTargets()
    var points: [CGPoint] = []
    for (index, target) in targets.enumerated() {
      // The frontmost target there must be this one (targets are listed back to front).
      guard let point = target.centre, targets.lastIndex(where: { $0.contains(point) }) == index,
        points.allSatisfy({ hypot($0.x - point.x, $0.y - point.y) >= 1 })
      else { continue }
      points.append(point)
    }
    // Rows within half a point are one row.
    let ordered = points.sorted { a, b in abs(a.y - b.y) < 0.5 ? a.x < b.x : a.y < b.y }.prefix(limit)
    guard !ordered.isEmpty else { return [] }
    // Each state is shown for half a second once it settles: a tap that animates nothing (a tab
    // view's switch) would otherwise be seen for no frame at all.
    // A tap that presented a sheet, cover, alert or dialog is followed by its dismissal, as a
    // person touring the app would swipe it away, and one that pushed a screen by going back:
    // the next tap then reaches the view again.
    let pushed = tree.pushDepth
    let dismissal = Action._decided { now in now.hasPresentation || now.pushDepth > pushed ? ._dismissPresentation : .hold(0) }
    var tour: [Action] = [.hold(0.3)] + ordered.flatMap { [Action.tap(at: (Double($0.x), Double($0.y))), .hold(0.5), dismissal] }
    // The way back: the first point tapped that still reaches a view (a tab bar's first tab,
    // when the first point was a button of the first tab's screen, gone with it).
    if ordered.count > 1 {
      let points = Array(ordered)
      tour.append(._decided { now in points.first(where: now.reaches).map { .tap(at: (Double($0.x), Double($0.y))) } ?? .hold(0) })
      tour += [.hold(0.5), dismissal]
    }
    return tour
  }
}
