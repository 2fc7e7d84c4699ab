import Foundation

/// UIKit's `UIApplication`, for the notification names views listen for (a stage posts none: it
/// is always active and in the foreground, as `scenePhase` says), `UIApplication.shared` and the
/// URLs code asks it to open: a stage opens none (`open` does nothing and reports failure,
/// `canOpenURL` says no).
@MainActor @preconcurrency
public final class UIApplication {
  private init() {}
  /// The app's one application object.
  public static let shared = UIApplication()

  /// The URL of the app's page in Settings.
  nonisolated public static let openSettingsURLString = "app-settings:"
  /// The URL of the app's notification settings.
  nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

  /// UIKit's `UIApplication.State`.
  public enum State: Int, Sendable { case active, inactive, background }
  /// Always active, as `scenePhase` is.
  public var applicationState: State { .active }

  /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Opens nothing: a stage has no other app to hand the URL to. The completion, when given,
  /// hears `false` on the main queue (on the stage's clock in a play), as UIKit reports a URL it
  /// could not open.
  @MainActor
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    guard let completion else { return }
    DispatchQueue.main.async { MainActor.assumeIsolated { completion(false) } }
  }

  /// No URL can be opened on a stage.
  @MainActor
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Whether the screen may dim and lock while the app is idle (a stage's never does).
  @MainActor public var isIdleTimerDisabled: Bool {
    get { false }
    set {}
  }
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

/// UIKit's keyboard notifications and their user-info keys, for code that moves a tab bar out of
/// the keyboard's way (`onReceive(NotificationCenter.default.publisher(for:
/// UIResponder.keyboardWillShowNotification))`). A stage has no keyboard: they are never posted.
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// UIKit's `UIImage`, as far as a stage can draw one: an SF Symbol (`UIImage(systemName:)`) or
/// an asset catalogue's image (`UIImage(named:)`, nil for a name no catalogue has, as UIKit's).
public final class UIImage: Sendable {
  let systemName: String?
  let assetName: String?
  public init?(systemName name: String) {
    systemName = name
    assetName = nil
  }
  /// An empty image: `Image(uiImage:)` draws nothing for it and takes no space.
  public init() {
    systemName = nil
    assetName = nil
  }
  public init?(named name: String) {
    guard AssetCatalog.image(named: name) != nil else { return nil }
    systemName = nil
    assetName = name
  }
  /// The asset catalogue's image the resource names (`UIImage(resource: .logo)`); empty when no
  /// catalogue has it, drawing nothing.
  public init(resource: ImageResource) {
    systemName = nil
    assetName = resource.name
  }
  /// Its size in points (a symbol's is not known outside a layout: zero).
  public var size: CGSize { assetName.flatMap { AssetCatalog.image(named: $0)?.size } ?? .zero }
}

/// Equal when they hold the same image (the same symbol, the same asset), as `UIImage`'s
/// `isEqual(_:)` compares image data; so a `Hashable` model holding one synthesizes its
/// conformance, as it does against UIKit (where `UIImage` is an `NSObject`).
extension UIImage: Hashable {
  public static func == (a: UIImage, b: UIImage) -> Bool { a.systemName == b.systemName && a.assetName == b.assetName }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(systemName)
    hasher.combine(assetName)
  }
}

extension Image {
  /// `Image(uiImage:)`: the symbol or asset image the `UIImage` names.
  public init(uiImage: UIImage) {
    if let asset = uiImage.assetName {
      self.init(asset)
    } else {
      self.init(systemName: uiImage.systemName ?? "")
      isEmpty = uiImage.systemName == nil
    }
  }
}

/// SwiftUI's `ScenePhase`: a stage is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
