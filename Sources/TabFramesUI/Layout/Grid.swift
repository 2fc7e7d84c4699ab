import Foundation

/// SwiftUI's `Grid` (iOS 16): rows of cells in shared columns. A `GridRow`'s views are cells, a
/// column each (or `gridCellColumns(_:)` of them); any other view is a row of its own across the
/// grid. A column is as wide as its widest cell and a row as tall as its tallest; where the grid
/// is offered a length, columns (and rows) share it as a stack's children do, least flexible
/// first. Cells align by the grid's alignment, a row's vertical alignment, a column's
/// `gridColumnAlignment(_:)` or a cell's `gridCellAnchor(_:)`; a cell with
/// `gridCellUnsizedAxes(_:)` takes the room the others make and asks for none.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("Grid").outsideStack()
    let rows = TabFramesUI.makeNodes(content, inner)
    return [
      ContainerLayoutNode(
        _GridLayout(alignment: alignment, spacing: CGSize(width: horizontalSpacing ?? 8, height: verticalSpacing ?? 8)), children: rows,
        id: context.path)
    ]
  }
}

/// A row of a `Grid`: its views are the row's cells.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("GridRow").outsideStack()
    return [GridRowNode(cells: TabFramesUI.makeNodes(content, inner), alignment: alignment, id: context.path)]
  }
}

/// A `GridRow`: laid out by its grid only (outside a grid, as an HStack of its cells).
final class GridRowNode: LayoutNode, @unchecked Sendable {
  let cells: [LayoutNode]
  let alignment: VerticalAlignment?
  private lazy var asStack = StackNode(
    axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil, children: cells, path: id)

  init(cells: [LayoutNode], alignment: VerticalAlignment?, id: String) {
    self.cells = cells
    self.alignment = alignment
    super.init(id: id)
  }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { asStack.sizeThatFits(proposal, in: pass) }
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    asStack.place(in: bounds, proposal: proposal, pass: pass)
  }
  override func resetLayout() {
    asStack.resetLayout()
    super.resetLayout()
  }
  /// Its cells by zIndex, as the grid's own children are.
  override func collectLeaves(into leaves: inout [LayoutLeaf]) { collectLeavesInZIndexOrder(cells, into: &leaves) }
  override func forEachChild(_ body: (LayoutNode) -> Void) { cells.forEach(body) }
}

/// What a cell says of itself through its modifiers.
struct GridCellColumns: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignment: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchor: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxes: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension LayoutNode {
  /// The value a `layoutValue` modifier around this node set for a key, else its default.
  func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    var node: LayoutNode? = self
    while let n = node {
      if let valued = n as? LayoutValueNode, let value = valued.values[ObjectIdentifier(key)] as? K.Value { return value }
      node = (n as? WrapperNode)?.child
    }
    return K.defaultValue
  }
}

extension View {
  nonisolated public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumns.self, value: max(1, count)) }
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignment.self, value: guide)
  }
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchor.self, value: anchor) }
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxes.self, value: axes) }
}

struct _GridLayout: ContainerLayout {
  let alignment: Alignment
  let spacing: CGSize

  /// The grid's rows, worked out once from its children: a `GridRow`'s cells each with the first
  /// column it starts at and the columns it spans, any other view across the grid.
  final class Table {
    /// A row: its cells with the first column each starts at, or one view across the grid.
    struct Row {
      var cells: [(node: LayoutNode, column: Int, span: Int)]
      var alignment: VerticalAlignment?
      var across: LayoutNode?
    }

    let rows: [Row]
    let columnCount: Int
    /// Each column's alignment: the first `gridColumnAlignment` set in it, else the grid's.
    let columnAlignments: [HorizontalAlignment]

    init(_ children: [LayoutNode], alignment: Alignment) {
      var rows: [Row] = []
      for child in children {
        guard let row = child as? GridRowNode else {
          rows.append(Row(cells: [], alignment: nil, across: child))
          continue
        }
        var column = 0
        var cells: [(node: LayoutNode, column: Int, span: Int)] = []
        for cell in row.cells {
          let span = cell.layoutValue(GridCellColumns.self)
          cells.append((cell, column, span))
          column += span
        }
        rows.append(Row(cells: cells, alignment: row.alignment, across: nil))
      }
      self.rows = rows
      let count = rows.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
      columnCount = count
      columnAlignments = (0..<count).map { c in
        rows.lazy.flatMap(\.cells).first { $0.column == c && $0.node.layoutValue(GridColumnAlignment.self) != nil }
          .flatMap { $0.node.layoutValue(GridColumnAlignment.self) } ?? alignment.horizontal
      }
    }
  }

  func makeCache(children: [LayoutNode]) -> Table { Table(children, alignment: alignment) }

  /// Lengths for `count` tracks sharing `available` (nil: each at its ideal length), the least
  /// flexible served first, each an equal share of what is left, as a stack shares its length.
  private static func share(_ count: Int, _ available: CGFloat?, _ length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
    guard let available, available.isFinite else { return (0..<count).map { length($0, available) } }
    let low = (0..<count).map { length($0, 0) }
    let high = (0..<count).map { length($0, .infinity) }
    let order = (0..<count).sorted { (high[$0] - low[$0], $0) < (high[$1] - low[$1], $1) }
    var lengths = Array(repeating: CGFloat(0), count: count)
    var remaining = available
    for (k, i) in order.enumerated() {
      let l = length(i, max(0, remaining / CGFloat(count - k)))
      lengths[i] = l
      remaining -= l
    }
    return lengths
  }

