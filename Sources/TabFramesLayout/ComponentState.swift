/// The state a component is laid out in: what the timeline changes. Layout is a pure function of
/// (scene, state); Animation moves between the display lists of successive states.
public struct ComponentState: Sendable, Equatable {
  public var selection: Int
  /// The title bar's "Change Tab" menu is open.
  public var menuOpen = false

  public init(selection: Int, menuOpen: Bool = false) {
    self.selection = selection
    self.menuOpen = menuOpen
  }
}
