import TabFramesSceneFormat
import TabFramesValues

/// An animation with the era's defaults filled in: a timing curve over a duration, a fluid spring,
/// or nothing. This is what `Animation.default` and friends mean on a given SDK (docs/FIDELITY.md §1).
package enum ResolvedAnimation: Sendable, Equatable {
  case curve(UnitCurve, duration: Double)
  case spring(SpringParameters)
  case none
  /// Starts this many seconds after the change.
  indirect case delayed(ResolvedAnimation, by: Double)
  /// A timing curve run `count` times (nil: for ever), reversing every other run.
  case repeating(UnitCurve, duration: Double, count: Int?, autoreverses: Bool)
  /// A spring's motion from rest run `count` times (nil: for ever), each run as long as the spring
  /// takes to rest, reversing every other run.
  case repeatingSpring(SpringParameters, count: Int?, autoreverses: Bool)

  package init(_ spec: AnimationSpec, era: Era) {
    let modern = era != .ios16
    switch spec {
    case .default:
      // iOS 17+: Apple's documentation says spring(response 0.55, ζ 1); OSU's code says 0.5.
      // Both are critically damped; we follow the documentation (docs/FIDELITY.md §9).
      self = modern ? .spring(SpringParameters(response: 0.55, dampingFraction: 1)) : .curve(.easeInOut, duration: 0.35)
    case .linear(let d): self = .curve(.linear, duration: d)
    case .easeIn(let d): self = .curve(.easeIn, duration: d)
    case .easeOut(let d): self = .curve(.easeOut, duration: d)
    case .easeInOut(let d): self = .curve(.easeInOut, duration: d)
    case .timingCurve(let x1, let y1, let x2, let y2, let d): self = .curve(UnitCurve(x1, y1, x2, y2), duration: d)
    case .spring(nil, nil, nil):
      // `spring()`: 0.55/0.825 before iOS 17; `spring(duration: 0.5, bounce: 0)` after.
      self = .spring(
        modern ? SpringParameters(response: 0.5, dampingFraction: 1) : SpringParameters(response: 0.55, dampingFraction: 0.825))
    case .spring(let r, let d, let b):
      self = .spring(SpringParameters(response: r ?? (modern ? 0.5 : 0.55), dampingFraction: d ?? 0.825, blendDuration: b ?? 0))
    case .smooth(let d, let extra): self = .spring(.duration(d, bounce: 0 + extra))
    case .snappy(let d, let extra): self = .spring(.duration(d, bounce: 0.15 + extra))
    case .bouncy(let d, let extra): self = .spring(.duration(d, bounce: 0.3 + extra))
    case .interactiveSpring:
      self = .spring(SpringParameters(response: 0.15, dampingFraction: modern ? 0.85 : 0.86, blendDuration: 0.25))
    case .none: self = .none
    case .repeated(let base, let count, let autoreverses):
      switch ResolvedAnimation(base, era: era) {
      case .curve(let c, let d): self = .repeating(c, duration: d, count: count, autoreverses: autoreverses)
      case .delayed(.curve(let c, let d), let delay):
        self = .delayed(.repeating(c, duration: d, count: count, autoreverses: autoreverses), by: delay)
      case .spring(let p): self = .repeatingSpring(p, count: count, autoreverses: autoreverses)
      case .delayed(.spring(let p), let delay):
        self = .delayed(.repeatingSpring(p, count: count, autoreverses: autoreverses), by: delay)
      // Nothing to repeat, or an animation repeated already (the outer repeat is the inner's).
      case let other: self = other
      }
    case .modified(let base, let delay, let speed):
      let inner = ResolvedAnimation(base, era: era).faster(by: speed)
      self = delay > 0 && inner != .none ? .delayed(inner, by: delay) : inner
    }
  }

  /// Run `speed` times as fast: a curve in a fraction of its time, a spring with its response
  /// (and blend) shortened alike.
  func faster(by speed: Double) -> ResolvedAnimation {
    guard speed > 0, speed != 1 else { return self }
    switch self {
    case .curve(let c, let d): return .curve(c, duration: d / speed)
    case .spring(let p):
      return .spring(
        SpringParameters(response: p.response / speed, dampingFraction: p.dampingFraction, blendDuration: p.blendDuration / speed))
    case .none: return .none
    case .delayed(let inner, let d): return .delayed(inner.faster(by: speed), by: d / speed)
    case .repeating(let c, let d, let n, let back): return .repeating(c, duration: d / speed, count: n, autoreverses: back)
    case .repeatingSpring(let p, let n, let back):
      guard case .spring(let faster) = ResolvedAnimation.spring(p).faster(by: speed) else { return self }
      return .repeatingSpring(faster, count: n, autoreverses: back)
    }
  }
}
