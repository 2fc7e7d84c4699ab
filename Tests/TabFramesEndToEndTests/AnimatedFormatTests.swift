import Foundation
import TabFramesRender
import Testing

struct Decoded: Decodable {
  var pngFrames, apngFrames, apngExpanded, apngMismatches, gifFrames: Int
  var apngLoop, gifLoop: Int?
  var apngTotalMs, gifTotalMs, gifMinDelayMs: Double
  var gifLastFrameWorstChannel: Int
  var gifWorstFrameShare: Double
  var gifAlphaMismatches: Int
}

func decodeWithPillow(_ folder: URL, _ name: String, fps: Int) throws -> Decoded {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  p.arguments = [
    repository.appendingPathComponent("Tests/TabFramesEndToEndTests/decode_animation.py").path, folder.path, name, String(fps),
  ]
  let out = Pipe()
  p.standardOutput = out
  try p.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  try #require(p.terminationStatus == 0, "python3 with Pillow (scripts/setup --test installs python3-pil)")
  return try JSONDecoder().decode(Decoded.self, from: data)
}

@Test(arguments: ["fixed-custom-style", "bubble-home-cart-profile", "scrolling-content-view"])
func apngAndGIFDecodeBackToTheFrames(_ sample: String) throws {
  let out = try temporaryFolder("anim")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try tabframes(["render", "Samples/\(sample).json", "--format", "png", "--format", "apng", "--format", "gif", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let d = try decodeWithPillow(out, sample, fps: 60)
  // APNG: lossless and exact in time: every PNG frame, pixel for pixel, each for 1/60 s.
  #expect(d.apngExpanded == d.pngFrames)
  #expect(d.apngMismatches == 0)
  #expect(abs(d.apngTotalMs - Double(d.pngFrames) * 1000 / 60) < 0.5)
  #expect(d.apngFrames < d.pngFrames, "identical consecutive frames are merged")
  #expect(d.apngLoop == 1, "the sample does not loop: played once")
  // GIF: the total is the length rounded to 1/100 s; no delay under 2/100 s (browsers stretch those).
  #expect(d.gifTotalMs == (Double(d.pngFrames) * 100 / 60).rounded() * 10)
  #expect(d.gifMinDelayMs >= 20)
  #expect(d.gifFrames >= d.pngFrames / 3)
  #expect(d.gifLastFrameWorstChannel <= 24, "the settled frame survives the palette")
  #expect(d.gifWorstFrameShare <= 0.01, "every GIF frame shows the state of its time")
}

@Test func loopingScenesLoopForeverInAPNGAndGIF() throws {
  let dir = try temporaryFolder("loop")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene =
    #"{ "name": "loop", "width": 200, "height": 48, "scale": 1, "loop": true, "component": { "kind": "fixed", "items": ["A", "B"] }, "timeline": [ { "select": 1 } ] }"#
  try Data(scene.utf8).write(to: dir.appendingPathComponent("loop.json"))
  let run = try tabframes(["render", "loop.json", "--format", "png", "--format", "apng", "--format", "gif", "--out", "."], in: dir)
  #expect(run.status == 0, "\(run.stderr)")
  let d = try decodeWithPillow(dir, "loop", fps: 60)
  #expect(d.apngLoop == 0 && d.gifLoop == 0)
  #expect(d.apngMismatches == 0)
}

/// The animated SVG in a real browser. Headless Chromium's virtual time proved unreliable (the
/// clock starts after a varying load), so the test pauses the document's own CSS animation at a
/// negative delay of exactly T — the standard way to seek a CSS animation — and screenshots it:
/// the browser must then show frame ⌊T × fps⌋, matching its PNG within the rasterizers' edge noise.
@Test func animatedSVGPlaysInABrowser() throws {
  let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
  let browser = try #require(chromium, "scripts/setup --test installs chromium")
  let out = try temporaryFolder("svganim")
  defer { try? FileManager.default.removeItem(at: out) }
  let sample = "fixed-custom-style"
  let run = try tabframes(["render", "Samples/\(sample).json", "--format", "png", "--format", "svg-animated", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let svg = try String(contentsOf: out.appendingPathComponent("\(sample).anim.svg"), encoding: .utf8)
  #expect(
    !svg.contains("<script") && !svg.contains("href=\"http") && !svg.contains("url("), "self-contained: no script, no external reference")
  #expect(!svg.contains("<text"), "text as outlines")
  let frames = files(in: out.appendingPathComponent("\(sample)-frames"))
  let pngs = try frames.map { try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("\(sample)-frames/\($0)")))) }
  for frame in [3, 25, 45, 100, pngs.count - 1] {
    let t = (Double(frame) + 0.5) / 60
    let seek = "<style>.f{animation-delay:-\(t)s !important;animation-play-state:paused !important}</style></svg>"
    let page = out.appendingPathComponent("seek-\(frame).svg")
    try Data(svg.replacingOccurrences(of: "</svg>", with: seek).utf8).write(to: page)
    let shot = out.appendingPathComponent("shot-\(frame).png")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: browser)
    p.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
      "--window-size=\(pngs[0].width),\(pngs[0].height)", "--screenshot=\(shot.path)", page.absoluteString,
    ]
    p.standardError = FileHandle.nullDevice
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    let image = try PNGCodec.decode(Array(try Data(contentsOf: shot)))
    let nearby = max(0, frame - 15)...min(pngs.count - 1, frame + 15)
    let shares = Dictionary(uniqueKeysWithValues: nearby.map { ($0, blockDifference(pngs[$0], image).share) })
    // Skia and Cairo differ on glyph edges by about 1 % of points; a frame whose bar or colours
    // differ scores clearly worse than the right one.
    let best = shares.min { $0.value < $1.value }!
    #expect(shares[frame]! <= 0.02, "at \(t) s the browser differs from frame \(frame) in \(shares[frame]! * 100) % of points")
    #expect(shares[frame]! <= best.value + 0.002, "at \(t) s frame \(best.key) matches better than \(frame)")
  }
}

