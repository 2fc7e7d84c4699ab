import Foundation

/// HStack, VStack and ZStack's layout. A stack along an axis offers its children space in order
/// of layout priority (highest first) and, within a priority, least flexible first: each gets an
/// equal share of what is left, and what it does not take goes to the rest. Default spacing is
/// 8 pt between views and 0 beside a Spacer (docs/FIDELITY.md §4).
final class StackNode: LayoutNode, @unchecked Sendable {
  /// nil: a ZStack (children on top of each other).
  let axis: Axis?
  let alignment: Alignment
  let spacing: CGFloat?
  let children: [LayoutNode]

  static let defaultSpacing: CGFloat = 8

  init(axis: Axis?, alignment: Alignment, spacing: CGFloat?, children given: [LayoutNode], path: String, scale: CGFloat = 3) {
    // A section outside a list is its header, rows and footer, each a child of the stack, laid
    // out with the stack's alignment and spacing, as a `Group`'s views are.
    let children = given.flatMap { ($0 as? SectionNode)?.parts ?? [$0] }
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
    self.scale = scale
    // Worked out once (the stack is asked for sizes many times, each answer from these): the
    // gaps, and the children grouped by layout priority, highest first, each group in child
    // order, as one list with the end of each group.
    let gaps = children.indices.dropLast().map { Self.gap(children[$0], children[$0 + 1], axis: axis, spacing: spacing, scale: scale) }
    self.gaps = gaps
    totalSpacing = gaps.reduce(0, +)
    let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
    priorityGroups = priorities.map { p in children.indices.filter { children[$0].layoutPriority == p } }
    groupOrder = priorityGroups.flatMap { $0 }
    var ends: [Int] = []
    for group in priorityGroups { ends.append((ends.last ?? 0) + group.count) }
    groupEnds = ends
    sizes = .allocate(capacity: children.count)
    sizes.initialize(repeating: .zero)
    lows = .allocate(capacity: children.count)
    lows.initialize(repeating: 0)
    flexibility = .allocate(capacity: children.count)
    flexibility.initialize(repeating: 0)
    serving = .allocate(capacity: children.count)
    serving.initialize(repeating: 0)
    refs = .allocate(capacity: children.count)
    _ = refs.initialize(from: children.map { Unmanaged.passUnretained($0) })
    sized.initialize(to: (nil, []))
    super.init(id: path)
  }

  /// A stack hands its length across to every child and shares its length along among them, so
  /// its size depends on what theirs do; aligned by baselines, it reads more (the children's
  /// baselines, which the cache does not see), so both.
  override var readsProposal: ProposalDependence { guidedVertically || guidedHorizontally ? .both : [] }

  /// Whether the children meet on a guide worth asking them for across the stack (a text
  /// baseline, a custom guide, an `alignmentGuide` below), rather than by fractions alone.
  private lazy var guidedVertically = axis != .vertical && children.contains { $0.mayAnswer(alignment.vertical.key) }
  private lazy var guidedHorizontally = axis != .horizontal && children.contains { $0.mayAnswer(alignment.horizontal.key) }

  /// Pixels a point, for spacing snapped to the grid.
  let scale: CGFloat
  /// Space after each child but the last.
  private let gaps: [CGFloat]
  private let totalSpacing: CGFloat
  private let priorityGroups: [[Int]]
  private let groupOrder: [Int]
  private let groupEnds: [Int]

  /// Space between child i and i + 1: the stack's own, else none beside a Spacer, else in a
  /// vertical stack the text spacing of docs/FIDELITY.md §5 (texts nearly touch; above a text, a
  /// line height and a pixel-ceiled tenth of one less its ascender; below one, the larger of that
  /// less the cap height and the tenth plus the descender), else 8 pt.
  static func gap(_ upper: LayoutNode, _ lower: LayoutNode, axis: Axis?, spacing: CGFloat?, scale: CGFloat) -> CGFloat {
    if let spacing { return spacing }
    if upper.isSpacer || lower.isSpacer { return 0 }
    let (above, below) = (upper.textMetricsBelow, lower.textMetricsAbove)
    guard axis == .vertical, above != nil || below != nil else { return Self.defaultSpacing }
    switch (above, below) {
    case (.some, .some): return 0
    case (.none, .some(let below)):
      return max(0, below.lineHeight + textSpacing(below, scale) - below.ascent)
    case (.some(let above), .none):
      let tenth = textSpacing(above, scale)
      return max(above.lineHeight + tenth - above.capHeight, tenth + above.descent)
    case (.none, .none): return Self.defaultSpacing
    }
  }

