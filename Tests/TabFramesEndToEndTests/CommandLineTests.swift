import Foundation
import TabFramesOutput
import TabFramesRender
import Testing

@testable import TabFramesCommandLine

@Test func helpAndVersion() throws {
  let help = try tabframes(["--help"])
  #expect(help.status == 0 && help.stdout.contains("tabframes render SCENE.json"))
  let version = try tabframes(["--version"])
  #expect(version.status == 0 && version.stdout.hasPrefix("tabframes "))
  let bad = try tabframes(["render", "--format", "jpeg", "Samples/fixed-default.json"])
  #expect(bad.status == 2 && bad.stderr.contains("unknown format \"jpeg\""))
}

/// `name<TAB>source`, one a line: the built-in drawings first (as the list was before the map),
/// then every mapped name with its icon set, glyph and codepoint.
@Test func symbolsListsEveryBuiltInName() throws {
  let run = try tabframes(["symbols"])
  #expect(run.status == 0)
  let rows = run.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  #expect(rows.allSatisfy { $0.count == 2 })
  let builtIns = ["house.fill", "cart.fill", "person.fill", "tray", "archivebox", "doc.text", "0.circle", "9.circle", "checkmark"]
  let firstBlock = rows.prefix { $0.last == "built-in drawing" }.compactMap(\.first)
  #expect(Set(firstBlock).isSuperset(of: builtIns) && firstBlock.count == 21)
  #expect(rows.dropFirst(firstBlock.count).allSatisfy { $0.last != "built-in drawing" })
}

@Test func symbolsListsEveryMappedNameWithItsGlyph() throws {
  let run = try tabframes(["symbols"])
  var source: [String: String] = [:]
  for line in run.stdout.split(separator: "\n") {
    let f = line.split(separator: "\t")
    source[String(f[0])] = String(f[f.count - 1])
  }
  #expect(source.count >= 421)
  #expect(source["house"] == #"Phosphor "house" (U+F1D8)"#)
  #expect(source["cart"] == #"Phosphor "shopping-cart" (U+F2C0)"#)
  #expect(source["tray.full"] == #"Material Icons "all_inbox" (U+E97F)"#)
  #expect(source["heart.circle.fill"] == #"Material Icons "favorite" (U+E87D) in a drawn circle.fill"#)
  #expect(source["house.fill"] == "built-in drawing")
}

@Test func renderWritesEveryFormatAndPrintsEachPath() throws {
  let out = try temporaryFolder("formats")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try tabframes([
    "render", "Samples/fixed-default.json", "--format", "strip", "--format", "png", "--format", "svg", "--format", "layout", "--format",
    "final", "--out", out.path,
  ])
  #expect(run.status == 0, "\(run.stderr)")
  let printed = run.stdout.split(separator: "\n").map(String.init)
  let written = files(in: out).filter { $0.contains(".") }.map { out.appendingPathComponent($0).path }
  #expect(Set(printed) == Set(written))
  let frames = files(in: out.appendingPathComponent("fixed-default-frames"))
  #expect(frames.count > 30 && frames.first == "0000.png")
  #expect(files(in: out.appendingPathComponent("fixed-default-svg")).count == frames.count)
  // The strip is every frame stacked: its height is the frame height times the count.
  let strip = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("fixed-default.strip.png"))))
  let first = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("fixed-default-frames/0000.png"))))
  #expect(strip.width == 1170 && strip.height == first.height * frames.count)
  #expect(Array(strip.pixels.prefix(first.pixels.count)) == first.pixels)
  // The layout dump parses and has a frame per PNG.
  let dump =
    try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("fixed-default.layout.json"))) as! [String: Any]
  #expect((dump["frames"] as! [Any]).count == frames.count)
  #expect(dump["frameCount"] as? Int == frames.count)
}

