import Foundation

/// `frame(width:height:alignment:)`: a fixed length on a set axis (the child is proposed it), the
/// proposal passed through on an unset one; the child is aligned in the frame.
nonisolated struct _FrameLayout: ViewModifier, PrimitiveModifier, AligningUnaryLayout {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    // SwiftUI warns and treats a negative or non-finite length as unset.
    func valid(_ v: CGFloat?) -> CGFloat? {
      guard let v, v < 0 || !v.isFinite else { return v }
      context.warn("Invalid frame dimension (negative or non-finite): \(v); treated as unset, as SwiftUI does")
      return nil
    }
    let layout = _FrameLayout(width: valid(width), height: valid(height), alignment: alignment)
    return [UnaryLayoutNode(layout, child: single(content, context), id: context.path)]
  }

  /// A set length is proposed to the child whatever the frame is proposed; an unset one is
  /// passed on.
  var cutsProposal: ProposalDependence {
    var cuts: ProposalDependence = []
    if width != nil { cuts.insert(.width) }
    if height != nil { cuts.insert(.height) }
    return cuts
  }
  var keepsTextSpacingAbove: Bool { height == nil }
  var keepsTextSpacingBelow: Bool { height == nil }

  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize) {
    let p = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let c = child.size(p)
    return (CGSize(width: width ?? c.width, height: height ?? c.height), p)
  }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the child
/// is proposed one size, the frame's proposal clamped to min…max on both axes (the ideal length
/// where the proposal is unspecified), as Apple's documentation of the modifier says; on each axis
/// the frame then takes the child's length clamped to min…max, growing towards the proposal up to
/// max (so `maxWidth: .infinity` fills what it is offered).
nonisolated struct _FlexFrameLayout: ViewModifier, PrimitiveModifier, AligningUnaryLayout {
  let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
  let alignment: Alignment

  /// The length proposed to the child on one axis: the frame's (its ideal when unspecified)
  /// within min…max; nil when neither is given.
  static func offer(_ p: CGFloat?, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?) -> CGFloat? {
    guard var o = p ?? ideal else { return nil }
    if let lo { o = Swift.max(o, lo) }
    if let hi { o = Swift.min(o, hi) }
    return o
  }

  /// The frame's length on one axis, given the child's length `c` for the clamped proposal.
  static func length(_ p: CGFloat?, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?, child c: CGFloat) -> CGFloat {
    guard let p else {
      // Unspecified: the ideal length if given, else the child's, within min…max.
      var r = ideal ?? c
      if let lo { r = Swift.max(lo, r) }
      if let hi { r = Swift.min(hi, r) }
      return r
    }
    var r = c
    if let lo { r = Swift.max(lo, Swift.min(r, p)) }
    if let hi { r = Swift.min(hi, Swift.max(r, p)) }
    return r
  }

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let given = [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight]
    if given.contains(where: { v in v.map { $0 < 0 || $0.isNaN } ?? false }) {
      context.warn("Invalid frame dimension (negative or NaN) in \(given.map { $0.map { "\($0)" } ?? "nil" })")
    }
    func ordered(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat?) -> Bool {
      let set = [a, b, c].compactMap { $0 }
      return zip(set, set.dropFirst()).allSatisfy { $0 <= $1 }
    }
    if !ordered(minWidth, idealWidth, maxWidth) || !ordered(minHeight, idealHeight, maxHeight) {
      context.warn("Contradictory frame constraints specified (min ≤ ideal ≤ max does not hold)")
    }
    // NaN is no length at all: unset, where SwiftUI's arithmetic would spread it.
    func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : $0 } }
    let (minWidth, idealWidth, maxWidth) = (clean(minWidth), clean(idealWidth), clean(maxWidth))
    let (minHeight, idealHeight, maxHeight) = (clean(minHeight), clean(idealHeight), clean(maxHeight))
    let layout = _FlexFrameLayout(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
      maxHeight: maxHeight, alignment: alignment)
    return [UnaryLayoutNode(layout, child: single(content, context), id: context.path)]
  }

  /// A dimension with a min, ideal or max is clamped (read); one with none is passed on.
  var readsProposal: ProposalDependence {
    var reads: ProposalDependence = []
    if minWidth != nil || idealWidth != nil || maxWidth != nil { reads.insert(.width) }
    if minHeight != nil || idealHeight != nil || maxHeight != nil { reads.insert(.height) }
    return reads
  }
  var keepsTextSpacingAbove: Bool { !readsProposal.contains(.height) }
  var keepsTextSpacingBelow: Bool { !readsProposal.contains(.height) }

  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize) {
    // One proposal, clamped on both axes: an aspect ratio or a wrapped text inside sizes its
    // width for the height the frame allows, not for the height the frame was offered.
    let offered = ProposedViewSize(
      width: Self.offer(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
      height: Self.offer(proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    let c = child.size(offered)
    let size = CGSize(
      width: Self.length(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth, child: c.width),
      height: Self.length(proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight, child: c.height))
    return (size, offered)
  }
}

/// `padding`: the proposal less the insets goes to the child; the insets are added around it.
nonisolated struct _PaddingLayout: ViewModifier, PrimitiveModifier, UnaryLayout {
  let insets: EdgeInsets

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [UnaryLayoutNode(self, child: single(content, context), id: context.path)]
  }

  /// Padding resets the spacing of the edges it pads by more than zero (OpenSwiftUI's
  /// `NoSpacingProjectedPadding`): `padding(.horizontal)` keeps a text's spacing above and below.
  var keepsTextSpacingAbove: Bool { insets.top == 0 }
  var keepsTextSpacingBelow: Bool { insets.bottom == 0 }
  /// A padded Spacer takes room of its own: it is no longer a Spacer to its stack.
  var passesSpacer: Bool { false }

  /// The child is proposed the proposal less the insets: its dependence is the padding's.
  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize) {
    let p = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    let c = child.size(p)
    return (CGSize(width: c.width + insets.leading + insets.trailing, height: c.height + insets.top + insets.bottom), p)
  }

  func childOrigin(size: CGSize, childProposal: ProposedViewSize, in bounds: CGRect, child: UnaryChild) -> CGPoint {
    CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
  }
}

