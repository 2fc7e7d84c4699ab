import Foundation

/// HStack, VStack and ZStack's layout. A stack along an axis offers its children space in order
/// of layout priority (highest first) and, within a priority, least flexible first: each gets an
/// equal share of what is left, and what it does not take goes to the rest. Default spacing is
/// 8 pt between views and 0 beside a Spacer (docs/FIDELITY.md §4).
struct _StackLayout: ContainerLayout {
  /// nil: a ZStack (children on top of each other).
  let axis: Axis?
  let alignment: Alignment
  let spacing: CGFloat?
  /// Pixels a point, for spacing snapped to the grid.
  let scale: CGFloat

  static let defaultSpacing: CGFloat = 8

  /// A section outside a list is its header, rows and footer, each a child of the stack, laid out
  /// with the stack's alignment and spacing, as a `Group`'s views are.
  func arrange(_ children: [LayoutNode]) -> [LayoutNode] { children.flatMap { ($0 as? SectionNode)?.parts ?? [$0] } }

  func makeCache(children: [LayoutNode]) -> StackCache { StackCache(self, arrange(children)) }

  /// A stack hands its length across to every child and shares its length along among them, so
  /// its size depends on what theirs do; aligned by baselines, it reads more (the children's
  /// baselines, which the cache does not see), so both.
  func readsProposal(_ cache: StackCache) -> ProposalDependence { cache.guidedVertically || cache.guidedHorizontally ? .both : [] }

  func forgetSizes(_ cache: StackCache) { cache.sized.pointee = (nil, []) }

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

  /// Each child's size for a proposal to the stack, in the cache's `sizes`.
  @discardableResult
  private func childSizes(_ proposal: ProposedViewSize, _ c: StackCache, _ pass: LayoutPass) -> UnsafeMutableBufferPointer<CGSize> {
    if c.sized.pointee.proposal != proposal {
      c.sized.pointee.proposal = nil
      let outer = pass.askedDependence
      pass.askedDependence = []
      distribute(proposal, c, pass)
      c.sized.pointee = (proposal, pass.askedDependence)
      pass.askedDependence.formUnion(outer)
    } else {
      pass.askedDependence.formUnion(c.sized.pointee.dependence)
    }
    return c.sizes
  }