  /// A tenth of a text's line height rounded up to the pixel grid: what SwiftUI adds to a line
  /// height for the space between a text and another view (OpenSwiftUI's `Text+Spacing.swift`;
  /// only this tenth is rounded, not the whole 1.1 lines).
  private static func textSpacing(_ metrics: FontMetrics, _ scale: CGFloat) -> CGFloat {
    (0.1 * metrics.lineHeight * scale).rounded(.up) / scale
  }

  /// Whether any child sets a zIndex (most stacks draw in order, with no sorting).
  private lazy var hasZIndex = children.contains { $0.zIndex != 0 }

  /// The last proposal's child sizes: placement asks again for the proposal the stack was last
  /// sized with.
  /// Each child's size for the proposal in `sized`: one buffer the node owns, filled again in
  /// place for each new proposal (an array made per question was most of layout's allocations,
  /// and a class's array property pays exclusivity checks on every write).
  private let sizes: UnsafeMutableBufferPointer<CGSize>
  /// The proposal `sizes` are for, and what the children's sizes for it depend on (added to the
  /// stack's own when the sizes are reused: the children are not asked again then).
  private let sized = UnsafeMutablePointer<(proposal: ProposedViewSize?, dependence: ProposalDependence)>.allocate(capacity: 1)

  deinit {
    sizes.deallocate()
    lows.deallocate()
    flexibility.deallocate()
    serving.deallocate()
    refs.deallocate()
    sized.deinitialize(count: 1)
    sized.deallocate()
  }

  /// Each child's size for a proposal to the stack, in `sizes`.
  @discardableResult
  private func childSizes(_ proposal: ProposedViewSize, in pass: LayoutPass) -> UnsafeMutableBufferPointer<CGSize> {
    if sized.pointee.proposal != proposal {
      sized.pointee.proposal = nil
      let outer = pass.askedDependence
      pass.askedDependence = []
      distribute(proposal, in: pass)
      sized.pointee = (proposal, pass.askedDependence)
      pass.askedDependence.formUnion(outer)
    } else {
      pass.askedDependence.formUnion(sized.pointee.dependence)
    }
    return sizes
  }

  /// The children unretained, for the questions distributing asks them (`children` owns them):
  /// asked through an array element, every question retained and released the child.
  private let refs: UnsafeMutableBufferPointer<Unmanaged<LayoutNode>>

