import TabFramesScene

/// An animation with the era's defaults filled in: a timing curve over a duration, a fluid spring,
/// or nothing. This is what `Animation.default` and friends mean on a given SDK (FIDELITY.md §1).
public enum ResolvedAnimation: Sendable, Equatable {
  case curve(UnitCurve, duration: Double)
  case spring(SpringParameters)
  case none

  public init(_ spec: AnimationSpec, era: Era) {
    let modern = era != .ios16
    switch spec {
    case .default:
      // iOS 17+: Apple's documentation says spring(response 0.55, ζ 1); OSU's code says 0.5.
      // Both are critically damped; we follow the documentation (FIDELITY.md §9).
      self = modern ? .spring(SpringParameters(response: 0.55, dampingFraction: 1)) : .curve(.easeInOut, duration: 0.35)
    case .linear(let d): self = .curve(.linear, duration: d)
    case .easeIn(let d): self = .curve(.easeIn, duration: d)
    case .easeOut(let d): self = .curve(.easeOut, duration: d)
    case .easeInOut(let d): self = .curve(.easeInOut, duration: d)
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
    }
  }
}
