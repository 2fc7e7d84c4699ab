/// One thing VoiceOver reads, as a frame records it: an element, or a container of elements
/// (`children` non-nil). Recorded beside the drawing, never drawn: the layout dump writes each
/// frame's, so a layout snapshot also guards what VoiceOver reads.
public struct AccessibilityElement: Sendable, Equatable {
  public var label: String
  public var value: String
  public var hint: String
  /// Its `accessibilityIdentifier`, when it has one.
  public var identifier: String
  /// SwiftUI's `AccessibilityTraits` by name (`isButton`, `isSelected`, …).
  public var traits: [String]
  /// `accessibilityHidden(true)`: recorded, not read.
  public var isHidden: Bool
  /// The layout frame VoiceOver outlines, in points.
  public var frame: Rect
  /// A container's elements in reading order; nil for an element.
  public var children: [AccessibilityElement]?

  public init(
    label: String, value: String = "", hint: String = "", identifier: String = "", traits: [String] = [], isHidden: Bool = false,
    frame: Rect, children: [AccessibilityElement]? = nil
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.identifier = identifier
    self.traits = traits
    self.isHidden = isHidden
    self.frame = frame
    self.children = children
  }

  /// What VoiceOver reads, in order: elements not hidden, a container's in its place.
  public var readElements: [AccessibilityElement] {
    if isHidden { return [] }
    guard let children else { return [self] }
    return children.flatMap(\.readElements)
  }
}
