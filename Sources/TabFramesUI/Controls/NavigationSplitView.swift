import Foundation

/// SwiftUI's `NavigationSplitView`: on an iPhone (a compact width, what a stage is) it collapses
/// into one navigation stack showing the sidebar, as iOS shows it; the content and detail columns
/// are pushed from there, which a stage does not do.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
  @MainActor public var body: some View { NavigationStack { sidebar } }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
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
