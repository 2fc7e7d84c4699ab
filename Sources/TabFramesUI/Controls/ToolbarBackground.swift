import Foundation

// `toolbarBackground(_:for:)`: what a tab's content asks of the tab bar's background (found by the
// tab view in its selected tab, TabView.swift), and for the navigation bar a marker its container
// finds in its root (NavigationBar.swift).

/// What a tab's content asks of the tab bar's background.
struct TabBarPreference {
  var visibility = Visibility.automatic
  var style: Color?
  /// `toolbar(_:for: .tabBar)`: whether the bar itself is shown.
  var bar = Visibility.automatic
}

extension View {
  /// `toolbarBackground(.visible, for: .tabBar)` inside a tab: the tab bar's material and
  /// hairline are shown while that tab is selected, whatever is under the bar. `.automatic` (the
  /// default) follows iOS 15+: a bar over content that does not scroll under it is transparent,
  /// with no hairline. Like SwiftUI's, the preference flows up to the bar from inside the tab; on
  /// the tab view itself it reaches no bar.
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(
      _ToolbarBackgroundModifier(
        visibility: visibility, style: nil, bar: nil, applies: bars.isEmpty || bars.contains(.tabBar),
        navigationBar: bars.contains(.navigationBar)))
  }

  /// `toolbarBackground(Color.blue, for: .tabBar)`: the style the bar's background takes when it
  /// is shown.
  nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    modifier(
      _ToolbarBackgroundModifier(
        visibility: nil, style: style, bar: nil, applies: bars.isEmpty || bars.contains(.tabBar),
        navigationBar: bars.contains(.navigationBar)))
  }
}

/// `toolbarBackground(_:for:)` and `toolbar(_:for: .tabBar)`: a marker the tab view finds in its
/// selected tab.
nonisolated struct _ToolbarBackgroundModifier: ViewModifier, PrimitiveModifier {
  let visibility: Visibility?
  let style: (any ShapeStyle)?
  let bar: Visibility?
  let applies: Bool
  /// Whether it is also the navigation bar's (`for: .navigationBar`): a marker the navigation
  /// container finds in its root, the style resolved where it is written.
  var navigationBar = false
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var nodes = content(context)
    let color = style?._color(in: context.environment)
    if navigationBar {
      let marker = NavigationMarker.background(visibility: visibility, style: color)
      nodes = [NavigationMarkerNode(child: single({ _ in nodes }, context), id: context.path, marker: marker)]
    }
    guard applies else { return nodes }
    return [ToolbarBackgroundNode(child: single({ _ in nodes }, context), visibility: visibility, style: color, bar: bar)]
  }
}

final class ToolbarBackgroundNode: WrapperNode, @unchecked Sendable {
  let visibility: Visibility?
  let style: Color?
  let bar: Visibility?
  init(child: LayoutNode, visibility: Visibility?, style: Color?, bar: Visibility?) {
    self.visibility = visibility
    self.style = style
    self.bar = bar
    super.init(child: child, id: child.id)
  }
}
