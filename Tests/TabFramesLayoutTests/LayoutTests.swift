import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesLayout

let measurer = PangoTextMeasurer()

func layout(_ json: String, state: ((inout ComponentState) -> Void)? = nil) throws -> DisplayList {
  let scene = try SceneLoader.parse(json)
  let engine = LayoutEngine(scene: scene, measurer: measurer)
  var s = engine.initialState
  state?(&s)
  return engine.displayList(s)
}

@Test func titleCollapsesExactlyWhenTheTitlesStopFitting() throws {
  func json(_ width: Double) -> String {
    #"{ "name": "t", "width": \#(width), "component": { "kind": "title", "items": ["Shoes", "Workouts", "Recents"], "selection": 0 } }"#
  }
  let wide = try layout(json(390))
  #expect(wide["menu.button"] == nil && wide["label.1"] != nil)
  // The fit decision comes from measured widths: bold titles plus 8 pt spacing.
  let widths = ["Shoes", "Workouts", "Recents"].map {
    PixelGrid(scale: 3).ceil(measurer.measure(TextRun(string: $0, font: FontSpec(weight: .bold))).width)
  }
  let needed = widths.reduce(0, +) + 16
  #expect(try layout(json(needed))["menu.button"] == nil)
  let collapsed = try layout(json(needed - 1))
  #expect(collapsed["menu.button"] != nil && collapsed["label.1"] == nil && collapsed["label.0"] != nil)
  #expect(wide["label.1"]!.scale == 0.7)
}

@Test func openMenuHasARowPerTabAndChecksTheSelection() throws {
  let json =
    #"{ "name": "t", "width": 200, "height": 300, "component": { "kind": "title", "items": ["Shoes", "Workouts", "Recents"], "selection": 1 } }"#
  let list = try layout(json) { $0.menuOpen = true }
  #expect((0..<3).allSatisfy { list["menu.row.\($0)"] != nil })
  #expect(abs(list["menu.check"]!.frame.midY - list["menu.row.1"]!.frame.midY) <= 1.0 / 3)
}
