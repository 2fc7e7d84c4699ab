import Foundation

/// UIKit's `UIApplication`, for the notification names views listen for (a stage posts none: it
/// is always active and in the foreground, as `scenePhase` says).
public final class UIApplication: Sendable {
  private init() {}
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

/// UIKit's `UIImage`, as far as a stage can draw one: an SF Symbol (`UIImage(systemName:)`).
/// `UIImage(named:)` finds no image (asset catalogue images are not read yet), so it is nil, as
/// UIKit's is for a name it does not have.
public final class UIImage: Sendable {
  let systemName: String?
  public init?(systemName name: String) { systemName = name }
  public init?(named name: String) { return nil }
}

extension Image {
  /// `Image(uiImage:)`: the symbol a `UIImage(systemName:)` names.
  public init(uiImage: UIImage) { self.init(systemName: uiImage.systemName ?? "") }
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
