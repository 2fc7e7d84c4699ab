import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesKinds

/// `bubble` drawn by seed 004's own view (issue 16): the circle tab bar.

private func played(_ json: String) throws -> (Scene, FrameSequence, SceneRenderer) {
  let scene = try SceneLoader.parse(json, kinds: TabFramesKinds.registry.scenes)
  let renderer = SceneRenderer(formats: [], jobs: 1)
  return (scene, try renderer.play(scene), renderer)
}

@Test func bubbleCircleSitsUnderTheSelectedColumn() throws {
  let json =
    #"{ "name": "b", "width": 390, "height": 110, "component": { "kind": "bubble", "items": ["house.fill", "cart.fill", "person.fill"], "selection": 2 } }"#
  let list = try #require(try played(json).1.frames.last?.displayList)
  #expect(list.elements.map(\.id) == ["indicator", "bar", "symbol.0", "symbol.1", "symbol.2"])
  let circle = try #require(list["indicator"]).frame
  #expect(abs(circle.midX - 325) <= 1.0 / 3)
  #expect(circle.width == 90 && abs(circle.maxY - 128) <= 1.0 / 3, "pushed 18 pt below the bottom edge")
  #expect(list["symbol.2"]?.scale == 1.5 && list["symbol.0"]?.scale == 1)
  #expect(list["symbol.2"]?.color.hexString == "#000000FF" && list["symbol.0"]?.color.hexString == "#8E8E93FF")
  #expect(list["bar"]?.frame == Rect(x: 0, y: 70, width: 390, height: 40))
  #expect(list.background.hexString == "#34C759FF")
}

/// Any number of items from two to six, as the seed's three: the circle under each column.
@Test(arguments: [2, 4, 6])
func theCircleFollowsAnyNumberOfColumns(_ n: Int) throws {
  let items = (0..<n).map { _ in #""house.fill""# }.joined(separator: ", ")
  let json =
    #"{ "name": "b", "width": 390, "height": 110, "component": { "kind": "bubble", "items": [\#(items)], "selection": \#(n - 1) } }"#
  let list = try #require(try played(json).1.frames.last?.displayList)
  let column = 390.0 / Double(n)
  #expect(abs(try #require(list["indicator"]).frame.midX - (Double(n) - 0.5) * column) <= 1.0 / 3)
  #expect(abs(try #require(list["symbol.\(n - 1)"]).frame.midX - (Double(n) - 0.5) * column) <= 1.0 / 3)
}

@Test func unknownSymbolsBecomeAVisiblePlaceholderWithAWarning() throws {
  let json =
    #"{ "name": "b", "width": 390, "height": 110, "component": { "kind": "bubble", "items": ["house.fill", "no.such.symbol"], "selection": 0 } }"#
  let (scene, animation, renderer) = try played(json)
  #expect(renderer.warnings(scene, animation).count == 1)
  #expect(renderer.warnings(scene, animation).first?.contains("no.such.symbol") == true)
  #expect(animation.frames.last?.displayList["symbol.1"]?.color.hexString == SymbolLibrary.placeholderColor.hexString)
}