  /// Column widths for a proposed width: each the widest of its single-column sized cells.
  private func columnWidths(_ width: CGFloat?, _ t: Table, in pass: LayoutPass) -> [CGFloat] {
    let available = width.map { $0 - spacing.width * CGFloat(max(0, t.columnCount - 1)) }
    return Self.share(t.columnCount, available) { c, offer in
      var widest: CGFloat = 0
      for row in t.rows {
        for cell in row.cells where cell.column == c && cell.span == 1 {
          guard !cell.node.layoutValue(GridCellUnsizedAxes.self).contains(.horizontal) else { continue }
          widest = max(widest, cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil), in: pass).width)
        }
      }
      return widest
    }
  }

  private func cellWidth(_ widths: [CGFloat], _ column: Int, _ span: Int) -> CGFloat {
    let end = min(widths.count, column + span)
    guard column < end else { return 0 }
    return widths[column..<end].reduce(0, +) + spacing.width * CGFloat(end - column - 1)
  }

  private func totalWidth(_ widths: [CGFloat], _ proposal: ProposedViewSize, _ t: Table, in pass: LayoutPass) -> CGFloat {
    let columns = widths.reduce(0, +) + spacing.width * CGFloat(max(0, widths.count - 1))
    if t.columnCount > 0 { return columns }
    // Only t.rows across the grid: as wide as the widest.
    return t.rows.compactMap { $0.across?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil), in: pass).width }.max() ?? 0
  }

  private func rowHeights(_ widths: [CGFloat], _ width: CGFloat, _ height: CGFloat?, _ t: Table, in pass: LayoutPass) -> [CGFloat] {
    let available = height.map { $0 - spacing.height * CGFloat(max(0, t.rows.count - 1)) }
    return Self.share(t.rows.count, available) { r, offer in
      let row = t.rows[r]
      if let across = row.across { return across.sizeThatFits(ProposedViewSize(width: width, height: offer), in: pass).height }
      var tallest: CGFloat = 0
      for cell in row.cells where !cell.node.layoutValue(GridCellUnsizedAxes.self).contains(.vertical) {
        tallest = max(
          tallest,
          cell.node.sizeThatFits(ProposedViewSize(width: cellWidth(widths, cell.column, cell.span), height: offer), in: pass).height)
      }
      return tallest
    }
  }

  func size(for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGSize {
    let t = node.cache
    let widths = columnWidths(proposal.width, t, in: pass)
    let width = totalWidth(widths, proposal, t, in: pass)
    let heights = rowHeights(widths, width, proposal.height, t, in: pass)
    return CGSize(width: width, height: heights.reduce(0, +) + spacing.height * CGFloat(max(0, t.rows.count - 1)))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) {
    let t = node.cache
    let widths = columnWidths(proposal.width, t, in: pass)
    let width = totalWidth(widths, proposal, t, in: pass)
    let heights = rowHeights(widths, width, proposal.height, t, in: pass)
    var lefts: [CGFloat] = []
    var x = bounds.minX
    for w in widths {
      lefts.append(x)
      x += w + spacing.width
    }
    var y = bounds.minY
    for (r, row) in t.rows.enumerated() {
      if let across = row.across {
        place(
          across, in: CGRect(x: bounds.minX, y: y, width: width, height: heights[r]),
          Alignment(horizontal: alignment.horizontal, vertical: alignment.vertical), pass: pass)
      }
      let vertical = row.alignment ?? alignment.vertical
      // On a guide (a text baseline, a custom guide) the row's cells meet on it, as a stack's
      // children do, the one that reaches highest at the row's top; a cell alone would put its
      // baseline on the row's bottom (an empty rectangle's baseline).
      var guides: [Int: CGFloat] = [:]
      if vertical.baseline != nil || vertical.fraction == nil {
        for (i, cell) in row.cells.enumerated() where cell.column < lefts.count && cell.node.layoutValue(GridCellAnchor.self) == nil {
          let p = ProposedViewSize(width: cellWidth(widths, cell.column, cell.span), height: heights[r])
          let size = cell.node.sizeThatFits(p, in: pass)
          guides[i] =
            cell.node.explicitGuide(vertical.key, p, in: pass)
            ?? vertical.key.defaultValue(ViewDimensions(size: size, node: cell.node, proposal: p, pass: pass))
        }
      }
      let rowGuide = guides.values.max()
      for (i, cell) in row.cells.enumerated() where cell.column < lefts.count {
        let rect = CGRect(x: lefts[cell.column], y: y, width: cellWidth(widths, cell.column, cell.span), height: heights[r])
        let horizontal = cell.span == 1 ? t.columnAlignments[cell.column] : alignment.horizontal
        if let guide = guides[i], let rowGuide {
          place(cell.node, in: rect, Alignment(horizontal: horizontal, vertical: .top), dy: rowGuide - guide, pass: pass)
        } else {
          place(cell.node, in: rect, Alignment(horizontal: horizontal, vertical: vertical), pass: pass)
        }
      }
      y += heights[r] + spacing.height
    }
  }

  /// Places a cell in its rectangle by its anchor or the alignment, `dy` lower.
  private func place(_ node: LayoutNode, in rect: CGRect, _ alignment: Alignment, dy: CGFloat = 0, pass: LayoutPass) {
    let p = ProposedViewSize(rect.size)
    let size = node.sizeThatFits(p, in: pass)
    if let anchor = node.layoutValue(GridCellAnchor.self) {
      let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
      node.place(in: CGRect(origin: origin, size: size), proposal: p, pass: pass)
    } else {
      var origin = alignment.origin(of: node, size: size, proposal: p, in: rect, pass: pass)
      origin.y += dy
      node.place(in: CGRect(origin: origin, size: size), proposal: p, pass: pass)
    }
  }
}
