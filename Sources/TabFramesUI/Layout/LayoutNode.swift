import Foundation
import TabFramesValues

/// A view resolved for layout. SwiftUI's protocol, node by node: the parent proposes a size, the
/// node chooses its own (`sizeThatFits`), the parent places it (`place`), and the node places
/// its children within. Sizes are cached per proposal: a stack asks each child several times.
/// Built and laid out on the main actor (views are; `ViewTree` is isolated to it), but not
/// isolated itself, so its many small calls carry no actor checks: hence `@unchecked Sendable`,
/// which every subclass restates, as Swift requires.
class LayoutNode: @unchecked Sendable {
  /// The identity path of the view, or its accessibility identifier.
  var id: String
  var layoutPriority: Double = 0
  /// Drawing order among siblings (`zIndex`).
  var zIndex: Double = 0
  /// The id a `ForEach` gave the view: its selection value in a picker or tab view unless it
  /// has a `tag`.
  var implicitTag: AnyHashable?
  /// A Spacer: stacks put no spacing beside it.
  var isSpacer: Bool { false }
  /// A text's line metrics (a leaf's own; nil for any other node).
  var textMetrics: FontMetrics? { nil }
  /// The line metrics a vertical stack spaces this node's top and bottom edges by: a text's own,
  /// kept per edge through the wrappers around it (SwiftUI's spacing is per edge, and a modifier
  /// that pads or sizes one edge leaves the text's spacing on the others); nil for an ordinary
  /// view's edge.
  var textMetricsAbove: FontMetrics? { textMetrics }
  var textMetricsBelow: FontMetrics? { textMetrics }
  /// Where `place` put the node, in canvas coordinates.
  private(set) var frame: CGRect = .zero
  /// The proposal `place` was given with the frame (a layout that delegates to a built-in one
  /// hands it on).
  private(set) var placedProposal: ProposedViewSize = .unspecified
  /// Sizes by proposal. A node sees a handful of proposals (a stack's 0, ∞ and its share), so a
  /// short list compared in place beats a dictionary (whose hashing was a third of layout's
  /// time); kept in memory the node owns rather than in arrays, whose every access from a class
  /// paid for exclusivity checks and reference counting (a fifth of layout's time together).
  private let cache = SizeCache()

  init(id: String) { self.id = id }

  deinit { cache.deallocate() }

  final func sizeThatFits(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    if let (size, dependence) = cache.size(for: proposal) {
      #if DEBUG
        // The check costs a tenth of a release layout: tests, which build for debugging, run it.
        if pass.cacheSharing == .verified, !cache.isExact(proposal) { verify(size, for: proposal, in: pass) }
      #endif
      pass.askedDependence.formUnion(dependence)
      return size
    }
    let outer = pass.askedDependence
    pass.askedDependence = []
    let size = computeSize(proposal, in: pass)
    let dependence = pass.askedDependence.subtracting(cutsProposal).union(readsProposal)
    cache.insert(size, pass.cacheSharing == .exact ? .both : dependence, for: proposal)
    pass.askedDependence = outer.union(dependence)
    return size
  }

  /// `.verified`: an answer shared from another proposal, worked out again for this one.
  private func verify(_ shared: CGSize, for proposal: ProposedViewSize, in pass: LayoutPass) {
    let outer = pass.askedDependence
    let fresh = computeSize(proposal, in: pass)
    pass.askedDependence = outer
    if fresh != shared { sizeCacheMismatches.append("\(type(of: self)) \(id): \(proposal) gives \(fresh), shared \(shared)") }
  }

  /// The dimensions of its proposal that this node's own arithmetic reads, beyond handing them
  /// on to its children (ProposalDependence). Both, unless a node says otherwise.
  var readsProposal: ProposalDependence { .both }

  /// The dimensions along which this node proposes its children lengths of its own, whatever it
  /// is proposed: what its children's sizes depend on there is not what its own depends on.
  var cutsProposal: ProposalDependence { [] }

  /// Subclasses: the size this node takes for a proposal.
  func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  /// Places the node in `bounds` (its own chosen size) with the proposal that produced it.
  final func place(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    frame = bounds
    placedProposal = proposal
    placeChildren(in: bounds, proposal: proposal, pass: pass)
  }

