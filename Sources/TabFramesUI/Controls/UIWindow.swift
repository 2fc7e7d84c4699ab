import Foundation

// UIKit's window and scene, as SwiftUI code reads them for the screen's safe area: a custom tab
// bar pads itself by `UIApplication.shared.windows.first?.safeAreaInsets.bottom` (or the same
// through `connectedScenes`' window scene). On a stage there is one scene with one window, the
// stage: its bounds are the canvas and its safe area the stage's (an iPhone preset's 59 pt status
// bar and 34 pt home indicator area; none on a stage that gives none); elsewhere an iPhone 15's.

/// UIKit's `UIScene`: the app's one scene, in the foreground.
@MainActor @preconcurrency
open class UIScene: UIResponder, Hashable {
  /// UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
  /// Always in the foreground and active, as `scenePhase` says.
  open var activationState: ActivationState { .foregroundActive }
  open var title: String! = ""

  nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UIWindowScene`: the scene's screen and its one window.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
  static let shared = UIWindowScene()
  private lazy var window = UIWindow(scene: self)

  open var windows: [UIWindow] { [window] }
  open var keyWindow: UIWindow? { window }
  open var screen: UIScreen { UIScreen.main }
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .unspecified) }
}

/// UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's `UIWindow`: the stage. Its frame is the screen's and its safe area the stage's, read
/// when asked (a stage's while one lays out or plays).
@MainActor @preconcurrency
open class UIWindow: UIView {
  open private(set) weak var windowScene: UIWindowScene?
  open var rootViewController: UIViewController?
  open var isKeyWindow: Bool { true }

  public init(scene: UIWindowScene) {
    windowScene = scene
    super.init(frame: UIScreen.main.bounds)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override var frame: CGRect {
    get { UIScreen.main.bounds }
    set {}
  }
  open override var safeAreaInsets: UIEdgeInsets {
    let inset = (StageScreen.current ?? .iPhone).safeArea
    return UIEdgeInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing)
  }
  open func makeKeyAndVisible() {}
}

extension UIApplication {
  /// The app's scenes: one window scene, the stage's.
  @MainActor public var connectedScenes: Set<UIScene> { [UIWindowScene.shared] }
  /// The scene's windows (deprecated in iOS 15 for the window scene's, still common).
  @MainActor public var windows: [UIWindow] { UIWindowScene.shared.windows }
  /// The key window (deprecated in iOS 13, still common).
  @MainActor public var keyWindow: UIWindow? { UIWindowScene.shared.keyWindow }
}
