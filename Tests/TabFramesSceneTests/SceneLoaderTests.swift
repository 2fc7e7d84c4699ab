import Foundation
import TabFramesScene
import Testing

@testable import TabFramesKinds
@testable import TabFramesSceneFormat

/// A valid fixed scene with one field replaced, for bad-input cases.
func fixedScene(_ replacing: [String: String] = [:], items: String = #"["Photos", "Videos", "Music"]"#) -> String {
  var fields: [(String, String)] = [
    ("name", #""t""#), ("width", "390"), ("height", "48"), ("scale", "3"), ("fps", "60"),
    ("component", #"{ "kind": "fixed", "items": \#(items), "selection": "Videos" }"#),
  ]
  for (k, v) in replacing {
    if let i = fields.firstIndex(where: { $0.0 == k }) { fields[i].1 = v } else { fields.append((k, v)) }
  }
  return "{ " + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " }"
}

func loadError(_ text: String) -> String? {
  do {
    _ = try SceneLoader.parse(text, file: "scene.json")
    return nil
  } catch {
    return error.description
  }
}

@Test func designExampleLoadsWithEveryTopLevelKey() throws {
  let scene = try SceneLoader.parse(
    """
    { "name": "fixed-purple", "width": 390, "height": 48, "scale": 3, "appearance": "dark", "era": "ios17",
      "background": "#FFFFFF", "padding": 4, "font": { "family": "Inter", "size": 15, "weight": "semibold" }, "fps": 30,
      "component": { "kind": "fixed", "items": ["Photos", "Videos", "Music"], "selection": "Videos",
        "style": { "labelSelectedColor": "purple", "barFill": "purple", "labelColor": "black" } },
      "timeline": [ { "hold": 0.25 }, { "select": "Music" },
        { "select": 0, "animation": { "spring": { "response": 0.55, "dampingFraction": 0.825 } } },
        { "drag": { "to": 1.6, "duration": 0.5 } }, { "select": 2, "animation": "easeInOut", "wait": 0.1 }, { "select": 1 } ] }
    """)
  #expect(scene.name == "fixed-purple")
  #expect(scene.appearance == .dark && scene.era == .ios17)
  #expect(scene.padding == InsetsSpec(all: 4))
  #expect(scene.font == FontSpec(family: "Inter", size: 15, weight: .semibold))
  #expect(scene.fps == 30)
  #expect(scene.component.selection == 1)
  #expect(scene.timeline.count == 6)
  #expect(scene.timeline[2] == .select(item: 0, animation: .spring(response: 0.55, dampingFraction: 0.825, blendDuration: nil), wait: nil))
  #expect(scene.timeline[4] == .select(item: 2, animation: .easeInOut(duration: 0.35), wait: 0.1))
  let style = try FixedKind().decodedStyle(scene.component.style)
  #expect(style.labelSelectedColor == .named("purple", opacity: 1))
  #expect(style.height == 48 && style.barHeight == 4 && style.hitBoxHeight == 20 && style.labelPadding == 16)
}

@Test func malformedJSONNamesLineAndColumn() {
  #expect(
    loadError("{\n  \"name\": \"a\",\n  \"width\": ,\n}") == "scene.json:3:12: invalid JSON: unexpected character ',', expected a value")
}

@Test func fixedNeedsTwoToFiveItems() {
  #expect(loadError(fixedScene(items: #"["a","b","c","d","e","f"]"#)) == "scene.json: component.items: fixed needs 2 to 5 items, got 6")
  #expect(loadError(fixedScene(items: #"["a"]"#)) == "scene.json: component.items: fixed needs 2 to 5 items, got 1")
}

@Test(arguments: [
  (["width": "0"], "scene.json: width: must be greater than 0, got 0"),
  (["height": "-3"], "scene.json: height: must be greater than 0, got -3"),
  (["scale": "0"], "scene.json: scale: must be from 1 to 8, got 0"),
  (["fps": "0"], "scene.json: fps: must be from 1 to 240, got 0"),
  (["fps": "29.5"], "scene.json: fps: expected a whole number, got 29.5"),
  (["width": "NaN"], "scene.json:1:25: invalid JSON: NaN and Infinity are not JSON numbers"),
  (["width": #""wide""#], "scene.json: width: expected a number, got a string"),
  (
    ["heigth": "40"],
    "scene.json: heigth: unknown key (known here: appearance, background, border, component, era, font, fps, height, loop, name, padding, scale, silence, speed, symbols, tapHold, timeline, tour, width)"
  ),
  (
    ["background": #""bleu""#],
    #"scene.json: background: unknown colour "bleu": use #RGB, #RRGGBB, #RRGGBBAA or a SwiftUI name such as "blue" (optionally "gray@0.2")"#
  ),
  (
    ["width": "4000", "height": "4000"],
    "scene.json: width: canvas of 4000 × 4000 pt at scale 3 is 144000000 pixels; the limit is 16777216 pixels a frame"
  ),
  (
    ["name": #""../etc""#],
    #"scene.json: name: "../etc" cannot name output files: use letters, digits, '-', '_' and '.', not starting with '.' (no '/', no '..')"#
  ),
  (
    ["timeline": #"[{ "select": "Movies" }]"#],
    #"scene.json: timeline[0].select: "Movies" is not one of the items ("Photos", "Videos", "Music")"#
  ),
  (
    ["timeline": #"[{ "select": 1, "animation": "wobbly" }]"#],
    #"scene.json: timeline[0].animation: unknown animation "wobbly", expected one of default, linear, easeIn, easeOut, easeInOut, spring, smooth, snappy, bouncy, interactiveSpring, none"#
  ),
  (["timeline": #"[{ "select": 1, "hold": 2 }]"#], "scene.json: timeline[0]: an event has one kind, got hold and select"),
  (["timeline": #"[{ "openMenu": true }]"#], "scene.json: timeline[0].openMenu: only the title bar has a menu (this is fixed)"),
])
func badInputNamesFileAndPath(_ replacing: [String: String], _ message: String) {
  #expect(loadError(fixedScene(replacing)) == message)
}

@Test func selectionMustBeAnItem() {
  let text = fixedScene().replacingOccurrences(of: #""selection": "Videos""#, with: #""selection": 7"#)
  #expect(loadError(text) == "scene.json: component.selection: 7 is not an item index (0 to 2)")
}

@Test func duplicateKeysAreRefused() {
  #expect(loadError(#"{ "name": "a", "name": "b" }"#) == #"scene.json:1:16: invalid JSON: duplicate key "name""#)
}

@Test func unknownStyleKeyIsNamedWithItsPath() {
  let text = fixedScene().replacingOccurrences(
    of: #""selection": "Videos""#, with: #""selection": "Videos", "style": { "barColour": "red" }"#)
  #expect(loadError(text)?.hasPrefix("scene.json: component.style.barColour: unknown key") == true)
}

@Test func nullLabelSelectedColorMeansPrimary() throws {
  let text = fixedScene().replacingOccurrences(
    of: #""selection": "Videos""#, with: #""selection": "Videos", "style": { "labelSelectedColor": null, "labelColor": null }"#)
  let scene = try SceneLoader.parse(text)
  let style = try FixedKind().decodedStyle(scene.component.style)
  #expect(style.labelSelectedColor == nil && style.labelColor == nil)
}

@Test func coloursParseHexAndNames() {
  #expect(ColorSpec.parse("#F00") == .rgba(RGBA(1, 0, 0, 1)))
  #expect(ColorSpec.parse("#00000080") == .rgba(RGBA(0, 0, 0, 128.0 / 255)))
  #expect(ColorSpec.parse("gray@0.2") == .named("gray", opacity: 0.2))
  #expect(ColorSpec.parse("#GG0000") == nil)
  #expect(Palette(appearance: .light, era: .ios16).resolve(.named("blue", opacity: 1)).hexString == "#007AFFFF")
  #expect(Palette(appearance: .light, era: .ios26).resolve(.named("blue", opacity: 1)).hexString == "#0088FFFF")
  #expect(Palette(appearance: .dark, era: .ios16).resolve(.named("primary", opacity: 1)).hexString == "#FFFFFFFF")
}

@Test func svgPathDataParsesEveryCommand() throws {
  let p = try SVGPathParser.parse("M0 0 L10 0 H20 V10 C20 15 15 20 10 20 S0 15 0 10 Q0 5 5 5 T10 0 A5 5 0 0 1 20 0 z m1 1 l2 2z")
  #expect(p.elements.first == .move(0, 0))
  #expect(p.elements.filter { $0 == .close }.count == 2)
  #expect(throws: SVGPathParser.Failure.self) { try SVGPathParser.parse("L 1 2") }
  #expect(throws: SVGPathParser.Failure.self) { try SVGPathParser.parse("M 1") }
}

@Test func everyAnimationNameParses() throws {
  for name in ["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "smooth", "snappy", "bouncy", "interactiveSpring", "none"] {
    let scene = try SceneLoader.parse(fixedScene(["timeline": #"[{ "select": 1, "animation": "\#(name)" }]"#]))
    guard case .select(_, let animation?, _) = scene.timeline[0] else {
      Issue.record("\(name) did not parse")
      continue
    }
    #expect(animation == AnimationDecoder.named(name, duration: nil), "\(name)")
  }
  let none = try SceneLoader.parse(fixedScene(["timeline": #"[{ "select": 1, "animation": "none" }]"#]))
  #expect(none.timeline[0] == .select(item: 1, animation: AnimationSpec.none, wait: nil))
}

/// Inputs the fuzzer found (Fuzz/regressions/): each must be refused with a message, never trap.
@Test(arguments: ["m1 2A1 1 1 119 1e308", "M0 0A1e-200 1 0 0 1 5 5", "M0 0A5 5 1e308 0 1 5 5", "M0 0 L1e308 0 l1e308 0 Z"])
func extremePathNumbersAreRefusedOrDrawnFinite(_ d: String) {
  do {
    let path = try SVGPathParser.parse(d)
    for case .cubic(let a, let b, let c, let e, let x, let y) in path.elements {
      let finite = [a, b, c, e, x, y].allSatisfy { $0.isFinite }
      #expect(finite)
    }
  } catch {
    #expect(error.message.contains("beyond"), "\(error.message)")
  }
}

@Test func fuzzerRegressionFilesAreRefusedCleanly() throws {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/regressions").standardized
  let scenes = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
  #expect(scenes.count >= 4)
  for name in scenes {
    let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    #expect(throws: SceneError.self, "\(name)") { try SceneLoader.parse(bytes, file: name) }
  }
}

@Test func emptyItemsAreRefused() {
  #expect(loadError(fixedScene(items: #"["A", ""]"#)) == "scene.json: component.items[1]: an item needs a title")
}

/// A FIFO with no writer would block `open` and `read` forever; a device such as /dev/zero never
/// ends. Both are refused by file type before a byte is read.
@Test func pipesAndDevicesAreRefusedWithoutReading() throws {
  let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-fifo-\(getpid()).json").path
  unlink(fifo)
  try #require(mkfifo(fifo, 0o600) == 0)
  defer { unlink(fifo) }
  #expect(throws: SceneError(file: fifo, path: "", message: "is a pipe (FIFO), not a regular file; a scene file must be a regular file")) {
    try SceneLoader.load(path: fifo)
  }
  #expect(throws: SceneError(file: "/dev/zero", path: "", message: "is a device, not a regular file; a scene file must be a regular file"))
  {
    try SceneLoader.load(path: "/dev/zero")
  }
  #expect(throws: SceneError(file: "/tmp", path: "", message: "is a folder, not a scene file")) { try SceneLoader.load(path: "/tmp") }
}

/// A colour may follow the appearance, as an asset-catalogue colour does (issue 18 §10).
@Test func aColourCanFollowTheAppearance() throws {
  let scene = try SceneLoader.parse(
    fixedScene(["background": ##"{ "light": "#E6E6E6", "dark": "systemBackground@0.5" }"##]), file: "scene.json")
  #expect(scene.background == .adaptive(light: .rgba(RGBA(hex: 0xE6E6E6)), dark: .named("systemBackground", opacity: 0.5)))
  #expect(Palette(appearance: .light, era: .ios16).resolve(scene.background) == RGBA(hex: 0xE6E6E6))
  var dark = Palette(appearance: .dark, era: .ios16).resolve(.named("systemBackground", opacity: 1))
  dark.a = 0.5
  #expect(Palette(appearance: .dark, era: .ios16).resolve(scene.background) == dark)
  #expect(
    scene.background.opacity(0.5)
      == .adaptive(light: .rgba(RGBA(hex: 0xE6E6E6, alpha: 0.5)), dark: .named("systemBackground", opacity: 0.25)))
  // "clear" is a colour like any other: a transparent canvas.
  #expect(try SceneLoader.parse(fixedScene(["background": ##""clear""##]), file: "scene.json").background == .named("clear", opacity: 1))
}

@Test(arguments: [
  (##"{ "light": "#FFF" }"##, ##"scene.json: background: a colour that follows the appearance needs both "light" and "dark""##),
  (##"{ "light": "#FFF", "dark": "#000", "tinted": "#F00" }"##, "scene.json: background.tinted: unknown key (known here: dark, light)"),
  (##"{ "light": "#FFF", "dark": "navy" }"##, ##"scene.json: background.dark: unknown colour "navy""##),
  (##"{ "light": { "light": "#FFF", "dark": "#000" }, "dark": "#000" }"##, "scene.json: background.light: expected a colour string"),
])
func aBadAdaptiveColourNamesItsKey(_ value: String, _ expected: String) {
  let message = loadError(fixedScene(["background": value])) ?? "loaded"
  #expect(message.hasPrefix(expected), "\(message)")
}

/// Only NaN and Infinity are told they are not JSON numbers; another word starting with N or I
/// is an unexpected character (issue 33 item 6).
@Test func onlyNaNAndInfinityAreCalledThat() {
  func message(_ text: String) -> String? {
    do {
      _ = try JSONParser.parse(text)
      return nil
    } catch { return error.message }
  }
  #expect(message("NaN") == "NaN and Infinity are not JSON numbers")
  #expect(message(#"{ "a": Infinity }"#) == "NaN and Infinity are not JSON numbers")
  #expect(message("Nope") == "unexpected character 'N', expected a value")
  #expect(message(#"{ "a": Inf }"#) == "unexpected character 'I', expected a value")
}
