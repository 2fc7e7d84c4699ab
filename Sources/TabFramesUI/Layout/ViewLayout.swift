import Foundation
import Observation

/// Lays out a view as a hosting view does: the root is proposed the canvas size and centred in
/// it. Positions and sizes snap to the pixel grid of the display scale, as SwiftUI snaps them.
/// `Stage.layout()` is built on this; here text is measured by `textSize` (ideal, unwrapped).
public enum ViewLayout {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  @MainActor
  public static func leaves<V: View>(
    of view: V, in canvas: CGSize, scale: CGFloat = 3, environment: EnvironmentValues = EnvironmentValues(),
    textSize: @escaping @MainActor (String, Font) -> CGSize,
    symbolSize: @escaping @MainActor (String, Font) -> CGSize = { _, font in CGSize(width: font.size, height: font.size) },
    hasSymbol: @escaping @MainActor (String) -> Bool = { _ in false }
  ) throws -> [LayoutLeaf] {
    try leaves(
      of: view, in: canvas, scale: scale, environment: environment,
      measure: { string, font, width in width == nil ? textSize(string, font) : nil }, symbolSize: symbolSize, hasSymbol: hasSymbol,
      fontMetrics: { _ in nil })
  }

  /// With a measurer that also wraps: `measure(text, font, width)` is the text's size wrapped at
  /// words to `width` (its ideal size for nil), or nil when it cannot wrap.
  @MainActor
  package static func leaves<V: View>(
    of view: V, in canvas: CGSize, scale: CGFloat, environment: EnvironmentValues,
    measure: @escaping @MainActor (String, Font, CGFloat?) -> CGSize?,
    symbolSize: @escaping @MainActor (String, Font) -> CGSize, hasSymbol: @escaping @MainActor (String) -> Bool,
    fontMetrics: @escaping @MainActor (Font) -> FontMetrics?, includeShadows: Bool = false,
    warn: (String) -> Void = { FileHandle.standardError.write(Data("TabFramesUI: warning: \($0)\n".utf8)) }
  ) throws -> [LayoutLeaf] {
    let tree = ViewTree(
      view, scale: scale, environment: environment, measure: measure, symbolSize: symbolSize, hasSymbol: hasSymbol,
      fontMetrics: fontMetrics)
    defer { for w in tree.warnings { warn(w) } }
    return try tree.leaves(in: canvas, includeShadows: includeShadows)
  }

