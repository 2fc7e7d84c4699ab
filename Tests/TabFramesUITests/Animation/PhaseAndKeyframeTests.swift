import Foundation
import Testing

@testable import TabFramesUI

/// iOS 17's `phaseAnimator` and `keyframeAnimator` compile as SwiftUI's do and draw the view's
/// resting state: the first phase, the initial value (a triggered phase animator plays:
/// PhaseAnimatorTests; triggered keyframes play: KeyframeTests).

private struct PulsingDot: View {
  var body: some View {
    Circle().fill(Color.red).frame(width: 12, height: 12)
      .phaseAnimator([false, true]) { content, phase in
        content.scaleEffect(phase ? 1.5 : 1).opacity(phase ? 0.5 : 1)
      } animation: { _ in
        .easeInOut(duration: 0.8)
      }
  }
}

private struct Bounce {
  var scale = 1.0
  var offset = 0.0
}

private struct JumpingStar: View {
  @State private var trigger = false
  var body: some View {
    Image(systemName: "star.fill")
      .keyframeAnimator(initialValue: Bounce(), trigger: trigger) { content, value in
        content.scaleEffect(value.scale).offset(y: value.offset)
      } keyframes: { _ in
        KeyframeTrack(\.offset) {
          SpringKeyframe(-30, duration: 0.3)
          SpringKeyframe(0, duration: 0.3)
        }
        KeyframeTrack(\.scale) {
          LinearKeyframe(1.2, duration: 0.2)
          CubicKeyframe(1, duration: 0.4)
        }
      }
      .onTapGesture { trigger.toggle() }
  }
}

@Test @MainActor func phaseAndKeyframeAnimatorsDrawTheRestingState() throws {
  let dot = try leaves(PulsingDot())
  #expect(dot.count == 1 && dot[0].frame.size == CGSize(width: 12, height: 12) && dot[0].opacity == 1 && dot[0].scale == 1)
  let star = try leaves(JumpingStar())
  let plain = try leaves(Image(systemName: "star.fill"))
  #expect(star.map(\.frame) == plain.map(\.frame), "offset 0 and scale 1: the initial value")
  // Keyframes of the whole value, with no track.
  let moved = try leaves(
    Text("x").keyframeAnimator(initialValue: 10.0, repeating: true) { content, value in
      content.offset(x: value)
    } keyframes: { _ in
      LinearKeyframe(20.0, duration: 1)
      MoveKeyframe(0.0)
    })
  let still = try #require(try leaves(Text("x")).first)
  #expect(moved.first?.frame.minX == still.frame.minX + 10)
}
