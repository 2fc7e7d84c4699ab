import Foundation

/// SwiftUI's `ScrollView`. Along its axes the content is proposed nothing (its ideal length) and
/// the scroll view takes what it is offered; across, it hugs the content. The content starts at
/// the leading and top edges, moved by the scroll offset (kept by the scroll view's identity, set
/// by `ScrollViewProxy.scrollTo`), and is clipped to the scroll view (docs/FIDELITY.md §4).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    // The scroll view is the container its content's `containerRelativeFrame`s measure, less
    // its content margins, which pad the content.
    var inner = context.child("ScrollView").outsideStack()
    let box = ContainerBox()
    box.margins = context.environment.scrollContentMargins
    inner.container = box
    inner.environment.scrollContentMargins = EdgeInsets()
    // Several views (a `ForEach`, a `Group`, views side by side in the closure) are stacked along
    // the scroll view's axis, as SwiftUI's implicit stack does: a VStack for a vertical scroll
    // view, an HStack for a horizontal one. One view is the content as it is.
    let axis: Axis = axes == .horizontal ? .horizontal : .vertical
    inner.stackAxis = axis
    let nodes = TabFramesUI.makeNodes(content, inner)
    var child: LayoutNode =
      nodes.count == 1
      ? nodes[0]
      : StackNode(axis: axis, alignment: .center, spacing: nil, children: nodes, path: inner.path, scale: context.scale)
    if box.margins != EdgeInsets() { child = UnaryLayoutNode(_PaddingLayout(insets: box.margins), child: child, id: child.id) }
    let offset = StateLocation(CGPoint.zero)
    if let store = context.store { offset.link(store, key: context.path + "#scrollOffset") }
    let node = ScrollNode(child: child, axes: axes, id: context.path, offset: offset, store: context.store)
    node.anchors = context.environment.scrollAnchors
    if node.anchors.initialOffset != nil {
      let anchored = StateLocation(true)
      if let store = context.store { anchored.link(store, key: context.path + "#scrollAnchored") }
      node.anchored = anchored
    }
    node.container = box
    node.record = context.record
    return [node]
  }
}

final class ScrollNode: WrapperNode, @unchecked Sendable {
  override var textMetricsAbove: FontMetrics? { nil }
  override var textMetricsBelow: FontMetrics? { nil }
  let axes: Axis.Set
  let offset: StateLocation<CGPoint>
  weak var store: StateStore?
  /// The offset as last placed (the one set, kept within the content).
  private var shownOffset = CGPoint.zero
  /// The build's safe area and canvas, which the scroll view reaches through on its axes.
  var record: BuildRecord?
  /// What its content is seen through: its frame, grown through the safe area on the edges of its
  /// axes that it meets (under a bar, an inset, the home indicator), as SwiftUI's scroll view
  /// ignores the safe area there and insets its content by as much instead. At rest the first
  /// and last rows sit clear of the bars, as before; scrolled, rows pass on under them, and a
  /// translucent bar (a material, a `safeAreaInset`'s floating bar) shows them through.
  private var viewport = CGRect.zero
  /// What is seen of its content: the viewport, or its frame where it meets no safe-area edge.
  private var seen: CGRect { viewport == .zero ? frame : viewport }

  /// `defaultScrollAnchor`: where the content starts scrolled to, and where content smaller than
  /// the scroll view sits.
  var anchors = ScrollAnchors()
  /// Whether the offset still follows the initial anchor (until `scrollTo` moves it): content that
  /// grows stays at the anchor (a chat at its last message), as SwiftUI's size-change role keeps it.
  var anchored: StateLocation<Bool>?

  init(child: LayoutNode, axes: Axis.Set, id: String, offset: StateLocation<CGPoint>, store: StateStore?) {
    self.axes = axes
    self.offset = offset
    self.store = store
    super.init(child: child, id: id)
  }

  override var isSpacer: Bool { false }

