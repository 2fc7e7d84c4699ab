import Foundation

// SwiftUI's `List`, `Form` and `Section` as an iPhone draws them at rest: each view of the content
// a row, rows grouped into sections. The default style on iPhone is inset grouped: the system
// grouped background, each section a card 16 pt in from the edges with 10 pt corners, rows at
// least 44 pt tall with their content 16 pt in, hairline separators inset to the content, a
// section header above the card and a footer below it in the footnote style, secondary. The
// metrics are UIKit's defaults as commonly documented, not measured on a device here.

/// SwiftUI's `ListStyle`s: `.insetGrouped` (the iPhone default, and `.automatic`), `.grouped`
/// (full-width cards), `.inset`, `.plain` and `.sidebar` (drawn plain).
public struct ListStyleKind: Sendable, Equatable {
  let name: String
  var inset: Bool { name == "insetGrouped" || name == "automatic" || name == "inset" }
  var grouped: Bool { name == "insetGrouped" || name == "automatic" || name == "grouped" }
}

/// SwiftUI's `ListStyle` protocol, with the styles as values.
public protocol ListStyle: Sendable { var _kind: ListStyleKind { get } }
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(name: "insetGrouped") }
}
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(name: "grouped") }
}
public struct InsetListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(name: "inset") }
}
public struct PlainListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(name: "plain") }
}
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(name: "plain") }
}
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(name: "automatic") }
}
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind(name: "automatic") }
private struct InListKey: EnvironmentKey { static let defaultValue = false }
private struct ScrollContentBackgroundHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue = ListLayout.rowHeight }
extension EnvironmentValues {
  var listStyle: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
  /// Inside a list's rows: a section's header and footer take the list's footnote style.
  var isInList: Bool {
    get { self[InListKey.self] }
    set { self[InListKey.self] = newValue }
  }
  var scrollContentBackgroundHidden: Bool {
    get { self[ScrollContentBackgroundHiddenKey.self] }
    set { self[ScrollContentBackgroundHiddenKey.self] = newValue }
  }
  /// The least a list's row is tall (SwiftUI's `defaultMinListRowHeight`; 44 pt on iPhone).
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
}

extension View {
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style._kind) }
  /// Accepted: a plain list's section separators are not drawn.
  nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
  /// `.hidden` takes away a list's (and a form's) own background, so what is behind it shows
  /// around its cards; the cards stay.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackgroundHidden, visibility == .hidden)
  }
  /// The prominence of the section headers inside: `.increased` draws them larger and bolder, in
  /// the primary colour and as written (not upper case), as iOS's prominent headers.
  nonisolated public func headerProminence(_ prominence: Prominence) -> some View { environment(\.headerProminence, prominence) }
  /// A long press's menu: nothing to show at rest (a stage's taps are never held).
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
  nonisolated public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View { self }
  /// Keeps the row out of its collection's deleting: no delete control in edit mode.
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(_ListRowTraitModifier(trait: .editDisabled(.delete, isDisabled)))
  }
  /// Keeps the row out of its collection's reordering: no reorder control in edit mode.
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(_ListRowTraitModifier(trait: .editDisabled(.move, isDisabled)))
  }
}

/// SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable { case standard, increased }

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
  /// The prominence of section headers (`headerProminence(_:)`).
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

/// SwiftUI's `VerticalEdge.Set`, for the row-separator modifiers.
public enum VerticalEdge: Sendable {
  case top, bottom
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// SwiftUI's `Section`: rows with an optional header and footer.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent?
  let content: Content
  let footer: Footer?
  /// iOS 17's collapsible sections: a collapsed one shows its header alone.
  var collapsed = false

  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let rows = collapsed ? [] : TabFramesUI.makeNodes(content, context.child("content"))
    // In a list, headers are upper case and both in the footnote style, secondary; a header of
    // increased prominence is a bold title 3 in the primary colour, as written (UIKit's prominent
    // inset-grouped header as commonly described; not measured here).
    func styled(_ name: String, upper: Bool) -> BuildContext {
      var c = context.child(name)
      guard context.environment.isInList else { return c }
      if upper && context.environment.headerProminence == .increased {
        c.environment.font = Font.title3.weight(.bold)
        return c
      }
      c.environment.font = .footnote
      // The secondary level: `.foregroundStyle(.primary)` inside is the first level of the
      // foreground around the list again (a header made black), as in SwiftUI.
      c.environment.hierarchicalForeground = HierarchicalForeground(level: Color.secondary, base: c.environment.hierarchicalBase)
      c.environment.foregroundColor = Color.secondary
      // The grey is the header's, not the author's: a button in it is drawn in the tint, as
      // UIKit's header label takes the grey and SwiftUI's button the tint ("Clear" in a header).
      c.environment.labelTint = Color.secondary
      if upper { c.environment.textCase = .uppercase }
      return c
    }
    let head = header.map { TabFramesUI.makeNodes($0, styled("header", upper: true)) } ?? []
    let foot = footer.map { TabFramesUI.makeNodes($0, styled("footer", upper: false)) } ?? []
    return [SectionNode(rows: rows, header: head, footer: foot, id: context.path)]
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    footer = nil
  }
}

