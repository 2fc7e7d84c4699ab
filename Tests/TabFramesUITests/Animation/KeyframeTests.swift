import Foundation
import TabFrames
import Testing

// iOS 17's keyframes: each kind of keyframe moves a value as Apple's documentation says, a
// timeline reads any time, and a triggered `keyframeAnimator` plays them frame by frame on a
// stage — as a tab's icon jumps when its tab is chosen.

private struct Bounce {
  var scale = 1.0
  var offset: CGFloat = 0
  var angle = Angle.zero
}

/// Linear keyframes follow their timing curve, a move jumps, each track holds its last value,
/// and the timeline lasts as long as its longest track.
@Test func linearAndMoveKeyframesAndTracksOfTheirOwnLengths() {
  let timeline = KeyframeTimeline(initialValue: Bounce()) {
    KeyframeTrack(\.scale) {
      LinearKeyframe(2, duration: 1)
      MoveKeyframe(5)
      LinearKeyframe(1, duration: 1, timingCurve: .easeIn)
    }
    KeyframeTrack(\.offset) {
      LinearKeyframe(-10, duration: 0.5)
    }
  }
  #expect(timeline.duration == 2)
  #expect(timeline.value(time: 0).scale == 1)
  #expect(abs(timeline.value(time: 0.5).scale - 1.5) < 1e-9, "half way, linearly")
  #expect(timeline.value(time: 1).scale == 5, "the move takes no time")
  // Ease-in: slower than linear early on (a quarter of the way in time, well under a quarter of
  // the distance from 5 to 1).
  let eased = timeline.value(time: 1.25).scale
  #expect(eased < 5 && eased > 4, "\(eased)")
  #expect(timeline.value(time: 2).scale == 1 && timeline.value(time: 9).scale == 1)
  #expect(timeline.value(time: 0.25).offset == -5 && timeline.value(time: 1.5).offset == -10, "the shorter track holds its end")
  #expect(timeline.value(progress: 0.5).scale == 5)
  #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6 && UnitCurve.linear.value(at: 0.3) == 0.3)
}

/// A spring keyframe moves as a spring from the value before: a bouncy one overshoots, and one
/// given no duration lasts its settling duration.
@Test func springKeyframesMoveAsSprings() {
  let bouncy = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100, duration: 1, spring: .bouncy) }
  let samples = stride(from: 0.0, through: 1, by: 0.01).map { bouncy.value(time: $0) }
  #expect(samples.first == 0 && (samples.max() ?? 0) > 100, "overshoots its target: \(samples.max() ?? 0)")
  #expect(abs(bouncy.value(time: 1) - 100) < 5, "about there at its end: \(bouncy.value(time: 1))")
  let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1) }
  #expect(settling.duration == Spring().settlingDuration && settling.duration > 0.5 && settling.duration < 2, "\(settling.duration)")
  #expect(abs(settling.value(time: settling.duration) - 1) < 0.002)
  // The next keyframe starts where the spring is at its end.
  let cut = KeyframeTimeline(initialValue: 0.0) {
    SpringKeyframe(100, duration: 0.05)
    LinearKeyframe(100, duration: 1)
  }
  #expect(cut.value(time: 0.05) < 50 && abs(cut.value(time: 0.55) - (cut.value(time: 0.05) + 100) / 2) < 1e-6)
}

/// Cubic keyframes pass through their values; beside each other they make a Catmull–Rom spline
/// (moving through a middle keyframe, not stopping there); at the ends they are at rest.
@Test func cubicKeyframesAreASmoothCurveThroughTheirValues() {
  let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
    CubicKeyframe(CGPoint(x: 10, y: 10), duration: 1)
    CubicKeyframe(CGPoint(x: 20, y: 0), duration: 1)
  }
  #expect(timeline.value(time: 1) == CGPoint(x: 10, y: 10) && timeline.value(time: 2) == CGPoint(x: 20, y: 0))
  // Through the middle keyframe x keeps rising (Catmull–Rom's velocity there is (20 - 0) / 2).
  let before = timeline.value(time: 0.99).x
  let after = timeline.value(time: 1.01).x
  #expect(after - before > 0.15, "\(before) → \(after)")
  // At rest at the start: the first hundredth of a second moves far less than a hundredth of the way.
  #expect(timeline.value(time: 0.01).x < 0.01)
  // An angle and a size move as their numbers.
  let turn = KeyframeTimeline(initialValue: Angle.zero) { LinearKeyframe(.degrees(90), duration: 1) }
  #expect(abs(turn.value(time: 0.5).degrees - 45) < 1e-9)
}