  /// Sizes every child for `proposal` into `sizes`. Priority groups from the highest; each may
  /// use what the groups below leave at their smallest. Within a group, the least flexible child
  /// (the smallest range between the shortest and longest length it takes) is served first,
  /// each an equal share of what is left.
  private func distribute(_ proposal: ProposedViewSize, _ c: StackCache, _ pass: LayoutPass) {
    guard let axis else { return layered(proposal, c, pass) }
    let (sizes, lows, flexibility, serving) = (c.sizes, c.lows, c.flexibility, c.serving)
    let horizontal = axis == .horizontal
    let crossLength = horizontal ? proposal.height : proposal.width
    func offer(_ main: CGFloat?) -> ProposedViewSize {
      horizontal ? ProposedViewSize(width: main, height: crossLength) : ProposedViewSize(width: crossLength, height: main)
    }
    func length(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    guard let offered = horizontal ? proposal.width : proposal.height else {
      // Unspecified along the axis: every child at its ideal length.
      for i in 0..<c.count { sizes[i] = c.childSize(i, offer(nil), pass) }
      return
    }
    let (order, ends) = (c.groupOrder, c.groupEnds)
    var reserved: CGFloat = 0
    for i in 0..<c.count {
      lows[i] = length(c.childSize(i, offer(0), pass))
      reserved += lows[i]
    }
    var remaining = offered - c.totalSpacing
    var start = 0
    for end in ends {
      // Served in this group's order: least flexible first, ties in child order.
      for k in start..<end {
        let i = order[k]
        reserved -= lows[i]
        serving[k] = i
        if end - start > 1 { flexibility[i] = length(c.childSize(i, offer(.infinity), pass)) - lows[i] }
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
        let size = c.childSize(i, offer(share), pass)
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
  private func layered(_ proposal: ProposedViewSize, _ c: StackCache, _ pass: LayoutPass) {
    let groups = c.priorityGroups
    guard groups.count > 1, let top = groups.first else {
      for i in 0..<c.count { c.sizes[i] = c.childSize(i, proposal, pass) }
      return
    }
    var union = CGSize.zero
    for i in top {
      c.sizes[i] = c.childSize(i, proposal, pass)
      union = CGSize(width: max(union.width, c.sizes[i].width), height: max(union.height, c.sizes[i].height))
    }
    for group in groups.dropFirst() {
      for i in group { c.sizes[i] = c.childSize(i, ProposedViewSize(union), pass) }
    }
  }

  /// The proposal child `i` is placed with, given its size: along the axis, its own length.
  private func childProposal(_ size: CGSize, _ proposal: ProposedViewSize) -> ProposedViewSize {
    var p = proposal
    if let axis { p[axis] = axis == .horizontal ? size.width : size.height }
    return p
  }

  /// Aligned by a guide the children may set (a text baseline, an `alignmentGuide`, a custom
  /// guide): each child's leading or top edge after the guide furthest along, and the length
  /// that holds every child so aligned (SwiftUI's stacks grow to hold them).
  private func guideOffsets(
    _ key: AlignmentKey, _ sizes: UnsafeMutableBufferPointer<CGSize>, _ proposal: ProposedViewSize, _ children: [LayoutNode],
    _ pass: LayoutPass
  ) -> (offsets: [CGFloat], length: CGFloat) {
    let vertical = key.axis == .vertical
    let guides = children.indices.map { i in
      let p = childProposal(sizes[i], proposal)
      return children[i].explicitGuide(key, p, in: pass)
        ?? key.defaultValue(ViewDimensions(size: sizes[i], node: children[i], proposal: p, pass: pass))
    }
    let above = guides.max() ?? 0
    let below = zip(sizes, guides).map { (vertical ? $0.height : $0.width) - $1 }.max() ?? 0
    return (guides.map { above - $0 }, above + below)
  }

  /// Where each child goes, from the stack's top-leading corner, in a stack of `size`.
  private func childOrigins(
    _ sizes: UnsafeMutableBufferPointer<CGSize>, _ proposal: ProposedViewSize, in size: CGSize, _ node: ContainerLayoutNode<Self>,
    _ pass: LayoutPass
  ) -> [CGPoint] {
    let (c, children) = (node.cache, node.children)
    let bounds = CGRect(origin: .zero, size: size)
    let tops = c.guidedVertically ? guideOffsets(alignment.vertical.key, sizes, proposal, children, pass).offsets : nil
    let leadings = c.guidedHorizontally ? guideOffsets(alignment.horizontal.key, sizes, proposal, children, pass).offsets : nil
    var cursor: CGFloat = 0
    var origins: [CGPoint] = []
    origins.reserveCapacity(c.count)
    for i in 0..<c.count {
      let s = sizes[i]
      let aligned = alignment.origin(of: s, in: bounds)
      switch axis {
      case .none: origins.append(CGPoint(x: leadings?[i] ?? aligned.x, y: tops?[i] ?? aligned.y))
      case .horizontal:
        origins.append(CGPoint(x: cursor, y: tops?[i] ?? aligned.y))
        cursor += s.width + (i + 1 < c.count ? c.gaps[i] : 0)
      case .vertical:
        origins.append(CGPoint(x: leadings?[i] ?? aligned.x, y: cursor))
        cursor += s.height + (i + 1 < c.count ? c.gaps[i] : 0)
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
  func explicitGuide(_ key: AlignmentKey, for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGFloat?
  {
    guard key.passesThroughContainers else { return nil }
    let children = node.children
    let size = node.sizeThatFits(proposal, in: pass)
    let placing = placementProposal(proposal, size)
    let sizes = childSizes(placing, node.cache, pass)
    let origins = childOrigins(sizes, placing, in: size, node, pass)
    var values: [CGFloat] = []
    for i in children.indices {
      guard let v = children[i].explicitGuide(key, childProposal(sizes[i], placing), in: pass) else { continue }
      values.append(v + (key.axis == .vertical ? origins[i].y : origins[i].x))
    }
    return key.merged(values)
  }

  func size(for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGSize {
    let c = node.cache
    let sizes = childSizes(proposal, c, pass)
    if c.guidedVertically || c.guidedHorizontally {
      let children = node.children
      let height =
        c.guidedVertically
        ? guideOffsets(alignment.vertical.key, sizes, proposal, children, pass).length
        : axis == .vertical ? sizes.reduce(0) { $0 + $1.height } + c.totalSpacing : (sizes.map(\.height).max() ?? 0)
      let width =
        c.guidedHorizontally
        ? guideOffsets(alignment.horizontal.key, sizes, proposal, children, pass).length
        : axis == .horizontal ? sizes.reduce(0) { $0 + $1.width } + c.totalSpacing : (sizes.map(\.width).max() ?? 0)
      return CGSize(width: width, height: height)
    }
    guard let axis else {
      var union = CGSize.zero
      for i in (c.priorityGroups.count > 1 ? (c.priorityGroups.first ?? []) : Array(0..<c.count)) {
        union = CGSize(width: max(union.width, sizes[i].width), height: max(union.height, sizes[i].height))
      }
      return union
    }
    var along: CGFloat = c.totalSpacing
    var across: CGFloat = 0
    for s in sizes {
      along += axis == .horizontal ? s.width : s.height
      across = max(across, axis == .horizontal ? s.height : s.width)
    }
    return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) {
    let placing = placementProposal(proposal, bounds.size)
    let sizes = childSizes(placing, node.cache, pass)
    let origins = childOrigins(sizes, placing, in: bounds.size, node, pass)
    for (i, child) in node.children.enumerated() {
      // The child is placed with the proposal it was sized with.
      let origin = CGPoint(x: bounds.minX + origins[i].x, y: bounds.minY + origins[i].y)
      child.place(in: CGRect(origin: origin, size: sizes[i]), proposal: childProposal(sizes[i], placing), pass: pass)
    }
  }
}

/// What a stack works out once for its children (it is asked for sizes many times, each answer
/// from these), and the buffers it sizes them into: memory the cache owns, filled again in place
/// for each new proposal (an array made per question was most of layout's allocations, and a
/// class's array property pays exclusivity checks on every write).
final class StackCache {
  let count: Int
  /// Space after each child but the last.
  let gaps: [CGFloat]
  let totalSpacing: CGFloat
  /// The children grouped by layout priority, highest first, each group in child order; and the
  /// same as one list with the end of each group.
  let priorityGroups: [[Int]]
  let groupOrder: [Int]
  let groupEnds: [Int]
  /// Whether the children meet on a guide worth asking them for across the stack (a text
  /// baseline, a custom guide, an `alignmentGuide` below), rather than by fractions alone.
  private(set) lazy var guidedVertically =
    layout.axis != .vertical && (0..<count).contains { refs[$0].takeUnretainedValue().mayAnswer(layout.alignment.vertical.key) }
  private(set) lazy var guidedHorizontally =
    layout.axis != .horizontal && (0..<count).contains { refs[$0].takeUnretainedValue().mayAnswer(layout.alignment.horizontal.key) }
  private let layout: _StackLayout

  /// Each child's size for the proposal in `sized`.
  let sizes: UnsafeMutableBufferPointer<CGSize>
  /// The proposal `sizes` are for, and what the children's sizes for it depend on (added to the
  /// stack's own when the sizes are reused: the children are not asked again then).
  let sized = UnsafeMutablePointer<(proposal: ProposedViewSize?, dependence: ProposalDependence)>.allocate(capacity: 1)
  /// Scratch space for distributing: each child's smallest length, its flexibility, and the order
  /// children are served in (no allocation per question).
  let lows: UnsafeMutableBufferPointer<CGFloat>
  let flexibility: UnsafeMutableBufferPointer<CGFloat>
  let serving: UnsafeMutableBufferPointer<Int>
  /// The children unretained, for the questions distributing asks them (the node owns them):
  /// asked through an array element, every question retained and released the child.
  private let refs: UnsafeMutableBufferPointer<Unmanaged<LayoutNode>>

  init(_ layout: _StackLayout, _ children: [LayoutNode]) {
    self.layout = layout
    count = children.count
    let gaps = children.indices.dropLast().map {
      _StackLayout.gap(children[$0], children[$0 + 1], axis: layout.axis, spacing: layout.spacing, scale: layout.scale)
    }
    self.gaps = gaps
    totalSpacing = gaps.reduce(0, +)
    let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
    priorityGroups = priorities.map { p in children.indices.filter { children[$0].layoutPriority == p } }
    groupOrder = priorityGroups.flatMap { $0 }
    var ends: [Int] = []
    for group in priorityGroups { ends.append((ends.last ?? 0) + group.count) }
    groupEnds = ends
    sizes = .allocate(capacity: count)
    sizes.initialize(repeating: .zero)
    lows = .allocate(capacity: count)
    lows.initialize(repeating: 0)
    flexibility = .allocate(capacity: count)
    flexibility.initialize(repeating: 0)
    serving = .allocate(capacity: count)
    serving.initialize(repeating: 0)
    refs = .allocate(capacity: count)
    _ = refs.initialize(from: children.map { Unmanaged.passUnretained($0) })
    sized.initialize(to: (nil, []))
  }

  deinit {
    sizes.deallocate()
    lows.deallocate()
    flexibility.deallocate()
    serving.deallocate()
    refs.deallocate()
    sized.deinitialize(count: 1)
    sized.deallocate()
  }

  @inline(__always) func childSize(_ i: Int, _ proposal: ProposedViewSize, _ pass: LayoutPass) -> CGSize {
    refs[i]._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, in: pass) }
  }
}

/// A stack's node: the container node running a stack layout.
typealias StackNode = ContainerLayoutNode<_StackLayout>

extension ContainerLayoutNode where L == _StackLayout {
  convenience init(axis: Axis?, alignment: Alignment, spacing: CGFloat?, children: [LayoutNode], path: String, scale: CGFloat = 3) {
    self.init(_StackLayout(axis: axis, alignment: alignment, spacing: spacing, scale: scale), children: children, id: path)
  }
}
