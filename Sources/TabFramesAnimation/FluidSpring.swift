/// SwiftUI's fluid spring (docs/FIDELITY.md §3): a fixed 1/300 s velocity-Verlet step, merged on
/// retarget (position, velocity and step phase kept), removed when it has come to rest.
/// Values are vectors so that a frame moves as one (a spring drives the rect as one vector).
package struct FluidSpring: Sendable {
  package static let stepsPerSecond = 300.0
  /// Velocity and force below this (in animation units) count as at rest.
  package static let restThreshold = 0.06
  /// Remaining distance at or below this share of the travel counts as arrived.
  package static let arrivalFraction = 0.01
  /// When the travel is zero (a return to the start), arrival within this absolute distance.
  package static let arrivalFloor = 0.001

  package private(set) var parameters: SpringParameters
  /// Parameters being blended away from after a retarget with a new response.
  private var blendFrom: (stiffness: Double, damping: Double, start: Double)?
  package private(set) var from: [Double]
  package private(set) var target: [Double]
  package private(set) var position: [Double]
  package private(set) var velocity: [Double]
  private var force: [Double]
  /// Steps are counted, not summed, so long runs do not drift: time = start + steps / 300.
  private let start: Double
  private var steps = 0

  package init(from: [Double], to target: [Double], velocity: [Double]? = nil, parameters: SpringParameters, at time: Double) {
    self.parameters = parameters
    self.from = from
    self.target = target
    self.position = from
    self.velocity = velocity ?? Array(repeating: 0, count: from.count)
    self.force = Array(repeating: 0, count: from.count)
    self.start = time
  }

  /// Time of the last step taken.
  package var time: Double { start + Double(steps) / Self.stepsPerSecond }

  /// The whole motion moved by `delta` (an unanimated change under it): velocity and phase kept.
  package mutating func shift(by delta: [Double]) {
    for i in delta.indices where delta[i] != 0 {
      from[i] += delta[i]
      target[i] += delta[i]
      position[i] += delta[i]
    }
  }

  /// A new target with (possibly) new parameters: keeps position and velocity; a changed response
  /// blends over the new spring's blend duration with smoothstep.
  package mutating func retarget(_ newTarget: [Double], parameters new: SpringParameters, at t: Double) {
    if new != parameters && new.blendDuration > 0 {
      let (k, c) = constants(at: t)
      blendFrom = (k, c, t)
    } else {
      blendFrom = nil
    }
    parameters = new
    target = newTarget
    // The travel is now measured from where the spring is, so the arrival rule stays meaningful.
    from = position
  }

  private func constants(at t: Double) -> (Double, Double) {
    let k = parameters.stiffness
    let c = parameters.damping
    guard let b = blendFrom, parameters.blendDuration > 0 else { return (k, c) }
    let p = min(max((t - b.start) / parameters.blendDuration, 0), 1)
    let s = p * p * (3 - 2 * p)
    return (b.stiffness + (k - b.stiffness) * s, b.damping + (c - b.damping) * s)
  }

  /// Steps up to time t. Returns true once the spring has come to rest and snapped to its target.
  package mutating func advance(to t: Double) -> Bool {
    let dt = 1 / Self.stepsPerSecond
    while start + Double(steps + 1) * dt <= t + 1e-9 {
      steps += 1
      let (k, c) = constants(at: time)
      // The explicit step is stable only while c·h stays below 2: a heavily overdamped spring
      // (smooth with extraBounce -0.9 at 0.1 s has c ≈ 1256, c·dt ≈ 4.2) would grow without
      // bound to NaN. Such springs take the 1/300 s step in equal sub-steps with c·h ≤ 1; every
      // other spring (c ≤ 300, all of SwiftUI's presets) takes exactly one, as before.
      let substeps = max(1, Int((c * dt).rounded(.up)))
      let h = dt / Double(substeps)
      for _ in 0..<substeps {
        for i in position.indices {
          let vHalf = velocity[i] + force[i] * h / 2
          position[i] += vHalf * h
          force[i] = k * (target[i] - position[i]) - c * vHalf
          velocity[i] = vHalf + force[i] * h / 2
        }
      }
      if isAtRest {
        position = target
        velocity = Array(repeating: 0, count: position.count)
        return true
      }
    }
    return false
  }

  private var isAtRest: Bool {
    var v2 = 0.0
    var f2 = 0.0
    var remaining2 = 0.0
    var travel2 = 0.0
    for i in position.indices {
      v2 += velocity[i] * velocity[i]
      f2 += force[i] * force[i]
      let r = target[i] - position[i]
      remaining2 += r * r
      let d = target[i] - from[i]
      travel2 += d * d
    }
    let limit = max(Self.arrivalFraction * travel2.squareRoot(), Self.arrivalFloor)
    return v2.squareRoot() <= Self.restThreshold && f2.squareRoot() <= Self.restThreshold && remaining2.squareRoot() <= limit
  }
}
