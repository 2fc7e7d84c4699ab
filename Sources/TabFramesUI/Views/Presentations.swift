import Foundation

// What a device shows over a view or beside it — alerts, dialogs — and gestures a stage has no
// finger for (pull to refresh, swipe actions): accepted as SwiftUI accepts them, so a view file
// that uses them compiles; an alert or dialog is not drawn, even when its flag is set
// (docs/SWIFTUI.md). Sheets, covers and popovers are drawn: Sheets.swift.

/// SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  let value: Double
  public static let medium = PresentationDetent(name: "medium", value: 0.5)
  public static let large = PresentationDetent(name: "large", value: 1)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction", value: Double(fraction)) }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height", value: Double(height)) }
}

/// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`): in a presented sheet or cover, takes
/// it down (its binding set to false, or its item to nil); elsewhere it does nothing, as a root
/// view's does.
/// (`@unchecked Sendable`: the action, which writes the presenter's binding, is called on the
/// main actor only.)
public struct DismissAction: @unchecked Sendable {
  private let action: (@MainActor () -> Void)?
  init() { action = nil }
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  @MainActor public func callAsFunction() { action?() }
}

/// SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): a stage opens nothing.
/// (`@unchecked Sendable`: the handler is made on the main actor, as SwiftUI's initialiser is
/// isolated to it, and called there only, so it may use the view's state, as on iOS.)
public struct OpenURLAction: @unchecked Sendable {
  let handler: ((URL) -> Result)?
  init() { handler = nil }
  /// An action of your own (`.environment(\.openURL, OpenURLAction { url in … })`): called with
  /// the URL a link or `openURL(_:)` opens.
  @MainActor @preconcurrency public init(handler: @escaping (URL) -> Result) { self.handler = handler }
  @MainActor @preconcurrency public func callAsFunction(_ url: URL) { _ = handler?(url) }
  @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    let result = handler?(url)
    completion(result.map { $0 != .discarded } ?? false)
  }

  /// SwiftUI's `OpenURLAction.Result`.
  public struct Result: Equatable, Sendable {
    let kind: Int
    public static let handled = Result(kind: 0)
    public static let discarded = Result(kind: 1)
    public static let systemAction = Result(kind: 2)
    public static func systemAction(_ url: URL) -> Result { .systemAction }
  }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  public var dismiss: DismissAction { dismissAction }
  var dismissAction: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// Whether the view is in a presented sheet or cover.
  public var isPresented: Bool { isPresentedValue }
  var isPresentedValue: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

extension View {
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// A pull to refresh needs a finger on a scroll view: accepted, never run.
  /// The action on the main actor, as the view's own code runs (SwiftUI's closure is isolated to
  /// where it is written, so it may change the view's state).
  nonisolated public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View { self }
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  )
    -> some View
  { self }
  /// The search field in the navigation bar's drawer, under the title, of the navigation
  /// container around the view (nothing is drawn outside one, as on an iPhone): the text, or the
  /// prompt ("Search" unless given) when it is empty. Typing needs a keyboard a stage has not;
  /// set the binding to show a query.
  nonisolated public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
    modifier(
      _SearchableModifier(
        search: ContainerSearch(text: text.wrappedValue, prompt: prompt?.string), onContainer: self is any _NavigationContainer,
        onTabView: self is any _SearchTabsContainer))
  }
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
    -> some View
  { searchable(text: text, prompt: Text(prompt)) }
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
    modifier(
      _SearchableModifier(
        search: ContainerSearch(text: text.wrappedValue, prompt: String(prompt)), onContainer: self is any _NavigationContainer,
        onTabView: self is any _SearchTabsContainer))
  }
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View {
    searchable(text: text, prompt: prompt)
  }
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S) -> some View {
    searchable(text: text, prompt: prompt)
  }
  /// iOS 16's search with tokens: the field as `searchable(text:)` draws it; the tokens are not
  /// drawn in it.
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, prompt: prompt)
  }
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, prompt: prompt)
  }

  /// Placeholder redaction is drawn as the content itself.
  nonisolated public func redacted(reason: RedactionReasons) -> some View { environment(\.redactionReasons, reason) }
  /// Takes away a `redacted(reason:)` above.
  nonisolated public func unredacted() -> some View { environment(\.redactionReasons, []) }

  /// The appearance of the presentation the view is in, which the setting passes up to
  /// (docs/SWIFTUI.md): the stage's window, or the sheet, cover or popover that presents the
  /// view, background and all. The view draws in it; what lies outside
  /// it in the same window takes its named colours in it (`ViewTree.windowColorScheme`).
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_PreferredColorSchemeModifier(scheme: colorScheme))
  }
  /// The scheme a navigation bar's titles and items take (`.dark` for light text on a dark
  /// `toolbarBackground`); the tab bar's is not drawn apart.
  nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    modifier(_NavigationSchemeModifier(scheme: colorScheme, applies: bars.contains(.navigationBar)))
  }
}

