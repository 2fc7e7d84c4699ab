import Foundation

/// What a `phaseAnimator`'s or `keyframeAnimator`'s content closure, a `Transition`'s body or a
/// scoped `animation(_:body:)` is given for the view it modifies: that view, to modify in turn.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
  let content: AnyView
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { TabFramesUI.makeNodes(content, context) }
}

extension View {
  /// iOS 17's `phaseAnimator` with a trigger: the content for the first phase at rest; when the
  /// trigger changes, each following phase in turn, each change animated by what `animation`
  /// gives for the phase it goes to and begun when the one before has finished, then back to the
  /// first (Apple's documentation of `phaseAnimator(_:trigger:content:animation:)`).
  nonisolated public func phaseAnimator<Phase: Equatable, Trigger: Equatable, Content: View>(
    _ phases: some Sequence<Phase>, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    _PhaseAnimator(base: self, phases: Array(phases), trigger: trigger, content: content, animation: animation)
  }

  /// Without a trigger SwiftUI cycles through the phases for ever from the start, which a stage,
  /// ending when things settle, does not show: it draws the first phase, the view's resting state.
  nonisolated public func phaseAnimator<Phase: Equatable, Content: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    phased(Array(phases), content)
  }

  @ViewBuilder
  nonisolated private func phased<Phase, Content: View>(_ phases: [Phase], _ content: (PlaceholderContentView<Self>, Phase) -> Content)
    -> some View
  {
    if let first = phases.first { content(PlaceholderContentView(content: AnyView(self)), first) } else { self }
  }
}

/// A triggered phase animator: its phase is state of its own, stepped through the phases when
/// the trigger changes, each step when the last one's animation has finished (its completion).
nonisolated struct _PhaseAnimator<Base: View, Phase: Equatable, Trigger: Equatable, Content: View>: View {
  let base: Base
  let phases: [Phase]
  let trigger: Trigger
  let content: (PlaceholderContentView<Base>, Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var index = 0

  @MainActor var body: some View {
    Group {
      if phases.isEmpty {
        base
      } else {
        content(PlaceholderContentView(content: AnyView(base)), phases[min(index, phases.count - 1)])
      }
    }
    .onChange(of: trigger) { step(to: 1) }
  }

  /// Moves to phase `next` (the first again after the last), then on to the one after it when
  /// that change's animation has finished, until the first phase is reached.
  @MainActor private func step(to next: Int) {
    guard phases.count > 1 else { return }
    let target = next % phases.count
    withAnimation(animation(phases[target])) {
      index = target
    } completion: {
      if target != 0 { step(to: target + 1) }
    }
  }
}
