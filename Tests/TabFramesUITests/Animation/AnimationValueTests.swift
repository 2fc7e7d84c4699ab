import TabFramesValues
import Testing

@testable import TabFrames

// SwiftUI's `Animation` is the engine's `AnimationSpec` (one vocabulary, docs/ARCHITECTURE.md): its
// modifiers wrap the spec as the engine plays it, and a scene's spec is a view's animation as is.

@Test func delaySpeedAndRepetitionWrapTheSpecAsTheEnginePlaysIt() {
  let base = AnimationSpec.easeIn(duration: 0.35)
  // A delay is in seconds as played: running twice as fast halves the delay given before.
  #expect(Animation.easeIn.delay(0.2).speed(2).spec == .modified(base, delay: 0.1, speed: 2))
  #expect(Animation.easeIn.speed(2).delay(0.2).spec == .modified(base, delay: 0.2, speed: 2))
  // Repetition sits inside the delay, whichever order the modifiers came in.
  let repeated = AnimationSpec.repeated(base, count: 3, autoreverses: false)
  #expect(Animation.easeIn.delay(0.5).repeatCount(3, autoreverses: false).spec == .modified(repeated, delay: 0.5, speed: 1))
  #expect(Animation.easeIn.repeatCount(3, autoreverses: false).delay(0.5).spec == .modified(repeated, delay: 0.5, speed: 1))
  // The last repetition asked for wins; for ever is a nil count.
  #expect(Animation.easeIn.repeatCount(3).repeatForever(autoreverses: false).spec == .repeated(base, count: nil, autoreverses: false))
  // Nothing that changes nothing: no wrapper, so the animations are equal.
  #expect(Animation.easeIn.delay(0) == .easeIn)
  #expect(Animation.easeIn.delay(-1).speed(1) == .easeIn)
  #expect(Animation.easeIn.speed(0) == .easeIn)
}

@Test func aScenesAnimationIsAViewsAsIs() {
  let specs: [AnimationSpec] = [
    .default, .spring(response: 0.3, dampingFraction: 0.7, blendDuration: nil), .snappy(duration: 0.4, extraBounce: 0.1),
    .modified(.repeated(.linear(duration: 1), count: nil, autoreverses: true), delay: 0.25, speed: 2),
  ]
  for spec in specs { #expect(Animation(spec)?.spec == spec) }
  // A scene's `none` animates nothing: no animation at all.
  #expect(Animation(AnimationSpec.none) == nil)
}
