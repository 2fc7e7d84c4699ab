import TabFrames

/// Seed 002's example 3 (its own ExampleView, in a module of its own) on a stage.
@MainActor
public enum Seed002Example3 {
  public static let stage = Stage(name: "seed-002-example-3", width: 390, height: 300) {
    ExampleView().padding().frame(maxHeight: .infinity, alignment: .top)
  }
  public static let timeline: [Stage.Action] = [.hold(0.3), .tap("Switch Tab"), .hold(0.5), .tap("More Long Text Here"), .hold(0.3)]
}
