import Foundation

// UIKit's device and screen, as SwiftUI code reads them to size or adapt a view: `UIScreen.main`
// (the stage's canvas while a stage lays out or plays, an iPhone 15's screen otherwise), an
// iPhone's `UIDevice.current`, and `UIAccessibility`'s settings, all off as on a device set up
// as it comes.

/// The screen a stage stands for while it lays out or plays: its canvas and scale.
package struct StageScreen: Sendable {
  package var size: CGSize
  package var scale: CGFloat
  /// The stage's safe area: what its window's `safeAreaInsets` say.
  package var safeArea: EdgeInsets
  package init(size: CGSize, scale: CGFloat, safeArea: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.scale = scale
    self.safeArea = safeArea
  }
  /// The stage laying out or playing in this task, if any.
  @TaskLocal package static var current: StageScreen?
  /// An iPhone 15's (and 16's) screen in portrait: 393 × 852 pt at 3 pixels a point, the status
  /// bar's 59 pt above and the home indicator's 34 pt below.
  package static let iPhone = StageScreen(
    size: CGSize(width: 393, height: 852), scale: 3, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
}

/// UIKit's `UIScreen`: `UIScreen.main` is the stage's canvas and scale while a stage lays out or
/// plays, and an iPhone 15's 393 × 852 pt at scale 3 anywhere else.
@MainActor @preconcurrency
open class UIScreen {
  private static let shared = UIScreen()
  /// The screen the device shows the app on (deprecated in iOS 16 for the window scene's, still
  /// what most code reads).
  public class var main: UIScreen { shared }

  private var screen: StageScreen { StageScreen.current ?? .iPhone }

  /// The screen's rectangle in points, its origin at zero.
  public var bounds: CGRect { CGRect(origin: .zero, size: screen.size) }
  /// The screen's rectangle in pixels, in portrait.
  public var nativeBounds: CGRect {
    CGRect(origin: .zero, size: CGSize(width: screen.size.width * screen.scale, height: screen.size.height * screen.scale))
  }
  /// Pixels a point.
  public var scale: CGFloat { screen.scale }
  public var nativeScale: CGFloat { screen.scale }
  /// Its brightness (0 to 1): half.
  public var brightness: CGFloat = 0.5
  /// Frames a second the display can show: 60, a stage's rate.
  public var maximumFramesPerSecond: Int { 60 }
  public var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .unspecified) }
}

/// UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// UIKit's `UIDevice`: an iPhone in portrait, running iOS 17.
@MainActor @preconcurrency
open class UIDevice {
  private static let shared = UIDevice()
  public class var current: UIDevice { shared }

  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// Since iOS 16 the generic model name, as apps without the entitlement read it.
  public var name: String { "iPhone" }
  public var model: String { "iPhone" }
  public var localizedModel: String { "iPhone" }
  public var systemName: String { "iOS" }
  public var systemVersion: String { "17.0" }
  public var orientation: UIDeviceOrientation { .portrait }
  public var isGeneratingDeviceOrientationNotifications: Bool { false }
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
  public var isMultitaskingSupported: Bool { true }
  public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
  public var isBatteryMonitoringEnabled = false
  /// -1, as UIKit reports while battery monitoring is off.
  public var batteryLevel: Float { -1 }

  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's `UIAccessibility`: every setting off, as on a device set up as it comes (a stage has
/// no such settings; SwiftUI's environment says the same).
public enum UIAccessibility {
  public static var isReduceMotionEnabled: Bool { false }
  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isSpeakScreenEnabled: Bool { false }
  public static var isSpeakSelectionEnabled: Bool { false }
  public static var isShakeToUndoEnabled: Bool { true }
  public static var isGuidedAccessEnabled: Bool { false }
  public static var isAssistiveTouchRunning: Bool { false }
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  public static var isVideoAutoplayEnabled: Bool { true }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var buttonShapesEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }

  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")

  /// What `post(notification:argument:)` announces.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts to VoiceOver, which is not running: nothing happens.
  public static func post(notification: Notification, argument: Any?) {}
}
