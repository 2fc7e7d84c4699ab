import TabFrames

/// Seed 004 (Zenn, "Circleが動くアニメーションCustom TabBar") on a stage: the bar at the bottom of
/// a 390 × 120 canvas, tapped through its three tabs. The seed's view owns its state (`@State var
/// tabindex`), so it is a plain stage; its own `withAnimation` (the default animation) moves the
/// circle.
@MainActor
public enum Seed004 {
  public static let stage = Stage(name: "seed-004-custom-tab-view", width: 390, height: 120) { customTabView(tabindex: .home) }
  public static let timeline: [Stage.Action] = [
    .hold(0.3), .tap("cart.fill"), .hold(0.3), .tap("person.fill"), .hold(0.3), .tap("house.fill"),
  ]
}
