import Foundation

// iOS 26's tab view additions: a bottom accessory over the tab bar (`tabViewBottomAccessory`, a
// music app's mini player) and the bar's minimising while scrolling (`tabBarMinimizeBehavior`).
// A stage draws the accessory as a capsule of the bar's material just above the bar, its
// content centred in it, the tab's content ending above it; the bar keeps the look it has
// (iOS 26's floating glass bar is not drawn). Sizes chosen to match iOS 26's look, not measured.

extension TabBarMetrics {
  static let accessoryHeight: CGFloat = 48
  static let accessoryGap: CGFloat = 8
  static let accessoryMargin: CGFloat = 16
}

/// The accessory's view, as the modifier around a tab view sets it for that tab view.
struct TabViewBottomAccessory {
  let view: @MainActor () -> AnyView
}

private struct TabViewBottomAccessoryKey: EnvironmentKey { static let defaultValue: TabViewBottomAccessory? = nil }

extension EnvironmentValues {
  var tabViewBottomAccessory: TabViewBottomAccessory? {
    get { self[TabViewBottomAccessoryKey.self] }
    set { self[TabViewBottomAccessoryKey.self] = newValue }
  }
}

/// iOS 26's `TabViewBottomAccessoryPlacement`: where the accessory is, read by its content from
/// `\.tabViewBottomAccessoryPlacement` (a mini player shows less when inline). A stage draws the
/// bar whole, so the accessory is `.expanded`; outside an accessory the value is nil.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// In the minimised tab bar's line.
  case inline
  /// Above the tab bar.
  case expanded
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
  static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[TabViewBottomAccessoryPlacementKey.self] }
    set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
  }
}

/// The bar with the accessory above it.
struct _AccessorizedTabBar<Bar: View>: View {
  let accessory: AnyView
  let bar: Bar
  var body: some View {
    VStack(spacing: TabBarMetrics.accessoryGap) {
      accessory
        .environment(\.tabViewBottomAccessoryPlacement, .expanded)
        .padding(.horizontal, TabBarMetrics.accessoryMargin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .frame(height: TabBarMetrics.accessoryHeight)
        .background(.bar, in: Capsule())
        .shadow(color: .black.opacity(0.12), radius: 8, y: 2)
        .padding(.horizontal, TabBarMetrics.accessoryMargin)
      bar
    }
  }
}

/// iOS 26's `TabBarMinimizeBehavior`: the bar collapses as content scrolls under it; a stage's
/// content never scrolls by a finger, so the bar is drawn whole.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
  public static let never = TabBarMinimizeBehavior(name: "never")
}

extension View {
  /// A view over the tab view's bar (iOS 26): drawn in a capsule of the bar's material just above
  /// the bar, the tab's content ending above it.
  nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    // `nonisolated(unsafe)`: the view is only read by the main-actor closure, while the tab view
    // is built on the main actor.
    nonisolated(unsafe) let content = content()
    return environment(\.tabViewBottomAccessory, TabViewBottomAccessory { AnyView(content) })
  }
  /// The same, shown only when `isEnabled` (iOS 26.1).
  nonisolated public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
    // `nonisolated(unsafe)`: as above, read only on the main actor as the tab view is built.
    nonisolated(unsafe) let content = content()
    return environment(\.tabViewBottomAccessory, isEnabled ? TabViewBottomAccessory { AnyView(content) } : nil)
  }
  /// Accepted: the bar is drawn whole.
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
