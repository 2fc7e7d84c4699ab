import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesKinds

/// `indicator` drawn by seed 003's own view (issue 16): what the layout module used to test of
/// it, now of the view, and what an HStack of texts does that the old layout did not.

private func played(_ json: String) throws -> FrameSequence {
  let scene = try SceneLoader.parse(json, kinds: TabFramesKinds.registry.scenes)
  let renderer = SceneRenderer(formats: [], jobs: 1)
  return try renderer.play(scene)
}

private func frame(_ id: String, _ list: DisplayList) throws -> Rect {
  try #require(list.elements.first { $0.id == id }, "no \(id) in \(list.elements.map(\.id))").frame
}

@Test func indicatorEqualsTheSelectedItemBounds() throws {
  let json =
    #"{ "name": "i", "width": 390, "height": 120, "component": { "kind": "indicator", "items": [{ "title": "Inbox", "symbol": "tray" }, { "title": "Archive", "symbol": "archivebox" }], "selection": 1 } }"#
  let list = try #require(try played(json).frames.last?.displayList)
  #expect(list.elements.map(\.id) == ["symbol.0", "label.0", "symbol.1", "label.1", "indicator"])
  let label = try frame("label.1", list)
  let symbol = try frame("symbol.1", list)
  let ind = try frame("indicator", list)
  #expect(abs(ind.minX - min(label.minX, symbol.minX)) <= 1.0 / 3)
  #expect(abs(ind.maxX - max(label.maxX, symbol.maxX)) <= 1.0 / 3)
  #expect(ind.height == 1)
  #expect(abs(ind.maxY - (max(label.maxY, try frame("label.0", list).maxY) + 3)) <= 1.0 / 3, "3 pt below the items")
  #expect(list["label.1"]?.color.hexString == "#007AFFFF" && list["label.0"]?.color.hexString == "#000000FF")
}

@Test func theIndicatorMovesWithTheSeedsDefaultAnimation() throws {
  let json =
    #"{ "name": "i", "width": 390, "height": 120, "component": { "kind": "indicator", "items": ["Inbox", "Archive", "Drafts"] }, "timeline": [{ "select": 2 }] }"#
  let frames = try played(json).frames
  let xs = try frames.map { try frame("indicator", $0.displayList).x }
  // `withAnimation(.default)`: 0.35 s of easeInOut, so 22 frames at 60 fps, moving all the way.
  #expect(frames.count == 22)
  #expect(xs.first.map { $0 < xs[11] } == true && xs[11] < xs[21])
  let last = try #require(frames.last?.displayList)
  #expect(abs(try frame("indicator", last).x - (try frame("label.2", last).x)) <= 1.0 / 3)
}

@Test func tooManyItemsAreSqueezedInsideThePaddingAsAnHStackOfTextsIs() throws {
  let titles = (1...12).map { #""Mailbox number \#($0)""# }.joined(separator: ", ")
  let json =
    #"{ "name": "i", "width": 390, "height": 200, "padding": 16, "component": { "kind": "indicator", "items": [\#(titles)] } }"#
  let list = try #require(try played(json).frames.last?.displayList)
  for i in 0..<12 {
    let f = try frame("label.\(i)", list)
    #expect(f.minX >= 16 - 0.01 && f.maxX <= 390 - 16 + 0.01, "label.\(i) at \(f)")
  }
  // They wrap onto more lines rather than run off the canvas.
  #expect(try frame("label.0", list).height > 30)
}

/// A scene's `font` reaches the view: the system font at its size and weight, or `Font.custom`
/// of its family.
@Test func aSceneFontFamilyReachesTheView() throws {
  let json =
    #"{ "name": "i", "component": { "kind": "indicator", "items": ["Inbox", "Archive"] }, "font": { "family": "DejaVu Sans", "size": 15, "weight": "bold" } }"#
  let list = try #require(try played(json).frames.last?.displayList)
  guard case .text(let run) = try #require(list["label.0"]).content else {
    Issue.record("label.0 is not a text")
    return
  }
  #expect(run.font == FontSpec(family: "DejaVu Sans", size: 15, weight: .bold))
  let system = try #require(
    try played(#"{ "name": "i", "component": { "kind": "indicator", "items": ["A"] }, "font": { "textStyle": "headline" } }"#).frames.last?
      .displayList)
  guard case .text(let headline) = try #require(system["label.0"]).content else {
    Issue.record("label.0 is not a text")
    return
  }
  // The system font as SF Pro's stand-in: Inter with SF's tracking for 17 pt semibold.
  var expected = FontSpec(family: "Inter", size: 17, weight: .semibold)
  expected.letterSpacing = -0.268
  #expect(headline.font == expected)
}
