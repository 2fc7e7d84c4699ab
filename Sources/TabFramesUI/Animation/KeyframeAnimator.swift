import Combine
import Foundation

extension View {
  /// iOS 17's `keyframeAnimator` with a trigger: the content for the initial value at rest; when
  /// the trigger changes, the keyframes play from the initial value (then from where the last
  /// ones ended), the content given the value they reach at each frame the stage draws, and it
  /// stays at the value they end on.
  nonisolated public func keyframeAnimator<Value, Content: View>(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    _KeyframeAnimator(
      base: self, initialValue: initialValue, trigger: trigger, content: content,
      timeline: { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) })
  }

  /// Repeating, SwiftUI loops the keyframes for ever, which a stage, ending when things settle,
  /// does not show: it draws the value at the timeline's start, as SwiftUI does when not
  /// repeating.
  nonisolated public func keyframeAnimator<Value, Content: View>(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    content(
      PlaceholderContentView(content: AnyView(self)),
      KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue)).value(time: 0))
  }
}

/// A triggered keyframe animator: its value is state of its own, set at every frame of a stage's
/// play from the timeline started when the trigger changed (outside a play there are no frames:
/// the value stays where it is).
nonisolated struct _KeyframeAnimator<Base: View, Value, Trigger: Equatable, Content: View>: View {
  let base: Base
  let initialValue: Value
  let trigger: Trigger
  let content: (PlaceholderContentView<Base>, Value) -> Content
  let timeline: (Value) -> KeyframeTimeline<Value>
  /// nil until the keyframes first play: the initial value.
  @State private var played: Value?
  /// Where the last run ends: what the next starts from (Apple: the `keyframes` closure is given
  /// the initial value the first time, then "the end value of the previous keyframe animation").
  @State private var lastEnd: Value?
  /// How many times the keyframes were started: a run goes on only while it is the latest.
  @State private var runs = 0

  @MainActor var body: some View {
    content(PlaceholderContentView(content: AnyView(base)), played ?? initialValue)
      .onChange(of: trigger) { play() }
  }

  /// A new trigger before the end starts a new timeline from where the last one ends, and this
  /// one stops.
  @MainActor private func play() {
    guard let clock = VirtualClock.current else { return }
    let timeline = timeline(lastEnd ?? initialValue)
    lastEnd = timeline.value(time: timeline.duration)
    let start = clock.now
    let value = $played
    let latest = $runs
    runs += 1
    let run = runs
    clock.everyFrame { time in
      guard latest.wrappedValue == run else { return false }
      let elapsed = time - start
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction) { value.wrappedValue = timeline.value(time: min(elapsed, timeline.duration)) }
      return elapsed < timeline.duration
    }
  }
}
