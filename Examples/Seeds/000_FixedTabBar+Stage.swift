import TabFrames

/// Seed 000 (Kieran Brown's FixedTabBar) on a stage, bound to its selection as its previews bind
/// it: a tap on Music, then the bar dragged back to Photos (its own drag handlers select as the
/// finger crosses each critical point, and spring the bar home on release), and its previews.
@MainActor
public enum Seed000 {
  public static let stage = Stage(name: "seed-000-fixed-tab-bar", width: 390, height: 48, initial: "Photos") { selection in
    FixedTabBar(options: ["Photos", "Videos", "Music"], selection: selection)
  }
  public static let timeline: [Stage.Action] = [
    .hold(0.3), .tap("Music"), .hold(0.3), .drag(from: (x: 325, y: 40), to: (x: 40, y: 40), duration: 0.8), .hold(0.3),
  ]
  /// The file's four previews, each named by its display name.
  public static var previews: [Stage] { Stage.previews(FixedTabBar_Previews.self, prefix: "seed-000-") }
}
