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

/// UIKit's `UIBarAppearance`: a bar's background, bottom first its blur (the chrome material
/// by default, drawn as the standard bar's flat colour) and its colour, and its hairline.
@MainActor @preconcurrency
open class UIBarAppearance {
  public var backgroundColor: UIColor?
  /// The hairline's colour; nil or clear: none.
  public var shadowColor: UIColor? = UIBarAppearance.standardShadow
  /// The blur under the background colour; nil: none (the opaque and transparent configurations).
  public var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)

  /// The hairline UIKit draws unless told otherwise: drawn as the standard bar's.
  static let standardShadow = UIColor(Color(named: "separator"))

  public init() {}

  /// An opaque background in the system background colour, with the hairline.
  public func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = UIColor(Color(named: "systemBackground"))
    shadowColor = Self.standardShadow
  }
  /// No background and no hairline.
  public func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = UIColor(Color.clear)
    shadowColor = nil
  }
  /// The system material and hairline.
  public func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    shadowColor = Self.standardShadow
  }

  /// What the appearance draws.
  var look: BarLook {
    BarLook(
      material: backgroundEffect != nil, color: backgroundColor?.color,
      hairline: shadowColor === Self.standardShadow ? nil : .some(shadowColor?.color))
  }
  /// UIKit's default look: the material and the standard hairline, nothing of one's own.
  var isDefault: Bool { backgroundEffect != nil && backgroundColor == nil && shadowColor === Self.standardShadow }
}

/// A bar appearance's layers: the material (as the standard bar's flat colour) when it has a
/// blur, its colour over that, and its hairline (nil: the standard one; `.some(nil)`: none).
struct BarLook {
  var material: Bool
  var color: Color?
  var hairline: Color??

  /// What fills the bar in `scheme`: the colour, else the material (a colour over the material
  /// is drawn alone); nil, nothing.
  func fill(_ scheme: ColorScheme) -> Color? { color ?? (material ? TabBarMetrics.background(scheme) : nil) }
  /// The hairline in `scheme`: its own, else the standard bar's; nil, none.
  func line(_ scheme: ColorScheme) -> Color? { hairline ?? TabBarMetrics.hairline(scheme) }
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
  /// The look while the bar shows its background (nil: SwiftUI's standard one), and the look at
  /// the scroll edge (nil: none, SwiftUI's).
  var standard: BarLook?
  var scrollEdge: BarLook?
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
    if !standard.isDefault {
      style.standard = standard.look
    } else if let tint = bar.barTintColor {
      style.standard = BarLook(material: false, color: tint.color, hairline: nil)
    }
    // An appearance set for the scroll edge is drawn there, UIKit's default one too.
    style.scrollEdge = bar.scrollEdgeAppearance?.look
    let items = standard.stackedLayoutAppearance
    style.selected = items.selected.iconColor?.color ?? bar.tintColor?.color
    style.unselected = items.normal.iconColor?.color ?? bar.unselectedItemTintColor?.color
    style.selectedTitle = (items.selected.titleTextAttributes[.foregroundColor] as? UIColor)?.color ?? style.selected
    style.unselectedTitle = (items.normal.titleTextAttributes[.foregroundColor] as? UIColor)?.color ?? style.unselected
    style.badge = items.normal.badgeBackgroundColor?.color
    return style
  }
}