private struct JumpingIcon: View {
  @State private var taps = 0
  var body: some View {
    Image(systemName: "star.fill").accessibilityIdentifier("star")
      .keyframeAnimator(initialValue: Bounce(), trigger: taps) { content, value in
        content.scaleEffect(value.scale).offset(y: value.offset)
      } keyframes: { _ in
        KeyframeTrack(\.offset) {
          LinearKeyframe(-30, duration: 0.2)
          LinearKeyframe(0, duration: 0.2)
        }
        KeyframeTrack(\.scale) {
          CubicKeyframe(1.4, duration: 0.1)
          CubicKeyframe(1, duration: 0.3)
        }
      }
      .onTapGesture { taps += 1 }
  }
}

/// A triggered keyframe animator plays on the stage: each frame shows the timeline's value at
/// that frame's time after the tap, and the play ends when the keyframes do.
@Test @MainActor func aTriggeredKeyframeAnimatorPlaysFrameByFrame() throws {
  let stage = Stage(name: "star", width: 120, height: 120, scale: 3) { JumpingIcon() }
  let rest = try #require(try stage.play([]).frames.last?.displayList.elements.first { $0.id.hasPrefix("star") })
  let animation = try stage.play([.hold(0.1), .tap("star")])
  let stars = animation.frames.map { frame in frame.displayList.elements.first { $0.id.hasPrefix("star") } }
  // Frame i shows i / 60 s; the tap at 0.1 s (frame 6); 0.4 s of keyframes: frames 6…30. Frames
  // are snapped to the pixel grid, a third of a point.
  #expect(animation.frames.count == 31, "\(animation.frames.count)")
  for (frame, element) in zip(animation.frames, stars) {
    let element = try #require(element)
    let t = frame.time - 0.1
    let offset = t <= 0 ? 0 : t < 0.2 ? -30 * t / 0.2 : t < 0.4 ? -30 + 30 * (t - 0.2) / 0.2 : 0
    #expect(abs(element.frame.y - (rest.frame.y + offset)) < 0.17, "frame \(frame.index): \(element.frame.y) vs \(rest.frame.y + offset)")
  }
  let top = stars.map { $0?.frame.y ?? .infinity }.min() ?? 0
  #expect(abs(top - (rest.frame.y - 30)) < 0.17, "up 30 pt at 0.2 s after the tap")
  let peak = stars.map { $0?.scale ?? 0 }.max() ?? 0
  #expect(abs(peak - 1.4) < 0.01, "scaled up to 1.4: \(peak)")
  let last = try #require(stars.last ?? nil)
  #expect(last.frame == rest.frame && last.scale == 1)
}

/// Cubic keyframes of uneven lengths: the Hermite curve scaled by each keyframe's length and the
/// Catmull–Rom velocity over the two keyframes' time (values worked out by hand).
@Test func cubicKeyframesOfUnevenLengthsTakeTheirExactValues() {
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    CubicKeyframe(10, duration: 0.5)
    CubicKeyframe(20, duration: 1.5)
  }
  #expect(abs(timeline.value(time: 0.25) - 4.375) < 1e-9, "\(timeline.value(time: 0.25))")
  #expect(abs(timeline.value(time: 1.25) - 16.875) < 1e-9, "\(timeline.value(time: 1.25))")
}

