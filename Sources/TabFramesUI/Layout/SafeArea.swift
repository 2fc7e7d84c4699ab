import Foundation

/// A stage's safe area (a notch or Dynamic Island above, the home indicator below): the root view
/// is laid out inside it, as a hosting controller lays out its root view, and a view that ignores
/// it (`ignoresSafeArea`, a style background, which ignores it by default) grows out to the
/// canvas's edge on each side where it reaches the safe area's edge — SwiftUI's rule, from
/// Apple's documentation of `ignoresSafeArea(_:edges:)` and `background(_:ignoresSafeAreaEdges:)`.
/// With no insets (a stage's default) nothing changes.
final class SafeAreaIgnoringNode: WrapperNode, @unchecked Sendable {
  let edges: Edge.Set
  let record: BuildRecord

  init(child: LayoutNode, edges: Edge.Set, record: BuildRecord) {
    self.edges = edges
    self.record = record
    super.init(child: child, id: child.id)
  }

  /// Whether the last placement grew the view into the safe area.
  private var grew = false

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    grew = false
    guard let safe = record.safeArea, let canvas = record.canvas else { return child.place(in: bounds, proposal: proposal, pass: pass) }
    let grown = SafeAreaIgnoringNode.grow(bounds, edges: edges, safe: safe, canvas: canvas)
    guard grown != bounds else { return child.place(in: bounds, proposal: proposal, pass: pass) }
    grew = true
    child.place(in: grown, proposal: ProposedViewSize(grown.size), pass: pass)
    grow(to: grown)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    if grew { for i in start..<leaves.count { leaves[i].fillsBehindBars = true } }
  }

  /// `bounds` grown to the canvas's edge on each of `edges` where it reaches the safe area's edge
  /// (within half a point).
  static func grow(_ bounds: CGRect, edges: Edge.Set, safe: CGRect, canvas: CGRect) -> CGRect {
    var (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
    if edges.contains(.top) && minY <= safe.minY + 0.5 { minY = min(minY, canvas.minY) }
    if edges.contains(.bottom) && maxY >= safe.maxY - 0.5 { maxY = max(maxY, canvas.maxY) }
    if edges.contains(.leading) && minX <= safe.minX + 0.5 { minX = min(minX, canvas.minX) }
    if edges.contains(.trailing) && maxX >= safe.maxX - 0.5 { maxX = max(maxX, canvas.maxX) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A container's safe-area insets, as a `GeometryProxy` gives them: on each edge, the unsafe
  /// part of the canvas the container reaches — what it covers of it, or, when it stops at the
  /// safe area's edge, what it would grow into by ignoring the safe area. So a reader filling a
  /// device's safe area reads the home indicator's 34 pt below (custom tab bars pad by it), and
  /// one in the middle of the screen reads none.
  static func insets(of frame: CGRect, record: BuildRecord) -> EdgeInsets {
    guard let safe = record.safeArea, let canvas = record.canvas else { return EdgeInsets() }
    let reach = grow(frame, edges: .all, safe: safe, canvas: canvas)
    let inside = reach.intersection(safe)
    guard !inside.isNull else { return EdgeInsets() }
    return EdgeInsets(
      top: max(0, inside.minY - reach.minY), leading: max(0, inside.minX - reach.minX), bottom: max(0, reach.maxY - inside.maxY),
      trailing: max(0, reach.maxX - inside.maxX))
  }
}

struct _IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier {
  let regions: SafeAreaRegions
  let edges: Edge.Set
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    // The keyboard's region: a stage has no keyboard, so nothing to ignore.
    guard regions.contains(.container), !edges.isEmpty else { return content(context) }
    return [SafeAreaIgnoringNode(child: single(content, context), edges: edges, record: context.record)]
  }
}

private struct StageSafeAreaKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
  /// The stage's safe-area insets (`Stage.safeAreaInsets`), which the root is laid out inside.
  package var stageSafeArea: EdgeInsets {
    get { self[StageSafeAreaKey.self] }
    set { self[StageSafeAreaKey.self] = newValue }
  }
}

extension View {
  /// The view grows out to the canvas's edges on `edges` where it reaches the stage's safe area
  /// (`Stage.safeAreaInsets`); a stage has no keyboard, so `.keyboard` alone changes nothing.
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_IgnoresSafeAreaModifier(regions: regions, edges: edges))
  }

  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(_IgnoresSafeAreaModifier(regions: .all, edges: edges))
  }
}

extension BuildRecord {
  /// Runs `place` with the safe area ending at `inner` on each of `edges` and the canvas reaching
  /// as far as `outer` does there (on through the safe area beyond it, where `outer` meets that),
  /// then puts both back: a view placed inside that ignores the safe area grows from `inner` to
  /// `outer` there. A safe-area inset's view (`inner`, beside its inset in `outer`) and a
  /// `safeAreaPadding` (`inner` its padded rectangle) are placed so.
  func withSafeArea(endingAt inner: CGRect, reaching outer: CGRect, on edges: Edge.Set, _ place: () -> Void) {
    let saved = (canvas, safeArea)
    let canvas = self.canvas ?? outer
    let safe = safeArea ?? canvas
    let reach = SafeAreaIgnoringNode.grow(outer, edges: edges, safe: safe, canvas: canvas)
    let top = edges.contains(.top) ? (max(safe.minY, inner.minY), reach.minY) : (safe.minY, canvas.minY)
    let bottom = edges.contains(.bottom) ? (min(safe.maxY, inner.maxY), reach.maxY) : (safe.maxY, canvas.maxY)
    let left = edges.contains(.leading) ? (max(safe.minX, inner.minX), reach.minX) : (safe.minX, canvas.minX)
    let right = edges.contains(.trailing) ? (min(safe.maxX, inner.maxX), reach.maxX) : (safe.maxX, canvas.maxX)
    safeArea = CGRect(x: left.0, y: top.0, width: max(0, right.0 - left.0), height: max(0, bottom.0 - top.0))
    self.canvas = CGRect(x: left.1, y: top.1, width: max(0, right.1 - left.1), height: max(0, bottom.1 - top.1))
    place()
    (self.canvas, safeArea) = saved
  }
}
