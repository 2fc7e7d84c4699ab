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

/// UIKit's `UIImage`, as far as a stage can draw one: an SF Symbol (`UIImage(systemName:)`) or
/// an asset catalogue's image (`UIImage(named:)`, nil for a name no catalogue has, as UIKit's).
public final class UIImage: Sendable {
  let systemName: String?
  let assetName: String?
  public init?(systemName name: String) {
    systemName = name
    assetName = nil
  }
  public init?(named name: String) {
    guard AssetCatalog.image(named: name) != nil else { return nil }
    systemName = nil
    assetName = name
  }
  /// Its size in points (a symbol's is not known outside a layout: zero).
  public var size: CGSize { assetName.flatMap { AssetCatalog.image(named: $0)?.size } ?? .zero }
}

extension Image {
  /// `Image(uiImage:)`: the symbol or asset image the `UIImage` names.
  public init(uiImage: UIImage) {
    if let asset = uiImage.assetName { self.init(asset) } else { self.init(systemName: uiImage.systemName ?? "") }
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
