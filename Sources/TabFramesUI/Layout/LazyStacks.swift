import Foundation

// SwiftUI's lazy stacks and grids, laid out whole: a stage draws every view at once, so what
// "lazy" saves on a device (building rows only as they scroll into sight) changes nothing drawn.

/// SwiftUI's `PinnedScrollableViews`: section headers and footers kept in sight while a scroll
/// view scrolls. Accepted; a stage's scroll view moves only by `scrollTo`, and pinned views
/// scroll with the rest.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// SwiftUI's `LazyVStack`: a `VStack` that takes the whole width it is offered, its children
/// aligned within it (Apple's example: in a scroll view, `LazyVStack(alignment: .leading)` "aligns
/// to the leading edge of the scroll view", where a `VStack` is as wide as its widest child).
nonisolated public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
      .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
  }
}

/// SwiftUI's `LazyHStack`: an `HStack` that takes the whole height it is offered.
nonisolated public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
      .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
  }
}

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (one row of a `LazyHGrid`), its size, the
/// spacing after it and the alignment of its cells.
public struct GridItem: Sendable {
  public enum Size: Sendable {
    /// One track of this length.
    case fixed(CGFloat)
    /// One track sharing what the fixed ones leave, clamped to its bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit in the share a flexible track would get.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// SwiftUI's `LazyVGrid`: children in rows across the columns its items make, row after row.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("LazyVGrid").outsideStack()
    return [
      ContainerLayoutNode(
        _LazyGridLayout(
          axis: .vertical, tracks: columns, lineSpacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center)),
        children: TabFramesUI.makeNodes(content, inner), id: context.path)
    ]
  }
}

/// SwiftUI's `LazyHGrid`: children in columns down the rows its items make, column after column.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("LazyHGrid").outsideStack()
    return [
      ContainerLayoutNode(
        _LazyGridLayout(
          axis: .horizontal, tracks: rows, lineSpacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment)),
        children: TabFramesUI.makeNodes(content, inner), id: context.path)
    ]
  }
}
