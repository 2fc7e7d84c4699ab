import Foundation

// SwiftUI's navigation containers as an iPhone draws them: a navigation bar at the top (its
// title large or inline, its toolbar items), the screen's view in the rest; what is pushed on a
// stack in NavigationPush.swift.

/// SwiftUI's `NavigationStack`: the root view under a navigation bar, or the top screen pushed
/// on it.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  let root: Root
  let path: NavigationPathAccess?

  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = NavigationPathAccess(path)
  }

  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = NavigationPathAccess(path)
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    NavigationScreen.stackNodes(root, path: path, context, kind: "NavigationStack")
  }
}

/// SwiftUI's `NavigationView` (deprecated in iOS 16, still common): on iPhone, a stack.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    NavigationScreen.stackNodes(content, path: nil, context, kind: "NavigationView")
  }
}

/// SwiftUI's `NavigationPath`: the values pushed on a stack, of any types.
public struct NavigationPath: Equatable {
  private(set) var elements: [AnyHashable] = []
  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationBarItem {
  /// How a navigation bar shows its title: `.large` under the bar in the large-title font,
  /// `.inline` in the bar; `.automatic` is large on a stack's root screen, as on iPhone.
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// SwiftUI's `NavigationBarItem` (the namespace of `TitleDisplayMode`).
public struct NavigationBarItem: Sendable {}

/// SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  @available(iOS, deprecated: 100000.0, renamed: "topBarLeading")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  @available(iOS, deprecated: 100000.0, renamed: "topBarTrailing")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")

  /// Where an iPhone's navigation bar puts it: leading, centre, trailing or the bottom bar.
  var side: ToolbarSide {
    switch name {
    case "navigation", "topBarLeading", "cancellationAction": return .leading
    case "principal": return .principal
    case "bottomBar", "status": return .bottom
    case "keyboard": return .hidden
    default: return .trailing
    }
  }
}

enum ToolbarSide { case leading, principal, trailing, bottom, hidden }

/// SwiftUI's `ToolbarContent`: what a `toolbar { }` holds.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// Its items, each a placement and a view.
  func _items() -> [(ToolbarItemPlacement, AnyView)]
}

/// SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    self.placement = placement
    self.content = content()
  }
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
    self.placement = placement
    self.content = content()
  }
  public func _items() -> [(ToolbarItemPlacement, AnyView)] { [(placement, AnyView(content))] }
}

/// SwiftUI's `ToolbarItemGroup`: several views at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public func _items() -> [(ToolbarItemPlacement, AnyView)] { [(placement, AnyView(HStack(spacing: 16) { content }))] }
}

/// iOS 26's `ToolbarSpacer`: a gap between the bar's items (on iOS 26 it also splits their glass
/// into groups, which a stage does not draw apart), 8 pt whether fixed or flexible — a flexible
/// one does not push items apart here (docs/SWIFTUI.md).
public struct ToolbarSpacer: ToolbarContent {
  let placement: ToolbarItemPlacement
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) { self.placement = placement }
  public func _items() -> [(ToolbarItemPlacement, AnyView)] { [(placement, AnyView(Color.clear.frame(width: 8, height: 1)))] }
}

/// iOS 26's `SpacerSizing`.
public enum SpacerSizing: Sendable { case flexible, fixed }

/// SwiftUI's `ToolbarContentBuilder`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItems { _ToolbarItems(items: content._items()) }
  public static func buildBlock(_ parts: _ToolbarItems...) -> _ToolbarItems { _ToolbarItems(items: parts.flatMap(\.items)) }
  public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems { part ?? _ToolbarItems(items: []) }
  public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }
  public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }
  public static func buildArray(_ parts: [_ToolbarItems]) -> _ToolbarItems { _ToolbarItems(items: parts.flatMap(\.items)) }
  public static func buildLimitedAvailability(_ part: _ToolbarItems) -> _ToolbarItems { part }
}

/// The items a toolbar builder made.
public struct _ToolbarItems: ToolbarContent {
  let items: [(ToolbarItemPlacement, AnyView)]
  public func _items() -> [(ToolbarItemPlacement, AnyView)] { items }
}

/// A screen's title and toolbar as markers its navigation container finds (as a tab view finds
/// `tabItem`s): they draw nothing where they are written.
nonisolated struct _NavigationMarkerModifier: ViewModifier, PrimitiveModifier {
  let marker: NavigationMarker
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var marker = marker
    // Toolbar items are built in the bar, but read the edit mode set around the `toolbar`
    // modifier, as SwiftUI's do: `List { … }.toolbar { EditButton() }.environment(\.editMode, $mode)`.
    if case .items(let make) = marker, let editMode = context.environment.editMode {
      marker = .items { make().map { ($0.0, AnyView($0.1.environment(\.editMode, editMode))) } }
    }
    return [NavigationMarkerNode(child: single(content, context), id: context.path, marker: marker)]
  }
}
extension _NavigationMarkerModifier: DistributedModifier {}