/// `fixedSize`: the child is proposed nothing (its ideal size) on the fixed axes.
nonisolated struct _FixedSizeLayout: ViewModifier, PrimitiveModifier, AligningUnaryLayout {
  let horizontal: Bool
  let vertical: Bool

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [UnaryLayoutNode(self, child: single(content, context), id: context.path)]
  }

  var alignment: Alignment { .center }
  /// A fixed axis proposes nothing, whatever it is proposed.
  var cutsProposal: ProposalDependence {
    var cuts: ProposalDependence = []
    if horizontal { cuts.insert(.width) }
    if vertical { cuts.insert(.height) }
    return cuts
  }
  var keepsTextSpacingAbove: Bool { true }
  var keepsTextSpacingBelow: Bool { true }

  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize) {
    let p = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    return (child.size(p), p)
  }
}

/// `layoutPriority`: the order in which a stack offers space.
/// `layoutPriority` and `zIndex`: values a stack reads from its children.
nonisolated struct _StackTraitModifier: ViewModifier, PrimitiveModifier {
  let trait: ReferenceWritableKeyPath<LayoutNode, Double>
  let value: Double

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let node = WrapperNode(child: single(content, context), id: context.path)
    node[keyPath: trait] = value
    return [node]
  }
}

/// `offset`: drawn shifted; its layout, and its parent's, unchanged.
nonisolated struct _OffsetEffect: ViewModifier, PrimitiveModifier {
  let offset: CGSize

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [OffsetNode(child: single(content, context), id: context.path, offset: offset)]
  }
}

final class OffsetNode: WrapperNode, @unchecked Sendable {
  let offset: CGSize
  init(child: LayoutNode, id: String, offset: CGSize) {
    self.offset = offset
    super.init(child: child, id: id)
  }
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal, pass: pass)
  }
}

/// `background` and `overlay`: the secondary view is proposed the primary's size and aligned on
/// it; only the primary counts for layout.
nonisolated struct _LayeredModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
  let secondary: Secondary
  let alignment: Alignment
  let behind: Bool

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let primary = single(content, context)
    let other = TabFramesUI.makeNode(secondary, context.child(behind ? "background" : "overlay").outsideStack())
    return [LayeredNode(primary: primary, secondary: other, alignment: alignment, behind: behind, id: context.path)]
  }
}

final class LayeredNode: WrapperNode, @unchecked Sendable {
  let secondary: LayoutNode
  let alignment: Alignment
  let behind: Bool

  init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, behind: Bool, id: String) {
    self.secondary = secondary
    self.alignment = alignment
    self.behind = behind
    super.init(child: primary, id: id)
  }

  override var isSpacer: Bool { child.isSpacer }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds, proposal: proposal, pass: pass)
    alignment.place(secondary, over: bounds, pass: pass)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    if behind { secondary.collectLeaves(into: &leaves) }
    child.collectLeaves(into: &leaves)
    if !behind { secondary.collectLeaves(into: &leaves) }
  }

  override func forEachChild(_ body: (LayoutNode) -> Void) {
    body(child)
    body(secondary)
  }
}