extension Section where Parent == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    header = nil
    self.content = content()
    self.footer = footer()
  }
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    self.footer = footer
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    footer = nil
  }
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    footer = nil
    collapsed = !isExpanded.wrappedValue
  }
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    footer = nil
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    header = Text(title)
    self.content = content()
    footer = nil
  }
  /// iOS 17's collapsible section: its rows shown while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    header = Text(title)
    self.content = content()
    footer = nil
    collapsed = !isExpanded.wrappedValue
  }
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    header = Text(titleKey)
    self.content = content()
    footer = nil
    collapsed = !isExpanded.wrappedValue
  }
}

/// A section's parts, built: a list lays them out as a card; a stack (`VStack`, `LazyVStack`)
/// takes them as children of its own, and a lazy grid its header and footer across its width
/// above and below its rows; elsewhere they stand in a VStack.
final class SectionNode: LayoutNode, @unchecked Sendable {
  let rows: [LayoutNode]
  let header: [LayoutNode]
  let footer: [LayoutNode]
  private let stack: StackNode
  var parts: [LayoutNode] { header + rows + footer }

  init(rows: [LayoutNode], header: [LayoutNode], footer: [LayoutNode], id: String) {
    self.rows = rows
    self.header = header
    self.footer = footer
    stack = StackNode(axis: .vertical, alignment: .center, spacing: nil, children: header + rows + footer, path: id)
    super.init(id: id)
  }
  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { stack.sizeThatFits(proposal, in: pass) }
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    stack.place(in: bounds, proposal: proposal, pass: pass)
  }
  override func forEachChild(_ body: (LayoutNode) -> Void) { body(stack) }
  override func collectLeaves(into leaves: inout [LayoutLeaf]) { stack.collectLeaves(into: &leaves) }
}

/// SwiftUI's `List`: its content's views as rows, sections as cards (inset grouped by default),
/// filling the space offered, top first.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  /// The selection binding: a tap on a row selects it.
  var selection: ListSelection? = nil

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    if let selection { self.selection = ListSelection(selection) }
  }
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    if let selection { self.selection = ListSelection(selection) }
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, id: \.id, content: rowContent)
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// Rows for a range of integers (`List(0..<5) { i in … }`).
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }

  /// Rows from a binding to a collection, each row given a binding to its element
  /// (`List($items) { $item in … }`).
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    SelectionValue == Never, Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
    C.Element: Identifiable, C.Index: Hashable
  {
    content = ForEach(data, content: rowContent)
  }

  /// Rows from data with a selection (a sidebar's): the selected row is not highlighted on an
  /// iPhone outside editing, as iOS shows it.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    if let selection { self.selection = ListSelection(selection) }
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, id: \.id, content: rowContent)
    if let selection { self.selection = ListSelection(selection) }
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    if let selection { self.selection = ListSelection(selection) }
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, id: \.id, content: rowContent)
    if let selection { self.selection = ListSelection(selection) }
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    ListLayout.nodes(content, context, style: context.environment.listStyle, kind: "List", selection: selection)
  }
}

/// SwiftUI's `Form`: on iPhone, an inset grouped list.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    ListLayout.nodes(content, context, style: ListStyleKind(name: "insetGrouped"), kind: "Form")
  }
}

enum ListLayout {
  static let rowHeight: CGFloat = 44
  static let margin: CGFloat = 16
  static let cornerRadius: CGFloat = 10
  /// A row's content inset: the list's margin at the sides, 6 pt above and below (a one-line
  /// row is then its 44 pt minimum).
  static let rowInsets = EdgeInsets(top: 6, leading: margin, bottom: 6, trailing: margin)
  static let sectionSpacing: CGFloat = 35
  /// Edit mode's delete control, and the room between an edit control and the row's content:
  /// the content moves 38 pt over (chosen to match UIKit's look, not measured).
  static let editControlSize: CGFloat = 22
  static let editControlGap: CGFloat = 16

  struct Group {
    var header: [LayoutNode]
    var rows: [LayoutNode]
    var footer: [LayoutNode]
    /// Each row's traits (its `listRowBackground`, `listRowInsets`, `listRowSeparator`).
    var traits: [ListRowTraits]

    init(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], over section: ListRowTraits = ListRowTraits()) {
      self.header = header
      self.rows = rows
      self.footer = footer
      traits = rows.map { section.over($0.listRowTraits) }
    }

    /// Whether a row draws a background of its own.
    var hasRowBackgrounds: Bool { traits.contains { $0.backgroundView != nil } }

    /// The colour a row sets for the separator under row `r`: the upper row's, else the lower's.
    func separatorTint(after r: Int) -> Color? { traits[r].separatorTint.bottom ?? traits[r + 1].separatorTint.top }