  /// The view's frame grown past where it was placed: a view that ignores the safe area reaches
  /// the canvas's edge, and so do the effects applied to it (`.ignoresSafeArea().clipShape(…)`
  /// cuts to the grown frame, as SwiftUI's geometry of the view is the grown one).
  final func grow(to rect: CGRect) { frame = rect }

  /// The value this node gives an alignment guide for a proposal, from its top-leading corner:
  /// a text's baselines, an `alignmentGuide`'s value, what a container passes on from its
  /// children; nil when it sets none (the guide's default value then applies).
  func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? { nil }

  /// Whether this node sets an alignment guide itself (`alignmentGuide`).
  var setsOwnGuide: Bool { false }

  /// Whether an `alignmentGuide` is set here or below: built once, so that containers align by
  /// fractions alone (no questions asked) where nothing below sets a guide.
  private(set) lazy var setsGuides: Bool = {
    if setsOwnGuide { return true }
    var found = false
    forEachChild { if $0.setsGuides { found = true } }
    return found
  }()

  /// Whether the node may give `key` a value of its own: custom guides and text baselines are
  /// asked for always, built-in edges and centres only where a guide is set.
  final func mayAnswer(_ key: AlignmentKey) -> Bool { key.fraction == nil || key.baseline != nil || setsGuides }

  /// Subclasses with children: place them within `bounds`.
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {}

  /// What this node draws, in drawing order.
  func collectLeaves(into leaves: inout [LayoutLeaf]) {}

  /// Gathers what `g` asks for here and below (Gathering.swift): by default, each child's, in
  /// order. A node that adds to or changes what is gathered overrides this, once for every kind.
  func gather(_ g: inout Gathering) { forEachChild { g.visit($0) } }

  /// Forgets every size worked out, here and below, for a new layout of the same tree.
  func resetLayout() {
    cache.removeAll()
    forEachChild { $0.resetLayout() }
  }

  /// Subclasses with children: visit each.
  func forEachChild(_ body: (LayoutNode) -> Void) {}
}

