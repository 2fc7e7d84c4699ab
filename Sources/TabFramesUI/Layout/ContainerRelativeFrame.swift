import Foundation

/// A container's size as its content's `containerRelativeFrame`s see it: the nearest scroll
/// view's (less its content margins), set as the scroll view is laid out; without one, the
/// canvas (the window, on a device).
final class ContainerBox {
  /// What the scroll view was last proposed (∞ along an unspecified dimension).
  var proposed: CGSize?
  /// `contentMargins(_:_:for: .scrollContent)` of the scroll view.
  var margins = EdgeInsets()
  /// Whether any view measures it (only then does a scroll view size its content again when
  /// its own size changes).
  var used = false
}

extension View {
  /// iOS 17's `containerRelativeFrame(_:alignment:)`: as long as the container on `axes`.
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// A share of the container: `count` columns `spacing` apart, `span` of them.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
        let count = CGFloat(max(1, count))
        let column = (length - spacing * (count - 1)) / count
        return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
      })
  }

  /// A length worked out from the container's by `length`.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
  }
}

nonisolated struct _ContainerRelativeFrame: ViewModifier, PrimitiveModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let box = context.container
    box?.used = true
    let record = context.record
    let (axes, length) = (axes, length)
    /// The container's length on an axis: the scroll view's (less its margins) or the canvas's.
    func container(_ axis: Axis) -> CGFloat? {
      let canvas = record.canvas?.size
      if let box {
        let proposed = axis == .horizontal ? box.proposed?.width : box.proposed?.height
        let margins = axis == .horizontal ? box.margins.leading + box.margins.trailing : box.margins.top + box.margins.bottom
        if let proposed, proposed.isFinite { return max(0, proposed - margins) }
      }
      return axis == .horizontal ? canvas?.width : canvas?.height
    }
    let layout = ContainerRelativeLayout(axes: axes, alignment: alignment, container: container, length: length)
    return [UnaryLayoutNode(layout, child: single(content, context), id: context.path)]
  }
}

/// A container-relative frame as a unary layout: on its axes, the length worked out from the
/// container's (the child proposed it), the proposal passed on elsewhere; it reads and cuts both
/// axes, as the container's length is not the proposal's.
struct ContainerRelativeLayout: AligningUnaryLayout {
  let axes: Axis.Set
  let alignment: Alignment
  let container: (Axis) -> CGFloat?
  let length: (CGFloat, Axis) -> CGFloat

  var readsProposal: ProposalDependence { .both }
  var cutsProposal: ProposalDependence { .both }

  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize) {
    let width = axes.contains(.horizontal) ? container(.horizontal).map { length($0, .horizontal) } : nil
    let height = axes.contains(.vertical) ? container(.vertical).map { length($0, .vertical) } : nil
    let offered = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let c = child.size(offered)
    return (CGSize(width: width ?? c.width, height: height ?? c.height), offered)
  }
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
  /// `contentMargins(_:_:for: .scrollContent)` for the scroll views inside.
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}

/// Where content margins apply: a scroll view's content (its indicators take none here).
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
  /// iOS 17's `contentMargins`: scroll views inside pad their content by it (and their content's
  /// container-relative frames measure what is left).
  nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    environment(\.scrollContentMargins, placement == .scrollIndicators ? EdgeInsets() : EdgeInsets(edges, length))
  }

  /// iOS 17's scroll targets: a paging or view-aligned scroll view settles on a page or a view
  /// when a finger lets go; a stage scrolls by `scrollTo`, so they change no picture.
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { modifier(_InertModifier()) }
  nonisolated public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { modifier(_InertModifier()) }
  nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    modifier(_InertModifier())
  }
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    modifier(_InertModifier())
  }
}

/// How a scroll view settles: `.paging`, `.viewAligned`, or a behaviour of one's own that moves
/// where a scroll gesture would end (`updateTarget(_:context:)`). A stage's scroll views move by
/// `scrollTo` and `scrollPosition`, never by a finger's fling, so no behaviour is asked.
public protocol ScrollTargetBehavior {
  typealias TargetContext = ScrollTargetBehaviorContext
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll would come to rest: its rectangle in the content and the point of it to align.
public struct ScrollTarget: Sendable {
  public var rect: CGRect
  public var anchor: UnitPoint?
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a behaviour knows of the scroll it settles.
public struct ScrollTargetBehaviorContext: Sendable {
  public var originalTarget: ScrollTarget
  public var velocity: CGVector
  public var contentSize: CGSize
  public var containerSize: CGSize
  public var axes: Axis.Set
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// Whether scroll indicators show (a stage draws none either way).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}
