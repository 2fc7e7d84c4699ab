import Foundation

/// A control's label (a toggle's, a stepper's, a slider's value labels) as `disabled(true)` draws
/// it: in the colour for disabled text unless it sets its own (`DisabledLook`). In the label's own
/// place: it adds no step to the ids, so an enabled control's ids are what they were.
nonisolated struct _ControlLabel<Content: View>: View, PrimitiveView {
  let content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    guard !context.environment.isEnabled else { return TabFramesUI.makeNodes(content, context) }
    var inner = context
    inner.environment.foregroundColor = DisabledLook.label._color(in: context.environment)
    inner.environment.foregroundPaint = nil
    return TabFramesUI.makeNodes(content, inner)
  }
}