/// `toolbarColorScheme(_:for: .navigationBar)`: a marker the navigation container finds.
nonisolated struct _NavigationSchemeModifier: ViewModifier, PrimitiveModifier {
  let scheme: ColorScheme?
  let applies: Bool
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    guard applies else { return content(context) }
    return [NavigationMarkerNode(child: single(content, context), id: context.path, marker: .colorScheme(scheme))]
  }
}

/// `preferredColorScheme`: the subtree in that appearance (nil leaves it as it is).
nonisolated struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
  let scheme: ColorScheme?
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    guard let scheme else { return content(context) }
    context.record.asksColorScheme = true
    var inner = context
    inner.environment.colorScheme = scheme
    return [ColorSchemeNode(child: single(content, inner), id: context.path, scheme: scheme)]
  }
}

/// SwiftUI's `PreferredColorSchemeKey`: the appearance views ask of their presentation
/// (`preferredColorScheme(_:)` sets it). The first view in view order that asks wins.
public struct PreferredColorSchemeKey: PreferenceKey {
  public typealias Value = ColorScheme?
  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}

/// Leaves inside resolve their named colours for the scheme (the innermost setting wins), and
/// the scheme passes up as the presentation's (`PreferredColorSchemeKey`).
final class ColorSchemeNode: WrapperNode, @unchecked Sendable {
  let scheme: ColorScheme
  /// Whether it asks the presentation for the scheme (a `preferredColorScheme`), or only
  /// applies one a presentation took (a window's, around its whole tree).
  let isPreference: Bool
  init(child: LayoutNode, id: String, scheme: ColorScheme, isPreference: Bool = true) {
    self.scheme = scheme
    self.isPreference = isPreference
    super.init(child: child, id: id)
  }
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    for i in start..<leaves.count { leaves[i].adoptColorScheme(scheme) }
  }
  override func gather(_ g: inout Gathering) {
    guard isPreference else { return super.gather(&g) }
    // As `.preference(key:value:)`: this view's value replaces those of the views inside.
    g.scopingPreferences {
      super.gather(&$0)
    } then: { inner in
      inner.remove(PreferredColorSchemeKey.self)
      inner.append(PreferredColorSchemeKey.self, scheme)
    }
  }
}

extension LayoutLeaf {
  /// Drawn in `scheme` unless a nearer `preferredColorScheme` chose another; its shadows'
  /// casters too.
  mutating func adoptColorScheme(_ scheme: ColorScheme) {
    if colorScheme == nil { colorScheme = scheme }
    for i in casters.indices { casters[i].adoptColorScheme(scheme) }
  }
}

/// SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
    SearchFieldPlacement()
  }
  public static let navigationBarDrawer = SearchFieldPlacement()
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable { case leading, trailing }

/// SwiftUI's `EditButton`: "Edit", or "Done" in semibold while the environment's edit mode is
/// editing; a tap turns the edit mode on or off, animated: the one set with
/// `.environment(\.editMode, …)`, else its navigation container's own. Outside both it does
/// nothing, as on a device.
nonisolated public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  public init() {}
  @MainActor public var body: some View {
    let editing = editMode?.wrappedValue.isEditing == true
    Button {
      withAnimation { editMode?.wrappedValue = editing ? .inactive : .active }
    } label: {
      Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
    }
  }
}

/// SwiftUI's `DynamicViewContent`: views made from a collection (a `ForEach`), which a list
/// can delete from and reorder; the modifiers return one too, so they chain.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// A collection's rows with the edit its list makes of them (`onDelete`, `onMove`), as a trait
/// on each row; adds no step to their ids.
public struct _EditableRows<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
  let content: Content
  let action: ListRowTrait.EditAction?
  public var data: Content.Data { content.data }
  public var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let rows = TabFramesUI.makeNodes(content, context)
    guard let action else { return rows }
    return rows.map { ListRowTraitNode(child: $0, trait: .edits(action)) }
  }
}

