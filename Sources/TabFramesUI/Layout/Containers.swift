import Foundation

/// SwiftUI's `GeometryReader`: takes the whole proposal (an unspecified dimension is 10 pt, as
/// for shapes; OpenSwiftUI's takes 0 there: an open question, docs/FIDELITY.md §9) and builds its
/// content for that size, placed top-leading (iOS 14 and later).
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let content = content
    let record = context.record
    return [
      GeometryReaderNode(id: context.path) { bounds, pass in
        let proxy = GeometryProxy(
          size: bounds.size, origin: bounds.origin, spaces: pass.spaces,
          safeAreaInsets: SafeAreaIgnoringNode.insets(of: bounds, record: record), scrollViewport: pass.scrollViewport?.frame)
        return TabFramesUI.makeNode(content(proxy), context.child("content").outsideStack())
      }
    ]
  }
}

/// What a GeometryReader's content knows of its container: its size, its frame in any
/// coordinate space, and where anchors are in it.
/// `@unchecked Sendable`: its fields are immutable values; only `AnyHashable`, a space's name, is not
/// declared Sendable.
public struct GeometryProxy: @unchecked Sendable {
  public let size: CGSize
  /// The container's origin in canvas (global) coordinates.
  let origin: CGPoint
  /// The named coordinate spaces around the container: their origins, in canvas coordinates.
  let spaces: [AnyHashable: CGPoint]

  /// The stage's safe area as it reaches the container (SafeArea.swift).
  public let safeAreaInsets: EdgeInsets

  /// The visible area of the nearest scroll view around, in canvas coordinates (nil: none).
  let scrollViewport: CGRect?

  init(
    size: CGSize, origin: CGPoint = .zero, spaces: [AnyHashable: CGPoint] = [:], safeAreaInsets: EdgeInsets = EdgeInsets(),
    scrollViewport: CGRect? = nil
  ) {
    self.size = size
    self.origin = origin
    self.spaces = spaces
    self.safeAreaInsets = safeAreaInsets
    self.scrollViewport = scrollViewport
  }

  /// iOS 17's `bounds(of:)`: a coordinate space's bounds in the container's own coordinates. For
  /// `.scrollView`, the nearest scroll view's visible area; nil where there is none around, and
  /// for other named spaces (their views' sizes are not kept here).
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard coordinateSpace == .scrollView, let viewport = scrollViewport else { return nil }
    return viewport.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// How much of the container the nearest scroll view shows, 0 to 1 (all of it with no scroll
  /// view around): the share of its area inside the visible area.
  var visibleFraction: Double {
    guard let viewport = scrollViewport else { return 1 }
    let frame = CGRect(origin: origin, size: size)
    let shown = frame.intersection(viewport)
    guard !shown.isNull else { return 0 }
    let area = frame.width * frame.height
    guard area > 0 else { return viewport.contains(frame.origin) ? 1 : 0 }
    return Double(shown.width * shown.height / area)
  }

  /// The container's frame in a coordinate space (a name not around it counts as global).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return CGRect(origin: origin, size: size)
    case .named(let name):
      let o = spaces[name] ?? .zero
      return CGRect(x: origin.x - o.x, y: origin.y - o.y, width: size.width, height: size.height)
    }
  }

  /// An anchor's value in the container's own coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(origin) }
}

final class GeometryReaderNode: LayoutNode, @unchecked Sendable {
  let build: @MainActor (CGRect, LayoutPass) -> LayoutNode
  private var built: LayoutNode?

  init(id: String, build: @escaping @MainActor (CGRect, LayoutPass) -> LayoutNode) {
    self.build = build
    super.init(id: id)
  }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    CGSize(width: max(0, proposal.width ?? 10), height: max(0, proposal.height ?? 10))
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    // The content is a view, built on the main actor as every view is.
    let child = MainActor.assumeIsolated { build(bounds, pass) }
    built = child
    let p = ProposedViewSize(bounds.size)
    let size = child.sizeThatFits(p, in: pass)
    child.place(in: CGRect(origin: bounds.origin, size: size), proposal: p, pass: pass)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) { built?.collectLeaves(into: &leaves) }
  /// The content is built again at placement, from the size then known.
  override func forEachChild(_ body: (LayoutNode) -> Void) { built.map(body) }
}

/// SwiftUI's `ViewThatFits`: the first child whose ideal size fits the proposal along `axes`,
/// else the last.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [
      ContainerLayoutNode(
        _ViewThatFitsLayout(axes: axes), children: TabFramesUI.makeNodes(content, context.child("ViewThatFits").outsideStack()),
        id: context.path)
    ]
  }
}

/// `ViewThatFits`'s layout: the first child whose ideal size fits the proposal along the axes,
/// else the last; only that child is shown.
struct _ViewThatFitsLayout: ContainerLayout {
  let axes: Axis.Set

  /// The child chosen where the container was last placed.
  final class Choice {
    var chosen: LayoutNode?
  }

  func makeCache(children: [LayoutNode]) -> Choice { Choice() }

  private func choice(_ p: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> LayoutNode? {
    let children = node.children
    for child in children {
      let ideal = child.sizeThatFits(
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height),
        in: pass)
      let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }

  func size(for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGSize {
    choice(proposal, in: node, pass: pass)?.sizeThatFits(proposal, in: pass) ?? .zero
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) {
    let chosen = choice(proposal, in: node, pass: pass)
    node.cache.chosen = chosen
    chosen?.place(in: bounds, proposal: proposal, pass: pass)
  }

  static var showsSomeChildren: Bool { true }
  func shownChildren(_ children: [LayoutNode], _ cache: Choice) -> [LayoutNode] { cache.chosen.map { [$0] } ?? [] }
}

/// Right-to-left: the subtree is laid out as left-to-right and each view's x position is then
/// flipped within the frame (Apple's LayoutDirection: "flips the x position of each view within
/// its parent"), so stacks run from the trailing edge and leading alignment sits on the right.
/// Drawings are moved, not flipped: text and shapes read as they do left to right.
final class MirrorNode: WrapperNode, @unchecked Sendable {
  /// Touches land where the views are drawn: areas moved to their mirrored places.
  override var placeTouches: ((HitArea) -> HitArea)? {
    let bounds = frame
    return { $0.mirrored(in: bounds) }
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var own: [LayoutLeaf] = []
    child.collectLeaves(into: &own)
    let bounds = frame
    func flip(_ r: CGRect) -> CGRect { CGRect(x: bounds.minX + bounds.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) }
    func mirrored(_ leaf: LayoutLeaf) -> LayoutLeaf {
      // Each drawing moves to its mirrored place; clips flip about the frame; a shadow's
      // casters are mirrored one by one.
      var l = leaf.moved(dx: flip(leaf.frame).minX - leaf.frame.minX, dy: 0)
      l.clipRects = leaf.clipRects.map(flip)
      l.hitClip = leaf.hitClip.map(flip)
      l.clipPaths = leaf.clipPaths.map { $0.mapped { p in CGPoint(x: bounds.minX + bounds.maxX - p.x, y: p.y) } }
      l.casters = leaf.casters.map(mirrored)
      return l
    }
    for leaf in own { leaves.append(mirrored(leaf)) }
  }
}

extension View {
  /// Drawn in front of (higher) or behind (lower) its siblings; layout unchanged.
  nonisolated public func zIndex(_ value: Double) -> some View { modifier(_StackTraitModifier(trait: \.zIndex, value: value)) }
}