  private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
  }

  /// Works its size out from the proposal itself.
  override var readsProposal: ProposalDependence { .both }
  /// The container its content's container-relative frames measure.
  var container: ContainerBox?

  /// Tells the container its size for this proposal; content that measured another size is
  /// sized again.
  private func contain(_ proposal: ProposedViewSize) {
    guard let container, container.used else { return }
    let size = CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
    if container.proposed != size {
      container.proposed = size
      child.resetLayout()
    }
  }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    contain(proposal)
    let c = child.sizeThatFits(contentProposal(proposal), in: pass)
    func along(_ offered: CGFloat?, _ content: CGFloat) -> CGFloat { offered ?? content }
    return CGSize(
      width: axes.contains(.horizontal) ? along(proposal.width, c.width) : c.width,
      height: axes.contains(.vertical) ? along(proposal.height, c.height) : c.height)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    contain(ProposedViewSize(bounds.size))
    let p = contentProposal(proposal)
    let size = child.sizeThatFits(p, in: pass)
    // The offset as set, within the content (a scroll view shows no space beyond its content);
    // while it follows its initial anchor, the anchor's point of the content at the same point of
    // the scroll view.
    if let anchor = anchors.initialOffset, let anchored, anchored.value {
      offset.setQuietly(
        CGPoint(x: max(0, size.width - bounds.width) * anchor.x, y: max(0, size.height - bounds.height) * anchor.y))
    }
    let o = offset.value
    let x = axes.contains(.horizontal) ? min(max(o.x, 0), max(0, size.width - bounds.width)) : 0
    let y = axes.contains(.vertical) ? min(max(o.y, 0), max(0, size.height - bounds.height)) : 0
    // Content smaller than the scroll view sits at its alignment anchor (the top leading corner
    // unless one is given).
    let align = anchors.alignment ?? .topLeading
    let dx = axes.contains(.horizontal) ? max(0, bounds.width - size.width) * align.x : 0
    let dy = axes.contains(.vertical) ? max(0, bounds.height - size.height) * align.y : 0
    // Its visible area is the `.scrollView` space of what is placed inside, and what a scroll
    // transition inside measures a view's visibility against.
    let outer = pass.spaces
    let outerViewport = pass.scrollViewport
    pass.spaces[ScrollViewSpace()] = bounds.origin
    pass.scrollViewport = (bounds, axes)
    // The content has no safe area on the scroll view's axes: the scroll view turns it into an
    // inset of its content, so a background at the top of the content (`.background(.red)` on
    // the first card) stays with the card, not under the bar above.
    let outerSafe = record?.safeArea
    if let record, let safe = outerSafe, let canvas = record.canvas {
      var open = safe
      if axes.contains(.vertical) { open = CGRect(x: open.minX, y: canvas.minY, width: open.width, height: canvas.height) }
      if axes.contains(.horizontal) { open = CGRect(x: canvas.minX, y: open.minY, width: canvas.width, height: open.height) }
      record.safeArea = open
    }
    child.place(
      in: CGRect(x: bounds.minX - x + dx, y: bounds.minY - y + dy, width: size.width, height: size.height), proposal: p, pass: pass)
    record?.safeArea = outerSafe
    pass.spaces = outer
    pass.scrollViewport = outerViewport
    shownOffset = CGPoint(x: x, y: y)
    viewport = .zero
    if let record, let safe = record.safeArea {
      var edges: Edge.Set = []
      if axes.contains(.vertical) { edges.formUnion([.top, .bottom]) }
      if axes.contains(.horizontal) { edges.formUnion([.leading, .trailing]) }
      let grown = SafeAreaIgnoringNode.grow(bounds, edges: edges, safe: safe, canvas: record.canvas ?? safe)
      if grown != bounds { viewport = grown }
    }
    // What `scrollTo` needs: the views with ids, in content coordinates.
    guard let store else { return }
    let targets = child.gathered(.scrollTargets).scrollTargets ?? [:]
    let origin = CGPoint(x: bounds.minX - x + dx, y: bounds.minY - y + dy)
    store.scrollViews[id] = ScrollRecord(
      axes: axes, viewport: bounds.size, content: size,
      targets: targets.mapValues { $0.offsetBy(dx: -origin.x, dy: -origin.y) }, offset: offset, anchored: anchored)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var own: [LayoutLeaf] = []
    child.collectLeaves(into: &own)
    let seen = self.seen
    for var leaf in own {
      leaf.clip(to: seen)
      leaf.hitClip = leaf.hitClip.map { $0.intersection(seen) } ?? seen
      if leaf.scrolledBy == nil { leaf.scrolledBy = (id, shownOffset) }
      leaves.append(leaf)
    }
  }

  /// Content scrolled out of sight takes no touches.
  override var placeTouches: ((HitArea) -> HitArea)? {
    let visible = seen
    return { $0.clipped(to: visible) }
  }
}

