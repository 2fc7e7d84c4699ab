import Foundation

/// SwiftUI's `Spring` (iOS 17): a spring's motion by its response and damping ratio, made from
/// a duration and bounce, from mass, stiffness and damping, or from a response and a ratio.
public struct Spring: Hashable, Sendable {
  /// Seconds for one undamped oscillation (`duration` when made from one).
  public var response: Double
  public var dampingRatio: Double
  /// The mass the stiffness and damping are of (1 unless given).
  public var mass: Double = 1
  /// Made from a duration and bounce: animated as SwiftUI's duration/bounce springs are.
  var madeFromDuration = false

  public init(duration: Double = 0.5, bounce: Double = 0) {
    response = duration
    dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    madeFromDuration = true
  }
  public init(response: Double, dampingRatio: Double) {
    self.response = response
    self.dampingRatio = dampingRatio
  }
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let (m, k) = (max(mass, 1e-9), max(stiffness, 1e-9))
    response = 2 * Double.pi / (k / m).squareRoot()
    let ratio = damping / (2 * (k * m).squareRoot())
    dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
    self.mass = m
  }

  public var duration: Double { response }
  /// 0 for a critically damped spring, more for a springier one, less for an overdamped one.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
  /// k = m (2π / response)², c = 2ζ √(k m) = 4π ζ m / response: the spring it was made from.
  public var stiffness: Double { mass * pow(2 * Double.pi / response, 2) }
  public var damping: Double { 4 * Double.pi * dampingRatio * mass / response }

  public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
  public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
  public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// A `Spring` as an animation.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    if spring.madeFromDuration { return Animation(_unchecked: .smooth(duration: spring.response, extraBounce: spring.bounce)) }
    return Animation(_unchecked: .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration))
  }
  /// A spring given by mass, stiffness and damping (its motion from rest; the initial velocity is
  /// not modelled: a change starts at rest, as a new change's does on a stage).
  public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    -> Animation
  {
    .spring(Spring(mass: mass, stiffness: stiffness, damping: damping))
  }
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
    .spring(Spring(duration: duration, bounce: bounce))
  }
  public static var interpolatingSpring: Animation { .interpolatingSpring(duration: 0.5, bounce: 0) }
  /// A cubic Bézier timing curve from (0, 0) through the two control points to (1, 1).
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
    Animation(_unchecked: .timingCurve(p1x, p1y, p2x, p2y, duration: duration))
  }
  /// A `UnitCurve` as a timing curve.
  public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
    Animation(_unchecked: .timingCurve(curve.p1.x, curve.p1.y, curve.p2.x, curve.p2.y, duration: duration))
  }
}

extension UnitCurve {
  /// A Bézier timing curve through the two control points (SwiftUI's `UnitCurve` is declared in
  /// TabFramesValues, which the animation engine shares).
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y))
  }
}