/// One drawn thing, in drawing order: SwiftUI's leaves as `Stage.layout()` reports them.
public struct LayoutLeaf: Equatable, Sendable {
  public var id: String
  /// The view's identity across updates when `id` is not it: an `accessibilityIdentifier`
  /// names the leaf in the layout dump but does not change which view it is (nil: `id` is).
  package var identity: String?
  /// Drawn grown into a safe area (a background that ignores it): it reaches under a tab bar
  /// without being content that scrolls there (TabViewNode's scroll-edge rule passes over it).
  package var fillsBehindBars = false
  /// `text`, `shape`, `color` or `symbol`.
  public var kind: String
  public var text: String?
  /// Points, canvas coordinates, before any scale effect.
  public var frame: CGRect
  /// How it is drawn, for the renderer.
  package var color: Color = .primary
  package var font: Font?
  /// A text's alignment, truncation and line limit.
  package var textOptions: TextOptions?
  /// A shape's outline in canvas coordinates.
  package var path: Path?
  /// A border's line width.
  package var lineWidth: CGFloat?
  package var opacity: Double = 1
  /// Drawn scaled by this about the frame's centre (`scaleEffect`).
  package var scale: CGFloat = 1
  /// The appearance its named colours resolve for when not the stage's (`preferredColorScheme`).
  package var colorScheme: ColorScheme?
  /// An `image` leaf's PNG file (an asset catalogue's image).
  package var imagePath: String?
  /// Drawn through these masks, innermost first: each the leaves of a `mask` view, whose alpha
  /// the drawing's is multiplied by.
  package var masks: [[LayoutLeaf]] = []
  /// Drawn blurred by a Gaussian of this σ in points (`blur(radius:)`; 0: sharp).
  package var blur: CGFloat = 0
  /// Drawn turned by this many radians about the frame's centre, after the scale
  /// (`rotationEffect`; clockwise on screen).
  package var rotation: CGFloat = 0
  /// A transform of the drawing in canvas coordinates after `scale` and `rotation`
  /// (`transformEffect`, `rotation3DEffect`, `projectionEffect`, a `GeometryEffect`, an uneven
  /// `scaleEffect`): made from data that animates with the leaf, as SwiftUI asks an effect for
  /// each frame's value.
  package var transform: LeafTransform?
  /// Colour filters over the drawing, innermost first (`grayscale`, `saturation`,
  /// `hueRotation`, `colorMultiply`, …); present exactly when such a modifier is, so that a
  /// change of its amount animates.
  package var colorFilters: [ColorFilterStep] = []
  /// How the drawing combines with what is under it (`blendMode`).
  package var blendMode: BlendMode = .normal
  /// Drawing is cut to each of these rectangles, innermost first, each a view's (`clipped`,
  /// `cornerRadius`, a scroll view): kept apart so that each moves with its own view when the
  /// leaf animates.
  package var clipRects: [CGRect] = []
  /// Drawing is cut to this rectangle: where the clip rectangles meet — a finite rectangle of no
  /// size where they do not (not `CGRect.null`, whose infinite origin no renderer or sheet can
  /// place: a row of a horizontal scroll view scrolled out of a vertical one).
  package var clip: CGRect? {
    guard var r = clipRects.first else { return nil }
    for other in clipRects.dropFirst() {
      let (x0, y0) = (max(r.minX, other.minX), max(r.minY, other.minY))
      r = CGRect(x: x0, y: y0, width: max(0, min(r.maxX, other.maxX) - x0), height: max(0, min(r.maxY, other.maxY) - y0))
    }
    return r
  }
  /// Cut to a view's frame too.
  package mutating func clip(to rect: CGRect) { clipRects.append(rect) }
  /// Drawing is cut to these outlines too, in canvas coordinates (`clipShape`, innermost first).
  package var clipPaths: [Path] = []
  /// The innermost scroll view it is content of, and that view's offset as drawn: what moves it
  /// when the view scrolls (an inserted or removed view moves with the scrolled content).
  package var scrolledBy: (container: String, offset: CGPoint)?
  /// Touches are cut to this rectangle: a scroll view's, whose content out of sight takes none
  /// (`clipped()` and `clipShape` cut the drawing only, as in SwiftUI).
  package var hitClip: CGRect?
  /// False inside `allowsHitTesting(false)`: drawn, but no part of a gesture's area.
  package var hittable = true
  package var cornerRadius: CGFloat = 0
  /// A `shadow` leaf (kind `shadow`): the shadow's look, and the leaves that cast it (they are
  /// also drawn after it, as themselves).
  package var shadow: ShadowLook?
  package var casters: [LayoutLeaf] = []
  /// The `compositingGroup()` (or `drawingGroup()`) it is drawn in, if any: the leaves of one
  /// group are one drawing to a shadow around them.
  package var compositingGroup: String?
  /// What a built-in shape is, so the renderers draw (and animate) it as that shape: a rounded
  /// rectangle keeps its corner radius while its frame animates, as SwiftUI's shapes do, where
  /// an outline would stretch.
  package var shapeKind: ShapeKind?
  /// A shape filled by the even-odd rule (`FillStyle(eoFill: true)`), not the non-zero one.
  package var evenOdd = false
  /// A gradient that paints the leaf instead of `color` (which is then its first stop).
  package var gradient: GradientPaint?
  /// A material's blur of what lies behind, σ in points (0: none): drawn through the leaf's
  /// shape under its colour.
  package var backdropBlur: CGFloat = 0
  /// How it arrives and leaves when inserted or removed (nil: a fade).
  package var insertion: LeafTransition?
  package var removal: LeafTransition?
  /// A matched-geometry view: moving, its old and new copies cross-fade.
  package var crossFadesOnMove = false
  /// A custom shape's animatable data and its outline for other data (`Shape.animatableData`).
  package var animatedOutline: (data: [Double], outline: @Sendable ([Double], CGRect) -> Path)?
  /// `.transaction(_:)`s above it, outermost first.
  package var transactionTransforms: [@Sendable (inout Transaction) -> Void] = []
  /// `.animation(_:value:)` above it that applies in this update (.some(nil): none at all).
  package var pinnedAnimation: Animation?? = nil
  /// The ids of the `.animation(_:value:)` modifiers it is inside, innermost first: a view
  /// removed in an update leaves with the animation its modifier applies then
  /// (`ViewTree.appliedAnimations`), as SwiftUI animates a removal inside `.animation(_:value:)`.
  package var animationScopes: [String] = []
  /// Part of a presented sheet or cover (Sheets.swift): its id, how far below it comes from and
  /// goes to, and the motion it does so with.
  package var presentation: PresentationMotion?

