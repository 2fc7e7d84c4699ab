import Testing

@testable import TabFramesAnimation
@testable import TabFramesSceneFormat

/// Steps the integrator for a 0 → 1 move and returns the value at each time.
func integrate(_ p: SpringParameters, at times: [Double]) -> [Double] {
  var spring = FluidSpring(from: [0], to: [1], parameters: p, at: 0)
  return times.map { t in
    _ = spring.advance(to: t)
    return spring.position[0]
  }
}

/// docs/FIDELITY.md §3's SIM table: integrator / closed form at t = 0.05, 0.1, 0.2, 0.3, 0.5.
@Test(arguments: [
  (SpringParameters(response: 0.55, dampingFraction: 1), [0.109, 0.314, 0.664, 0.853, 0.976], [0.113, 0.316, 0.666, 0.856, 0.978]),
  (SpringParameters(response: 0.5, dampingFraction: 1), [0.128, 0.356, 0.713, 0.887, 0.985], [0.131, 0.358, 0.715, 0.890, 0.986]),
  (SpringParameters(response: 0.55, dampingFraction: 0.825), [0.115, 0.344, 0.743, 0.937, 1.008], [0.119, 0.347, 0.745, 0.941, 1.010]),
  (SpringParameters(response: 0.5, dampingFraction: 0.85), [0.134, 0.385, 0.784, 0.953, 1.004], [0.138, 0.388, 0.786, 0.956, 1.006]),
  (SpringParameters(response: 0.5, dampingFraction: 0.7), [0.141, 0.420, 0.871, 1.030, 1.013], [0.146, 0.423, 0.874, 1.034, 1.015]),
])
func springMatchesSimulationTableAndClosedForm(_ p: SpringParameters, _ integrator: [Double], _ closed: [Double]) {
  let times = [0.05, 0.1, 0.2, 0.3, 0.5]
  let values = integrate(p, at: times)
  for (i, t) in times.enumerated() {
    #expect(abs(values[i] - integrator[i]) < 0.0015, "integrator at \(t): \(values[i])")
    #expect(abs(SpringClosedForm.value(p, at: t) - closed[i]) < 0.0015, "closed form at \(t)")
    // The two differ by under 1 % of travel (docs/FIDELITY.md).
    #expect(abs(values[i] - SpringClosedForm.value(p, at: t)) < 0.01)
  }
}

/// docs/FIDELITY.md §3: when a 100 pt move is removed (snapped to its target).
@Test(arguments: [
  (SpringParameters(response: 0.55, dampingFraction: 1), 1.37),
  (SpringParameters(response: 0.5, dampingFraction: 1), 1.27),
  (SpringParameters(response: 0.55, dampingFraction: 0.825), 1.07),
  (SpringParameters(response: 0.5, dampingFraction: 0.85), 1.04),
  (SpringParameters(response: 0.5, dampingFraction: 0.7), 1.13),
  (SpringParameters(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25), 0.36),
])
func springIsRemovedWhenSwiftUIRemovesIt(_ p: SpringParameters, _ end: Double) {
  var spring = FluidSpring(from: [0], to: [100], parameters: p, at: 0)
  var t = 0.0
  while !spring.advance(to: t) && t < 5 { t += 1.0 / 300 }
  #expect(abs(spring.time - end) < 0.02, "removed at \(spring.time)")
  #expect(spring.position == [100])
}

@Test func presetsResolvePerEra() {
  #expect(ResolvedAnimation(.default, era: .ios16) == .curve(.easeInOut, duration: 0.35))
  #expect(ResolvedAnimation(.default, era: .ios17) == .spring(SpringParameters(response: 0.55, dampingFraction: 1)))
  #expect(
    ResolvedAnimation(.spring(response: nil, dampingFraction: nil, blendDuration: nil), era: .ios16)
      == .spring(SpringParameters(response: 0.55, dampingFraction: 0.825)))
  #expect(
    ResolvedAnimation(.spring(response: nil, dampingFraction: nil, blendDuration: nil), era: .ios26)
      == .spring(SpringParameters(response: 0.5, dampingFraction: 1)))
  #expect(
    ResolvedAnimation(.bouncy(duration: 0.5, extraBounce: 0), era: .ios17) == .spring(SpringParameters(response: 0.5, dampingFraction: 0.7))
  )
  #expect(
    ResolvedAnimation(.snappy(duration: 0.5, extraBounce: 0), era: .ios17)
      == .spring(SpringParameters(response: 0.5, dampingFraction: 0.85)))
  let k = SpringParameters(response: 0.5, dampingFraction: 1)
  #expect(abs(k.stiffness - 157.9) < 0.1 && abs(k.damping - 25.13) < 0.01)
}

@Test func curveInterruptionBlendsFromWhereItIs() {
  var c = Channel([0])
  c.animate(to: [100], with: .curve(.easeInOut, duration: 0.35), at: 0)
  c.advance(to: 0.2)
  let before = c.value(at: 0.2)[0]
  c.animate(to: [0], with: .curve(.easeInOut, duration: 0.35), at: 0.2)
  #expect(abs(c.value(at: 0.2)[0] - before) < 1e-9, "no jump at the interruption")
  c.advance(to: 0.56)
  #expect(c.isIdle && c.value(at: 0.56) == [0])
}

@Test func springRetargetKeepsPositionAndVelocity() {
  var c = Channel([0])
  let p = SpringParameters(response: 0.55, dampingFraction: 0.825)
  c.animate(to: [100], with: .spring(p), at: 0)
  c.advance(to: 0.1)
  let x = c.value(at: 0.1)[0]
  let v = c.velocity(at: 0.1)[0]
  c.animate(to: [-50], with: .spring(p), at: 0.1)
  #expect(c.value(at: 0.1)[0] == x && c.velocity(at: 0.1)[0] == v)
  #expect(v > 100, "still moving towards the first target")
}

/// Heavily overdamped springs (c·dt above 2 at the 1/300 s step) once grew to NaN; they now follow
/// the closed form and come to rest, like every other spring.
@Test(arguments: [(0.1, 10.0), (0.05, 19.0), (0.2, 40.0)])
func stiffOverdampedSpringsStayFiniteAndFollowTheClosedForm(_ response: Double, _ zeta: Double) {
  let p = SpringParameters(response: response, dampingFraction: zeta)
  #expect(p.damping / FluidSpring.stepsPerSecond > 2, "the case must be one the plain step cannot take")
  var spring = FluidSpring(from: [0], to: [1], parameters: p, at: 0)
  var settled = false
  for n in 1...3000 where !settled {
    let t = Double(n) / 60
    settled = spring.advance(to: t)
    let value = spring.position[0]
    #expect(value.isFinite && value >= -0.001 && value <= 1.001, "t \(t): \(value)")
    if !settled { #expect(abs(value - SpringClosedForm.value(p, at: t)) < 0.02, "t \(t)") }
  }
  #expect(settled, "comes to rest within 50 s")
}