/// A clear background gives a GIF with a transparent colour and an APNG with alpha.
@Test func clearBackgroundsStayTransparent() throws {
  let dir = try temporaryFolder("clear")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene =
    #"{ "name": "clear", "width": 200, "height": 48, "scale": 1, "background": "clear", "component": { "kind": "fixed", "items": ["A", "B"] }, "timeline": [{ "select": 1 }] }"#
  try Data(scene.utf8).write(to: dir.appendingPathComponent("clear.json"))
  #expect(
    try tabframes(["render", "clear.json", "--format", "png", "--format", "apng", "--format", "gif", "--out", "."], in: dir).status == 0)
  let d = try decodeWithPillow(dir, "clear", fps: 60)
  #expect(d.apngMismatches == 0, "alpha survives the APNG exactly")
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  p.arguments = [
    "-c", "from PIL import Image; im = Image.open('clear.gif'); print(im.info.get('transparency'), im.convert('RGBA').getpixel((0, 0))[3])",
  ]
  p.currentDirectoryURL = dir
  let out = Pipe()
  p.standardOutput = out
  try p.run()
  let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  p.waitUntilExit()
  #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "255 0", "transparent index 255, corner pixel transparent: \(text)")
}

/// An unanimated change right after another, then a hold: the GIF must show the newer state for
/// the whole hold (two starts within 2/100 s share a slot, and the newer frame takes it).
@Test func gifSlotsShowTheLatestStateThroughAHold() throws {
  let dir = try temporaryFolder("gifhold")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene =
    #"{ "name": "h", "width": 240, "height": 48, "scale": 1, "background": "clear", "component": { "kind": "fixed", "items": ["A", "B", "C"] }, "timeline": [{ "hold": 0.016 }, { "select": 2, "animation": "none", "wait": 0.016 }, { "select": 1, "animation": "none" }, { "hold": 0.5 }, { "select": 0 }] }"#
  try Data(scene.utf8).write(to: dir.appendingPathComponent("h.json"))
  #expect(try tabframes(["render", "h.json", "--format", "png", "--format", "apng", "--format", "gif", "--out", "."], in: dir).status == 0)
  let d = try decodeWithPillow(dir, "h", fps: 60)
  #expect(d.gifWorstFrameShare <= 0.01, "a GIF frame shows a state from another time: \(d.gifWorstFrameShare)")
  #expect(d.gifAlphaMismatches == 0, "transparent pixels stay transparent: no frame shows through the next")
  #expect(d.apngMismatches == 0)
}