@Test(arguments: [
  ("bad.json", "{ \"name\": \"x\", ", "bad.json:1:16: invalid JSON"),
  (
    "six.json", #"{ "component": { "kind": "fixed", "items": ["a","b","c","d","e","f"] } }"#,
    "six.json: component.items: fixed needs 2 to 5 items, got 6"
  ),
  (
    "colour.json", #"{ "background": "blurple", "component": { "kind": "fixed", "items": ["a","b"] } }"#,
    "colour.json: background: unknown colour"
  ),
  ("escape.json", #"{ "name": "../../x", "component": { "kind": "fixed", "items": ["a","b"] } }"#, "escape.json: name:"),
])
func badScenesExitTwoAndWriteNothing(_ file: String, _ text: String, _ message: String) throws {
  let dir = try temporaryFolder("bad")
  defer { try? FileManager.default.removeItem(at: dir) }
  try Data(text.utf8).write(to: dir.appendingPathComponent(file))
  let good = repository.appendingPathComponent("Samples/fixed-default.json").path
  let run = try tabframes(["render", good, file, "--format", "png", "--out", "out"], in: dir)
  #expect(run.status == 2)
  #expect(run.stderr.contains(message), "\(run.stderr)")
  #expect(run.stdout.isEmpty)
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "nothing written, not even for the good scene")
}

@Test func missingSceneFileExitsTwo() throws {
  let run = try tabframes(["render", "no/such/scene.json"])
  #expect(run.status == 2 && run.stderr.contains("no/such/scene.json: no such file"))
}

@Test func unwritableOutputExitsThree() throws {
  let dir = try temporaryFolder("ro")
  defer { try? FileManager.default.removeItem(at: dir) }
  let blocker = dir.appendingPathComponent("file")
  try Data("x".utf8).write(to: blocker)
  let run = try tabframes(["render", "Samples/fixed-default.json", "--out", blocker.appendingPathComponent("sub").path])
  #expect(run.status == 3, "\(run.stderr)")
  #expect(run.stderr.contains(blocker.path))
}

@Test func outputIsByteIdenticalAcrossRunsAndJobCounts() throws {
  let a = try temporaryFolder("det-a")
  let b = try temporaryFolder("det-b")
  defer {
    try? FileManager.default.removeItem(at: a)
    try? FileManager.default.removeItem(at: b)
  }
  let args = [
    "render", "Samples/fixed-custom-style.json", "Samples/indicator-inbox.json", "--format", "png", "--format", "svg", "--format", "strip",
    "--format", "layout", "--format", "apng", "--format", "gif", "--format", "svg-animated", "--format", "grid",
  ]
  #expect(try tabframes(args + ["--jobs", "1", "--out", a.path]).status == 0)
  // Five workers on two cores: finishing order differs run to run, the bytes must not.
  #expect(try tabframes(args + ["--jobs", "5", "--out", b.path]).status == 0)
  let names = files(in: a)
  #expect(names == files(in: b) && names.count > 50)
  for name in names where name.contains(".") {
    let x = try Data(contentsOf: a.appendingPathComponent(name))
    let y = try Data(contentsOf: b.appendingPathComponent(name))
    #expect(x == y, "\(name) differs")
  }
  #expect(!names.contains { $0.contains(".tmp-") }, "no temporary files left behind")
}

@Test func gridShowsEveryFrameWithItsTime() throws {
  let out = try temporaryFolder("grid")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try tabframes(["render", "Samples/bubble-home-cart-profile.json", "--format", "grid", "--format", "layout", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let dump =
    try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("bubble-home-cart-profile.layout.json")))
    as! [String: Any]
  let count = dump["frameCount"] as! Int
  let sheet = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("bubble-home-cart-profile.grid.png"))))
  let columns = min(count, Int(Double(count).squareRoot().rounded(.up)), 8)
  let rows = (count + columns - 1) / columns
  // Cells of 390 × 110 pt with an 8 pt gap and an 18 pt time label, at scale 3.
  #expect(sheet.width == Int((8 + Double(columns) * 398) * 3))
  #expect(sheet.height == Int((8 + Double(rows) * (110 + 18 + 8)) * 3))
  // The first cell's top-left pixel is the scene's green background, clipped to the cell.
  #expect(sheet[8 * 3 + 1, 8 * 3 + 1] == (52, 199, 89, 255))
}

