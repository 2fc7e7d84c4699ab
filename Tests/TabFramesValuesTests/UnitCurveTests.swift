import Testing

@testable import TabFramesValues

/// docs/FIDELITY.md §3: Bézier samples over 0.35 s at t = 0.05, 0.1, 0.175, 0.25, 0.3.
@Test(arguments: [
  (UnitCurve.easeInOut, [0.041, 0.170, 0.500, 0.830, 0.959]),
  (UnitCurve.easeOut, [0.225, 0.426, 0.685, 0.881, 0.967]),
  (UnitCurve.easeIn, [0.033, 0.119, 0.315, 0.574, 0.775]),
])
func bezierMatchesFidelityTable(_ curve: UnitCurve, _ expected: [Double]) {
  for (t, value) in zip([0.05, 0.1, 0.175, 0.25, 0.3], expected) {
    #expect(abs(curve.value(at: t / 0.35) - value) < 0.0015, "at t = \(t)")
  }
}

@Test func bezierIsSolvedForXNotSampledAtT() {
  // Sampling y at t = x would give y(0.5) = 0.5 for easeIn; solving x → t gives 0.315.
  let naive = 3 * 0.25 * 0.5 * 0 + 3 * 0.5 * 0.25 * 1 + 0.125
  #expect(abs(UnitCurve.easeIn.value(at: 0.5) - naive) > 0.001)
  #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
}

/// SwiftUI's `UnitCurve.velocity(at:)`: the slope of progress against time, here checked against
/// a central difference of `value(at:)`, and 1 all along the linear curve.
@Test(arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, UnitCurve(0.2, 0.9, 0.3, 1)])
func velocityIsTheCurvesSlope(_ curve: UnitCurve) {
  for x in [0.1, 0.25, 0.5, 0.75, 0.9] {
    let h = 1e-5
    let slope = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
    #expect(abs(curve.velocity(at: x) - slope) < 1e-3, "at x = \(x)")
  }
  #expect(UnitCurve.linear.velocity(at: 0.4) == 1)
  // easeInOut starts and ends at rest; easeOut starts fast (its first control point is (0, 0)).
  #expect(abs(UnitCurve.easeInOut.velocity(at: 0)) < 1e-9)
  #expect(UnitCurve.easeOut.velocity(at: 0) > 1)
}

/// `inverse` swaps time and progress: the inverse's value at a curve's y is the curve's x.
@Test func theInverseUndoesTheCurve() {
  for curve in [UnitCurve.easeIn, .easeOut, .easeInOut] {
    for x in [0.1, 0.3, 0.6, 0.85] {
      #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-4, "\(curve) at \(x)")
    }
  }
  #expect(UnitCurve.easeIn.inverse == UnitCurve(0, 0.42, 1, 1))
}