/// Where no velocity is stated the motion carries on across a join, as Apple's documentation
/// says: a cubic or spring keyframe after a linear one starts with the linear one's velocity.
@Test func motionCarriesOnAcrossJoins() {
  func speed(_ t: KeyframeTimeline<Double>, at time: Double) -> Double { (t.value(time: time + 1e-6) - t.value(time: time)) / 1e-6 }
  let cubic = KeyframeTimeline(initialValue: 0.0) {
    LinearKeyframe(10, duration: 1)
    CubicKeyframe(20, duration: 1)
  }
  #expect(abs(speed(cubic, at: 0.99) - 10) < 0.01 && abs(speed(cubic, at: 1) - 10) < 0.05, "\(speed(cubic, at: 1))")
  let spring = KeyframeTimeline(initialValue: 0.0) {
    LinearKeyframe(10, duration: 1)
    SpringKeyframe(30, duration: 1, spring: .smooth)
  }
  #expect(abs(speed(spring, at: 1) - 10) < 0.1, "the spring starts at the linear keyframe's 10 a second: \(speed(spring, at: 1))")
  // A cubic keyframe before a linear one ends at the linear one's velocity.
  let into = KeyframeTimeline(initialValue: 0.0) {
    CubicKeyframe(5, duration: 1)
    LinearKeyframe(25, duration: 1)
  }
  #expect(abs(speed(into, at: 1 - 1e-4) - 20) < 0.05, "\(speed(into, at: 1 - 1e-4))")
}

/// Springs: an underdamped one overshoots by e^(−ζπ/√(1−ζ²)) (37.2 % at ζ = 0.3); an overdamped
/// one never passes its target; an undamped one never settles, and a keyframe of it with no
/// duration lasts one period.
@Test func springKeyframesOvershootAsTheirDampingSays() {
  func peak(_ spring: Spring) -> Double {
    let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, duration: 5, spring: spring) }
    return stride(from: 0.0, through: 5, by: 0.001).map { timeline.value(time: $0) }.max() ?? 0
  }
  #expect(abs(peak(Spring(response: 1, dampingRatio: 0.3)) - 1.372) < 0.002)
  #expect(peak(Spring(mass: 1, stiffness: 40, damping: 30, allowOverDamping: true)) <= 1)
  #expect(Spring(response: 1, dampingRatio: 0).settlingDuration == .infinity)
  let undamped = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: Spring(response: 0.8, dampingRatio: 0)) }
  #expect(undamped.duration == 0.8)
}

/// A second trigger starts the keyframes again from where the last ones end, as Apple documents
/// (the `keyframes` closure is given "the end value of the previous keyframe animation").
@Test @MainActor func aSecondTriggerStartsFromTheLastRunsEnd() throws {
  struct Counter: View {
    @State private var taps = 0
    @State private var seen: [Double] = []
    var body: some View {
      Text("go").accessibilityIdentifier("go")
        .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, value in
          content.offset(x: value)
        } keyframes: { start in
          LinearKeyframe(start + 30, duration: 0.2)
        }
        .onTapGesture { taps += 1 }
    }
  }
  let stage = Stage(name: "counter", width: 200, height: 60, scale: 3) { Counter() }
  let rest = try #require(try stage.play([]).frames.last?.displayList.elements.first { $0.id.hasPrefix("go") })
  // Tapped at 0 and again at 0.1 s, half way: the second run goes from 30 to 60.
  let frames = try stage.play([.tap("go", wait: 0.1), .tap("go")]).frames
  let xs = frames.map { ($0.displayList.elements.first { $0.id.hasPrefix("go") }?.frame.x ?? .nan) - rest.frame.x }
  #expect(abs((xs.last ?? 0) - 60) < 0.2, "ends at 60: \(xs)")
  let second = frames.firstIndex { $0.time >= 0.1 - 1e-9 } ?? 0
  #expect(abs(xs[second] - 30) < 0.2, "starts again from 30, the first run's end: \(xs[second])")
}

// Phase and keyframe animators from outside any view, in Swift 6 mode (this target's):
// nonisolated, as SwiftUI's are (a free function calling them did not compile).
func pulsing(_ name: String, trigger: Int) -> some View {
  Image(systemName: name)
    .phaseAnimator([1.0, 1.3], trigger: trigger) { content, scale in content.scaleEffect(scale) }
    .keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, y in
      content.offset(y: y)
    } keyframes: { _ in
      LinearKeyframe(-10, duration: 0.1)
      LinearKeyframe(0, duration: 0.1)
    }
}

@Test @MainActor func animatorsWorkOutsideViews() throws {
  let stage = Stage(name: "swift5-animators", width: 100, height: 60) { pulsing("bell", trigger: 0) }
  #expect(try stage.layout().contains { $0.kind == "symbol" })
}