/// `accessibilityIdentifier`: names the view's leaves in the layout (docs/ARCHITECTURE.md).
nonisolated struct _AccessibilityIdentifierModifier: ViewModifier, PrimitiveModifier {
  let identifier: String

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [IdentifiedNode(child: single(content, context), id: identifier)]
  }
}

final class IdentifiedNode: WrapperNode, @unchecked Sendable {
  /// A single leaf takes the identifier itself; several are numbered after it. The identifier
  /// names them only: each keeps its identity (its path, or its matched-geometry id), so a view
  /// that gains a sibling drawing (a selection's background) or a matched view that moves to
  /// another identified view animates as it would without identifiers.
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    let count = leaves.count - start
    for i in start..<leaves.count {
      leaves[i].identity = leaves[i].identity ?? leaves[i].id
      leaves[i].id = count == 1 ? id : "\(id).\(i - start)"
    }
  }

  /// The one element read inside is identified by it, as XCUITest finds it (several are left as
  /// they are); tap actions inside answer to the identifier too.
  override func gather(_ g: inout Gathering) {
    g.editing(\.accessibility) { g in
      g.editing(\.taps) {
        super.gather(&$0)
      } then: { targets in
        for i in targets.indices { targets[i].names.append(id) }
      }
    } then: { inner in
      if let only = AccessibilityItem.theOneRead(in: inner) { inner[only].identifier = id }
    }
  }
}

/// The one node of a modifier's content (several views become a ZStack-like group).
@MainActor
func single(_ content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> LayoutNode {
  let nodes = content(context)
  if nodes.count == 1, let only = nodes.first { return only }
  return StackNode(axis: nil, alignment: .center, spacing: nil, children: nodes, path: context.path)
}

extension View {
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
        maxHeight: maxHeight, alignment: alignment))
  }

  nonisolated public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }

  /// 16 pt (SwiftUI's default padding) on the given edges when `length` is nil.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(EdgeInsets(edges, length))
  }

  nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  nonisolated public func fixedSize() -> some View { modifier(_FixedSizeLayout(horizontal: true, vertical: true)) }
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  nonisolated public func layoutPriority(_ value: Double) -> some View {
    modifier(_StackTraitModifier(trait: \.layoutPriority, value: value))
  }

  nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

  /// Disfavoured, so that a package's own back-deployment shim of the same call,
  /// `func background<T: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> T)`, is the
  /// one a trailing closure takes, as on iOS, where this form's iOS 15 availability ranks it below
  /// the shim (the two were ambiguous here).
  @_disfavoredOverload
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_LayeredModifier(secondary: content(), alignment: alignment, behind: true))
  }
  /// Disfavoured, as in SwiftUI (where it is deprecated): `.background(Color.red.opacity(0.1))`
  /// is the style form, not the view form with a view modifier.
  @_disfavoredOverload
  nonisolated public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(_LayeredModifier(secondary: view, alignment: alignment, behind: true))
  }
  /// Disfavoured, so that a package's own back-deployment shim of the same call,
  /// `func overlay<T: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> T)`, is the
  /// one a trailing closure takes, as on iOS, where this form's iOS 15 availability ranks it below
  /// the shim (the two were ambiguous here).
  @_disfavoredOverload
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_LayeredModifier(secondary: content(), alignment: alignment, behind: false))
  }
  @_disfavoredOverload
  nonisolated public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(_LayeredModifier(secondary: view, alignment: alignment, behind: false))
  }

  /// `.background(.red)`: a style filling the view's frame.
  /// It reaches into the stage's safe area on `edges` where the view reaches the safe area's edge.
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(
      _LayeredModifier(secondary: _StyleFill(style: style, ignoresSafeAreaEdges: edges), alignment: .center, behind: true))
  }

  nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(
      _LayeredModifier(secondary: _StyleFill(style: style, ignoresSafeAreaEdges: edges), alignment: .center, behind: false))
  }

  /// `.background(.red, in: Capsule())`: a style filling a shape laid in the view's frame.
  nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(_LayeredModifier(secondary: shape.fill(style), alignment: .center, behind: true))
  }

  /// `.overlay(.blue.opacity(0.2), in: Capsule())`: the same, over the view.
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(_LayeredModifier(secondary: shape.fill(style), alignment: .center, behind: false))
  }

  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(_AccessibilityIdentifierModifier(identifier: identifier))
  }
}