extension DynamicViewContent {
  /// Rows a list deletes: in edit mode each shows the delete control. (A stage does not swipe
  /// or tap it to delete: the action is kept, not run.)
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _EditableRows(content: self, action: action == nil ? nil : .delete)
  }
  /// Rows a list reorders: in edit mode each shows the reorder control. (Not dragged on a stage.)
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _EditableRows(content: self, action: action == nil ? nil : .move)
  }
  public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> some DynamicViewContent {
    self
  }
}

extension View {
  /// A text that does not fit in its lines is drawn smaller, down to this fraction of its size,
  /// before it is cut (TextLayout).
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, min(max(factor, 0.01), 1))
  }
  nonisolated public func allowsTightening(_ flag: Bool) -> some View { self }
}

extension View {
  /// iOS 13's bar items (deprecated): the leading and trailing toolbar items. (The views are
  /// values the bar only reads, on the main actor, when it is built: `nonisolated(unsafe)`.)
  @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:)")
  nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    // `nonisolated(unsafe)`: the views are read once, on the main actor, when the bar is built.
    nonisolated(unsafe) let (l, t) = (leading, trailing)
    return modifier(_NavigationMarkerModifier(marker: .items { [(.topBarLeading, AnyView(l)), (.topBarTrailing, AnyView(t))] }))
  }
  @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:)")
  nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
    // `nonisolated(unsafe)`: as above.
    nonisolated(unsafe) let t = trailing
    return modifier(_NavigationMarkerModifier(marker: .items { [(.topBarTrailing, AnyView(t))] }))
  }
  @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:)")
  nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
    // `nonisolated(unsafe)`: as above.
    nonisolated(unsafe) let l = leading
    return modifier(_NavigationMarkerModifier(marker: .items { [(.topBarLeading, AnyView(l))] }))
  }
  /// On iPhone every navigation view is a stack.
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
  /// Points added between a text's lines, which take room (TextLayout).
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, max(0, lineSpacing)) }
}

/// SwiftUI's `NavigationViewStyle`s (`.stack`, `.automatic`, `.columns`): an iPhone stacks.
public protocol NavigationViewStyle: Sendable {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

/// SwiftUI's `ContentUnavailableView` (iOS 17): a large secondary symbol over a bold title and a
/// secondary description, centred.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  @MainActor public var body: some View {
    VStack(spacing: 8) {
      _UnavailableLabelSlot(content: label).font(.title2.bold())
      description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
      actions
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text?, Actions == EmptyView {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { _UnavailableLabel(title: String(title), symbol: name) }, description: { description })
  }

  /// The search screen's: "No Results", and what was searched for.
  public static var search: ContentUnavailableView<_UnavailableLabel, Text?, EmptyView> {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }
  public static func search(text: String) -> ContentUnavailableView<_UnavailableLabel, Text?, EmptyView> {
    ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search.")
    )
  }
}

/// Its symbol (48 pt, secondary) over its title.
nonisolated public struct _UnavailableLabel: View {
  let title: String
  let symbol: String
  @MainActor public var body: some View {
    VStack(spacing: 16) {
      Image(systemName: symbol).font(.system(size: 48)).foregroundStyle(.secondary)
      Text(title)
    }
  }
}

/// A `Label` given as an unavailable view's label is drawn as the view's own label is: its icon
/// (48 pt, secondary) over its title, as SwiftUI draws `ContentUnavailableView { Label(…) }`.
struct _UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 16) {
      configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
      configuration.title
    }
  }
}

/// The label's place: its `Label`s in the unavailable view's style. Set on the context rather than
/// by `labelStyle(_:)`, so that a label of another kind keeps the ids it has always had.
nonisolated struct _UnavailableLabelSlot<Content: View>: View, PrimitiveView {
  let content: Content
  @MainActor var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var context = context
    context.environment.labelStyle = AnyLabelStyle { configuration in
      AnyView(_UnavailableLabelStyle().makeBody(configuration: configuration))
    }
    return TabFramesUI.makeNodes(content, context)
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// SwiftUI's `remove(atOffsets:)`, for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.sorted(by: >) { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// SwiftUI's `move(fromOffsets:toOffset:)`, for `onMove`: the elements at `source` moved, in
  /// order, to before the element at `destination` (offsets as the collection was before).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.sorted().map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
  }
}
