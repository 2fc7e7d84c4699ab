import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesKinds

/// `title` drawn by seed 002's TabTitleBar as a view (issue 16): what the layout module used to
/// test of it, now of the view, and what the view does that the old layout did not — the
/// collapsed bar is as tall as the current title, the menu closes when a row is chosen, a bold
/// title's symbol is bold.

private func title(
  _ items: String, width: Double = 390, height: Double = 300, selection: Int = 0, timeline: String = "[]", extra: String = ""
) -> String {
  #"{ "name": "t", "width": \#(width), "height": \#(height)\#(extra), "component": { "kind": "title", "items": \#(items), "selection": \#(selection) }, "timeline": \#(timeline) }"#
}

private func frame(_ id: String, _ list: DisplayList) throws -> Rect {
  try #require(list.elements.first { $0.id == id }, "no \(id) in \(list.elements.map(\.id))").frame
}

private let three = #"["Shoes", "Workouts", "Recents"]"#

/// ViewThatFits: the row while its ideal width fits the width, measured at full size (an
/// inactive title's scale effect does not change the layout), the menu from a point less.
@Test func titleCollapsesExactlyWhenTheTitlesStopFitting() throws {
  let wide = try #require(try play(title(three)).frames.last?.displayList)
  #expect(wide["menu.button"] == nil && wide["label.1"]?.scale == 0.7 && wide["label.0"]?.scale == 1)
  // The row's width at full size: an element's frame is its layout frame (its scale applies
  // about the centre when drawn).
  #expect(try frame("label.0", wide).minX == 0, "the row starts at the leading edge")
  let needed = try frame("label.2", wide).maxX
  let fits = try #require(try play(title(three, width: needed)).frames.last?.displayList)
  #expect(fits["menu.button"] == nil && fits["label.2"] != nil)
  let collapsed = try #require(try play(title(three, width: needed - 1)).frames.last?.displayList)
  #expect(collapsed["menu.button"] != nil && collapsed["label.1"] == nil && collapsed["label.0"] != nil)
}

private let seven = #"["Shoes", "Workouts", "Recents", "Equipment", "Routing", "Replacements", "Settings"]"#

