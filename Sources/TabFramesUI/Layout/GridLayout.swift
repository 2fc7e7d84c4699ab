import Foundation

/// A lazy grid laid out whole. Along its axis it stacks lines (a `LazyVGrid`'s rows); across it,
/// each line holds one child a track (its columns), the tracks made from the grid items as
/// Apple's `GridItem.Size` documents: a fixed item is one track of its length; a flexible one
/// gets "the size of the grid with spacing and inflexible items removed, divided by the number of
/// flexible items, clamped to the provided bounds"; an adaptive one takes a flexible item's share
/// and fits in it as many tracks of at least its minimum as it can, widened to fill it (up to its
/// maximum). A line is as long as its longest child; cells align their child by the item's
/// alignment (centre by default), and the tracks together by the grid's. The grid takes the
/// whole length across that it is offered.
///
/// A `Section` inside is its header and footer, each a line of its own across the grid's whole
/// width, aligned by the grid's alignment, and its rows in lines of their own between them, as
/// SwiftUI lays out a sectioned grid.
struct _LazyGridLayout: ContainerLayout {
  let axis: Axis
  let items: [GridItem]
  let lineSpacing: CGFloat?
  let alignment: Alignment

  /// The children as the grid lays them out: cells that fill the tracks line by line, and a
  /// section's header or footer, alone across a line.
  final class Runs {
    let runs: [Run]
    init(_ runs: [Run]) { self.runs = runs }
  }

  enum Run {
    case cells([LayoutNode])
    case across(LayoutNode)
  }

  /// One line: cells, one a track, or a view across the grid.
  private enum Line {
    case cells(ArraySlice<LayoutNode>)
    case across(LayoutNode)
  }

  static let defaultSpacing: CGFloat = 8

  struct Track {
    var length: CGFloat
    /// The gap after it (none after the last).
    var spacing: CGFloat
    var alignment: Alignment
  }

  init(axis: Axis, tracks: [GridItem], lineSpacing: CGFloat?, alignment: Alignment) {
    self.axis = axis
    self.items = tracks.isEmpty ? [GridItem()] : tracks
    self.lineSpacing = lineSpacing
    self.alignment = alignment
  }

  /// Every child, a section's parts in place of the section.
  func arrange(_ children: [LayoutNode]) -> [LayoutNode] { children.flatMap { ($0 as? SectionNode)?.parts ?? [$0] } }

  func makeCache(children: [LayoutNode]) -> Runs {
    var runs: [Run] = []
    var loose: [LayoutNode] = []
    for child in children {
      guard let section = child as? SectionNode else {
        loose.append(child)
        continue
      }
      if !loose.isEmpty { runs.append(.cells(loose)) }
      loose = []
      runs += section.header.map(Run.across)
      if !section.rows.isEmpty { runs.append(.cells(section.rows)) }
      runs += section.footer.map(Run.across)
    }
    if !loose.isEmpty { runs.append(.cells(loose)) }
    return Runs(runs)
  }

  /// The lines for `count` tracks: each run of cells in lines of `count`.
  private func lines(count: Int, _ runs: [Run]) -> [Line] {
    runs.flatMap { run -> [Line] in
      switch run {
      case .across(let node): return [.across(node)]
      case .cells(let cells):
        return stride(from: 0, to: cells.count, by: max(1, count)).map { .cells(cells[$0..<min($0 + max(1, count), cells.count)]) }
      }
    }
  }

  /// The cells, without the views across.
  private func cells(_ runs: [Run]) -> [LayoutNode] {
    runs.flatMap { run -> [LayoutNode] in
      guard case .cells(let c) = run else { return [] }
      return c
    }
  }

