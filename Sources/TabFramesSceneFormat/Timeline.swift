/// One step of a scene's timeline. Events run in order, the first at time 0; `wait` is how long
/// after an event starts the next one starts (nil: until its own animation has finished).
public enum TimelineEvent: Sendable, Equatable {
  case hold(Double)
  case select(item: Int, animation: AnimationSpec?, wait: Double?)
  case drag(Drag, wait: Double?)
  case openMenu(animation: AnimationSpec?, wait: Double?)
  case closeMenu(animation: AnimationSpec?, wait: Double?)
}

/// A drag of the fixed bar: the pointer moves from the selected column's centre to `to`
/// over `duration` seconds along `curve`, then is released.
public struct Drag: Sendable, Equatable {
  public enum Target: Sendable, Equatable {
    /// In column widths from the leading edge: 0.5 is the first column's centre, 2 the border
    /// between the second and third.
    case column(Double)
    /// In points from the component's leading edge.
    case points(Double)
  }
  public var to: Target
  public var duration: Double
  public var curve: AnimationSpec
}

/// An animation as a scene names it. `TabFramesAnimation` resolves it for the scene's era.
public enum AnimationSpec: Sendable, Equatable {
  case `default`
  case linear(duration: Double)
  case easeIn(duration: Double)
  case easeOut(duration: Double)
  case easeInOut(duration: Double)
  /// `spring()`, `spring(response:dampingFraction:blendDuration:)`; nil fields take the era's defaults.
  case spring(response: Double?, dampingFraction: Double?, blendDuration: Double?)
  /// iOS 17's duration/bounce springs.
  case smooth(duration: Double, extraBounce: Double)
  case snappy(duration: Double, extraBounce: Double)
  case bouncy(duration: Double, extraBounce: Double)
  case interactiveSpring
  /// SwiftUI's `timingCurve(_:_:_:_:duration:)`: a cubic Bézier's control points.
  case timingCurve(Double, Double, Double, Double, duration: Double)
  case none
  /// An animation started `delay` seconds late and run `speed` times as fast (SwiftUI's
  /// `.delay(_:)` and `.speed(_:)`; the delay in seconds as played).
  indirect case modified(AnimationSpec, delay: Double, speed: Double)
  /// Run `count` times (nil: for ever), back and forth when `autoreverses` (SwiftUI's
  /// `repeatCount` and `repeatForever`); timing curves only.
  indirect case repeated(AnimationSpec, count: Int?, autoreverses: Bool)

  public static let standardCurveDuration = 0.35
}
