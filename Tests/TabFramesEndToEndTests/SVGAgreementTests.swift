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
