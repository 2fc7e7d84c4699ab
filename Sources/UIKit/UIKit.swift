// `import UIKit` on Linux, for the view files that import it for what they touch of UIKit beside
// SwiftUI: `UIColor` (its semantic and system colours, for `Color(uiColor:)`), the feedback
// generators tab bars call on a selection change (which draw nothing, as a haptic draws nothing),
// the tab bar's appearance proxy (`UITabBar.appearance()`, `UITabBarAppearance`), which restyles
// a `TabView`'s bar, and Foundation. Only those names: UIKit's views and controllers are not
// here, so code that needs them fails to compile naming them.
@_exported import Foundation

@_exported import class TabFramesUI.UIApplication
@_exported import class TabFramesUI.UIBarAppearance
@_exported import class TabFramesUI.UIColor
@_exported import class TabFramesUI.UIFeedbackGenerator
@_exported import class TabFramesUI.UIFont
@_exported import class TabFramesUI.UIImage
@_exported import class TabFramesUI.UIImpactFeedbackGenerator
@_exported import class TabFramesUI.UINotificationFeedbackGenerator
@_exported import class TabFramesUI.UISelectionFeedbackGenerator
@_exported import class TabFramesUI.UITabBar
@_exported import class TabFramesUI.UITabBarAppearance
@_exported import class TabFramesUI.UITabBarItemAppearance
@_exported import class TabFramesUI.UITabBarItemStateAppearance
@_exported import struct TabFramesUI.UITraitCollection
@_exported import enum TabFramesUI.UIUserInterfaceStyle
