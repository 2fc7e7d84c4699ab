import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesKinds

/// The `tabview` scene kind (issue 16): decoded through the registry, played by SwiftUI's
/// `TabView` as TabFramesUI draws it, with the ids docs/KINDS.md lists.

private let kinds = TabFramesKinds.registry

private func scene(_ component: String, _ rest: String = "") throws -> Scene {
  try SceneLoader.parse(#"{"name": "t", "component": \#(component)\#(rest)}"#, file: "t.json", kinds: kinds.scenes)
}

private func decodingError(_ component: String, _ rest: String = "", kinds: SceneKinds = TabFramesKinds.registry.scenes) -> String {
  do {
    _ = try SceneLoader.parse(#"{"name": "t", "component": \#(component)\#(rest)}"#, file: "t.json", kinds: kinds)
    return "no error"
  } catch { return error.description }
}

private func play(_ scene: Scene) throws -> FrameSequence {
  let renderer = SceneRenderer(formats: [], jobs: 1)
  return try renderer.play(scene)
}

private func element(_ id: String, in list: DisplayList) throws -> Element {
  try #require(list.elements.first { $0.id == id }, "no \(id) in \(list.elements.map(\.id))")
}

/// Colours as the renderer resolves them, to the byte.
private func same(_ a: RGBA, _ b: RGBA) -> Bool {
  [a.r - b.r, a.g - b.g, a.b - b.b, a.a - b.a].allSatisfy { abs($0) < 0.5 / 255 }
}

private let four =
  #"{"kind": "tabview", "items": [{"title": "Home", "symbol": "house"}, {"title": "Search", "symbol": "magnifyingglass"}, {"title": "Inbox", "symbol": "tray", "badge": 3}, {"title": "Settings", "symbol": "gearshape"}]"#

@Test func theRegistryNamesTheKindAndOnlyItKnowsIt() throws {
  #expect(kinds.scenes.names == ["fixed", "scrolling", "title", "indicator", "bubble", "tabview"])
  // A registry without it does not know it, and says which kinds it knows.
  let others = KindRegistry(TabFramesKinds.all.filter { $0.name != "tabview" }).scenes
  #expect(
    decodingError(four + "}", kinds: others)
      == #"t.json: component.kind: unknown value "tabview", expected one of "#
      + others.names.map { "\"\($0)\"" }.joined(separator: ", "))
  #expect(others.names.count == 5 && !others.names.contains("tabview"))
  let s = try scene(four + "}")
  #expect(s.component.kind.rawValue == "tabview")
  #expect(s.component.items[2].badge == "3")
}

@Test func defaultsFollowTheBarAndItsHomeIndicatorArea() throws {
  let plain = try scene(four + "}")
  #expect(plain.height == 50)  // the 49 pt bar and a point above it for its hairline
  #expect(plain.background == .named("systemBackground", opacity: 1))
  let tall = try scene(four + #", "style": {"homeIndicator": true}}"#)
  #expect(tall.height == 84)
  let given = try scene(four + #", "style": {"homeIndicator": true}}"#, #", "height": 120"#)
  #expect(given.height == 120)
}

@Test func badInputNamesTheFileAndTheField() {
  let cases: [(String, String)] = [
    (#"{"kind": "tabview", "items": ["A"]}"#, "t.json: component.items: tabview needs 2 to 5 items, got 1"),
    (
      #"{"kind": "tabview", "items": ["A", {"title": "B", "badge": true}]}"#,
      "t.json: component.items[1].badge: expected a count or a text, got a boolean"
    ),
    (
      #"{"kind": "tabview", "items": ["A", {"title": "B", "badge": 2.5}]}"#,
      "t.json: component.items[1].badge: a count must be a whole number from 0 to 999999, got 2.5"
    ),
    (
      #"{"kind": "tabview", "items": ["A", "B"], "style": {"background": "glass"}}"#,
      #"t.json: component.style.background: expected "material", "transparent" or a colour, got "glass""#
    ),
    (
      #"{"kind": "tabview", "items": ["A", "B"], "style": {"symbolVariant": "circle"}}"#,
      #"t.json: component.style.symbolVariant: expected "fill" or "none", got "circle""#
    ),
    (
      #"{"kind": "tabview", "items": ["A", "B"], "style": {"tnt": "red"}}"#,
      "t.json: component.style.tnt: unknown key (known here: background, homeIndicator, symbolVariant, tint)"
    ),
  ]
  for (component, message) in cases { #expect(decodingError(component) == message) }
  // Events the kind does not take, with the message the other kinds give.
  #expect(
    decodingError(#"{"kind": "tabview", "items": ["A", "B"]}"#, #", "timeline": [{"drag": {"to": 1}}]"#)
      == "t.json: timeline[0].drag: only the fixed bar can be dragged (this is tabview)")
  #expect(
    decodingError(#"{"kind": "tabview", "items": ["A", "B"]}"#, #", "timeline": [{"openMenu": true}]"#)
      == "t.json: timeline[0].openMenu: only the title bar has a menu (this is tabview)")
  // Badges belong to kinds that show them.
  #expect(
    decodingError(#"{"kind": "indicator", "items": ["A", {"title": "B", "badge": 1}]}"#)
      == "t.json: component.items[1].badge: unknown key (known here: symbol, title)")
}

@Test func theBarDrawsItsItemsWithTheirIdsTintsAndBadge() throws {
  let list = try #require(try play(try scene(four + "}")).frames.last?.displayList)
  let blue = RGBA(0, 0x7A / 255.0, 1)
  let gray = RGBA(0x92 / 255.0, 0x92 / 255.0, 0x92 / 255.0)
  #expect(same(try element("label.0", in: list).color, blue))
  #expect(same(try element("symbol.0", in: list).color, blue))
  for i in 1...3 {
    #expect(same(try element("label.\(i)", in: list).color, gray))
    #expect(same(try element("symbol.\(i)", in: list).color, gray))
  }
  // TabView takes the fill variant of tab symbols.
  guard case .symbol(let name, _) = try element("symbol.0", in: list).content else {
    Issue.record("not a symbol")
    return
  }
  #expect(name == "house.fill")
  // Equal columns 2 pt from the edges and 4 pt apart: (390 - 4 - 12) / 4 = 93.5 pt each.
  let centres = try (0..<4).map { i in try element("label.\(i)", in: list).frame }.map { $0.x + $0.width / 2 }
  for (i, c) in centres.enumerated() { #expect(abs(c - (2 + 93.5 / 2 + Double(i) * 97.5)) < 0.7) }
  // The badge's text over the third item, the hairline a third of a point above the bar.
  #expect(list.elements.contains { if case .text(let run) = $0.content { run.string == "3" } else { false } })
  let hairline = try element("tabBar.hairline", in: list)
  let background = try element("tabBar.background", in: list)
  #expect(abs(hairline.frame.y + hairline.frame.height - background.frame.y) < 0.01)
  #expect(background.frame.y == 1 && background.frame.height == 49)
}

@Test func selectingIsAtOnceLikeUIKitsBarUnlessAnimated() throws {
  let s = try scene(four + "}", #", "timeline": [{"select": 3, "wait": 0.2}]"#)
  let frames = try play(s).frames
  let blue = RGBA(0, 0x7A / 255.0, 1)
  // Frame 1 (1/60 s after the select) already shows the new tint.
  #expect(same(try element("label.3", in: frames[1].displayList).color, blue))
  #expect(!same(try element("label.0", in: frames[1].displayList).color, blue))
  // With an animation, the tints cross-fade: mid-way the label is neither colour.
  let animated = try scene(four + "}", #", "timeline": [{"select": 3, "animation": {"linear": 0.5}}]"#)
  let mid = try play(animated).frames[15].displayList
  let c = try element("label.3", in: mid).color
  #expect(!same(c, blue) && c.b > 0.6 && c.b < 0.99)
}

@Test func theHomeIndicatorAreaExtendsTheBarAndShowsTheIndicator() throws {
  let s = try scene(four + #", "style": {"homeIndicator": true}}"#)
  let list = try #require(try play(s).frames.last?.displayList)
  #expect(try element("tabBar.background", in: list).frame.height == 83)
  let indicator = try element("homeIndicator", in: list)
  #expect(indicator.frame.width == 139 && indicator.frame.height == 5)
  #expect(abs(indicator.frame.y + 5 + 8 - 84) < 0.01)
  // Items stay in the bar's top 49 pt.
  #expect(try element("label.0", in: list).frame.y < 50)
}

@Test func styleKeysReachTheView() throws {
  let s = try scene(
    ##"{"kind": "tabview", "selection": 1, "items": [{"title": "A", "symbol": "house"}, {"title": "B", "symbol": "star"}], "style": {"tint": "#FF0000", "symbolVariant": "none", "background": "transparent"}}"##,
    #", "appearance": "dark""#)
  let list = try #require(try play(s).frames.last?.displayList)
  #expect(same(try element("label.1", in: list).color, RGBA(1, 0, 0)))
  #expect(same(try element("label.0", in: list).color, RGBA(0x75 / 255.0, 0x75 / 255.0, 0x75 / 255.0)))
  guard case .symbol(let name, _) = try element("symbol.0", in: list).content else {
    Issue.record("not a symbol")
    return
  }
  #expect(name == "house")
  #expect(!list.elements.contains { $0.id == "tabBar.background" })
  let coloured = try scene(##"{"kind": "tabview", "items": ["A", "B"], "style": {"background": "#336699"}}"##)
  let bar = try element("tabBar.background", in: try #require(try play(coloured).frames.last?.displayList))
  #expect(same(bar.color, RGBA(0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0)))
}

@Test func sceneKeysEveryKindHonoursAreHonoured() throws {
  // fps and speed: a 0.5 s hold at 30 fps is 16 frames, at half speed 31.
  let slow = try scene(four + "}", #", "fps": 30, "speed": 0.5, "timeline": [{"hold": 0.5}]"#)
  #expect(try play(slow).frames.count == 31)
  let normal = try scene(four + "}", #", "fps": 30, "timeline": [{"hold": 0.5}]"#)
  #expect(try play(normal).frames.count == 16)
  // loop: back to the first selection at the end.
  let looped = try scene(four + "}", #", "loop": true, "timeline": [{"select": 2, "wait": 0.2}]"#)
  let blue = RGBA(0, 0x7A / 255.0, 1)
  #expect(same(try element("label.0", in: try #require(try play(looped).frames.last?.displayList)).color, blue))
  // padding, border and custom symbols.
  let framed = try scene(
    #"{"kind": "tabview", "items": [{"title": "A", "symbol": "dot"}, "B"]}"#,
    #", "height": 70, "padding": {"horizontal": 20}, "border": {"color": "red", "width": 2}, "symbols": {"dot": {"path": "M0 0 H24 V24 H0 Z"}}"#
  )
  let list = try #require(try play(framed).frames.last?.displayList)
  #expect(try element("tabBar.background", in: list).frame.x == 20)
  #expect(try element("border", in: list).frame.width == 390)
  #expect(try element("symbol.0", in: list).color != SymbolLibrary.placeholderColor)
}

/// A badge is drawn over its item, as UIKit draws it (issue 33 item 5): the longest one a scene
/// may give (20 characters) moves no item, and the dump names it `badge.i` (its capsule
/// `badge.i.background`), its capsule's leading edge 6 pt right of its column's centre.
@Test func aLongBadgeCoversItsNeighbourAndMovesNothing() throws {
  func items(_ badge: String) -> String {
    #"{ "kind": "tabview", "items": [{ "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" }, { "title": "Inbox", "symbol": "tray"\#(badge) }, { "title": "Settings", "symbol": "gearshape" }], "selection": 0 }"#
  }
  let plain = try #require(try play(try scene(items(""), #", "width": 390"#)).frames.last?.displayList)
  let badged = try #require(try play(try scene(items(#", "badge": "twenty characters!!!""#), #", "width": 390"#)).frames.last?.displayList)
  for id in (0..<4).flatMap({ ["label.\($0)", "symbol.\($0)"] }) {
    #expect(try element(id, in: badged).frame == (try element(id, in: plain).frame), "\(id) did not move")
  }
  let capsule = try element("badge.2.background", in: badged)
  let text = try element("badge.2", in: badged)
  guard case .text(let run) = text.content else {
    Issue.record("badge.2 is its text")
    return
  }
  #expect(run.string == "twenty characters!!!")
  // Column 2 of four 93.5 pt columns 4 pt apart, 2 pt in: its centre at 2 + 2 × 97.5 + 46.75.
  #expect(abs(capsule.frame.x - (2 + 2 * 97.5 + 46.75 + 6)) < 0.7, "\(capsule.frame)")
  #expect(capsule.frame.x + capsule.frame.width > 390 - 93.5, "it reaches over the next item")
}
