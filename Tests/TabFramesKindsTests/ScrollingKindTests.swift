import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesKinds

/// `scrolling` drawn by seed 001's own view (issue 16): a change of tab scrolls the new one to
/// the centre (the last to trailing), clamped to the content — at once, as the seed's
/// `scrollTo` is not animated — while colours and the underline spring.

private func scrolling(selection: Int, timeline: String = "[]") -> String {
  #"{ "name": "s", "width": 200, "component": { "kind": "scrolling", "items": ["First tab", "Second", "Third tab title", "Fourth", "Last one"], "selection": \#(selection) }, "timeline": \#(timeline) }"#
}

@Test func aChangeOfTabCentresItAndClampsAtTheEnds() throws {
  let middle = try #require(try play(scrolling(selection: 0, timeline: #"[{ "select": 2 }]"#)).frames.last?.displayList)
  let u = try #require(middle["indicator"]).frame
  #expect(abs(u.midX - 100) <= 1.0 / 3, "centred in the 200 pt viewport")
  // Label and underline share the button: the title sits 12 pt inside it.
  #expect(abs(try #require(middle["label.2"]).frame.x - (u.x + 12)) <= 1.0 / 3)
  #expect(middle["divider"]?.frame.width == 200 && middle["divider"]?.color.a == 0.2)
  let last = try #require(try play(scrolling(selection: 0, timeline: #"[{ "select": 4 }]"#)).frames.last?.displayList)
  #expect(abs(try #require(last["indicator"]).frame.maxX - 200) <= 1.0 / 3, "the last tab scrolls to trailing")
  let back = try #require(try play(scrolling(selection: 0, timeline: #"[{ "select": 4 }, { "select": 0 }]"#)).frames.last?.displayList)
  #expect(abs(try #require(back["indicator"]).frame.x) < 1e-9, "clamped at the leading edge")
}

@Test func aFirstSelectionIsNotScrolledTo() throws {
  // The seed scrolls in onChange(of:) only: a bar that starts on a later tab shows the start.
  let list = try #require(try play(scrolling(selection: 4)).frames.last?.displayList)
  #expect(abs(try #require(list["label.0"]).frame.x - 12) < 1e-9)
  #expect(try #require(list["indicator"]).frame.minX > 200, "the selected tab is off to the right")
}

@Test func theRowJumpsWhileColoursAndUnderlineSpring() throws {
  let frames = try play(scrolling(selection: 0, timeline: #"[{ "select": 2 }]"#)).frames
  let settled = try #require(frames.last?.displayList)
  // One frame after the change the titles are already at their new places…
  for i in 0..<5 {
    #expect(abs(try #require(frames[1].displayList["label.\(i)"]).frame.x - (try #require(settled["label.\(i)"]).frame.x)) <= 1.0 / 3)
  }
  // …while the new title's colour and the underline are still on their way (spring(response: 0.8)).
  #expect(frames[1].displayList["label.2"]?.color != settled["label.2"]?.color)
  #expect(frames[1].displayList["indicator"]?.frame != settled["indicator"]?.frame)
  #expect(frames.count > 40)
}
