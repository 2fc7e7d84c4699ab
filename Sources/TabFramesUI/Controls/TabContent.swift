import Foundation

/// iOS 18's tab content: `Tab`s, their selection value known, so that `value: .sent` is inferred
/// from the tab view's selection as in SwiftUI. Not views themselves: a `TabView` turns them into
/// its tabs.
public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable
  associatedtype _TabBody: View
  /// The tab as a view with its item, tag and badge (what `tabItem`, `tag` and `badge` describe).
  @MainActor var _tabBody: _TabBody { get }
}

/// iOS 18's `Tab`: a tab of a `TabView`, its item and its selection value in one.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value
  private let label: Label
  private let value: Value?
  private let content: Content
  /// `.search`: the tab view's `searchable` field is this tab's.
  private var role: TabRole? = nil

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    label = DefaultTabLabel(title: String(title), systemImage: systemImage)
    self.value = value
    self.content = content()
  }

  /// A tab with a title, a symbol and a role (`Tab("Search", systemImage: "magnifyingglass",
  /// value: .search, role: .search)`): drawn with its own title and symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    self.init(title, systemImage: systemImage, value: value, content: content)
    self.role = role
  }

  /// A tab with a title and an asset catalogue's image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    label = DefaultTabLabel(title: String(title), image: image)
    self.value = value
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    self.init(title, image: image, value: value, content: content)
    self.role = role
  }

  /// A tab with an empty item (a custom bar drawn over the tab view names its tabs itself).
  public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
    label = EmptyView()
    self.value = value
    self.content = content()
  }

  /// A tab with a label of its own.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, content: content, label: label)
    self.role = role
  }

  /// A tab with a label of its own.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = value
    self.content = content()
  }

  /// A tab with a role (`.search`): the role's title and symbol, as iOS draws them.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
    label = DefaultTabLabel(role: role)
    self.value = value
    self.content = content()
    self.role = role
  }

  @ViewBuilder public var _tabBody: some View {
    let tab = content.modifier(_TabItemModifier(item: label, role: role))
    if let value { tab.tag(value) } else { tab }
  }
}

extension Tab where Value == Never {
  /// A tab of a `TabView` without a selection binding.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
    label = DefaultTabLabel(title: String(title), systemImage: systemImage)
    self.value = nil
    self.content = content()
  }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = nil
    self.content = content()
  }

  public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
    label = DefaultTabLabel(role: role)
    self.value = nil
    self.content = content()
    self.role = role
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
    label = DefaultTabLabel(title: String(title), image: image)
    self.value = nil
    self.content = content()
  }

  /// A tab with an empty item.
  public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
    label = EmptyView()
    self.value = nil
    self.content = content()
  }

  public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(content: content, label: label)
    self.role = role
  }
}

/// iOS 18's `TabViewCustomization`: which tabs a person has customized (kept with
/// `@AppStorage`); empty, and nothing to customize, on an iPhone's bar.
public struct TabViewCustomization: Equatable, Codable, Sendable {
  public init() {}
  public subscript(visibility id: String) -> Visibility {
    get { .automatic }
    set {}
  }
  public mutating func resetVisibility() {}
  public mutating func resetSectionOrder() {}
}

extension TabViewCustomization: RawRepresentable {
  public init?(rawValue: String) {}
  public var rawValue: String { "{}" }
}

/// iOS 18's `TabCustomizationBehavior`.
public struct TabCustomizationBehavior: Sendable {
  public static let automatic = TabCustomizationBehavior()
  public static let reorderable = TabCustomizationBehavior()
  public static let disabled = TabCustomizationBehavior()
}

/// iOS 18's `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
  /// Whether a visibility for these placements is the iPhone tab bar's.
  static func meansTabBar(_ placements: [AdaptableTabBarPlacement]) -> Bool {
    placements.isEmpty || placements.contains(.tabBar) || placements.contains(.automatic)
  }
}

extension View {
  nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}

/// What a tab's role makes of it: `.search` is the magnifying glass titled "Search".
public struct TabRole: Hashable, Sendable {
  let name: String
  public static let search = TabRole(name: "search")
}

/// A tab's item from a title and a symbol (or a role).
nonisolated public struct DefaultTabLabel: View {
  let title: String
  let systemImage: String?
  /// An asset catalogue's image, for `Tab(_:image:…)`.
  var image: String? = nil

  nonisolated init(title: String, systemImage: String?) {
    self.title = title
    self.systemImage = systemImage
  }

  nonisolated init(title: String, image: String) {
    self.title = title
    self.systemImage = nil
    self.image = image
  }

  nonisolated init(role: TabRole?) {
    title = role == .search ? "Search" : ""
    systemImage = role == .search ? "magnifyingglass" : nil
  }

  @MainActor public var body: some View {
    if let systemImage {
      TabFramesUI.Label(title, systemImage: systemImage)
    } else if let image {
      TabFramesUI.Label(title, image: image)
    } else {
      Text(title)
    }
  }
}

/// iOS 18's `TabSection`: a group of tabs, shown flat in an iPhone's tab bar (its header only
/// in a sidebar, which an iPhone does not show).
nonisolated public struct TabSection<Content: View>: View {
  let content: Content
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  init(content: Content) { self.content = content }
  @MainActor public var body: some View { content }

  /// `.hidden` for the tab bar leaves the section's tabs out of an iPhone's bar.
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> TabSection<
    _TabBarVisibility<Content>
  > {
    TabSection<_TabBarVisibility<Content>>(
      content: _TabBarVisibility(content: content, hidden: visibility == .hidden && AdaptableTabBarPlacement.meansTabBar(placements)))
  }
  /// Accepted: an iPhone's bar is not customized.
  public func customizationID(_ id: String) -> Self { self }
  /// Section actions show in a sidebar, which an iPhone does not show.
  public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> Self { self }
}

