import TabFramesValues

/// The animated value of one vector (an element's properties) over time: a resting base, at most
/// one spring underneath (a spring merges everything before it), and timing-curve layers on top.
/// Each curve layer blends from the value of everything under it to its own target
/// (`lerp(below(t), target, curve(t))`, SwiftUI's combining rule), so an interruption never jumps.
struct Channel: Sendable {
  struct CurveLayer: Sendable {
    var start: Double
    var duration: Double
    var curve: Progress
    var target: [Double]
    /// Runs: 1 for a plain curve, nil for ever; every other run backwards when autoreversing.
    var runs: Int? = 1
    var autoreverses = false
    func progress(at t: Double) -> Double {
      let x = (t - start) / duration
      guard runs != 1, x > 0, x < Double(runs ?? Int.max) else { return curve.value(at: x) }
      let cycle = x.rounded(.down)
      let f = x - cycle
      return curve.value(at: autoreverses && Int(cycle) % 2 == 1 ? 1 - f : f)
    }
    /// When it is done (and the value sits at its target); never, for ever.
    var end: Double { runs.map { start + duration * Double($0) } ?? .infinity }
  }

  private(set) var base: [Double]
  private(set) var spring: FluidSpring?
  private(set) var curves: [CurveLayer] = []

  init(_ value: [Double]) { base = value }

  var target: [Double] { curves.last?.target ?? spring?.target ?? base }
  var isIdle: Bool { spring == nil && curves.isEmpty }
  /// Idle, or moving only by layers that repeat for ever.
  var isIdleButForever: Bool { spring == nil && curves.allSatisfy { $0.runs == nil } }

  /// Brings the spring up to t and drops layers that have finished.
  mutating func advance(to t: Double) {
    if var s = spring {
      if s.advance(to: t) {
        base = s.target
        spring = nil
      } else {
        spring = s
      }
    }
    // A finished curve makes everything below it irrelevant: it now sits at its target.
    if let last = curves.lastIndex(where: { t >= $0.end - 1e-12 }) {
      base = curves[last].target
      spring = nil
      curves.removeFirst(last + 1)
    }
  }

  /// The presented value (call `advance(to: t)` first).
  func value(at t: Double) -> [Double] {
    var v = spring?.position ?? base
    for layer in curves {
      let p = layer.progress(at: t)
      for i in v.indices { v[i] += (layer.target[i] - v[i]) * p }
    }
    return v
  }

  /// The presented velocity: the spring's own, carried through each curve's blend.
  func velocity(at t: Double) -> [Double] {
    var value = spring?.position ?? base
    var velocity = spring?.velocity ?? Array(repeating: 0, count: base.count)
    for layer in curves {
      let p = layer.progress(at: t)
      let h = 1e-4
      let dp =
        (layer.curve.value(at: (t + h - layer.start) / layer.duration) - layer.curve.value(at: (t - h - layer.start) / layer.duration))
        / (2 * h)
      for i in value.indices {
        velocity[i] = velocity[i] * (1 - p) + (layer.target[i] - value[i]) * dp
        value[i] += (layer.target[i] - value[i]) * p
      }
    }
    return velocity
  }

