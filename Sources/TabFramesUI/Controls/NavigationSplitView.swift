import Foundation

/// SwiftUI's `NavigationSplitView`: on an iPhone (a compact width, what a stage is) it collapses
/// into one navigation stack showing the sidebar, as iOS shows it; selecting a row of a list with
/// a selection in it pushes the next column (the content, then the detail), as drawn in that
/// update, and going back clears the selection.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
  let sidebar: Sidebar
  /// The columns after the sidebar: the content column (none with the two-column forms), the detail.
  let columns: [AnyView]
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    columns = [AnyView(content()), AnyView(detail())]
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
  init(sidebar: Sidebar, detail: Detail) {
    self.sidebar = sidebar
    columns = [AnyView(detail)]
  }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  /// Built where its body used to be (under its type's name), so the sidebar's ids stay.
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child(identityName(Self.self))
    inner.environment.splitColumns = SplitColumns(views: columns)
    inner.environment.splitColumn = 0
    return TabFramesUI.makeNodes(NavigationStack { sidebar }, inner)
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.init(sidebar: sidebar(), detail: detail()) }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), detail: detail())
  }
}

/// Which columns of a split view show (all but the sidebar's on an iPhone).
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// `navigationSplitViewStyle(_:)`'s styles: accepted; an iPhone collapses them alike.
public struct NavigationSplitViewStyleKind: Sendable {
  let name: String
  public static let automatic = NavigationSplitViewStyleKind(name: "automatic")
  public static let balanced = NavigationSplitViewStyleKind(name: "balanced")
  public static let prominentDetail = NavigationSplitViewStyleKind(name: "prominentDetail")
}

extension View {
  nonisolated public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleKind) -> some View { modifier(_InertModifier()) }
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { modifier(_InertModifier()) }
  nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    modifier(_InertModifier())
  }
}
