import TabFrames

/// Seed 002's example 1 (its own ExampleView, in a module of its own) on a stage.
@MainActor
public enum Seed002Example1 {
  public static let stage = Stage(name: "seed-002-example-1", width: 390, height: 90) {
    ExampleView().padding().frame(maxHeight: .infinity, alignment: .top)
  }
  public static let timeline: [Stage.Action] = [.hold(0.3), .tap("Item 2"), .hold(0.3)]
}
