import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

/// A triggered `phaseAnimator` runs through its phases when the trigger changes (issue 27):
/// each phase in turn, animated by what `animation` gives for the phase it goes to, the next
/// begun when the last has finished, and back to the first — as a tab bar's icon bounces when
/// its tab is chosen.
private struct BouncingIcon: View {
  @State private var taps = 0
  var body: some View {
    Image(systemName: "bell.fill").accessibilityIdentifier("bell")
      .phaseAnimator([1.0, 1.5, 1.2], trigger: taps) { content, scale in
        content.scaleEffect(scale)
      } animation: { scale in
        .linear(duration: scale == 1.5 ? 0.2 : 0.1)
      }
      .onTapGesture { taps += 1 }
  }
}

@Test @MainActor func aTriggeredPhaseAnimatorRunsThroughItsPhasesAndBack() throws {
  let stage = Stage(name: "bell", width: 120, height: 80, scale: 1) { BouncingIcon() }
  let animation = try stage.play([.tap("bell")])
  let scales = animation.frames.map { frame in frame.displayList.elements.first { $0.id.hasPrefix("bell") }?.scale ?? .nan }
  let times = animation.frames.map(\.time)
  #expect(scales.first == 1, "at rest before the tap: the first phase")
  #expect(scales.last == 1, "back to the first phase at the end: \(scales)")
  // Up to 1.5 over 0.2 s, down to 1.2 over 0.1 s, back to 1 over 0.1 s: 0.4 s of motion.
  let peak = try #require(scales.indices.max { scales[$0] < scales[$1] })
  #expect(abs(scales[peak] - 1.5) < 0.01, "reaches the second phase: \(scales)")
  let moving = zip(times, scales).filter { $0.1 != 1 }.map(\.0)
  let span = (moving.last ?? 0) - (moving.first ?? 0)
  #expect(span > 0.3 && span < 0.45, "the three steps one after another, about 0.4 s: \(span) s")
  // After the peak it passes 1.2 (the third phase) before coming back.
  #expect(scales[peak...].contains { abs($0 - 1.2) < 0.03 }, "\(scales)")
  // A second tap runs them again.
  let twice = try stage.play([.tap("bell"), .hold(0.6), .tap("bell")])
  let again: [Double] = twice.frames.map { frame in frame.displayList.elements.first { $0.id.hasPrefix("bell") }?.scale ?? .nan }
  // Rising to the peak twice: once per tap.
  var rises = 0
  for k in again.indices.dropFirst() where abs(again[k] - 1.5) < 0.01 && again[k - 1] < again[k] - 1e-9 { rises += 1 }
  #expect(rises == 2, "\(again)")
  #expect(again.last == 1)
}

/// The view forms, `PhaseAnimator(phases, trigger:) { phase in … }` and
/// `KeyframeAnimator(initialValue:trigger:) { value in … } keyframes: { … }`, play as the
/// modifiers do: the content is given only the phase or the value, and is the view.
private struct AnimatorViews: View {
  @State private var taps = 0
  var body: some View {
    HStack {
      PhaseAnimator([1.0, 1.5], trigger: taps) { scale in
        Circle().fill(.blue).frame(width: 20, height: 20).scaleEffect(scale).accessibilityIdentifier("dot")
      } animation: { _ in
        .linear(duration: 0.2)
      }
      KeyframeAnimator(initialValue: 0.0, trigger: taps) { y in
        Capsule().fill(.orange).frame(width: 20, height: 10).offset(y: y).accessibilityIdentifier("pill")
      } keyframes: { _ in
        LinearKeyframe(-20.0, duration: 0.2)
        LinearKeyframe(0.0, duration: 0.2)
      }
      Button("Go") { taps += 1 }
    }
  }
}

@Test @MainActor func thePhaseAndKeyframeAnimatorViewsPlayAsTheModifiersDo() throws {
  let frames = try Stage(name: "animator-views", width: 200, height: 80, scale: 1) { AnimatorViews() }.play([.tap("Go")]).frames
  let scales = frames.compactMap { frame in frame.displayList.elements.first { $0.id.hasPrefix("dot") }?.scale }
  let ys = frames.compactMap { frame in frame.displayList.elements.first { $0.id.hasPrefix("pill") }?.frame.y }
  #expect(scales.count == frames.count && ys.count == frames.count)
  #expect(scales.first == 1 && scales.last == 1 && abs((scales.max() ?? 0) - 1.5) < 0.01, "\(scales)")
  let rest = try #require(ys.first)
  #expect(abs((ys.min() ?? rest) - (rest - 20)) < 0.5 && ys.last == rest, "\(ys)")
}