/// The anchors `defaultScrollAnchor` gives the scroll views inside, by role.
struct ScrollAnchors: Hashable, Sendable {
  var initialOffset: UnitPoint?
  var alignment: UnitPoint?
}

private struct ScrollAnchorsKey: EnvironmentKey { static let defaultValue = ScrollAnchors() }

extension EnvironmentValues {
  var scrollAnchors: ScrollAnchors {
    get { self[ScrollAnchorsKey.self] }
    set { self[ScrollAnchorsKey.self] = newValue }
  }
}

/// iOS 18's roles of a scroll anchor.
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where a scroll view starts scrolled to.
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  /// Where content that changes size keeps the scroll view. On a stage the initial offset's
  /// anchor is kept until `scrollTo` moves the view, and this role alone changes nothing.
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  /// Where content smaller than the scroll view sits.
  public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension View {
  /// Where the scroll views inside start scrolled to, keep to as their content grows, and put
  /// content smaller than themselves (iOS 17): `.bottom` starts a chat at its last message and
  /// sits a short one at the bottom.
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    transformEnvironment(\.scrollAnchors) { $0 = ScrollAnchors(initialOffset: anchor, alignment: anchor) }
  }
  /// One role's anchor (iOS 18).
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    transformEnvironment(\.scrollAnchors) { anchors in
      switch role {
      case .alignment: anchors.alignment = anchor
      case .initialOffset: anchors.initialOffset = anchor
      default: break
      }
    }
  }
}

/// `.id(_:)`: a new identity for the view (its leaves' ids follow it), and the id `scrollTo`
/// finds it by.
nonisolated struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  let id: ID

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    content(context.child("id:\(id)")).map { ScrollTargetNode(child: $0, id: $0.id, target: AnyHashable(id)) }
  }
}

final class ScrollTargetNode: WrapperNode, @unchecked Sendable {
  let target: AnyHashable
  init(child: LayoutNode, id: String, target: AnyHashable) {
    self.target = target
    super.init(child: child, id: id)
  }
  override func gather(_ g: inout Gathering) {
    g.scrollTargets?[target] = frame
    super.gather(&g)
  }
}

/// A scroll view as last laid out: what `scrollTo` needs to move it.
package struct ScrollRecord {
  let axes: Axis.Set
  let viewport: CGSize
  let content: CGSize
  let targets: [AnyHashable: CGRect]
  let offset: StateLocation<CGPoint>
  /// Set while the offset follows `defaultScrollAnchor`; cleared once `scrollTo` moves it.
  let anchored: StateLocation<Bool>?
}

/// SwiftUI's `ScrollViewReader`: its content gets a proxy that scrolls the scroll views inside
/// to a view with an id.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  let content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    TabFramesUI.makeNodes(content(ScrollViewProxy(store: context.store)), context.child("ScrollViewReader"))
  }
}

public struct ScrollViewProxy {
  weak var store: StateStore?