@Test func theOpenMenuHangsBelowItsButtonWithARowPerTabAndChecksTheSelection() throws {
  let a = try play(title(seven, height: 420, selection: 1, timeline: #"[{ "openMenu": true }]"#))
  let list = try #require(a.frames.last?.displayList)
  #expect((0..<7).allSatisfy { list["menu.row.\($0)"]?.opacity == 1 })
  #expect(abs(try frame("menu.check", list).midY - (try frame("menu.row.1", list).midY)) <= 1.0 / 3)
  // Just below the button (its 8 pt gap and a row's 11 pt inset), rows 44 pt apart.
  let button = try frame("menu.button", list)
  let first = try frame("menu.row.0", list)
  #expect(first.minY > button.maxY && first.minY - button.maxY < 8 + 11 + 4)
  #expect(abs(try frame("menu.row.1", list).midY - first.midY - 44) < 1.5)
  // On its panel, hairlines between the rows.
  let panel = try frame("menu.panel", list)
  // Trailing-aligned with the button, but kept 8 pt inside the canvas, as UIKit keeps a menu.
  #expect(panel.width == 250 && button.maxX == 390 && panel.maxX == 390 - 8)
  for i in 1..<7 {
    let line = try frame("menu.separator.\(i)", list)
    let above = try frame("menu.row.\(i - 1)", list)
    #expect(line.width == 250 && abs(line.height - 1.0 / 3) < 1e-9 && line.minY > above.maxY)
  }
  #expect(list["menu.separator.0"] == nil && list["menu.separator.7"] == nil)
  // The panel opens with a fade, the menu's own animation (no animation was asked for).
  #expect(a.frames.count > 10 && a.frames[1].displayList["menu.row.0"].map { $0.opacity < 1 } == true)
}

/// Choosing a row changes the tab and closes the menu; a `closeMenu` after it finds the menu
/// closed and does nothing.
@Test func aSelectWhileTheMenuIsOpenTapsItsRowWhichClosesIt() throws {
  let a = try play(title(three, width: 200, timeline: #"[{ "openMenu": true }, { "select": 2 }, { "closeMenu": true }]"#))
  let last = try #require(a.frames.last?.displayList)
  #expect(last["menu.row.0"] == nil && last["menu.check"] == nil)
  #expect(last["label.2"]?.opacity == 1 && last["label.0"] == nil)
  // The menu was open before the select.
  #expect(a.frames.contains { $0.displayList["menu.row.2"]?.opacity == 1 })
}

/// The panel takes the appearance's menu background (it was light in dark mode too).
@Test func theMenuPanelFollowsTheAppearance() throws {
  func panel(_ appearance: String) throws -> String? {
    let a = try play(title(three, width: 200, timeline: #"[{ "openMenu": true }]"#, extra: #", "appearance": "\#(appearance)""#))
    return a.frames.last?.displayList["menu.panel"]?.color.hexString
  }
  #expect(try panel("light") == "#F2F2F2F7" && panel("dark") == "#252525F5")
}

/// A row's tap dismisses the menu with the menu's own animation, whatever the select's: a slow
/// select moves the title slowly while the menu leaves at its own pace; choosing the tab already
/// selected closes the menu too; `"none"` on the select closes it at once.
@Test func aRowClosesTheMenuAtItsOwnPace() throws {
  let slow = try play(
    title(three, width: 200, timeline: #"[{ "openMenu": true }, { "select": 2, "animation": { "linear": { "duration": 2 } } }]"#))
  let opened = try #require(slow.frames.firstIndex { $0.displayList["menu.row.2"]?.opacity == 1 })
  let gone = try #require(slow.frames.indices.first { $0 > opened && slow.frames[$0].displayList["menu.row.2"] == nil })
  let leaving = try #require(slow.frames.indices.last { $0 < gone && slow.frames[$0].displayList["menu.row.2"]?.opacity == 1 })
  // The menu's 0.2 s close at 60 fps, not the select's 2 s.
  #expect(gone - leaving <= 13, "the menu took \(gone - leaving) frames to leave")
  #expect(slow.frames.count > opened + 110, "the title's 2 s change runs on")
  let same = try play(title(three, width: 200, timeline: #"[{ "openMenu": true }, { "select": 0 }]"#))
  #expect(same.frames.last?.displayList["menu.row.0"] == nil && same.frames.last?.displayList["label.0"]?.opacity == 1)
  let instant = try play(
    title(three, width: 200, timeline: #"[{ "openMenu": true, "animation": "none" }, { "select": 1, "animation": "none" }]"#))
  #expect(instant.frames.count == 1 && instant.frames[0].displayList["menu.row.0"] == nil)
  #expect(instant.frames[0].displayList["label.1"]?.opacity == 1)
}

/// A `Menu` of one's own names its panel and hairlines by their place, as any view without an
/// identifier; the title kind names them `menu.panel` and `menu.separator.i`.
@Test func onlyTheTitleKindNamesItsMenusParts() throws {
  let list = try #require(try play(title(three, width: 200, timeline: #"[{ "openMenu": true }]"#)).frames.last?.displayList)
  #expect(list["menu.panel"] != nil && list["menu.separator.1"] != nil)
}

/// `"animation": "none"` on the menu's events opens and closes it at once; a menu left open
/// by a looping scene closes before it starts again.
@Test func menuEventsTakeTheirAnimationAndALoopClosesTheMenu() throws {
  let instant = try play(title(three, width: 200, timeline: #"[{ "openMenu": true, "animation": "none" }]"#))
  #expect(instant.frames.count == 1 && instant.frames[0].displayList["menu.row.0"]?.opacity == 1)
  let looped = try play(title(three, width: 200, timeline: #"[{ "openMenu": true }, { "hold": 0.2 }]"#, extra: #", "loop": true"#))
  #expect(looped.frames.contains { $0.displayList["menu.row.0"]?.opacity == 1 })
  #expect(looped.frames.last?.displayList["menu.row.0"] == nil)
  // On a bar whose titles fit, there is no menu to open: nothing happens.
  let wide = try play(title(three, timeline: #"[{ "openMenu": true }, { "closeMenu": true }]"#))
  #expect(wide.frames.count == 1 && wide.frames[0].displayList["menu.button"] == nil)
}

/// The collapsed bar is as tall as the current title and its button (the old layout made it as
/// tall as the tallest title of all): with a border, the bordered box says so.
@Test func theCollapsedBarIsAsTallAsTheCurrentTitle() throws {
  let items = #"["Short", "A title long enough to wrap onto a second line and then a third", "Next"]"#
  let list = try #require(
    try play(title(items, width: 320, extra: #", "border": { "color": "red", "width": 1 }"#)).frames.last?.displayList)
  let label = try frame("label.0", list)
  let button = try frame("menu.button", list)
  let border = try frame("border", list)
  #expect(abs(border.height - max(label.height, button.height)) <= 1.0 / 3, "border \(border.height), label \(label.height)")
  // Centred in the canvas, as a root view is.
  #expect(abs(border.midY - 150) <= 1.0 / 3)
  // And the long title, when current, wraps beside the button and makes the bar taller.
  let long = try #require(
    try play(title(items, width: 320, selection: 1, extra: #", "border": { "color": "red", "width": 1 }"#)).frames.last?.displayList)
  #expect(try frame("label.1", long).height > label.height * 2)
  #expect(try frame("label.1", long).maxX <= (try frame("menu.symbol", long).minX))
  #expect(abs(try frame("border", long).height - (try frame("label.1", long).height)) <= 1.0 / 3)
}

/// A title is bold, and so is its symbol (the old layout drew the symbol regular): the title's
/// symbol is drawn grown at the edges, the menu row's same symbol at the same size is not.
/// (That bold symbols draw more ink in the box is TabFramesUI's drawing test.)
@Test func aBoldTitlesSymbolIsBold() throws {
  let items =
    #"[{ "title": "Long Text Here", "symbol": "circle.dashed" }, { "title": "More Long Text Here" }, { "title": "Yet more text", "symbol": "star" }]"#
  let list = try #require(try play(title(items, width: 300, timeline: #"[{ "openMenu": true }]"#)).frames.last?.displayList)
  let bold = try #require(list["symbol.0"])
  let regular = try #require(list["menu.row.0.symbol"])
  guard case .symbol(let boldName, let boldPath) = bold.content, case .symbol(let name, let path) = regular.content else {
    Issue.record("symbols expected")
    return
  }
  // The same drawing, grown by SF's bold emboldening (0.018 of the 17 pt font) where it is bold.
  #expect(boldName == name && boldPath == path)
  #expect(abs(bold.outlineGrowth - 0.018 * 17) < 1e-9 && regular.outlineGrowth == 0)
}

/// The menu button's symbol is warned about like an item's when nothing draws it.
@Test func theChangeTabSymbolIsWarnedAboutWhenUnknown() throws {
  let scene = try SceneLoader.parse(
    title(three, width: 200).replacingOccurrences(
      of: #""selection": 0"#, with: #""selection": 0, "style": { "changeTabSymbol": "no.such.symbol" }"#),
    kinds: TabFramesKinds.registry.scenes)
  let renderer = SceneRenderer(formats: [], jobs: 1)
  let warnings = renderer.warnings(scene, try renderer.play(scene))
  #expect(warnings.count == 1 && warnings[0].contains(#"unknown symbol "no.such.symbol""#), "\(warnings)")
}

/// Scene files' mapped names draw their icon glyphs in a title bar, with nothing to warn about.
@Test func mappedSymbolNamesDrawTheirGlyphs() throws {
  let items =
    #"[ { "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" }, { "title": "Likes", "symbol": "heart.circle.fill" } ]"#
  let scene = try SceneLoader.parse(title(items, height: 80), kinds: TabFramesKinds.registry.scenes)
  let renderer = SceneRenderer(formats: [], jobs: 1)
  #expect(renderer.warnings(scene, try renderer.play(scene)).isEmpty)
  let list = try #require(try SceneRenderer(formats: [], jobs: 1).play(scene).frames.last?.displayList)
  for i in 0..<3 { #expect(list["symbol.\(i)"].map { $0.color != SymbolLibrary.placeholderColor } == true) }
}

/// A menu reopened before it finished closing fades back in from where it was, without a pop
/// (this played the layout module's title bar before issue 16).
@Test func aMenuBackBeforeItFinishedLeavingFadesInWithoutAPop() throws {
  let a = try play(
    title(three, width: 150, timeline: #"[{ "openMenu": true }, { "closeMenu": true, "wait": 0.1 }, { "openMenu": true }]"#))
  let opacity = a.frames.map { $0.displayList["menu.row.0"]?.opacity ?? 0 }
  #expect(opacity.contains { $0 > 0.9 }, "the menu opened (the titles do not fit 150 pt)")
  let steps = zip(opacity, opacity.dropFirst()).map { abs($1 - $0) }
  // The close's ease-out moves opacity at most about 0.13 a frame and the opening spring less;
  // a restart from 0 would drop it at once by what was left (about 0.27).
  #expect(steps.max()! < 0.2, "largest opacity step \(steps.max()!)")
  #expect(opacity.last! == 1)
}

/// The fuzz harness reads scenes with stand-ins for the kinds (`FuzzKind` in Fuzz/SceneFuzzer.swift:
/// the kinds are views, which its executable cannot hold); each must say what its kind says of
/// items and events, or the fuzzer explores scenes no kind accepts and misses those one does.
@Test func theFuzzersStandInsAreTheKinds() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let source = try String(contentsOf: root.appendingPathComponent("Fuzz/SceneFuzzer.swift"), encoding: .utf8)
  let pattern = /FuzzKind\(name: "(\w+)", itemRange: (\d+)\.\.\.(\d+)(.*)\),/
  var standIns: [String: String] = [:]
  for match in source.matches(of: pattern) {
    standIns[String(match.1)] = "\(match.2)...\(match.3)\(match.4)"
  }
  for kind in TabFramesKinds.all {
    var expected = "\(kind.itemRange.lowerBound)...\(kind.itemRange.upperBound)"
    if !kind.events.isEmpty { expected += ", events: [\(kind.events.map { ".\($0.rawValue)" }.sorted().joined(separator: ", "))]" }
    if kind.itemsAreSymbols { expected += ", itemsAreSymbols: true" }
    if kind.itemBadges { expected += ", itemBadges: true" }
    #expect(standIns[kind.name] == expected, "\(kind.name)")
  }
  #expect(standIns.count == TabFramesKinds.all.count)
}

/// The fuzz harness is built by `scripts/fuzz` alone, outside the package, so a change to the
/// scene format can break it unseen (a new animation case once left its switch incomplete): it
/// must type-check against the format's sources as they are.
@Test func theFuzzHarnessCompilesAgainstTheSceneFormat() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let format = root.appendingPathComponent("Sources/TabFramesSceneFormat")
  let sources = try FileManager.default.contentsOfDirectory(atPath: format.path).filter { $0.hasSuffix(".swift") }.sorted()
    .map { format.appendingPathComponent($0).path }
  #expect(sources.count > 10)
  let swiftc = ["/opt/swift/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
  // The format imports the leaf module of shared values; as `scripts/fuzz` does, its module
  // file is made first and found with -I.
  let valuesFolder = root.appendingPathComponent("Sources/TabFramesValues")
  let values = try FileManager.default.contentsOfDirectory(atPath: valuesFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
    .map { valuesFolder.appendingPathComponent($0).path }
  let modules = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-harness-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: modules) }
  func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [swiftc, "-parse-as-library", "-package-name", "TabFrames"] + arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message.split(separator: "\n").prefix(6).joined(separator: "\n"))")
  }
  try run(
    [
      "-emit-module", "-module-name", "TabFramesValues", "-emit-module-path",
      modules.appendingPathComponent("TabFramesValues.swiftmodule").path,
    ]
      + values)
  try run(
    ["-typecheck", "-module-name", "TabFramesSceneFormat", "-I", modules.path] + sources + [
      root.appendingPathComponent("Fuzz/SceneFuzzer.swift").path
    ])
}

/// A scene's taps hold the menu's button down for `tapHold` before it opens the menu: the
/// borderless button at a fifth of its opacity meanwhile; `"tapHold": 0` lifts at once.
@Test func aScenesTapHoldsTheMenuButtonDownFirst() throws {
  func played(_ hold: String) throws -> FrameSequence {
    try play(title(three, width: 200, timeline: #"[{ "hold": 1 }, { "openMenu": true }]"#, extra: hold))
  }
  let held = try played(#", "tapHold": 0.3"#)
  #expect(held.frames[40].displayList["menu.button"]?.opacity == 1)
  #expect(held.frames[45].displayList["menu.button"]?.opacity == 0.2, "held from 0.7 s")
  #expect(held.frames[59].displayList["menu.row.0"] == nil, "the menu opens as the finger lifts")
  let quick = try played("")
  #expect(quick.frames[50].displayList["menu.button"]?.opacity == 1)
  #expect(quick.frames[55].displayList["menu.button"]?.opacity == 0.2, "0.1 s by default")
  let none = try played(#", "tapHold": 0"#)
  #expect(none.frames.allSatisfy { ($0.displayList["menu.button"]?.opacity ?? 1) == 1 })
  #expect(throws: (any Error).self) { try played(#", "tapHold": 3"#) }
}
