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

func fixedJSON(items: Int, style: String = "{}", height: Int = 48, extra: String = "") -> String {
  let names = (0..<items).map { "\"Tab \($0)\"" }.joined(separator: ",")
  return
    #"{ "name": "t", "width": 390, "height": \#(height)\#(extra), "component": { "kind": "fixed", "items": [\#(names)], "selection": 1, "style": \#(style) } }"#
}

@Test(arguments: 2...5)
func fixedColumnsAreEqualAndLabelsCentred(_ n: Int) throws {
  let list = try layout(fixedJSON(items: n))
  let column = 390.0 / Double(n)
  for i in 0..<n {
    let label = list["label.\(i)"]!
    #expect(abs(label.frame.midX - (Double(i) + 0.5) * column) <= 1.0 / 3, "label \(i)")
    #expect(abs(label.frame.midY - 24) <= 1.0 / 3)
  }
  let bar = list["indicator"]!
  #expect(abs(bar.frame.x - column) <= 1.0 / 3 && abs(bar.frame.width - column) <= 1.0 / 3)
  #expect(bar.frame.y == 44 && bar.frame.height == 4)
}

@Test func fixedStyleFieldsAreHonoured() throws {
  let list = try layout(
    fixedJSON(
      items: 3,
      style:
        #"{ "height": 60, "barHeight": 6, "hitBoxHeight": 30, "labelColor": "red", "labelSelectedColor": "purple", "barFill": "green" }"#,
      height: 60))
  #expect(list["indicator"]!.frame == Rect(x: 130, y: 54, width: 130, height: 6))
  #expect(list["indicator"]!.color.hexString == "#34C759FF")
  #expect(list["label.0"]!.color.hexString == "#FF3B30FF")
  #expect(list["label.1"]!.color.hexString == "#AF52DEFF")
  #expect(abs(list["label.1"]!.frame.midY - 30) <= 1.0 / 3)
}

@Test func nilColoursAreTheForegroundForTheAppearance() throws {
  let light = try layout(fixedJSON(items: 3, style: #"{ "labelSelectedColor": null, "barFill": null }"#))
  let dark = try layout(fixedJSON(items: 3, style: #"{ "labelSelectedColor": null, "barFill": null }"#, extra: #", "appearance": "dark""#))
  #expect(light["label.1"]!.color.hexString == "#000000FF" && light["indicator"]!.color.hexString == "#000000FF")
  #expect(dark["label.1"]!.color.hexString == "#FFFFFFFF" && dark["indicator"]!.color.hexString == "#FFFFFFFF")
  #expect(dark.background.hexString == "#000000FF")
  #expect(light["label.0"]!.color.hexString == "#8E8E93FF", "gray by default")
}

@Test func fontChangesLabelSize() throws {
  let small = try layout(fixedJSON(items: 3))
  let big = try layout(fixedJSON(items: 3, extra: #", "font": { "size": 24, "weight": "bold" }"#))
  #expect(big["label.0"]!.frame.width > small["label.0"]!.frame.width * 1.3)
}

@Test func criticalPointsFollowTheSeedDiagram() {
  // Three options of 130 pt: critical points at 130 and 260.
  let pick = { (x: Double) in FixedBarCriticalPoints.selection(forLocation: x, columnWidth: 130, count: 3, current: 1) }
  #expect(pick(-50) == 0 && pick(129.9) == 0 && pick(130) == 1 && pick(259.9) == 1 && pick(260.1) == 2 && pick(900) == 2)
}

@Test func barFollowsTheDragFromWhereTheGestureBegan() throws {
  let list = try layout(fixedJSON(items: 3)) { $0.drag = DragState(preGestureSelection: 1, translation: 40) }
  #expect(list["indicator"]!.frame.x == 170)
}

func scrollingJSON(selection: Int) -> String {
  #"{ "name": "s", "width": 200, "component": { "kind": "scrolling", "items": ["First tab", "Second", "Third tab title", "Fourth", "Last one"], "selection": \#(selection) } }"#
}

@Test func scrollingCentresTheSelectedTitleAndClampsAtTheEnds() throws {
  let first = try layout(scrollingJSON(selection: 0))
  #expect(abs(first["indicator"]!.frame.x - 0) < 1e-9, "clamped at the leading edge")
  let middle = try layout(scrollingJSON(selection: 2))
  let u = middle["indicator"]!.frame
  #expect(abs(u.midX - 100) <= 1.0 / 3, "centred in the 200 pt viewport")
  let last = try layout(scrollingJSON(selection: 4))
  #expect(abs(last["indicator"]!.frame.maxX - 200) <= 1.0 / 3, "the last tab scrolls to trailing")
  // Label and underline share the button: the title sits 12 pt inside it.
  #expect(abs(middle["label.2"]!.frame.x - (u.x + 12)) <= 1.0 / 3)
  #expect(middle["divider"]!.frame.width == 200 && middle["divider"]!.color.a == 0.2)
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