  /// The same drawing moved: frame, outline, clips and casters.
  package func moved(dx: CGFloat, dy: CGFloat) -> LayoutLeaf {
    var l = self
    l.frame = frame.offsetBy(dx: dx, dy: dy)
    l.path = path?.offsetBy(dx: dx, dy: dy)
    l.clipRects = clipRects.map { $0.offsetBy(dx: dx, dy: dy) }
    l.hitClip = hitClip?.offsetBy(dx: dx, dy: dy)
    l.clipPaths = clipPaths.map { $0.offsetBy(dx: dx, dy: dy) }
    l.casters = casters.map { $0.moved(dx: dx, dy: dy) }
    l.masks = masks.map { $0.map { $0.moved(dx: dx, dy: dy) } }
    // The transform was of the drawing where it was: moved, it maps the moved drawing so that
    // the result moves by the same amount.
    l.transform = transform?.conjugated(dx: dx, dy: dy)
    return l
  }

  public static func == (a: LayoutLeaf, b: LayoutLeaf) -> Bool {
    a.id == b.id && a.kind == b.kind && a.text == b.text && a.frame == b.frame
  }

  public init(id: String, kind: String, text: String?, frame: CGRect) {
    self.id = id
    self.kind = kind
    self.text = text
    self.frame = frame
  }
}

/// A view's first and last text baselines, from its top.
struct Baselines: Equatable {
  var first: CGFloat
  var last: CGFloat
  func moved(_ dy: CGFloat) -> Baselines { Baselines(first: first + dy, last: last + dy) }
  func value(_ which: VerticalAlignment.Baseline) -> CGFloat { which == .first ? first : last }
  func value(_ key: AlignmentKey) -> CGFloat? { key.baseline.map(value) }
}

/// The built-in shapes the renderers have primitives for.
package enum ShapeKind: Equatable, Sendable {
  case roundedRect(cornerRadius: CGFloat)
  case capsule
  case ellipse
  case circle
}

/// A view's drop shadow: the renderers' shadow, its colour not yet resolved for the appearance.
package typealias ShadowLook = ShadowSpec<Color>

extension ShadowSpec where Paint == Color {
  /// SwiftUI's `shadow(color:radius:x:y:)`. Its radius is a blur radius as Core Animation's is:
  /// CSS's blur of twice the radius, which the CSS specification defines as a Gaussian of half
  /// its blur, so σ = radius.
  init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
    self.init(color: color, sigma: Double(max(0, radius)), dx: Double(x), dy: Double(y))
  }
}

/// A tree deeper than `maximumViewDepth`: takes no space, reports its message.
final class LayoutErrorNode: LayoutNode, @unchecked Sendable {
  let message: String
  init(message: String) {
    self.message = message
    super.init(id: "error")
  }
  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { .zero }
  override func gather(_ g: inout Gathering) { g.errors?.append(message) }
}

/// A node wrapping one child (modifiers).
class WrapperNode: LayoutNode, @unchecked Sendable {
  let child: LayoutNode
  /// The child unretained (`child` owns it): asked through the property, every question
  /// retained and released it.
  private let childRef: Unmanaged<LayoutNode>
  init(child: LayoutNode, id: String) {
    self.child = child
    childRef = Unmanaged.passUnretained(child)
    super.init(id: id)
    layoutPriority = child.layoutPriority
    zIndex = child.zIndex
  }
  override var isSpacer: Bool { child.isSpacer }

