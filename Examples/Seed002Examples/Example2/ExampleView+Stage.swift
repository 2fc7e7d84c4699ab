import TabFrames

/// Seed 002's example 2 (its own ExampleView, in a module of its own) on a stage.
@MainActor
public enum Seed002Example2 {
  public static let stage = Stage(name: "seed-002-example-2", width: 390, height: 400) {
    ExampleView().padding().frame(maxHeight: .infinity, alignment: .top)
  }
  public static let timeline: [Stage.Action] = [.hold(0.3), .tap("Change Tab"), .hold(0.5), .tap("Workouts"), .hold(0.3)]
}
