import Foundation

// UIKit's feedback generators, which SwiftUI's import brings along and tab bars call on a
// selection change. A haptic is not a pixel: these compile and do nothing, as on a device they
// change nothing on screen.

open class UIFeedbackGenerator {
  public init() {}
  open func prepare() {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle) { super.init() }
  public override init() { super.init() }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
