import TabFramesDisplayList
import TabFramesUI

extension AccessibilityElement {
  /// A laid-out view's element as a frame records it.
  init(_ item: AccessibilityItem) {
    self.init(
      label: item.label, value: item.value, hint: item.hint, identifier: item.identifier, traits: item.traitNames,
      isHidden: item.isHidden, frame: Rect(item.frame), children: item.children?.map(AccessibilityElement.init))
  }
}

extension ViewTree {
  /// What VoiceOver reads of the view as last laid out.
  func accessibilityElements() -> [AccessibilityElement] { accessibilityItems().map(AccessibilityElement.init) }
}

extension Stage {
  /// What VoiceOver reads of the settled view, in reading order: each element's label, value,
  /// hint, traits and frame, containers with their elements (docs/SWIFTUI.md, "Accessibility").
  /// The same as the last frame's `accessibility` in the layout dump.
  public func accessibilityElements(_ timeline: [Action] = []) throws -> [AccessibilityElement] {
    try play(timeline).frames.last?.accessibility ?? []
  }
}
