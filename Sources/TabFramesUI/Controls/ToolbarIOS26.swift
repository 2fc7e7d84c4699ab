import Foundation

// iOS 26's toolbar, search and scroll-edge names that app code written for iOS 26 uses. They
// compile; a stage draws the pre-iOS 26 bars (docs/SWIFTUI.md, "iOS 26 toolbar names"), so most
// change nothing drawn: what each draws is said at it.

/// The kinds of system item `DefaultToolbarItem` places.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
  let name: String
  /// The search field of a `searchable` view (iOS 26 moves it into the bottom bar).
  public static let search = ToolbarDefaultItemKind(name: "search")
  /// The sidebar button of a split view.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title of the screen.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

/// iOS 26's `DefaultToolbarItem`: a system item placed where the toolbar says. Draws nothing
/// here: the search field stays where `searchable` draws it, under the navigation title.
public struct DefaultToolbarItem: ToolbarContent {
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
  public func _items() -> [(ToolbarItemPlacement, AnyView)] { [] }
}

/// iOS 26's `SearchToolbarBehavior`: whether the search field minimises to a button.
public struct SearchToolbarBehavior: Sendable, Hashable {
  let name: String
  public static let automatic = SearchToolbarBehavior(name: "automatic")
  public static let minimize = SearchToolbarBehavior(name: "minimize")
}

/// iOS 26's `ScrollEdgeEffectStyle`: how content fades under a bar at a scroll view's edge.
public struct ScrollEdgeEffectStyle: Sendable, Hashable {
  let name: String
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  public static let soft = ScrollEdgeEffectStyle(name: "soft")
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
}

extension View {
  /// iOS 26's subtitle under the navigation title: not drawn (the pre-iOS 26 bar has none).
  nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View { self }
  nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
  nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }

  /// iOS 26: the search field minimised to a button: drawn as a field, as before iOS 26.
  nonisolated public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }

  /// iOS 26: the scroll edge effect's style under bars: not drawn.
  nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }
  /// iOS 26: the scroll edge effect hidden or shown: not drawn either way.
  nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

  /// iOS 26's bar of one's own at an edge: laid out as `safeAreaInset(edge:)` lays out its view
  /// (the content's safe area ends at it, a scroll view runs on under it); the scroll edge
  /// effect iOS 26 draws behind it is not drawn.
  nonisolated public func safeAreaBar<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
  nonisolated public func safeAreaBar<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
}