  /// A size or proposal as (across, along) for this grid's axis, and back.
  private func across(_ s: CGSize) -> CGFloat { axis == .vertical ? s.width : s.height }
  private func along(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }
  private func size(across a: CGFloat, along b: CGFloat) -> CGSize {
    axis == .vertical ? CGSize(width: a, height: b) : CGSize(width: b, height: a)
  }
  private func proposal(across a: CGFloat?, along b: CGFloat?) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: a, height: b) : ProposedViewSize(width: b, height: a)
  }

  /// The tracks across `available` points, or at their ideal lengths when nil.
  func tracks(across available: CGFloat?, _ runs: [Run], in pass: LayoutPass) -> [Track] {
    let gaps = items.dropLast().map { $0.spacing ?? Self.defaultSpacing }
    guard let available else { return idealTracks(gaps, runs, in: pass) }
    // What the flexible and adaptive items share, each clamped to its bounds; those clamped
    // leave the rest to the others.
    var share: [Int: CGFloat] = [:]
    var open = items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
    var rest =
      available - gaps.reduce(0, +)
      - items.reduce(0) { sum, item in if case .fixed(let s) = item.size { sum + s } else { sum } }
    while !open.isEmpty {
      let each = rest / CGFloat(open.count)
      let clamped = open.filter { i in
        let (low, high) = bounds(items[i].size)
        return each < low || each > high
      }
      if clamped.isEmpty {
        for i in open { share[i] = max(0, each) }
        break
      }
      for i in clamped {
        let (low, high) = bounds(items[i].size)
        share[i] = min(max(each, low), high)
        rest -= share[i] ?? 0
      }
      open.removeAll { clamped.contains($0) }
    }
    var tracks: [Track] = []
    for (i, item) in items.enumerated() {
      let after = i < gaps.count ? gaps[i] : 0
      let cell = item.alignment ?? .center
      switch item.size {
      case .fixed(let s): tracks.append(Track(length: s, spacing: after, alignment: cell))
      case .flexible: tracks.append(Track(length: share[i] ?? 0, spacing: after, alignment: cell))
      case .adaptive(let minimum, let maximum):
        let length = share[i] ?? 0
        let gap = item.spacing ?? Self.defaultSpacing
        let count = max(1, Int(((length + gap) / (max(minimum, 1) + gap)).rounded(.down)))
        let each = min((length - CGFloat(count - 1) * gap) / CGFloat(count), maximum)
        for k in 0..<count {
          tracks.append(Track(length: max(0, each), spacing: k == count - 1 ? after : gap, alignment: cell))
        }
      }
    }
    return tracks
  }

  /// A flexible or adaptive item's bounds (an adaptive one grows without end: it adds tracks).
  private func bounds(_ size: GridItem.Size) -> (CGFloat, CGFloat) {
    switch size {
    case .fixed(let s): return (s, s)
    case .flexible(let low, let high): return (low, high)
    case .adaptive(let low, _): return (low, .infinity)
    }
  }

  /// With nothing offered across: fixed items at their length, flexible ones as long as their
  /// longest child (within bounds), adaptive ones one track of at least their minimum.
  private func idealTracks(_ gaps: [CGFloat], _ runs: [Run], in pass: LayoutPass) -> [Track] {
    let cells = cells(runs)
    return items.enumerated().map { i, item in
      let after = i < gaps.count ? gaps[i] : 0
      let column = stride(from: i, to: cells.count, by: items.count).map { cells[$0] }
      let widest = column.map { across($0.sizeThatFits(.unspecified, in: pass)) }.max() ?? 0
      let length: CGFloat
      switch item.size {
      case .fixed(let s): length = s
      case .flexible(let low, let high): length = min(max(widest, low), high)
      case .adaptive(let low, let high): length = min(max(widest, low), high)
      }
      return Track(length: length, spacing: after, alignment: item.alignment ?? .center)
    }
  }

  /// Each line's length along the axis: its longest child, proposed its track's length; a view
  /// across, proposed the grid's length across (`width`).
  private func lengths(_ lines: [Line], _ tracks: [Track], across width: CGFloat, in pass: LayoutPass) -> [CGFloat] {
    lines.map { line in
      switch line {
      case .across(let node): return along(node.sizeThatFits(proposal(across: width, along: nil), in: pass))
      case .cells(let cells):
        return zip(cells, tracks).map { cell, track in along(cell.sizeThatFits(proposal(across: track.length, along: nil), in: pass)) }
          .max() ?? 0
      }
    }
  }

  private var spacingBetweenLines: CGFloat { lineSpacing ?? Self.defaultSpacing }

  func size(for p: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGSize {
    let (runs, pass) = (node.cache.runs, pass)
    let offered = across(CGSize(width: p.width ?? .nan, height: p.height ?? .nan))
    let tracks = tracks(across: offered.isNaN ? nil : offered, runs, in: pass)
    let content = tracks.reduce(0) { $0 + $1.length + $1.spacing }
    let lines = lines(count: tracks.count, runs)
    let lengths = lengths(lines, tracks, across: offered.isNaN ? content : offered, in: pass)
    let alongTotal = lengths.reduce(0, +) + spacingBetweenLines * CGFloat(max(0, lengths.count - 1))
    // Nothing offered across: as wide as its tracks, or a view across that is wider.
    let widest = lines.reduce(content) { w, line in
      if case .across(let node) = line { max(w, across(node.sizeThatFits(proposal(across: nil, along: nil), in: pass))) } else { w }
    }
    return size(across: offered.isNaN ? widest : offered, along: alongTotal)
  }

  func placeChildren(in bounds: CGRect, proposal p: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) {
    let (runs, pass) = (node.cache.runs, pass)
    let width = across(bounds.size)
    let tracks = tracks(across: width, runs, in: pass)
    let lines = lines(count: tracks.count, runs)
    let lengths = lengths(lines, tracks, across: width, in: pass)
    let content = tracks.reduce(0) { $0 + $1.length + $1.spacing }
    // The tracks together, and a view across, aligned across the grid by its alignment.
    let fraction = (axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction) ?? 0.5
    let start = (width - content) * fraction
    var lineStart: CGFloat = 0
    for (line, length) in zip(lines, lengths) {
      switch line {
      case .across(let node):
        let p = proposal(across: width, along: nil)
        let s = node.sizeThatFits(p, in: pass)
        let origin = size(across: (width - across(s)) * fraction, along: lineStart)
        node.place(
          in: CGRect(origin: CGPoint(x: bounds.minX + origin.width, y: bounds.minY + origin.height), size: s), proposal: p, pass: pass)
      case .cells(let cells):
        var trackStart = start
        for (child, track) in zip(cells, tracks) {
          let cellOrigin = size(across: trackStart, along: lineStart)
          let cell = CGRect(
            origin: CGPoint(x: bounds.minX + cellOrigin.width, y: bounds.minY + cellOrigin.height),
            size: size(across: track.length, along: length))
          let childProposal = proposal(across: track.length, along: nil)
          let childSize = child.sizeThatFits(childProposal, in: pass)
          child.place(
            in: CGRect(origin: track.alignment.origin(of: childSize, in: cell), size: childSize), proposal: childProposal, pass: pass)
          trackStart += track.length + track.spacing
        }
      }
      lineStart += length + spacingBetweenLines
    }
  }
}