  @inline(__always) private func childSize(_ i: Int, _ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
    refs[i]._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, in: pass) }
  }

  /// Scratch space for distributing, the node's own: each child's smallest length, its
  /// flexibility, and the order children are served in (no allocation per question).
  private let lows: UnsafeMutableBufferPointer<CGFloat>
  private let flexibility: UnsafeMutableBufferPointer<CGFloat>
  private let serving: UnsafeMutableBufferPointer<Int>

  /// Sizes every child for `proposal` into `sizes`. Priority groups from the highest; each may
  /// use what the groups below leave at their smallest. Within a group, the least flexible child
  /// (the smallest range between the shortest and longest length it takes) is served first,
  /// each an equal share of what is left.
  private func distribute(_ proposal: ProposedViewSize, in pass: LayoutPass) {
    guard let axis else { return layered(proposal, in: pass) }
    let horizontal = axis == .horizontal
    let crossLength = horizontal ? proposal.height : proposal.width
    func offer(_ main: CGFloat?) -> ProposedViewSize {
      horizontal ? ProposedViewSize(width: main, height: crossLength) : ProposedViewSize(width: crossLength, height: main)
    }
    func length(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    guard let offered = horizontal ? proposal.width : proposal.height else {
      // Unspecified along the axis: every child at its ideal length.
      for i in children.indices { sizes[i] = childSize(i, offer(nil), pass) }
      return
    }
    let (order, ends) = (groupOrder, groupEnds)
    var reserved: CGFloat = 0
    for i in children.indices {
      lows[i] = length(childSize(i, offer(0), pass))
      reserved += lows[i]
    }
    var remaining = offered - totalSpacing
    var start = 0
    for end in ends {
      // Served in this group's order: least flexible first, ties in child order.
      for k in start..<end {
        let i = order[k]
        reserved -= lows[i]
        serving[k] = i
        if end - start > 1 { flexibility[i] = length(childSize(i, offer(.infinity), pass)) - lows[i] }
      }
      if end - start > 1 {
        for k in (start + 1)..<end {
          let i = serving[k]
          var j = k
          while j > start, flexibility[serving[j - 1]] > flexibility[i] {
            serving[j] = serving[j - 1]
            j -= 1
          }
          serving[j] = i
        }
      }
      var available = remaining - reserved
      for k in start..<end {
        let i = serving[k]
        let share = max(0, available / CGFloat(end - k))
        let size = childSize(i, offer(share), pass)
        sizes[i] = size
        available -= length(size)
        remaining -= length(size)
      }
      start = end
    }
  }

  /// A ZStack: every child gets the proposal, unless their layout priorities differ; then the
  /// highest-priority children are sized first and the rest are proposed the size they make
  /// ("Thinking in SwiftUI", objc.io), and only those first children size the stack.
  private func layered(_ proposal: ProposedViewSize, in pass: LayoutPass) {
    let groups = priorityGroups
    guard groups.count > 1, let top = groups.first else {
      for i in children.indices { sizes[i] = childSize(i, proposal, pass) }
      return
    }
    var union = CGSize.zero
    for i in top {
      sizes[i] = childSize(i, proposal, pass)
      union = CGSize(width: max(union.width, sizes[i].width), height: max(union.height, sizes[i].height))
    }
    for group in groups.dropFirst() {
      for i in group { sizes[i] = childSize(i, ProposedViewSize(union), pass) }
    }
  }

  /// The proposal child `i` is placed with, given its size: along the axis, its own length.
  private func childProposal(_ i: Int, _ size: CGSize, _ proposal: ProposedViewSize) -> ProposedViewSize {
    var p = proposal
    if let axis { p[axis] = axis == .horizontal ? size.width : size.height }
    return p
  }

  /// Aligned by a guide the children may set (a text baseline, an `alignmentGuide`, a custom
  /// guide): each child's leading or top edge after the guide furthest along, and the length
  /// that holds every child so aligned (SwiftUI's stacks grow to hold them).
  private func guideOffsets(
    _ key: AlignmentKey, _ sizes: UnsafeMutableBufferPointer<CGSize>, _ proposal: ProposedViewSize, _ pass: LayoutPass
  )
    -> (offsets: [CGFloat], length: CGFloat)
  {
    let vertical = key.axis == .vertical
    let guides = children.indices.map { i in
      let p = childProposal(i, sizes[i], proposal)
      return children[i].explicitGuide(key, p, in: pass)
        ?? key.defaultValue(ViewDimensions(size: sizes[i], node: children[i], proposal: p, pass: pass))
    }
    let above = guides.max() ?? 0
    let below = zip(sizes, guides).map { (vertical ? $0.height : $0.width) - $1 }.max() ?? 0
    return (guides.map { above - $0 }, above + below)
  }

  /// Where each child goes, from the stack's top-leading corner, in a stack of `size`.
  private func childOrigins(_ sizes: UnsafeMutableBufferPointer<CGSize>, _ proposal: ProposedViewSize, in size: CGSize, _ pass: LayoutPass)
    -> [CGPoint]
  {
    let bounds = CGRect(origin: .zero, size: size)
    let tops = guidedVertically ? guideOffsets(alignment.vertical.key, sizes, proposal, pass).offsets : nil
    let leadings = guidedHorizontally ? guideOffsets(alignment.horizontal.key, sizes, proposal, pass).offsets : nil
    var cursor: CGFloat = 0
    var origins: [CGPoint] = []
    origins.reserveCapacity(children.count)
    for i in children.indices {
      let s = sizes[i]
      let aligned = alignment.origin(of: s, in: bounds)
      switch axis {
      case .none: origins.append(CGPoint(x: leadings?[i] ?? aligned.x, y: tops?[i] ?? aligned.y))
      case .horizontal:
        origins.append(CGPoint(x: cursor, y: tops?[i] ?? aligned.y))
        cursor += s.width + (i + 1 < children.count ? gaps[i] : 0)
      case .vertical:
        origins.append(CGPoint(x: leadings?[i] ?? aligned.x, y: cursor))
        cursor += s.height + (i + 1 < children.count ? gaps[i] : 0)
      }
    }
    return origins
  }

  /// The proposal a stack lays its children out with when it places them in `size`, its own
  /// size: SwiftUI's stacks lay out again with an unspecified length across (a ZStack's on either
  /// axis) replaced by the stack's own. So in a `fixedSize` VStack an underline with no width, or
  /// a button with `maxWidth: .infinity`, is as wide as the widest child, and a Divider in a
  /// vertically fixed HStack as tall as the tallest (DanceUI's `proposalWhenPlacing`). DanceUI's
  /// ZStack places at its own size even where it was offered a length; that differs only when a
  /// child overflows the offer, is not confirmed elsewhere, and is not followed here.
  private func placementProposal(_ proposal: ProposedViewSize, _ size: CGSize) -> ProposedViewSize {
    switch axis {
    case .horizontal: ProposedViewSize(width: proposal.width, height: proposal.height ?? size.height)
    case .vertical: ProposedViewSize(width: proposal.width ?? size.width, height: proposal.height)
    case nil: ProposedViewSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }
  }

  /// A stack passes on its children's guides as they are placed: its first baseline is the first
  /// child's that has text and its last the last one's; a custom guide is the average of the
  /// children's that set it (SwiftUI's default combining). Built-in edges and centres set below
  /// a stack go no further (they align within the first container only).
  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? {
    guard key.passesThroughContainers else { return nil }
    let size = sizeThatFits(proposal, in: pass)
    let placing = placementProposal(proposal, size)
    let sizes = childSizes(placing, in: pass)
    let origins = childOrigins(sizes, placing, in: size, pass)
    var values: [CGFloat] = []
    for i in children.indices {
      guard let v = children[i].explicitGuide(key, childProposal(i, sizes[i], placing), in: pass) else { continue }
      values.append(v + (key.axis == .vertical ? origins[i].y : origins[i].x))
    }
    return key.merged(values)
  }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    let sizes = childSizes(proposal, in: pass)
    if guidedVertically || guidedHorizontally {
      let height =
        guidedVertically
        ? guideOffsets(alignment.vertical.key, sizes, proposal, pass).length
        : axis == .vertical ? sizes.reduce(0) { $0 + $1.height } + totalSpacing : (sizes.map(\.height).max() ?? 0)
      let width =
        guidedHorizontally
        ? guideOffsets(alignment.horizontal.key, sizes, proposal, pass).length
        : axis == .horizontal ? sizes.reduce(0) { $0 + $1.width } + totalSpacing : (sizes.map(\.width).max() ?? 0)
      return CGSize(width: width, height: height)
    }
    guard let axis else {
      var union = CGSize.zero
      for i in (priorityGroups.count > 1 ? (priorityGroups.first ?? []) : Array(children.indices)) {
        union = CGSize(width: max(union.width, sizes[i].width), height: max(union.height, sizes[i].height))
      }
      return union
    }
    var along: CGFloat = totalSpacing
    var across: CGFloat = 0
    for s in sizes {
      along += axis == .horizontal ? s.width : s.height
      across = max(across, axis == .horizontal ? s.height : s.width)
    }
    return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    let placing = placementProposal(proposal, bounds.size)
    let sizes = childSizes(placing, in: pass)
    let origins = childOrigins(sizes, placing, in: bounds.size, pass)
    for (i, child) in children.enumerated() {
      // The child is placed with the proposal it was sized with.
      let origin = CGPoint(x: bounds.minX + origins[i].x, y: bounds.minY + origins[i].y)
      child.place(in: CGRect(origin: origin, size: sizes[i]), proposal: childProposal(i, sizes[i], placing), pass: pass)
    }
  }

  /// In order, but by zIndex first (a stable sort: equal indices keep their order).
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    guard hasZIndex else {
      for c in children { c.collectLeaves(into: &leaves) }
      return
    }
    let ordered = children.enumerated().sorted { a, b in
      a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
    }
    for (_, c) in ordered { c.collectLeaves(into: &leaves) }
  }

  override func resetLayout() {
    sized.pointee = (nil, [])
    super.resetLayout()
  }
  override func forEachChild(_ body: (LayoutNode) -> Void) { children.forEach(body) }
}

nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child("HStack")
    inner.stackAxis = .horizontal
    return [
      StackNode(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        children: TabFramesUI.makeNodes(content, inner), path: context.path)
    ]
  }
}

nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child("VStack")
    inner.stackAxis = .vertical
    let stack = StackNode(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
      children: TabFramesUI.makeNodes(content, inner), path: context.path, scale: context.scale)
    return [stack]
  }
}

nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("ZStack").outsideStack()
    return [StackNode(axis: nil, alignment: alignment, spacing: nil, children: TabFramesUI.makeNodes(content, inner), path: context.path)]
  }
}

/// SwiftUI's `Spacer`: grows along its stack's axis (both axes outside a stack) from `minLength`
/// (8 pt by default) and never makes the stack taller or wider across; it gives way to every
/// other view first.
nonisolated public struct Spacer: View, PrimitiveView {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [SpacerNode(axis: context.stackAxis, minLength: minLength ?? StackNode.defaultSpacing, id: context.path)]
  }
}

final class SpacerNode: LayoutNode, @unchecked Sendable {
  let axis: Axis?
  let minLength: CGFloat

  init(axis: Axis?, minLength: CGFloat, id: String) {
    self.axis = axis
    self.minLength = minLength
    super.init(id: id)
    // Spacers take what every other view leaves (docs/FIDELITY.md §4: layout priority −∞).
    layoutPriority = -.infinity
  }

  override var isSpacer: Bool { true }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    // Infinity stays infinite, as OpenSwiftUI's Spacer returns max(proposal, minLength).
    func grow(_ p: CGFloat?) -> CGFloat { max(minLength, p ?? minLength) }
    switch axis {
    case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: grow(proposal.height))
    case .none: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
    }
  }
}
