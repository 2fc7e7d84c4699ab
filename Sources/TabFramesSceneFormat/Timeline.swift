// A scene's animations are the values SwiftUI's `Animation` holds: the format decodes into them,
// and whoever reads a scene names them without a second import.
@_exported import enum TabFramesValues.AnimationSpec

/// One step of a scene's timeline. Events run in order, the first at time 0; `wait` is how long
/// after an event starts the next one starts (nil: until its own animation has finished).
public enum TimelineEvent: Sendable, Equatable {
  case hold(Double)
  case select(item: Int, animation: AnimationSpec?, wait: Double?)
  case drag(Drag, wait: Double?)
  case openMenu(animation: AnimationSpec?, wait: Double?)
  case closeMenu(animation: AnimationSpec?, wait: Double?)
}

/// A drag of the fixed bar: the pointer moves from the selected column's centre to `to`
/// over `duration` seconds along `curve`, then is released.
public struct Drag: Sendable, Equatable {
  public enum Target: Sendable, Equatable {
    /// In column widths from the leading edge: 0.5 is the first column's centre, 2 the border
    /// between the second and third.
    case column(Double)
    /// In points from the component's leading edge.
    case points(Double)
  }
  public var to: Target
  public var duration: Double
  public var curve: AnimationSpec
}
