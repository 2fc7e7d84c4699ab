import Foundation

extension View {
  /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` on a top or bottom edge: the
  /// inset view at that edge across the whole width (aligned by `alignment`), the view laid out
  /// in the rest — and the inset is the view's safe area there, so what inside it ignores the
  /// safe area (a full-screen gradient, a list's background) reaches on under the inset, as on a
  /// device. A scroll view that meets the inset reaches on under it too, its content inset by as
  /// much: its rows rest clear of the inset and, scrolled, pass on under it.
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _SafeAreaInsetModifier(
        axis: .vertical, leadingEdge: edge == .top, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        inset: content()))
  }

  /// The same on a leading or trailing edge.
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _SafeAreaInsetModifier(
        axis: .horizontal, leadingEdge: edge == .leading, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing, inset: content()))
  }

  /// SwiftUI's `safeAreaPadding` (iOS 17): "adds the provided insets into the safe area of this
  /// view" — the view is laid out inset by them, as by padding, but they are safe area: what inside
  /// ignores the safe area (a full-screen background) reaches on through them, and a scroll view
  /// inside fills them, its content inset by as much (a carousel's cards start inset and scroll
  /// out to the edge). With no length, the system's padding (16 pt).
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length))
  }
  nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { modifier(_SafeAreaPaddingModifier(insets: insets)) }
}

/// `safeAreaPadding`: padding whose insets are safe area.
nonisolated struct _SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
  let insets: EdgeInsets

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let padded = UnaryLayoutNode(_PaddingLayout(insets: insets), child: single(content, context), id: context.path)
    return [SafeAreaPaddingNode(child: padded, insets: insets, record: context.record)]
  }
}

/// Places its padded view with the build's safe area ending at the padding on each edge it pads,
/// and the canvas reaching as far as the padded view does there (on through the safe area beyond
/// it, where it meets that): a view inside that ignores the safe area grows through the padding,
/// and a scroll view fills it.
final class SafeAreaPaddingNode: WrapperNode, @unchecked Sendable {
  let insets: EdgeInsets
  let record: BuildRecord

  init(child: LayoutNode, insets: EdgeInsets, record: BuildRecord) {
    self.insets = insets
    self.record = record
    super.init(child: child, id: child.id)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    var edges: Edge.Set = []
    if insets.top > 0 { edges.insert(.top) }
    if insets.bottom > 0 { edges.insert(.bottom) }
    if insets.leading > 0 { edges.insert(.leading) }
    if insets.trailing > 0 { edges.insert(.trailing) }
    let inner = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
    record.withSafeArea(endingAt: inner, reaching: bounds, on: edges) { child.place(in: bounds, proposal: proposal, pass: pass) }
  }
}

/// The view and its inset, stacked along the inset's axis; the view's safe area ends at the
/// inset.
nonisolated struct _SafeAreaInsetModifier<Inset: View>: ViewModifier {
  let axis: Axis
  let leadingEdge: Bool
  let alignment: Alignment
  let spacing: CGFloat?
  let inset: Inset

  @MainActor func body(content: Content) -> some View {
    let scope = SafeAreaInsetScope()
    let edge: Edge = axis == .vertical ? (leadingEdge ? .top : .bottom) : (leadingEdge ? .leading : .trailing)
    let inner = content.modifier(_InsetContent(scope: scope, edge: edge))
    // The modifier is as big as the view and its inset together, as SwiftUI's is (the inset's
    // length plus the view's along the axis, the larger across it): not greedy, so an inset that
    // is empty changes nothing. A top or leading inset comes first in the stack but is drawn over
    // the view, as SwiftUI draws it: what of the view reaches on under the inset (a list's
    // background) is behind it.
    Group {
      if axis == .vertical {
        VStack(alignment: alignment.horizontal, spacing: spacing ?? 0) {
          if leadingEdge { inset.zIndex(1) }
          inner
          if !leadingEdge { inset }
        }
      } else {
        HStack(alignment: alignment.vertical, spacing: spacing ?? 0) {
          if leadingEdge { inset.zIndex(1) }
          inner
          if !leadingEdge { inset }
        }
      }
    }
    .modifier(_InsetScope(scope: scope))
  }
}

/// Where the whole modifier (view and inset) was placed, for the view's node to read while it
/// places the view. One per build of the modifier's body.
final class SafeAreaInsetScope: @unchecked Sendable {  // unchecked: made, written and read while one build lays out, on the main actor
  var bounds: CGRect?
}

struct _InsetScope: ViewModifier, PrimitiveModifier {
  let scope: SafeAreaInsetScope
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [SafeAreaInsetScopeNode(child: single(content, context), scope: scope)]
  }
}

struct _InsetContent: ViewModifier, PrimitiveModifier {
  let scope: SafeAreaInsetScope
  let edge: Edge
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [SafeAreaInsetContentNode(child: single(content, context), scope: scope, edge: edge, record: context.record)]
  }
}

/// `_InsetContent` where there is an inset on that edge (a scope), else the content as it is.
struct _OptionalInset: ViewModifier, PrimitiveModifier {
  let scope: SafeAreaInsetScope?
  let edge: Edge
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    guard let scope else { return content(context) }
    return [SafeAreaInsetContentNode(child: single(content, context), scope: scope, edge: edge, record: context.record)]
  }
}

final class SafeAreaInsetScopeNode: WrapperNode, @unchecked Sendable {  // unchecked: laid out on the main actor only
  let scope: SafeAreaInsetScope
  init(child: LayoutNode, scope: SafeAreaInsetScope) {
    self.scope = scope
    super.init(child: child, id: child.id)
  }
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    scope.bounds = bounds
    child.place(in: bounds, proposal: proposal, pass: pass)
  }
}

/// The view beside its inset, placed with the build's safe area ending at the inset on its edge
/// and the canvas reaching as far as the whole modifier does (through the safe area beyond it,
/// where it reaches that): a view inside that ignores the safe area grows on under the inset,
/// as the tab view's content grows under its bar.
final class SafeAreaInsetContentNode: WrapperNode, @unchecked Sendable {  // unchecked: laid out on the main actor only
  let scope: SafeAreaInsetScope
  let edge: Edge
  let record: BuildRecord

  init(child: LayoutNode, scope: SafeAreaInsetScope, edge: Edge, record: BuildRecord) {
    self.scope = scope
    self.edge = edge
    self.record = record
    super.init(child: child, id: child.id)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    guard let whole = scope.bounds else { return child.place(in: bounds, proposal: proposal, pass: pass) }
    record.withSafeArea(endingAt: bounds, reaching: whole, on: Edge.Set(edge)) { child.place(in: bounds, proposal: proposal, pass: pass) }
  }
}
