/// SwiftUI's `UnitCurve` (iOS 17): a timing curve from (0, 0) to (1, 1) with two Bézier control
/// points. Progress at time fraction x is y(t) where x(t) = x: the curve is solved for t, not
/// sampled at t = x. One type for a keyframe's curve (re-exported by TabFramesUI) and the
/// animation engine's timing curves.
public struct UnitCurve: Sendable, Hashable {
  package var p1: (x: Double, y: Double)
  package var p2: (x: Double, y: Double)

  package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    p1 = (x1, y1)
    p2 = (x2, y2)
  }

  public static func == (a: UnitCurve, b: UnitCurve) -> Bool { a.p1 == b.p1 && a.p2 == b.p2 }
  public func hash(into hasher: inout Hasher) {
    for v in [p1.x, p1.y, p2.x, p2.y] { hasher.combine(v) }
  }

  public static let linear = UnitCurve(0, 0, 1, 1)
  public static let easeIn = UnitCurve(0.42, 0, 1, 1)
  public static let easeOut = UnitCurve(0, 0, 0.58, 1)
  public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

  /// The curve with time and progress swapped: its value at y is the x at which this one is y.
  public var inverse: UnitCurve { UnitCurve(p1.y, p1.x, p2.y, p2.x) }

  /// SwiftUI's solver tolerance (OSU `UnitCurve.swift`).
  static let epsilon = 1.0 / 1_048_576

  private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
    // 3(1-t)²t·a + 3(1-t)t²·b + t³, in Horner form.
    ((1 + 3 * (a - b)) * t + 3 * (b - 2 * a)) * t * t + 3 * a * t
  }

  private static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
    (3 * (1 + 3 * (a - b)) * t + 6 * (b - 2 * a)) * t + 3 * a
  }

  /// The curve's parameter t at which x(t) = x: Newton's method, then bisection if it stalls.
  func solveT(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, p1.x, p2.x) - x
      if abs(error) < Self.epsilon { return t }
      let d = Self.derivative(t, p1.x, p2.x)
      if abs(d) < 1e-6 { break }
      t -= error / d
    }
    var lo = 0.0
    var hi = 1.0
    t = x
    while lo < hi {
      let value = Self.bezier(t, p1.x, p2.x)
      if abs(value - x) < Self.epsilon { return t }
      if x > value { lo = t } else { hi = t }
      let next = (lo + hi) / 2
      if next == t { break }
      t = next
    }
    return t
  }

  /// Progress (0…1, or beyond for overshooting curves) at time fraction x in 0…1.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if self == .linear { return x }
    return Self.bezier(solveT(forX: x), p1.y, p2.y)
  }

  /// The rate of change of progress with time at time fraction x (clamped to 0…1): dy/dx, the
  /// slopes of y(t) and x(t) at the t where x(t) = x.
  public func velocity(at x: Double) -> Double {
    let x = min(max(x, 0), 1)
    if self == .linear { return 1 }
    var t = solveT(forX: x)
    // At an end whose control point sits on it ((0, 0) or (1, 1)) both derivatives vanish; the
    // slope is their ratio's limit, taken a hair inside the curve.
    if abs(Self.derivative(t, p1.x, p2.x)) < 1e-9 && abs(Self.derivative(t, p1.y, p2.y)) < 1e-9 {
      t = t < 0.5 ? t + 1e-7 : t - 1e-7
    }
    let dx = Self.derivative(t, p1.x, p2.x)
    let dy = Self.derivative(t, p1.y, p2.y)
    // A vertical tangent (x stands still while y moves): as steep as a double can say.
    if abs(dx) < 1e-12 { return dy == 0 ? 0 : dy.sign == .minus ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude }
    return dy / dx
  }
}