    /// Whether the separator under row `r` shows: neither it nor the row below hides it.
    func showsSeparator(after r: Int) -> Bool {
      !traits[r].hiddenSeparators.contains(.bottom) && !traits[r + 1].hiddenSeparators.contains(.top)
    }
  }

  @MainActor
  static func nodes<Content: View>(
    _ content: Content, _ context: BuildContext, style: ListStyleKind, kind: String, selection: ListSelection? = nil
  ) -> [LayoutNode] {
    // Rows outside any section make sections of their own between those written.
    var groups: [Group] = []
    var loose: [LayoutNode] = []
    var inner = context.child("content")
    inner.environment.isInList = true
    inner.environment.listSelection = selection
    for node in TabFramesUI.makeNodes(content, inner) {
      // A section's row modifiers (`Section { … }.listRowBackground(…)`) apply to its rows.
      var sectionTraits = ListRowTraits()
      var unwrapped = node
      while let row = unwrapped as? ListRowTraitNode {
        sectionTraits.take(row.trait)
        unwrapped = row.child
      }
      if let section = unwrapped as? SectionNode {
        if !loose.isEmpty { groups.append(Group(header: [], rows: loose, footer: [])) }
        loose = []
        groups.append(Group(header: section.header, rows: section.rows, footer: section.footer, over: sectionTraits))
      } else {
        loose.append(node)
      }
    }
    if !loose.isEmpty { groups.append(Group(header: [], rows: loose, footer: [])) }
    if let selection { groups = selection.tappable(groups, inner) }
    let body = TabFramesUI.makeNode(
      _ListBody(
        groups: groups, style: style, backgroundHidden: context.environment.scrollContentBackgroundHidden,
        minRowHeight: context.environment.defaultMinListRowHeight),
      context.child(kind).outsideStack())
    let node = ListNode(child: body, id: context.path)
    node.record = context.record
    return [node]
  }
}

/// A list's node. A list is a scroll view on iOS: it takes the height it is offered and shows its
/// rows from the top, scrolled to its start; rows that do not fit run on below its bottom edge,
/// cut there.
/// (Its rows used to be laid out at their whole height and centred on the offered space: a long
/// list's first rows, and a navigation title above them, fell off the top.)
final class ListNode: WrapperNode, @unchecked Sendable {
  /// As last placed: rows run on below the bottom edge.
  private var overflows = false
  /// As last placed: where the rows are, at their whole height.
  private var rows = CGRect.zero
  /// As last placed: the list's frame grown through the safe area below it (the home indicator,
  /// a tab bar), where rows that run on are seen, as a scroll view's are.
  private var below: CGFloat = 0
  /// The build's safe area and canvas.
  var record: BuildRecord?
  override var readsProposal: ProposalDependence { .both }

  /// Rows are laid out as a scroll view lays out its content: offered no height, each at its whole
  /// height. (Measured against the list's own height, a long list's rows were squeezed to fit it,
  /// and a `lineLimit(2)` text above the fold shrank to one line.)
  private func rowsSize(width: CGFloat?, in pass: LayoutPass) -> CGSize { childSize(ProposedViewSize(width: width, height: nil), in: pass) }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    if let height = proposal.height {
      let whole = rowsSize(width: proposal.width, in: pass)
      if whole.height > height + 0.5 { return CGSize(width: whole.width, height: height) }
    }
    let content = childSize(proposal, in: pass)
    return CGSize(width: content.width, height: proposal.height.map { min($0, content.height) } ?? content.height)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    let whole = rowsSize(width: bounds.width, in: pass)
    overflows = whole.height > bounds.height + 0.5
    guard overflows else { return child.place(in: bounds, proposal: proposal, pass: pass) }
    rows = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: whole.height)
    child.place(in: rows, proposal: ProposedViewSize(width: bounds.width, height: nil), pass: pass)
    below = bounds.maxY
    if let safe = record?.safeArea, let canvas = record?.canvas {
      below = SafeAreaIgnoringNode.grow(bounds, edges: .bottom, safe: safe, canvas: canvas).maxY
    }
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    guard overflows else { return child.collectLeaves(into: &leaves) }
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    // The scroll view reaches as far into the safe area as its background does (under the status
    // bar, as on a device): rows are cut there, not at the safe area's edge. The background is the
    // body's first leaf (`_ListBody` draws it behind the sections), as tall as the rows plus what
    // it reaches beyond them.
    var visible = frame
    if start < leaves.count, leaves[start].kind == "color" {
      let background = leaves[start].frame
      let top = min(frame.minY, background.minY)
      let bottom = max(below, frame.maxY + max(0, background.maxY - rows.maxY))
      let left = min(frame.minX, background.minX)
      let right = max(frame.maxX, background.maxX)
      visible = CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
    for i in start..<leaves.count { leaves[i].clip(to: visible) }
  }
}
