import Foundation

// UIKit's appearance proxies that SwiftUI code sets to style the UIKit views SwiftUI draws with:
// the navigation bar, the page control of a paged `TabView`, and the table view under a `List`.
// As on a device a proxy is the process's. The page control's dot colours are honoured (a paged
// TabView draws its dots in them), and the navigation bar's titles, tint and backgrounds
// (NavigationBarStyle); the table view's settings are kept but not drawn yet (docs/SWIFTUI.md).
// The tab bar's are in UITabBarAppearance.swift.

/// UIKit's `UINavigationBar`, as far as its appearance proxy: its titles' colours and fonts, its
/// buttons' tint, its view's background and its scroll-edge appearance's background are drawn (a
/// stage's bars are at rest, at their scroll edge).
@MainActor @preconcurrency
open class UINavigationBar {
  private static let proxy = UINavigationBar()
  public static func appearance() -> UINavigationBar { proxy }
  public init() {}

  /// The proxy put back as UIKit starts (before each preview is drawn).
  package static func resetAppearance() {
    let bar = proxy
    bar.standardAppearance = UINavigationBarAppearance()
    bar.compactAppearance = nil
    bar.scrollEdgeAppearance = nil
    bar.compactScrollEdgeAppearance = nil
    bar.tintColor = nil
    bar.barTintColor = nil
    bar.backgroundColor = nil
    bar.isTranslucent = true
    bar.prefersLargeTitles = false
    bar.titleTextAttributes = nil
    bar.largeTitleTextAttributes = nil
  }

  public var standardAppearance = UINavigationBarAppearance()
  public var compactAppearance: UINavigationBarAppearance?
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var compactScrollEdgeAppearance: UINavigationBarAppearance?
  public var tintColor: UIColor?
  public var barTintColor: UIColor?
  public var backgroundColor: UIColor?
  public var isTranslucent = true
  public var prefersLargeTitles = false
  /// `[.foregroundColor: UIColor, .font: UIFont]` for the inline title.
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

/// UIKit's `UINavigationBarAppearance`.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
  /// `[.foregroundColor: UIColor, .font: UIFont]` for the inline title.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment = UIOffset.zero
  public var buttonAppearance = UIBarButtonItemAppearance()
  public var doneButtonAppearance = UIBarButtonItemAppearance()
  public var backButtonAppearance = UIBarButtonItemAppearance()
  public override init() { super.init() }
}

/// UIKit's `UIBarButtonItemAppearance`.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance {
  public var normal = UIBarButtonItemStateAppearance()
  public var highlighted = UIBarButtonItemStateAppearance()
  public var disabled = UIBarButtonItemStateAppearance()
  public var focused = UIBarButtonItemStateAppearance()
  public init() {}
}

/// UIKit's `UIBarButtonItemStateAppearance`.
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment = UIOffset.zero
  public init() {}
}

/// UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public init() { self.init(horizontal: 0, vertical: 0) }
  public static let zero = UIOffset()
}

/// UIKit's `UIPageControl`, as far as its appearance proxy: a paged `TabView` draws its dots in
/// `currentPageIndicatorTintColor` and `pageIndicatorTintColor` when they are set (white, and
/// white at 30 %, otherwise).
@MainActor @preconcurrency
open class UIPageControl {
  private static let proxy = UIPageControl()
  public static func appearance() -> UIPageControl { proxy }
  public init() {}

  /// The proxy as it was before code set anything (for tests that set it).
  package static func resetAppearance() {
    proxy.currentPageIndicatorTintColor = nil
    proxy.pageIndicatorTintColor = nil
    proxy.backgroundColor = nil
  }

  public var currentPageIndicatorTintColor: UIColor?
  public var pageIndicatorTintColor: UIColor?
  /// Kept, not drawn.
  public var backgroundColor: UIColor?
}

/// UIKit's `UITableView`, as far as its appearance proxy (iOS 15 and before styled a `List`
/// through it): kept, not drawn — a `List` draws its own background, as on iOS 16+, where the
/// list is no table view (`scrollContentBackground(.hidden)` is the way there).
@MainActor @preconcurrency
open class UITableView {
  private static let proxy = UITableView()
  public static func appearance() -> UITableView { proxy }
  public init() {}

  public var backgroundColor: UIColor?
  public var separatorColor: UIColor?
  public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  public var sectionHeaderTopPadding: CGFloat = 0
}

/// UIKit's `UITableViewCell`, as far as its appearance proxy: kept, not drawn.
@MainActor @preconcurrency
open class UITableViewCell {
  private static let proxy = UITableViewCell()
  public static func appearance() -> UITableViewCell { proxy }
  public init() {}

  public enum SeparatorStyle: Int, Sendable { case none, singleLine }
  public var backgroundColor: UIColor?
  public var selectionStyle = SelectionStyle.default
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
}

/// What a navigation bar at rest draws from the appearance proxy: nil where it says nothing. At
/// rest a bar is at its scroll edge: its scroll-edge appearance's background is drawn (up under
/// the status bar), or none (iOS 15+ draws the standard one only once content scrolls under it);
/// the bar view's own background colour is drawn either way, within the bar.
struct NavigationBarStyle {
  var title: Color?
  var titleFont: Font?
  var largeTitle: Color?
  var largeTitleFont: Font?
  var tint: Color?
  var viewBackground: Color?
  /// The scroll-edge appearance's background (its hairline is `hairline`); nil, none.
  var edgeLook: BarLook?
  var hairline: Color?
  /// The scheme the bar's titles and items take (`toolbarColorScheme`); nil: the screen's.
  var colorScheme: ColorScheme?

  @MainActor
  static var current: NavigationBarStyle {
    let bar = UINavigationBar.appearance()
    let standard = bar.standardAppearance
    let edge = bar.scrollEdgeAppearance
    func attribute<T>(_ key: NSAttributedString.Key, _ sets: [[NSAttributedString.Key: Any]?]) -> T? {
      sets.lazy.compactMap { $0?[key] as? T }.first
    }
    // The appearance shown at rest first, then the standard one, then the bar's own (legacy) keys.
    let titles = [edge?.titleTextAttributes, standard.titleTextAttributes, bar.titleTextAttributes]
    let largeTitles = [edge?.largeTitleTextAttributes, standard.largeTitleTextAttributes, bar.largeTitleTextAttributes]
    var style = NavigationBarStyle()
    style.title = (attribute(.foregroundColor, titles) as UIColor?)?.color
    style.titleFont = (attribute(.font, titles) as UIFont?)?.font
    style.largeTitle = (attribute(.foregroundColor, largeTitles) as UIColor?)?.color
    style.largeTitleFont = (attribute(.font, largeTitles) as UIFont?)?.font
    style.tint = bar.tintColor?.color
    style.viewBackground = bar.backgroundColor?.color
    // An appearance set for the scroll edge is drawn there, UIKit's default one too.
    if let edge {
      style.edgeLook = edge.look
      style.hairline = edge.look.hairline ?? UIBarAppearance.standardShadow.color
    }
    return style
  }
}
