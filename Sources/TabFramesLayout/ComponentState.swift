/// The state a component is laid out in: what the timeline changes. Layout is a pure function of
/// (scene, state); Animation moves between the display lists of successive states.
public struct ComponentState: Sendable, Equatable {
  public var selection: Int
  /// The title bar's "Change Tab" menu is open.
  public var menuOpen = false
  /// The fixed bar while a finger drags it (seed 000's `preGestureSelection` and `barDragOffset`).
  public var drag: DragState? = nil

  public init(selection: Int, menuOpen: Bool = false, drag: DragState? = nil) {
    self.selection = selection
    self.menuOpen = menuOpen
    self.drag = drag
  }
}

public struct DragState: Sendable, Equatable {
  /// The selection when the drag began; the bar's rest position is measured from it.
  public var preGestureSelection: Int
  /// The pointer's horizontal translation since the drag began, in points.
  public var translation: Double
  public init(preGestureSelection: Int, translation: Double) {
    self.preGestureSelection = preGestureSelection
    self.translation = translation
  }
}