  /// Starts moving to a new target at time t (call `advance(to: t)` first).
  mutating func animate(to newTarget: [Double], with animation: ResolvedAnimation, at t: Double) {
    switch animation {
    case .none:
      // An unanimated change moves what is on screen by the change and leaves the animations in
      // flight running on top (SwiftUI's animations are additive): a colour still springing
      // when a drag moves the frame without animation keeps springing.
      guard !isIdle else {
        base = newTarget
        return
      }
      let old = target
      let delta = newTarget.indices.map { newTarget[$0] - old[$0] }
      guard delta.contains(where: { $0 != 0 }) else { return }
      for i in base.indices { base[i] += delta[i] }
      spring?.shift(by: delta)
      for k in curves.indices {
        for i in delta.indices { curves[k].target[i] += delta[i] }
      }
    case .delayed(let inner, let delay):
      // Starts late: what is on screen holds until then.
      animate(to: newTarget, with: inner, at: t + delay)
    case .repeating(let curve, let duration, let count, let autoreverses):
      curves.append(
        CurveLayer(
          start: t, duration: duration, curve: .curve(curve), target: newTarget, runs: count.map { max(1, $0) },
          autoreverses: autoreverses))
    case .repeatingSpring(let parameters, let count, let autoreverses):
      let run = SpringRun(parameters, from: value(at: t), to: newTarget)
      curves.append(
        CurveLayer(
          start: t, duration: run.duration, curve: .spring(run), target: newTarget, runs: count.map { max(1, $0) },
          autoreverses: autoreverses))
    case .curve(let curve, let duration):
      if isIdle && base == newTarget { return }
      curves.append(CurveLayer(start: t, duration: duration, curve: .curve(curve), target: newTarget))
    case .spring(let parameters):
      if isIdle && base == newTarget { return }
      if var s = spring, curves.isEmpty {
        s.retarget(newTarget, parameters: parameters, at: t)
        spring = s
      } else {
        spring = FluidSpring(from: value(at: t), to: newTarget, velocity: velocity(at: t), parameters: parameters, at: t)
        curves = []
      }
    }
  }

  /// When this channel will be idle if nothing else happens (nil: it already is).
  /// `ignoringForever`: when what does not repeat for ever has settled.
  func settleTime(ignoringForever: Bool = false) -> Double? {
    if !ignoringForever, let last = curves.last { return last.end }
    if let last = curves.last(where: { $0.runs != nil }) { return last.end }
    guard var s = spring else { return nil }
    // Step a copy until it rests; a spring settles in seconds, the cap guards against anything else.
    let limit = s.time + 600
    while s.time < limit {
      if s.advance(to: s.time + 1 / FluidSpring.stepsPerSecond) { return s.time }
    }
    return s.time
  }
}

/// How a curve layer's progress goes from 0 to 1 over its duration: a timing curve, or a
/// spring's own motion (a repeated spring runs its motion from rest each time, as SwiftUI repeats
/// any animation until it finishes).
enum Progress: Sendable {
  case curve(UnitCurve)
  case spring(SpringRun)

  func value(at x: Double) -> Double {
    switch self {
    case .curve(let c): c.value(at: x)
    case .spring(let run): run.value(at: x)
    }
  }
}

/// A spring's motion from rest, stepped as `FluidSpring` steps it until it rests, as a fraction
/// of the travel at every step: one run of a repeated spring, its duration the time the spring
/// takes to rest over that travel (a longer travel rings longer above the rest threshold, as in
/// SwiftUI, whose repeat restarts its animation when that reports it is done).
struct SpringRun: Sendable {
  private let samples: [Double]
  let duration: Double

  init(_ parameters: SpringParameters, from: [Double], to target: [Double]) {
    var spring = FluidSpring(from: from, to: target, parameters: parameters, at: 0)
    // From rest, every component follows the same curve scaled by its travel: the longest
    // travel's gives it most exactly.
    let travel = from.indices.map { target[$0] - from[$0] }
    let k = travel.indices.max { abs(travel[$0]) < abs(travel[$1]) }
    var samples = [0.0]
    // A minute caps a spring that never rests (no damping).
    while let k, travel[k] != 0, samples.count < Int(60 * FluidSpring.stepsPerSecond) {
      let rested = spring.advance(to: spring.time + 1 / FluidSpring.stepsPerSecond)
      samples.append(rested ? 1 : (spring.position[k] - from[k]) / travel[k])
      if rested { break }
    }
    if samples.count == 1 { samples.append(1) }
    self.samples = samples
    duration = Double(samples.count - 1) / FluidSpring.stepsPerSecond
  }

  /// The motion at a fraction of the run: between steps, linearly.
  func value(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let position = x * Double(samples.count - 1)
    let i = Int(position)
    let f = position - Double(i)
    return samples[i] + (samples[i + 1] - samples[i]) * f
  }
}
