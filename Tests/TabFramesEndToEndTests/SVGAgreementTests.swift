import Foundation
import TabFramesRender
import Testing

/// Each sample's SVG, rasterized by librsvg (an independent renderer), against our Cairo PNG.
/// Two anti-aliasing rasterizers disagree on edge coverage, so pixels are compared in 3 × 3 blocks
/// (one point at scale 3): at most 2 % of points may differ by more than 24 levels, none by 128.
@Test(arguments: ["fixed-custom-style", "indicator-inbox", "bubble-home-cart-profile", "title-small"])
func svgAgreesWithTheRasterUnderLibrsvg(_ sample: String) throws {
  let rsvg = "/usr/bin/rsvg-convert"
  try #require(FileManager.default.isExecutableFile(atPath: rsvg), "scripts/setup installs librsvg2-bin")
  let out = try temporaryFolder("svg")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try tabframes(["render", "Samples/\(sample).json", "--format", "final", "--format", "final-svg", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let p = Process()
  p.executableURL = URL(fileURLWithPath: rsvg)
  p.arguments = [out.appendingPathComponent("\(sample).svg").path, "-o", out.appendingPathComponent("rsvg.png").path]
  try p.run()
  p.waitUntilExit()
  #expect(p.terminationStatus == 0)
  let ours = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("\(sample).png"))))
  let theirs = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("rsvg.png"))))
  try #require(ours.width == theirs.width && ours.height == theirs.height)
  let (share, worst) = blockDifference(ours, theirs)
  #expect(share <= 0.02, "\(share * 100) % of points differ")
  #expect(worst < 128, "largest difference \(worst)")
}

/// Mapped icons (glyph outlines, enclosures, an even-odd cut-out) draw the same in the PNG and in
/// the SVG, which carries them as paths: librsvg draws it with no icon font involved.
@Test func mappedSymbolsAgreeInPNGAndSVG() throws {
  let rsvg = "/usr/bin/rsvg-convert"
  try #require(FileManager.default.isExecutableFile(atPath: rsvg), "scripts/setup installs librsvg2-bin")
  let out = try temporaryFolder("svg-mapped")
  defer { try? FileManager.default.removeItem(at: out) }
  let scene = out.appendingPathComponent("mapped.json")
  try #"""
  { "name": "mapped", "width": 390, "height": 72, "scale": 3, "component": { "kind": "indicator", "items": [
    { "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" },
    { "title": "Likes", "symbol": "heart.circle.fill" }, { "title": "Help", "symbol": "questionmark.square" },
    { "title": "Me", "symbol": "person.crop.circle" } ] } }
  """#.write(to: scene, atomically: true, encoding: .utf8)
  let run = try tabframes(["render", scene.path, "--format", "final", "--format", "final-svg", "--format", "layout", "--out", out.path])
  #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
  let svg = try String(contentsOf: out.appendingPathComponent("mapped.svg"), encoding: .utf8)
  #expect(!svg.contains("<text") && !svg.contains("font-family") && svg.contains("fill-rule=\"evenodd\""))
  let dump = try String(contentsOf: out.appendingPathComponent("mapped.layout.json"), encoding: .utf8)
  #expect(!dump.contains("#FF00FFFF"), "no placeholder")
  let p = Process()
  p.executableURL = URL(fileURLWithPath: rsvg)
  p.arguments = [out.appendingPathComponent("mapped.svg").path, "-o", out.appendingPathComponent("rsvg.png").path]
  try p.run()
  p.waitUntilExit()
  #expect(p.terminationStatus == 0)
  let ours = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("mapped.png"))))
  let theirs = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("rsvg.png"))))
  try #require(ours.width == theirs.width && ours.height == theirs.height)
  let (share, worst) = blockDifference(ours, theirs)
  #expect(share <= 0.02, "\(share * 100) % of points differ")
  #expect(worst < 128, "largest difference \(worst)")
  // The icons are really there: each symbol's frame has ink in both pictures.
  var inked = 0
  for i in stride(from: 0, to: ours.pixels.count, by: 4) where ours.pixels[i] < 128 { inked += 1 }
  #expect(inked > 2000)
}