  /// Whether no touch reaches the view inside (`hidden()`, opacity 0, `allowsHitTesting(false)`).
  var blocksTouches: Bool { false }
  /// How this node moves what is inside it for touches, as it moves the drawing (a scale, a
  /// right-to-left mirror, a scroll view's clip); nil: not at all.
  var placeTouches: ((HitArea) -> HitArea)? { nil }
  /// The gestures inside (every child's: a background's or overlay's as well as the content's),
  /// where touches reach them.
  override func gather(_ g: inout Gathering) {
    if blocksTouches { return g.skipping(.touches) { super.gather(&$0) } }
    guard let place = placeTouches else { return super.gather(&g) }
    let start = g.touchCounts
    super.gather(&g)
    g.moveTouches(since: start, by: place)
  }
  /// Wrappers that keep the child's edges keep its text spacing; padding and frames keep it on
  /// the edges they leave alone.
  override var textMetricsAbove: FontMetrics? { child.textMetricsAbove }
  override var textMetricsBelow: FontMetrics? { child.textMetricsBelow }
  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { childSize(proposal, in: pass) }
  /// The child's size for the same proposal reads nothing of it. A subclass that works its size
  /// out otherwise must say what it reads (a `UnaryLayout`'s node, …), or that it reads both.
  override var readsProposal: ProposalDependence { [] }
  /// The child's size for a proposal.
  @inline(__always) final func childSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    childRef._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, in: pass) }
  }
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds, proposal: proposal, pass: pass)
  }
  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? {
    child.explicitGuide(key, proposal, in: pass)
  }
  override func collectLeaves(into leaves: inout [LayoutLeaf]) { child.collectLeaves(into: &leaves) }
  override func forEachChild(_ body: (LayoutNode) -> Void) { body(child) }
}

/// A node's sizes by proposal: the last `capacity` answers, in one allocation the node owns.
/// Reads and writes go through the pointer, so they carry no exclusivity checks, and the cache is
/// a value of two pointers, so reaching it counts no references (as an object of its own, every
/// question retained and released it); only the node that made it uses it, one layout at a time,
/// and the node deallocates it.
struct SizeCache {
  static let capacity = 8
  /// A proposal as two machine words: each dimension's bits, or a NaN no arithmetic makes for
  /// nil. Comparing two words is far cheaper than comparing two optional floats, and a stack
  /// looks up its children's sizes several times per question.
  private struct Key: Equatable {
    var width: UInt64
    var height: UInt64
    static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001
    @inline(__always) init(_ p: ProposedViewSize) {
      width = p.width.map { Double($0).bitPattern } ?? Self.unspecified
      height = p.height.map { Double($0).bitPattern } ?? Self.unspecified
    }
  }
  private struct Entry {
    var key: Key
    var size: CGSize
    /// The dimensions of the key the size depends on: the others match any proposal.
    var dependence: ProposalDependence
  }
  private let entries = UnsafeMutablePointer<Entry>.allocate(capacity: SizeCache.capacity)
  /// How many entries are in use, and the next one to replace once all are.
  private let state = UnsafeMutablePointer<Int>.allocate(capacity: 2)

  init() { state.initialize(repeating: 0, count: 2) }

  func deallocate() {
    entries.deinitialize(count: state[0])
    entries.deallocate()
    state.deallocate()
  }

  /// The size for a proposal and what it depends on.
  @inline(__always) func size(for proposal: ProposedViewSize) -> (CGSize, ProposalDependence)? {
    let key = Key(proposal)
    var i = 0
    let count = state[0]
    while i < count {
      let e = entries[i]
      if (e.key.width == key.width || !e.dependence.contains(.width)) && (e.key.height == key.height || !e.dependence.contains(.height)) {
        return (e.size, e.dependence)
      }
      i += 1
    }
    return nil
  }

  /// Whether the cache holds a size worked out for this very proposal.
  func isExact(_ proposal: ProposedViewSize) -> Bool {
    let key = Key(proposal)
    return (0..<state[0]).contains { entries[$0].key == key }
  }

  func insert(_ size: CGSize, _ dependence: ProposalDependence, for proposal: ProposedViewSize) {
    let entry = Entry(key: Key(proposal), size: size, dependence: dependence)
    if state[0] < Self.capacity {
      (entries + state[0]).initialize(to: entry)
      state[0] += 1
    } else {
      entries[state[1]] = entry
      state[1] = (state[1] + 1) % Self.capacity
    }
  }

  func removeAll() {
    entries.deinitialize(count: state[0])
    state[0] = 0
    state[1] = 0
  }
}