/// `searchable`: a marker for the navigation container around the view, or, written on a
/// navigation container itself (`NavigationStack { … }.searchable(…)`), that container's field,
/// as SwiftUI's bar takes it (not distributed: the container is built in its environment).
nonisolated struct _SearchableModifier: ViewModifier, PrimitiveModifier {
  let search: ContainerSearch
  let onContainer: Bool
  /// Written on a tab view: the field is its search tab's (`Tab(role: .search)`), as Apple
  /// documents ("the search tab implements search"), drawn by the navigation stack in that tab.
  var onTabView = false
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    if onTabView {
      var inner = context
      inner.environment.tabViewSearch = search
      return content(inner)
    }
    guard onContainer else {
      return [
        NavigationMarkerNode(
          child: single(content, context), id: context.path, marker: .search(text: search.text, prompt: search.prompt))
      ]
    }
    var inner = context
    inner.environment.containerSearch = search
    return content(inner)
  }
}

/// SwiftUI's navigation containers, which a `searchable` written on them gives their bar's field;
/// also a container with other modifiers written before the `searchable`
/// (`NavigationStack { … }.navigationBarTitleDisplayMode(.inline).searchable(…)`).
protocol _NavigationContainer {}
extension NavigationStack: _NavigationContainer {}
extension NavigationView: _NavigationContainer {}
extension ModifiedContent: _NavigationContainer where Content: _NavigationContainer {}

/// A tab view, which a `searchable` written on it gives its search tab's field; also one with
/// other modifiers written before the `searchable`.
protocol _SearchTabsContainer {}
extension TabView: _SearchTabsContainer {}
extension ModifiedContent: _SearchTabsContainer where Content: _SearchTabsContainer {}

/// A search field for the navigation container just inside (`searchable` written on it).
struct ContainerSearch: Sendable {
  let text: String
  let prompt: String?
}

private struct ContainerSearchKey: EnvironmentKey { static let defaultValue: ContainerSearch? = nil }
private struct TabViewSearchKey: EnvironmentKey { static let defaultValue: ContainerSearch? = nil }

extension EnvironmentValues {
  var containerSearch: ContainerSearch? {
    get { self[ContainerSearchKey.self] }
    set { self[ContainerSearchKey.self] = newValue }
  }
  /// A `searchable` written on the tab view around: its search tab's field.
  var tabViewSearch: ContainerSearch? {
    get { self[TabViewSearchKey.self] }
    set { self[TabViewSearchKey.self] = newValue }
  }
}

enum NavigationMarker {
  case title(String)
  case displayMode(NavigationBarItem.TitleDisplayMode)
  /// The navigation bar hidden or not; with `bottom`, the bottom toolbar too
  /// (`toolbar(.hidden, for: .bottomBar)`; nil when the modifier does not name it).
  case hidden(Bool, bottom: Bool? = nil)
  case items(@MainActor () -> [(ToolbarItemPlacement, AnyView)])
  case search(text: String, prompt: String?)
  /// `toolbarBackground(_:for: .navigationBar)`: its visibility, its style (resolved), or both.
  case background(visibility: Visibility?, style: Color?)
  /// `toolbarColorScheme(_:for: .navigationBar)`.
  case colorScheme(ColorScheme?)
  /// `navigationBarBackButtonHidden(_:)`.
  case backHidden(Bool)
  /// `navigationDestination(for:)`: how the values of a type are drawn when pushed.
  case destination(ObjectIdentifier, @MainActor (AnyHashable) -> AnyView?)
  /// `navigationDestination(isPresented:)` or `(item:)` presenting: the view, and how to dismiss it.
  case presented(AnyView, dismiss: @MainActor () -> Void)
}

final class NavigationMarkerNode: WrapperNode, @unchecked Sendable {
  let marker: NavigationMarker
  init(child: LayoutNode, id: String, marker: NavigationMarker) {
    self.marker = marker
    super.init(child: child, id: id)
  }
}

