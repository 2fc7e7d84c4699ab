import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesKinds

/// `fixed` drawn by seed 000's own view (issue 16): what the layout module's tests checked of the
/// bar, now of the view, and the drag the seed's own handlers play.

/// The settled frame.
private func layout(_ json: String) throws -> DisplayList {
  try #require(try play(json).frames.last?.displayList)
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

/// A drag selects as the finger crosses each of the seed's critical points (130 and 260 for
/// three 130 pt options), the bar under the finger; on release the bar springs home from where
/// it was let go (`withAnimation(.spring())`), not from the last touch before it.
@Test func theBarFollowsTheFingerAndSpringsHomeFromTheRelease() throws {
  // From column 0's centre (65) to 2.6 columns (338) over 0.5 s along easeInOut.
  let a = try play(fixed(#"[{ "drag": { "to": 2.6, "duration": 0.5, "curve": "easeInOut" } }]"#))
  let bar = a.frames.map { $0.displayList["indicator"]!.frame.x }
  // At the release (frame 30) the finger is at 338: the bar at 338 - 65 = 273.
  #expect(abs(bar[30] - 273) <= 1.0 / 3)
  // The finger eases in: a quarter of the way through it has covered less than a quarter.
  #expect(bar[8] < 273.0 / 4)
  // Then the bar springs home to Music's 260 from 273: it starts there and settles there.
  #expect(bar[31] < 273 && bar[31] > 265)
  #expect(bar.last == 260)
  #expect(a.frames.last!.displayList["label.2"]!.color.hexString == "#000000FF")
}

/// A drag shorter than DragGesture's 10 pt minimum distance never begins: nothing moves.
@Test func aDragUnderTheMinimumDistanceDoesNothing() throws {
  let a = try play(fixed(#"[{ "drag": { "to": { "points": 70 }, "duration": 0.2 } }]"#))
  #expect(a.frames.allSatisfy { $0.displayList["indicator"]!.frame.x == 0 })
}
