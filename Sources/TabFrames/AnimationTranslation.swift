import TabFramesAnimation
import TabFramesSceneFormat
import TabFramesUI

// A view's `Animation` and the animation engine's `AnimationSpec` (what scene files use) are two
// spellings of one vocabulary (docs/ARCHITECTURE.md, "Known debts"); these two functions translate
// between them, side by side so that the two stay in step.

extension StagePlayer {
  /// A view's animation as the engine's (scene files use the same).
  static func spec(_ a: Animation) -> AnimationSpec {
    var base = baseSpec(a)
    if let repeats = a.repeats { base = .repeated(base, count: repeats, autoreverses: a.autoreverses) }
    return a.delay == 0 && a.speed == 1 ? base : .modified(base, delay: a.delay, speed: a.speed)
  }

  private static func baseSpec(_ a: Animation) -> AnimationSpec {
    switch a.kind {
    case .default: return .default
    case .linear(let d): return .linear(duration: d)
    case .easeIn(let d): return .easeIn(duration: d)
    case .easeOut(let d): return .easeOut(duration: d)
    case .easeInOut(let d): return .easeInOut(duration: d)
    case .spring(let r, let d, let b): return .spring(response: r, dampingFraction: d, blendDuration: b)
    case .smooth(let d, let e): return .smooth(duration: d, extraBounce: e)
    case .snappy(let d, let e): return .snappy(duration: d, extraBounce: e)
    case .bouncy(let d, let e): return .bouncy(duration: d, extraBounce: e)
    case .interactiveSpring: return .interactiveSpring
    case .timingCurve(let x1, let y1, let x2, let y2, let d): return .timingCurve(x1, y1, x2, y2, duration: d)
    }
  }
}

extension Animation {
  /// A scene's animation as a view's: the inverse of `StagePlayer.spec`, beside it so that the
  /// two stay in step (nil for `.none`).
  package static func from(_ spec: AnimationSpec) -> Animation? {
    switch spec {
    case .none: return nil
    case .default: return .default
    case .linear(let d): return .linear(duration: d)
    case .easeIn(let d): return .easeIn(duration: d)
    case .easeOut(let d): return .easeOut(duration: d)
    case .easeInOut(let d): return .easeInOut(duration: d)
    case .spring(let r, let d, let b): return .spring(response: r, dampingFraction: d, blendDuration: b)
    case .smooth(let d, let e): return .smooth(duration: d, extraBounce: e)
    case .snappy(let d, let e): return .snappy(duration: d, extraBounce: e)
    case .bouncy(let d, let e): return .bouncy(duration: d, extraBounce: e)
    case .interactiveSpring: return .interactiveSpring
    case .timingCurve(let x1, let y1, let x2, let y2, let d): return .timingCurve(x1, y1, x2, y2, duration: d)
    case .modified(let base, let delay, let speed): return from(base)?.speed(speed).delay(delay)
    case .repeated(let base, let count, let autoreverses):
      guard let a = from(base) else { return nil }
      return count.map { a.repeatCount($0, autoreverses: autoreverses) } ?? a.repeatForever(autoreverses: autoreverses)
    }
  }
}
