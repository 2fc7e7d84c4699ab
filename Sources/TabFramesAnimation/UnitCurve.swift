/// A timing curve from (0,0) to (1,1) with two Bézier control points, as SwiftUI's `UnitCurve`.
/// Progress at time fraction x is y(t) where x(t) = x: the curve is solved for t, not sampled at t = x.
package struct UnitCurve: Sendable, Equatable {
  package var p1: (x: Double, y: Double)
  package var p2: (x: Double, y: Double)

  package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    p1 = (x1, y1)
    p2 = (x2, y2)
  }

  package static func == (a: UnitCurve, b: UnitCurve) -> Bool { a.p1 == b.p1 && a.p2 == b.p2 }

  package static let linear = UnitCurve(0, 0, 1, 1)
  package static let easeIn = UnitCurve(0.42, 0, 1, 1)
  package static let easeOut = UnitCurve(0, 0, 0.58, 1)
  package static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

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
  package func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if self == .linear { return x }
    return Self.bezier(solveT(forX: x), p1.y, p2.y)
  }
}