  /// Each edge to the nearest pixel: 1/3 pt at @3x.
  static func snap(_ r: CGRect, scale: CGFloat) -> CGRect {
    func s(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
    let x0 = s(r.minX)
    let y0 = s(r.minY)
    return CGRect(x: x0, y: y0, width: s(r.maxX) - x0, height: s(r.maxY) - y0)
  }
}

/// A view's layout nodes, built once from its body and laid out as often as asked: SwiftUI keeps
/// its view graph between layouts and only sizes and places it again (a new canvas, or the same
/// one after a state change that touched no view).
@MainActor
package final class ViewTree {
  let root: LayoutNode
  let scale: CGFloat
  private let record: BuildRecord
  /// State not used by the build and its first layout (which builds a GeometryReader's content)
  /// is released after that layout.
  private var store: StateStore?
  /// The leaves of the last layout: room for them at once the next time.
  private var lastLeafCount = 0

  package init<V: View>(
    _ view: V, scale: CGFloat, environment: EnvironmentValues, measure: @escaping @MainActor (String, Font, CGFloat?) -> CGSize?,
    symbolSize: @escaping @MainActor (String, Font) -> CGSize, hasSymbol: @escaping @MainActor (String) -> Bool,
    fontMetrics: @escaping @MainActor (Font) -> FontMetrics?, store: StateStore? = nil,
    measureStyled: (@MainActor (String, Font, [TextStyleSpan], CGFloat?) -> CGSize?)? = nil
  ) {
    var context = BuildContext(
      environment: environment, path: "", stackAxis: nil, depth: 0, measure: measure, measureStyled: measureStyled,
      symbolSize: symbolSize, hasSymbol: hasSymbol, fontMetrics: fontMetrics, scale: scale)
    context.store = store
    store?.beginBuild()
    // `@Observable` models the body reads update the view when they change (in the transaction
    // of the change).
    let built = withObservationTracking {
      makeNode(view, context)
    } onChange: { [weak store] in
      store?.invalidate()
    }
    self.store = store
    // A `preferredColorScheme` anywhere outside a sheet is the window's: every leaf takes its
    // named colours in it, unless a nearer one chose another. (Views outside the asking view
    // still read the stage's scheme from the environment: it is known only after this build.)
    let preferred = context.record.asksColorScheme ? built.preferences()[PreferredColorSchemeKey.self] ?? nil : nil
    windowColorScheme = preferred ?? environment.colorScheme
    let schemed =
      preferred.map { $0 == environment.colorScheme ? built : ColorSchemeNode(child: built, id: "", scheme: $0, isPreference: false) }
      ?? built
    root = environment.layoutDirection == .rightToLeft ? MirrorNode(child: schemed, id: "") : schemed
    self.scale = scale
    record = context.record
    safeAreaInsets = environment.stageSafeArea
  }

  /// The window's appearance: a `preferredColorScheme` in the view's tree, else the stage's.
  package let windowColorScheme: ColorScheme

  /// The stage's safe-area insets: the root is laid out inside them.
  let safeAreaInsets: EdgeInsets

  /// The size the root takes for a proposal (a preview that fits its content).
  package func size(for proposal: ProposedViewSize) -> CGSize {
    root.resetLayout()
    return root.sizeThatFits(proposal, in: LayoutPass())
  }

  /// What the window gathers as last laid out (Gathering.swift). While a sheet or cover is up,
  /// it alone takes touches and is read (it is modal).
  func gatheredOnScreen(_ kinds: Gathering.Kinds) -> Gathering {
    var g = Gathering(kinds)
    if let top = topPresentation { top.gatherPresented(&g) } else { root.gather(&g) }
    return g
  }

  /// The tap handlers as last laid out, back to front.
  package func tapTargets() -> [TapTarget] { gatheredOnScreen(.taps).taps ?? [] }

  /// The drag handlers as last laid out, back to front.
  package func dragTargets() -> [DragTarget] { gatheredOnScreen(.drags).drags ?? [] }

  /// The sheet or cover on top, if one is up.
  var topPresentation: PresentationNode? { record.presentations.last }

  /// Whether a sheet, cover, alert or dialog is up (as last laid out).
  package var hasPresentation: Bool { topPresentation != nil }

  /// How many screens are pushed on the navigation stacks, in all.
  package var pushDepth: Int { record.pushes.reduce(0) { $0 + $1.depth } }

  /// Goes back on the innermost stack with a screen pushed, as its back button does; false when
  /// none has one.
  package func popTopPush() -> Bool {
    guard let last = record.pushes.last else { return false }
    last.pop()
    return true
  }

  /// Takes the top presentation away as a person would (a swipe down, a tap beside it, an
  /// alert's cancel), running none of its buttons' actions; false when none is up.
  package func dismissTopPresentation() -> Bool {
    guard let top = topPresentation else { return false }
    top.dismiss()
    return true
  }

  /// Warnings about values SwiftUI tolerates, found while building.
  package var warnings: [String] { record.warnings }
  /// The `.animation(_:value:)` modifiers that apply in this build, by id (nil: no animation).
  package var appliedAnimations: [String: Animation?] { record.appliedAnimations }

  /// The leaves laid out on a canvas: the root proposed the canvas and centred in it, as a
  /// hosting view does; every size worked out afresh, frames snapped to the pixel grid.
  package func leaves(in canvas: CGSize, includeShadows: Bool = false) throws -> [LayoutLeaf] {
    if record.hasErrors, let first = root.gathered(.errors).errors?.first { throw ViewLayout.Failure(description: first) }
    root.resetLayout()
    record.canvas = CGRect(origin: .zero, size: canvas)
    // Inside the safe area, as a hosting controller lays out its root (all of the canvas when
    // the stage has no insets).
    let i = safeAreaInsets
    let safe = CGRect(
      x: i.leading, y: i.top, width: max(0, canvas.width - i.leading - i.trailing), height: max(0, canvas.height - i.top - i.bottom))
    record.safeArea = i == EdgeInsets() ? nil : safe
    let proposal = ProposedViewSize(safe.size)
    let pass = LayoutPass()
    let size = root.sizeThatFits(proposal, in: pass)
    let origin = Alignment.center.origin(of: size, in: safe)
    record.presentations = []
    root.place(in: CGRect(origin: origin, size: size), proposal: proposal, pass: pass)
    // Matched-geometry followers take their sources' frames: a second pass places them there
    // (and a third, should their new sizes move a source). SwiftUI, too, resolves them from the
    // sources' geometry once those are laid out.
    if record.hasMatchFollowers {
      var passes = 0
      while passes < 2,
        MatchedNode.matchFollowers(below: root, record: record, warn: { if !record.warnings.contains($0) { record.warnings.append($0) } })
      {
        passes += 1
        root.resetLayout()
        let pass = LayoutPass()
        let size = root.sizeThatFits(proposal, in: pass)
        let origin = Alignment.center.origin(of: size, in: safe)
        record.presentations = []
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal, pass: pass)
      }
    }
    // Sheets and covers, over the whole window (before the build ends: a GeometryReader in one
    // builds its content as it is placed).
    let window = CGRect(origin: .zero, size: canvas)
    PresentationNode.layOutAll(record: record, canvas: window, safe: safe)
    store?.endBuild()
    store = nil
    // Views built during placement (a GeometryReader's content, with this build's record) are
    // checked too.
    if record.hasErrors, let first = root.gathered(.errors).errors?.first { throw ViewLayout.Failure(description: first) }
    var leaves: [LayoutLeaf] = []
    leaves.reserveCapacity(lastLeafCount)
    root.collectLeaves(into: &leaves)
    PresentationNode.appendAll(record: record, to: &leaves, canvas: window, safe: safe)
    lastLeafCount = leaves.count
    // Shadows are drawn, but are not views: the layout SwiftUI would report has none.
    if !includeShadows { leaves.removeAll { $0.kind == "shadow" } }
    let scale = scale
    func snap(_ leaves: inout [LayoutLeaf]) {
      for i in leaves.indices {
        leaves[i].frame = ViewLayout.snap(leaves[i].frame, scale: scale)
        if !leaves[i].casters.isEmpty { snap(&leaves[i].casters) }
      }
    }
    snap(&leaves)
    return leaves
  }
}