/// What a navigation container's root says of its bar: the outermost title, mode and hiding
/// (a screen's own, over those of views inside it), and every toolbar item in view order.
struct NavigationBarSpec {
  var title: String?
  var mode = NavigationBarItem.TitleDisplayMode.automatic
  var hidden = false
  /// `toolbar(.hidden, for: .bottomBar)`: no bottom toolbar, whatever its items.
  var bottomHidden = false
  var items: [(ToolbarItemPlacement, AnyView)] = []
  /// The items of the bottom toolbar, none while it is hidden.
  var bottomItems: [AnyView] { bottomHidden ? [] : items.filter { $0.0.side == .bottom }.map(\.1) }
  /// `searchable`'s field: its text and prompt.
  var search: (text: String, prompt: String?)?
  /// `toolbarBackground(_:for: .navigationBar)`: whether the bar shows its background at rest,
  /// and in what.
  var background: Visibility?
  var backgroundStyle: Color?
  /// `toolbarColorScheme(_:for: .navigationBar)`: the scheme the bar's titles and items take.
  var colorScheme: ColorScheme?
  /// `navigationBarBackButtonHidden(_:)`: a pushed screen without its back button.
  var backHidden = false
  /// The screen's `navigationDestination(for:)`s, by the type they draw (NavigationPush.swift).
  var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?] = [:]
  /// A `navigationDestination(isPresented:)` or `(item:)` that is presenting, and how to dismiss it.
  var presented: (view: AnyView, dismiss: @MainActor () -> Void)?

  @MainActor
  static func find(in nodes: [LayoutNode]) -> NavigationBarSpec {
    var spec = NavigationBarSpec()
    var (titled, moded, hid, bottomHid) = (false, false, false, false)
    func visit(_ n: LayoutNode) {
      if let m = n as? NavigationMarkerNode {
        switch m.marker {
        case .title(let t) where !titled: (spec.title, titled) = (t, true)
        case .displayMode(let d) where !moded: (spec.mode, moded) = (d, true)
        case .hidden(let h, let bottom):
          if !hid { (spec.hidden, hid) = (h, true) }
          if let bottom, !bottomHid { (spec.bottomHidden, bottomHid) = (bottom, true) }
        // A label in a toolbar shows its icon only, as iOS's toolbars draw the automatic label
        // style (a style set inside the item still wins: it is nearer); the confirming action
        // ("Done", "Save") is semibold, as UIKit's done-style bar button item is.
        case .items(let make):
          spec.items += make().map { placement, item in
            let iconOnly = item.labelStyle(.iconOnly)
            return (placement, placement == .confirmationAction ? AnyView(iconOnly.fontWeight(.semibold)) : AnyView(iconOnly))
          }
        case .search(let text, let prompt) where spec.search == nil: spec.search = (text, prompt)
        case .background(let visibility, let style):
          if spec.background == nil, let visibility { spec.background = visibility }
          if spec.backgroundStyle == nil, let style { spec.backgroundStyle = style }
        case .colorScheme(let scheme) where spec.colorScheme == nil: spec.colorScheme = scheme
        case .backHidden(let hidden): spec.backHidden = spec.backHidden || hidden
        case .destination(let type, let make) where spec.destinations[type] == nil: spec.destinations[type] = make
        case .presented(let view, let dismiss) where spec.presented == nil: spec.presented = (view, dismiss)
        default: break
        }
      }
      // A navigation container inside is its own screen.
      if n is NavigationScreenNode { return }
      n.forEachChild(visit)
    }
    nodes.forEach(visit)
    return spec
  }
}

/// iPhone's navigation bar metrics (UIKit's, portrait): a 44 pt bar, a 52 pt large-title area
/// under it (96 pt together), 16 pt margins; the large title in the large-title style, bold; the
/// inline title in the headline style; bar buttons in the body style, tinted.
enum NavigationScreen {
  static let barHeight: CGFloat = 44
  static let largeTitleHeight: CGFloat = 52
  static let margin: CGFloat = 16

  /// A screen of a stack: its bar (from its content's markers, as `spec` has them) over its
  /// content, built under `context`'s path.
  /// A pushed screen is `opaque`: it draws the system background under its content, as a pushed
  /// view controller's view does, covering the screen under it as it slides in.
  @MainActor
  static func screenNodes(
    _ page: Screen, spec given: NavigationBarSpec, _ context: BuildContext, kind: String, opaque: Bool = false
  ) -> [LayoutNode] {
    var spec = given
    // A field given to the container by a `searchable` on it is its root's, not its content's
    // containers'; one inside its root view wins.
    if spec.search == nil, let given = context.environment.containerSearch { spec.search = (given.text, given.prompt) }
    let screen = _NavigationScreen(spec: spec, content: page.content)
    let node =
      opaque
      ? TabFramesUI.makeNode(screen.background { Color(.named("systemBackground")).ignoresSafeArea() }, context.child(kind).outsideStack())
      : TabFramesUI.makeNode(screen, context.child(kind).outsideStack())
    let result = NavigationScreenNode(child: node, id: context.path)
    result.screenPath = context.child(kind).path
    if let title = spec.title, spec.mode != .inline, !spec.hidden, !spec.items.contains(where: { $0.0.side == .principal }) {
      let bar = _CollapsedNavigationBar(title: title, style: screen.barStyle)
      result.collapsed = TabFramesUI.makeNode(bar, context.child(kind + "Collapsed").outsideStack())
    } else if !spec.hidden, spec.background != .hidden {
      // An inline bar shows its standard background while content lies under it.
      result.standard = TabFramesUI.makeNode(
        _StandardNavigationBarBackground(style: screen.barStyle), context.child(kind + "Standard").outsideStack())
    }
    if !spec.bottomItems.isEmpty {
      result.bottomBackground = TabFramesUI.makeNode(_BottomBarBackground(), context.child(kind + "BottomBackground").outsideStack())
    }
    return [result]
  }
}

