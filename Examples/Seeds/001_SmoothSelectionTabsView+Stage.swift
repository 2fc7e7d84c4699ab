import TabFrames

/// Seed 001 (SmoothSelectionTabsView) on a stage, used as its "Usage" section uses it (with fixed
/// ids where it makes UUIDs, so renders repeat byte for byte) and bound to its selection: a tap on
/// the last tab (the row scrolls it to the trailing edge), then the first.
@MainActor
public enum Seed001 {
  static let models = [
    SelectionTabsModel(id: "1", title: "I want first content"),
    SelectionTabsModel(id: "2", title: "Tab number 2"),
    SelectionTabsModel(id: "3", title: "Last but not least"),
  ]
  public static let stage = Stage(name: "seed-001-smooth-selection-tabs", width: 390, height: 60, initial: 0) { selection in
    SmoothSelectionTabsView(models: models, selectedIndex: selection)
  }
  public static let timeline: [Stage.Action] = [.hold(0.3), .tap("Last but not least"), .hold(0.3), .tap("I want first content")]
}
