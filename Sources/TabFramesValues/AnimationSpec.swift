/// An animation as SwiftUI code and scene files name it: SwiftUI's `Animation` holds one (a
/// view's `withAnimation(.spring())`), a scene's timeline decodes into one, and
/// `TabFramesAnimation` resolves it for the era it plays in.
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
