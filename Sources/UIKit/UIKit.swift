// `import UIKit` on Linux, for the view files that import it for what they touch of UIKit beside
// SwiftUI: `UIColor` (its semantic and system colours, for `Color(uiColor:)`), `UIFont`,
// `UIImage`, the feedback generators tab bars call on a selection change (which draw nothing, as
// a haptic draws nothing), the appearance proxies (`UITabBar.appearance()` and
// `UITabBarAppearance`, which restyle a `TabView`'s bar; `UIPageControl`'s, which colours a paged
// TabView's dots; `UINavigationBar`'s and `UITableView`'s, kept and not drawn), `UIScreen`,
// `UIDevice`, `UIAccessibility`, `UIApplication` with its window scene and window (for the
// screen's safe area), `UIBezierPath` and `UIRectCorner` (for `Path(bezier.cgPath)`), the
// representables' protocols with the few views and controllers they wrap (`UIView`, `UILabel`,
// `UIVisualEffectView`, `UIViewController`, `UIActivityViewController`, `UIHostingController`:
// they draw nothing), and Foundation. Only those names: the rest of UIKit is not here, so code
// that needs it fails to compile naming it.
@_exported import Foundation

@_exported import enum TabFramesUI.NSTextAlignment
@_exported import enum TabFramesUI.UIAccessibility
@_exported import class TabFramesUI.UIActivity
@_exported import class TabFramesUI.UIActivityViewController
@_exported import class TabFramesUI.UIApplication
@_exported import class TabFramesUI.UIBarAppearance
@_exported import class TabFramesUI.UIBarButtonItemAppearance
@_exported import class TabFramesUI.UIBarButtonItemStateAppearance
@_exported import class TabFramesUI.UIBezierPath
@_exported import class TabFramesUI.UIBlurEffect
@_exported import class TabFramesUI.UIColor
@_exported import class TabFramesUI.UIDevice
@_exported import enum TabFramesUI.UIDeviceOrientation
@_exported import struct TabFramesUI.UIEdgeInsets
@_exported import class TabFramesUI.UIFeedbackGenerator
@_exported import class TabFramesUI.UIFont
@_exported import class TabFramesUI.UIHostingController
@_exported import class TabFramesUI.UIImage
@_exported import class TabFramesUI.UIImpactFeedbackGenerator
@_exported import enum TabFramesUI.UIInterfaceOrientation
@_exported import class TabFramesUI.UILabel
@_exported import enum TabFramesUI.UIModalPresentationStyle
@_exported import class TabFramesUI.UINavigationBar
@_exported import class TabFramesUI.UINavigationBarAppearance
@_exported import class TabFramesUI.UINotificationFeedbackGenerator
@_exported import struct TabFramesUI.UIOffset
@_exported import class TabFramesUI.UIPageControl
@_exported import struct TabFramesUI.UIRectCorner
@_exported import class TabFramesUI.UIResponder
@_exported import class TabFramesUI.UIScene
@_exported import class TabFramesUI.UIScreen
@_exported import class TabFramesUI.UISelectionFeedbackGenerator
@_exported import class TabFramesUI.UITabBar
@_exported import class TabFramesUI.UITabBarAppearance
@_exported import class TabFramesUI.UITabBarItemAppearance
@_exported import class TabFramesUI.UITabBarItemStateAppearance
@_exported import class TabFramesUI.UITableView
@_exported import class TabFramesUI.UITableViewCell
@_exported import struct TabFramesUI.UITextContentType
@_exported import struct TabFramesUI.UITraitCollection
@_exported import enum TabFramesUI.UIUserInterfaceIdiom
@_exported import enum TabFramesUI.UIUserInterfaceStyle
@_exported import class TabFramesUI.UIView
@_exported import class TabFramesUI.UIViewController
@_exported import protocol TabFramesUI.UIViewControllerRepresentable
@_exported import struct TabFramesUI.UIViewControllerRepresentableContext
@_exported import protocol TabFramesUI.UIViewRepresentable
@_exported import struct TabFramesUI.UIViewRepresentableContext
@_exported import class TabFramesUI.UIVisualEffect
@_exported import class TabFramesUI.UIVisualEffectView
@_exported import class TabFramesUI.UIWindow
@_exported import class TabFramesUI.UIWindowScene
