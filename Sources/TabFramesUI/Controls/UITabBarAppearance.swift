import Foundation

// UIKit's tab bar appearance, the part SwiftUI code sets to restyle a `TabView`'s bar
// (`UITabBar.appearance().unselectedItemTintColor = …`, a `UITabBarAppearance` as the standard
// and scroll-edge appearance). As on a device the proxy is the process's: it restyles every
// tab view drawn after it is set. `TabView` reads it (TabBarStyle below); `import UIKit` brings
// these names.

/// UIKit's `UITabBar`, as far as its appearance proxy.
@MainActor @preconcurrency
open class UITabBar {
  private static let proxy = UITabBar()

  /// The proxy whose settings every tab bar takes.
  public static func appearance() -> UITabBar { proxy }

  public init() {}

  /// The proxy as it was before code set anything (for tests that set it and must leave the
  /// process as they found it).
  /// Every proxy that is drawn put back as UIKit starts: a preview's root is built from these, so
  /// that what one preview's views set (`UITabBar.appearance().isHidden = true` in an `init`)
  /// reaches no other preview, whichever previews a run renders (a filter, a shard) and in any
  /// order.
  package static func resetDrawnAppearanceProxies() {
    resetAppearance()
    UIPageControl.resetAppearance()
    UINavigationBar.resetAppearance()
  }

  package static func resetAppearance() {
    let bar = proxy
    bar.backgroundColor = nil
    bar.barTintColor = nil
    bar.tintColor = nil
    bar.unselectedItemTintColor = nil
    bar.isTranslucent = true
    bar.standardAppearance = UITabBarAppearance()
    bar.scrollEdgeAppearance = nil
    bar.isHidden = false
  }

  /// The bar view's own background: drawn whatever the appearance, as a view's background is.
  public var backgroundColor: UIColor?
  /// The standard appearance's background tint (before `UITabBarAppearance`).
  public var barTintColor: UIColor?
  /// The selected items' colour.
  public var tintColor: UIColor?
  /// The unselected items' colour.
  public var unselectedItemTintColor: UIColor?
  public var isTranslucent = true
  public var standardAppearance = UITabBarAppearance()
  /// iOS 15+: the look while content ends above the bar; nil: the standard look without its
  /// background.
  public var scrollEdgeAppearance: UITabBarAppearance?
  /// Set on the proxy (`UITabBar.appearance().isHidden = true`, in a view's `init`), it hides the
  /// bar of every tab view drawn after it, as `toolbar(.hidden, for: .tabBar)` does: the way apps
  /// hide the system bar under a tab bar of their own.
  public var isHidden = false
}

/// UIKit's `UIBarAppearance`.
@MainActor @preconcurrency
open class UIBarAppearance {
  /// Whether a background was configured (`configureWith…`), so that its colour is drawn.
  var configured = false
  public var backgroundColor: UIColor?
  /// The hairline's colour; nil or clear: none.
  public var shadowColor: UIColor? = UIColor(Color(named: "separator"))
  /// The blur under the background colour (kept, not drawn: a stage draws no blur behind bars).
  public var backgroundEffect: UIBlurEffect?

  public init() {}

  /// An opaque background in the system background colour, with the hairline.
  public func configureWithOpaqueBackground() {
    configured = true
    backgroundColor = UIColor(Color(named: "systemBackground"))
    shadowColor = UIColor(Color(named: "separator"))
  }
  /// No background and no hairline.
  public func configureWithTransparentBackground() {
    configured = true
    backgroundColor = UIColor(Color.clear)
    shadowColor = nil
  }
  /// The system material and hairline.
  public func configureWithDefaultBackground() {
    configured = false
    backgroundColor = nil
    shadowColor = UIColor(Color(named: "separator"))
  }
}

/// UIKit's `UITabBarAppearance`: its items' looks by layout (an iPhone in portrait uses the
/// stacked one).
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
  public var stackedLayoutAppearance = UITabBarItemAppearance()
  public var inlineLayoutAppearance = UITabBarItemAppearance()
  public var compactInlineLayoutAppearance = UITabBarItemAppearance()
  public override init() { super.init() }
}

/// UIKit's `UITabBarItemAppearance`.
@MainActor @preconcurrency
open class UITabBarItemAppearance {
  public var normal = UITabBarItemStateAppearance()
  public var selected = UITabBarItemStateAppearance()
  public var disabled = UITabBarItemStateAppearance()
  public var focused = UITabBarItemStateAppearance()
  public init() {}
}

/// UIKit's `UITabBarItemStateAppearance`.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance {
  public var iconColor: UIColor?
  /// `[.foregroundColor: UIColor]` colours the caption.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var badgeBackgroundColor: UIColor?
  public init() {}
}

extension NSAttributedString.Key {
  /// UIKit's text colour attribute (not in Foundation on Linux).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let font = NSAttributedString.Key("NSFont")
}

/// What a tab bar draws from the appearance proxy: nil where it says nothing.
struct TabBarStyle {
  /// Drawn under the bar whatever its state (the bar view's own background).
  var viewBackground: Color?
  /// The background when the bar shows its background (standard) and when it does not
  /// (scroll edge): .some(nil) draws none; nil keeps SwiftUI's.
  var standardBackground: Color??
  var scrollEdgeBackground: Color??
  var hairline: Color??
  var selected: Color?
  var unselected: Color?
  var selectedTitle: Color?
  var unselectedTitle: Color?
  var badge: Color?

  @MainActor
  static var current: TabBarStyle {
    let bar = UITabBar.appearance()
    var style = TabBarStyle()
    style.viewBackground = bar.backgroundColor?.color
    let standard = bar.standardAppearance
    if standard.configured {
      style.standardBackground = .some(standard.backgroundColor?.color)
    } else if let tint = bar.barTintColor {
      style.standardBackground = .some(tint.color)
    }
    if let edge = bar.scrollEdgeAppearance, edge.configured {
      style.scrollEdgeBackground = .some(edge.backgroundColor?.color)
    }
    if standard.configured { style.hairline = .some(standard.shadowColor?.color) }
    let items = standard.stackedLayoutAppearance
    style.selected = items.selected.iconColor?.color ?? bar.tintColor?.color
    style.unselected = items.normal.iconColor?.color ?? bar.unselectedItemTintColor?.color
    style.selectedTitle = (items.selected.titleTextAttributes[.foregroundColor] as? UIColor)?.color ?? style.selected
    style.unselectedTitle = (items.normal.titleTextAttributes[.foregroundColor] as? UIColor)?.color ?? style.unselected
    style.badge = items.normal.badgeBackgroundColor?.color
    return style
  }
}