/// A `Tab` is also a view (its item, tag and content), so that a `ForEach` of tabs and a
/// `TabSection` of them build as in SwiftUI.
extension Tab: View {
  public var body: some View { _tabBody }

  /// A count on the tab's item: zero hides it.
  public func badge(_ count: Int) -> _BadgedTab<Self> { _BadgedTab(base: self, text: count == 0 ? nil : String(count)) }
  /// A text on the tab's item: nil hides it.
  public func badge(_ label: Text?) -> _BadgedTab<Self> { _BadgedTab(base: self, text: label?.string) }
  public func badge<S: StringProtocol>(_ label: S?) -> _BadgedTab<Self> { _BadgedTab(base: self, text: label.map { String($0) }) }
}

/// A tab with a badge.
public struct _BadgedTab<Base: TabContent>: TabContent {
  public typealias TabValue = Base.TabValue
  let base: Base
  let text: String?
  public var _tabBody: some View { base._tabBody.modifier(_BadgeModifier(text: text)) }
}

extension _BadgedTab: View {
  public var body: some View { _tabBody }
}

/// A tab with a visibility in the tab bar.
public struct _VisibilityTab<Base: TabContent>: TabContent {
  public typealias TabValue = Base.TabValue
  let base: Base
  let hidden: Bool
  public var _tabBody: some View { base._tabBody.modifier(_TabBarVisibilityModifier(hidden: hidden)) }
}

extension _VisibilityTab: View {
  public var body: some View { _tabBody }
}

/// Marks a tab the iPhone's tab bar leaves out.
nonisolated struct _TabBarVisibilityModifier: ViewModifier, PrimitiveModifier {
  let hidden: Bool
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let nodes = content(context)
    guard hidden else { return nodes }
    return nodes.map { TabBarHiddenNode(child: $0, id: $0.id) }
  }
}

/// Tabs with a visibility in the tab bar (a section's).
nonisolated public struct _TabBarVisibility<Content: View>: View {
  let content: Content
  let hidden: Bool
  @MainActor public var body: some View { content.modifier(_TabBarVisibilityModifier(hidden: hidden)) }
}

/// A tab left out of the tab bar.
final class TabBarHiddenNode: WrapperNode, @unchecked Sendable {}

extension TabContent {
  /// iOS 18's tab customization (which tabs a person moved to or from the bar on an iPad): an
  /// iPhone's bar is not customized, so these change nothing drawn.
  public func customizationID(_ id: String) -> Self { self }
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
  /// `.hidden` for the tab bar leaves the tab out of an iPhone's bar (it is reached from the
  /// sidebar, which an iPhone does not show); its content is still shown when it is selected.
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> _VisibilityTab<Self> {
    _VisibilityTab(base: self, hidden: visibility == .hidden && AdaptableTabBarPlacement.meansTabBar(placements))
  }
  /// A count on the tab's item: zero hides it.
  public func badge(_ count: Int) -> _BadgedTab<Self> { _BadgedTab(base: self, text: count == 0 ? nil : String(count)) }
  /// A text on the tab's item: nil hides it.
  public func badge(_ label: Text?) -> _BadgedTab<Self> { _BadgedTab(base: self, text: label?.string) }
  public func badge<S: StringProtocol>(_ label: S?) -> _BadgedTab<Self> { _BadgedTab(base: self, text: label.map { String($0) }) }
}

/// SwiftUI's `TabContentBuilder`: a tab view's tabs, of one selection value type.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
  public static func buildExpression<C: TabContent>(_ content: C) -> C._TabBody where C.TabValue == SelectionValue {
    content._tabBody
  }
  /// A `ForEach` of tabs.
  public static func buildExpression<Data, ID, T: TabContent & View>(_ tabs: ForEach<Data, ID, T>) -> ForEach<Data, ID, T>
  where T.TabValue == SelectionValue { tabs }
  /// A `TabSection` of tabs.
  public static func buildExpression<C>(_ section: TabSection<C>) -> TabSection<C> { section }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    ViewBuilder.buildBlock(repeat each content)
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
}

extension TabView {
  /// Tabs given as `Tab`s (iOS 18), their values of the selection's type.
  public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView where SelectionValue == Never {
  /// `Tab`s without values: the first is selected until another is tapped.
  public init(@TabContentBuilder<Never> content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension View {
  /// The view under an accessibility identifier, if there is one (none: the view as it is, its
  /// leaves' ids unchanged).
  func identified(_ identifier: String?) -> some View { modifier(_OptionalIdentifierModifier(identifier: identifier)) }
}

struct _OptionalIdentifierModifier: ViewModifier, PrimitiveModifier {
  let identifier: String?
  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    guard let identifier else { return content(context) }
    return [IdentifiedNode(child: single(content, context), id: identifier)]
  }
}

private struct TabBarBottomInsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
  /// The bottom safe area a tab bar sits on (34 pt above a Face ID iPhone's home indicator): its
  /// items stay 49 pt at the top, its background fills the area below. A stage has no window, so
  /// the scene kind that draws the bar sets it (SwiftUI takes it from the window).
  package var tabBarBottomInset: CGFloat {
    get { self[TabBarBottomInsetKey.self] }
    set { self[TabBarBottomInsetKey.self] = newValue }
  }
}