/// Nodes already built, as a view.
struct _BuiltNodes: View, PrimitiveView {
  let nodes: [LayoutNode]
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] { nodes }
}

/// The screen: the bar on top (unless hidden), the root filling the rest, its content centred
/// (as a root view is in the space under the bar), the bottom bar, if any, at the foot.
struct _NavigationScreen: View {
  let spec: NavigationBarSpec
  let content: [LayoutNode]

  /// The appearance proxy's look, under what the screen's `toolbarBackground` and
  /// `toolbarColorScheme` for the navigation bar ask: a background shown at rest (`.visible`)
  /// in its style, or in the bar's material colour when none is given.
  @MainActor var barStyle: NavigationBarStyle {
    var style = NavigationBarStyle.current
    switch spec.background {
    case .visible?:
      style.edgeLook = BarLook(material: false, color: spec.backgroundStyle ?? Color(.named("systemBackground")), hairline: nil)
      style.hairline = Color(.named("separator"))
    case .hidden?:
      style.edgeLook = nil
      style.hairline = nil
    default: break
    }
    style.colorScheme = spec.colorScheme
    return style
  }

  var body: some View { screen }

  private var screen: some View {
    // The bar is the content's safe area, as UIKit's is: what in the content ignores the safe
    // area (a background, by default) reaches on under the bar, which draws no background of its
    // own at the scroll edge.
    let scope = SafeAreaInsetScope()
    return VStack(spacing: 0) {
      // The bar is drawn over the content, as UIKit's is: a menu opened from one of its items
      // hangs over the rows below.
      if !spec.hidden { _NavigationBar(spec: spec, style: barStyle).zIndex(1) }
      let bottom = spec.bottomItems
      // A bottom bar is the content's safe area too: a list's background reaches on under it,
      // which draws no background of its own at the scroll edge (iOS 15+).
      // Exactly the room below the bar (a min and a max: the frame takes what it is offered),
      // so content taller than that overflows it centred, under a bar that stays in place.
      ZStack { _BuiltNodes(nodes: content) }.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .modifier(_InsetContent(scope: scope, edge: .top))
        .modifier(_OptionalInset(scope: bottom.isEmpty ? nil : scope, edge: .bottom))
      if !bottom.isEmpty {
        HStack(spacing: 16) { ForEach(bottom.indices, id: \.self) { i in bottom[i] } }
          .frame(maxWidth: .infinity).frame(height: NavigationScreen.barHeight).padding(.horizontal, NavigationScreen.margin)
      }
    }
    .modifier(_InsetScope(scope: scope))
  }
}

extension View {
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(_NavigationMarkerModifier(marker: .title(String(title))))
  }
  nonisolated public func navigationTitle(_ title: Text) -> some View { modifier(_NavigationMarkerModifier(marker: .title(title.string))) }

  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  nonisolated public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(_NavigationMarkerModifier(marker: .displayMode(mode)))
  }

  nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { modifier(_NavigationMarkerModifier(marker: .hidden(hidden))) }

  /// Toolbar items for the navigation bar (and the bottom bar) of the screen they are on.
  nonisolated public func toolbar(@ToolbarContentBuilder content: @escaping @MainActor () -> _ToolbarItems) -> some View {
    modifier(_NavigationMarkerModifier(marker: .items { content().items }))
  }

  /// iOS 14's form: views, each an item at the automatic placement (trailing in the bar).
  @_disfavoredOverload
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
    modifier(_NavigationMarkerModifier(marker: .items { [(.automatic, AnyView(HStack(spacing: 16) { content() }))] }))
  }

  /// `toolbar(.hidden, for: .navigationBar)` hides the navigation bar; `.tabBar`, the bar of the
  /// tab view this tab is in (its content then takes the whole view).
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    _toolbar(visibility, for: bars)
  }

  /// `toolbar(_:for:)` and iOS 18's `toolbarVisibility(_:for:)`.
  nonisolated func _toolbar(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
    modifier(
      _NavigationMarkerModifier(
        marker: .hidden(
          bars.contains(.navigationBar) && visibility == .hidden, bottom: bars.contains(.bottomBar) ? visibility == .hidden : nil))
    )
    .modifier(_ToolbarBackgroundModifier(visibility: nil, style: nil, bar: visibility, applies: bars.contains(.tabBar)))
  }
}