@Test func shardsSplitTheScenesWithoutOverlap() throws {
  let out = try temporaryFolder("shard")
  defer { try? FileManager.default.removeItem(at: out) }
  let scenes = ["fixed-default", "fixed-custom-style", "indicator-inbox", "bubble-home-cart-profile", "title-small"].map {
    "Samples/\($0).json"
  }
  var seen: [String] = []
  for i in 1...2 {
    let run = try tabframes(["render"] + scenes + ["--format", "layout", "--shard", "\(i)/2", "--out", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    seen += run.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
  }
  #expect(
    seen == [
      "fixed-default.layout.json", "indicator-inbox.layout.json", "title-small.layout.json", "fixed-custom-style.layout.json",
      "bubble-home-cart-profile.layout.json",
    ])
  #expect(try tabframes(["render", scenes[0], "--shard", "3/2"]).status == 2)
}

@Test func progressBarOnlyOnATerminal() throws {
  let out = try temporaryFolder("progress")
  defer { try? FileManager.default.removeItem(at: out) }
  let piped = try tabframes(["render", "Samples/bubble-home-cart-profile.json", "--format", "png", "--out", out.path])
  #expect(piped.status == 0 && piped.stderr.isEmpty, "silent when stderr is not a terminal")
  // `script` gives the command a pseudo-terminal.
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/script")
  p.arguments = [
    "-qec", "\(binary.path) render Samples/bubble-home-cart-profile.json --format png --out \(out.path) >/dev/null", "/dev/null",
  ]
  p.currentDirectoryURL = repository
  let pipe = Pipe()
  p.standardOutput = pipe
  try p.run()
  let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  p.waitUntilExit()
  #expect(p.terminationStatus == 0)
  #expect(text.contains("55/55 frames") && text.contains("fps"), "\(text)")
}

/// `--sheet` draws every name (24 to a row, 144 × 100 pt cells at scale 2) and the placeholder.
@Test func symbolSheetShowsEveryBuiltInSymbol() throws {
  let out = try temporaryFolder("sheet")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try tabframes(["symbols", "--sheet", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let names = try tabframes(["symbols"]).stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
  #expect(names.count > 1000)
  let svg = try String(contentsOf: out.appendingPathComponent("symbols.svg"), encoding: .utf8)
  let labels = Set(svg.components(separatedBy: "aria-label=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
  for name in names { #expect(labels.contains(name + ".17") || labels.contains(name), "\(name) is on the sheet") }
  let sheet = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("symbols.png"))))
  #expect(sheet.width == 24 * 144 * 2 && sheet.height == ((names.count + 1 + 23) / 24) * 100 * 2)
  // No mapped name fell back to the placeholder: magenta is the unknown name's cell alone (two
  // sizes of one crossed box).
  var magenta = 0
  for i in stride(from: 0, to: sheet.pixels.count, by: 4)
  where sheet.pixels[i] > 200 && sheet.pixels[i + 1] < 60 && sheet.pixels[i + 2] > 200 {
    magenta += 1
  }
  #expect(magenta > 0 && magenta < 4000, "\(magenta) magenta pixels")
}

/// `--sheet --built-in` is the README's picture of the hand drawings, as before the map.
@Test func builtInSymbolSheetShowsTheHandDrawings() throws {
  let out = try temporaryFolder("sheet-built-in")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try tabframes(["symbols", "--sheet", "--built-in", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let svg = try String(contentsOf: out.appendingPathComponent("symbols.svg"), encoding: .utf8)
  #expect(svg.contains("aria-label=\"house.fill\"") && !svg.contains("aria-label=\"house\""))
  let sheet = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("symbols.png"))))
  #expect(sheet.width == 6 * 176 * 2 && sheet.height == ((21 + 1 + 5) / 6) * 96 * 2)
}

/// An unknown name still draws the placeholder, and the warning names the nearest known names.
@Test func anUnknownSymbolWarnsWithTheNearestNames() throws {
  let folder = try temporaryFolder("near")
  defer { try? FileManager.default.removeItem(at: folder) }
  let scene = folder.appendingPathComponent("near.json")
  try #"{ "name": "near", "component": { "kind": "bubble", "items": ["hose", "magnifyingglas"] } }"#.write(
    to: scene, atomically: true, encoding: .utf8)
  let run = try tabframes(["render", scene.path, "--format", "layout", "--out", folder.path])
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stderr.contains(#"unknown symbol "hose" is drawn as a placeholder; nearest known names: house"#), "\(run.stderr)")
  #expect(run.stderr.contains(#"unknown symbol "magnifyingglas" is drawn as a placeholder; nearest known names: magnifyingglass"#))
  let dump = try String(contentsOf: folder.appendingPathComponent("near.layout.json"), encoding: .utf8)
  #expect(dump.contains("#FF00FFFF"), "the placeholder's magenta")
}

/// A scene's name in one form only draws its other form, no placeholder, with a warning.
@Test func aSceneSymbolInOneFormOnlyDrawsItsOtherForm() throws {
  let folder = try temporaryFolder("other-form")
  defer { try? FileManager.default.removeItem(at: folder) }
  let scene = folder.appendingPathComponent("gallery.json")
  try #"{ "name": "gallery", "component": { "kind": "bubble", "items": ["mountain.2.fill", "house.fill"] } }"#.write(
    to: scene, atomically: true, encoding: .utf8)
  let run = try tabframes(["render", scene.path, "--format", "layout", "--out", folder.path])
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stderr.contains(#"gallery: symbol "mountain.2.fill" is drawn as "mountain.2", its other form"#), "\(run.stderr)")
  let dump = try String(contentsOf: folder.appendingPathComponent("gallery.layout.json"), encoding: .utf8)
  #expect(!dump.contains("#FF00FFFF"), "no placeholder")
}

/// Each kind's own rules, through the binary: exit 2, the JSON path, nothing written.
@Test(arguments: [
  (#"{ "component": { "kind": "bubble", "items": ["house.fill"] } }"#, "component.items: bubble needs 2 to 6 items, got 1"),
  (
    #"{ "component": { "kind": "bubble", "items": ["a", { "title": "Cart" }] } }"#,
    "component.items[1].symbol: missing: a bubble bar item is a symbol"
  ),
  (
    #"{ "component": { "kind": "indicator", "items": ["a","b","c","d","e","f","g","h","i","j","k","l","m"] } }"#,
    "component.items: indicator needs 1 to 12 items, got 13"
  ),
  (#"{ "component": { "kind": "scrolling", "items": [] } }"#, "component.items: scrolling needs 1 to 50 items, got 0"),
  (
    #"{ "component": { "kind": "title", "items": ["a"], "style": { "inactiveScale": 2 } } }"#,
    "component.style.inactiveScale: must be from 0.05 to 1, got 2"
  ),
  (
    #"{ "component": { "kind": "scrolling", "items": ["a", "b"], "style": { "barFill": "red" } } }"#, "component.style.barFill: unknown key"
  ),
  (
    #"{ "component": { "kind": "indicator", "items": ["a", "b"] }, "timeline": [{ "drag": { "to": 1 } }] }"#,
    "timeline[0].drag: only the fixed bar can be dragged (this is indicator)"
  ),
  (
    #"{ "component": { "kind": "fixed", "items": ["a", "b"], "style": { "barHeight": 30 } } }"#,
    "component.style.barHeight: 30 is taller than hitBoxHeight 20"
  ),
])
func eachKindRefusesItsOwnBadInput(_ text: String, _ message: String) throws {
  let dir = try temporaryFolder("kind")
  defer { try? FileManager.default.removeItem(at: dir) }
  try Data(text.utf8).write(to: dir.appendingPathComponent("k.json"))
  let run = try tabframes(["render", "k.json", "--out", "out"], in: dir)
  #expect(run.status == 2)
  #expect(run.stderr.contains("k.json: " + message), "\(run.stderr)")
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
}

/// A strip alone takes the one-pass path (Cairo's pixels straight to compressed rows); with other
/// formats it is built from decoded images. Both must give the same bytes, for any job count.
@Test func stripAloneEqualsStripWithOtherFormats() throws {
  let a = try temporaryFolder("strip-a")
  let b = try temporaryFolder("strip-b")
  defer {
    try? FileManager.default.removeItem(at: a)
    try? FileManager.default.removeItem(at: b)
  }
  #expect(try tabframes(["render", "Samples/indicator-inbox.json", "--format", "strip", "--jobs", "2", "--out", a.path]).status == 0)
  #expect(
    try tabframes(["render", "Samples/indicator-inbox.json", "--format", "strip", "--format", "gif", "--jobs", "1", "--out", b.path]).status
      == 0)
  let x = try Data(contentsOf: a.appendingPathComponent("indicator-inbox.strip.png"))
  let y = try Data(contentsOf: b.appendingPathComponent("indicator-inbox.strip.png"))
  #expect(x == y)
}

/// A control character in a scene's name or key (an escape sequence that would retitle the
/// terminal) is shown written out in the message, never sent to the terminal (issue 33 item 6).
@Test func controlCharactersInMessagesAreWrittenOut() throws {
  let folder = try temporaryFolder("control")
  defer { try? FileManager.default.removeItem(at: folder) }
  let scene = folder.appendingPathComponent("scene.json")
  try Data(#"{ "name": "bar\u001B]0;owned\u0007", "component": { "kind": "fixed", "items": ["a"] }, "\u001B[2Jkey": 1 }"#.utf8)
    .write(to: scene)
  let run = try tabframes(["render", scene.path, "--out", folder.appendingPathComponent("out").path])
  #expect(run.status != 0)
  #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(run.stderr.debugDescription)")
  #expect(run.stderr.contains(#"\u{1B}"#), "\(run.stderr)")
  #expect(escapingControlCharacters("a\u{1B}[2Jb\nc\td\u{9B}") == #"a\u{1B}[2Jb"# + "\nc\td" + #"\u{9B}"#)
}

/// `--out=` with nothing after the equals sign is a missing value, not the current folder
/// (issue 33 item 6): refused by every command, and nothing written.
@Test func anEmptyOptionValueIsRefused() throws {
  let folder = try temporaryFolder("empty-value")
  defer { try? FileManager.default.removeItem(at: folder) }
  let scene = repository.appendingPathComponent("Samples/fixed-default.json").path
  for arguments in [
    ["render", scene, "--format", "final", "--out="], ["render", scene, "--out", ""], ["render", scene, "--format="],
    ["check", scene, "--references="], ["check", scene, "--report="], ["symbols", "--icons", "--out="],
  ] {
    let run = try tabframes(arguments, in: folder)
    #expect(run.status == 2 && run.stderr.contains("needs a value"), "\(arguments): \(run.status) \(run.stderr)")
  }
  #expect(files(in: folder).isEmpty, "nothing written: \(files(in: folder))")
}

/// `--record=false` names no scene `false` and records nothing (issue 33 item 6): an option that
/// takes no value refuses one.
@Test func aSwitchGivenAValueIsRefused() throws {
  let folder = try temporaryFolder("switch-value")
  defer { try? FileManager.default.removeItem(at: folder) }
  let scene = repository.appendingPathComponent("Samples/fixed-default.json").path
  let run = try tabframes(["check", scene, "--references", folder.path, "--record=false"], in: folder)
  #expect(run.status == 2 && run.stderr.contains("--record takes no value"), "\(run.status) \(run.stderr)")
  #expect(files(in: folder).isEmpty, "nothing recorded: \(files(in: folder))")
}