  /// Scrolls the scroll view holding the view with `id` so that it shows: with an anchor, the same
  /// unit point of the view and of the visible area line up; with none, the least scroll that
  /// shows the whole view. Clamped to the content (docs/FIDELITY.md §4). Animated only inside an
  /// animated transaction, as SwiftUI's is.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let store, let record = store.scrollViews.values.first(where: { $0.targets[AnyHashable(id)] != nil }),
      let view = record.targets[AnyHashable(id)]
    else { return }
    var o = record.offset.value
    func along(_ viewMin: CGFloat, _ viewLength: CGFloat, _ port: CGFloat, _ content: CGFloat, _ unit: CGFloat?, _ current: CGFloat)
      -> CGFloat
    {
      var v: CGFloat
      if let unit {
        v = viewMin + unit * (viewLength - port)
      } else if viewMin < current {
        v = viewMin
      } else if viewMin + viewLength > current + port {
        v = viewMin + viewLength - port
      } else {
        v = current
      }
      return min(max(v, 0), max(0, content - port))
    }
    if record.axes.contains(.horizontal) {
      o.x = along(view.minX, view.width, record.viewport.width, record.content.width, anchor?.x, o.x)
    }
    if record.axes.contains(.vertical) {
      o.y = along(view.minY, view.height, record.viewport.height, record.content.height, anchor?.y, o.y)
    }
    guard o != record.offset.value else { return }
    record.anchored?.setQuietly(false)
    record.offset.set(o)
  }
}

extension View {
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentityModifier(id: id)) }
}

// MARK: Scroll behaviour a finger meets

/// iOS 16's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
  public static let automatic = ScrollDismissesKeyboardMode()
  public static let immediately = ScrollDismissesKeyboardMode()
  public static let interactively = ScrollDismissesKeyboardMode()
  public static let never = ScrollDismissesKeyboardMode()
}

/// iOS 16.4's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable {
  public static let automatic = ScrollBounceBehavior()
  public static let always = ScrollBounceBehavior()
  public static let basedOnSize = ScrollBounceBehavior()
}

/// iOS 18's `ScrollPhase`.
public enum ScrollPhase: Hashable, Sendable {
  case idle, tracking, interacting, decelerating, animating
  public var isScrolling: Bool { self != .idle }
}

/// iOS 18's `ScrollGeometry`: a scroll view's offset and sizes.
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  public var bounds: CGRect { visibleRect }
}

/// iOS 18's `ScrollPosition` (`scrollPosition($position)`): where a scroll view is scrolled to.
/// A stage scrolls a scroll view by `ScrollViewReader`'s `scrollTo`; a position set here is
/// accepted and does not move it (docs/SWIFTUI.md).
public struct ScrollPosition: Equatable, Sendable {
  public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
    a.edge == b.edge && a.point == b.point && a.viewID.map { AnyHashable($0) } == b.viewID.map { AnyHashable($0) }
  }
  public private(set) var edge: Edge?
  public private(set) var point: CGPoint?
  public private(set) var viewID: (any Hashable & Sendable)?
  public var isPositionedByUser: Bool { false }

  public init(idType: (some Hashable).Type = Never.self) {}
  public init(edge: Edge) { self.edge = edge }
  public init(point: CGPoint) { self.point = point }
  public init(x: CGFloat = 0, y: CGFloat = 0) { point = CGPoint(x: x, y: y) }

  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }
  public mutating func scrollTo(edge: Edge) { self.edge = edge }
  public mutating func scrollTo(point: CGPoint) { self.point = point }
  public mutating func scrollTo(x: CGFloat = 0, y: CGFloat = 0) { point = CGPoint(x: x, y: y) }
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = id }
}

extension View {
  /// The scroll view inside does not scroll with a finger (a stage scrolls by `scrollTo`).
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
  /// Drawing past the scroll view's edges: a stage clips a scroll view's content to it either way.
  nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
  /// A scroll view's phase changes with a finger: never on a stage.
  nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View { self }
}
