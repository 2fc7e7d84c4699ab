import Foundation

// iOS 17's view forms of the phase and keyframe animators: `PhaseAnimator(phases) { phase in … }`
// and `KeyframeAnimator(initialValue:) { value in … } keyframes: { … }`. They behave as the
// modifiers of the same names with nothing to modify: the content closure is given only the
// phase or the value, and what it returns is the view.

/// SwiftUI's `PhaseAnimator`: the content for each phase in turn when the trigger changes, as
/// `phaseAnimator(_:trigger:content:animation:)` does.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  private let made: AnyView

  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    made = AnyView(EmptyView().phaseAnimator(phases, trigger: trigger, content: { _, phase in content(phase) }, animation: animation))
  }

  /// Without a trigger SwiftUI cycles for ever; a stage, ending when things settle, draws the
  /// first phase (as the modifier's untriggered form does).
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    made = AnyView(EmptyView().phaseAnimator(phases, content: { _, phase in content(phase) }, animation: animation))
  }

  @MainActor public var body: some View { made }
}

/// SwiftUI's `KeyframeAnimator`: the content given the keyframes' value at each frame once the
/// trigger changes, as `keyframeAnimator(initialValue:trigger:content:keyframes:)` does.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes<Value>, Content: View>: View {
  private let made: AnyView

  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    made = AnyView(
      EmptyView().keyframeAnimator(
        initialValue: initialValue, trigger: trigger, content: { _, value in content(value) }, keyframes: keyframes))
  }

  /// Repeating keyframes run for ever in SwiftUI; a stage draws the timeline's first value, as
  /// the modifier's form does.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    made = AnyView(
      EmptyView().keyframeAnimator(
        initialValue: initialValue, repeating: repeating, content: { _, value in content(value) }, keyframes: keyframes)
    )
  }

  @MainActor public var body: some View { made }
}
