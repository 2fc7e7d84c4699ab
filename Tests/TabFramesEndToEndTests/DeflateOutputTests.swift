import Foundation
import TabFramesRender
import Testing

// Every PNG TabFrames writes is deflated by libdeflate: checked here from the outside, by
// pngcheck and Pillow (independent of libpng and libdeflate), and for determinism across --jobs.

/// W1's PNG frames, strip, contact sheet and APNG, at --jobs 1 and 2: the same bytes, every file
/// passes pngcheck, and Pillow decodes the strip to the frames stacked (the frames themselves are
/// compared with libpng's decoding below).
@Test func deflatedOutputsAreDeterministicAndPassPngcheckAndPillow() throws {
  let pngcheck = "/usr/bin/pngcheck"
  try #require(FileManager.default.isExecutableFile(atPath: pngcheck), "pngcheck (scripts/setup --test installs it)")
  let out = try temporaryFolder("deflate")
  defer { try? FileManager.default.removeItem(at: out) }
  for jobs in ["1", "2"] {
    let run = try tabframes(
      [
        "render", "Samples/bench-w1.json", "--format", "png", "--format", "strip", "--format", "grid", "--format", "apng",
        "--jobs", jobs, "--out", out.appendingPathComponent("j\(jobs)").path,
      ])
    #expect(run.status == 0, "\(run.stderr)")
  }
  let made = files(in: out.appendingPathComponent("j1")).filter { $0.hasSuffix(".png") || $0.hasSuffix(".apng") }
  #expect(made.count == 60 + 3, "\(made)")
  #expect(made == files(in: out.appendingPathComponent("j2")).filter { $0.hasSuffix(".png") || $0.hasSuffix(".apng") })
  for name in made {
    let one = try Data(contentsOf: out.appendingPathComponent("j1/\(name)"))
    #expect(one == (try Data(contentsOf: out.appendingPathComponent("j2/\(name)"))), "\(name): --jobs 1 and 2 differ")
  }
  let check = try tabframes(["-q"] + made.map { "j1/\($0)" }, in: out, executable: URL(fileURLWithPath: pngcheck))
  #expect(check.status == 0, "pngcheck: \(check.stdout)\(check.stderr)")

  let pillow = try tabframes(
    [
      "-c",
      """
      import glob, sys
      from PIL import Image
      frames = [Image.open(p) for p in sorted(glob.glob("j1/bench-w1-frames/*.png"))]
      strip = Image.open("j1/bench-w1.strip.png").convert("RGB")
      rows = b"".join(f.convert("RGB").tobytes() for f in frames)
      print(len(frames), strip.size, strip.tobytes() == rows)
      """,
    ], in: out, executable: URL(fileURLWithPath: "/usr/bin/python3"))
  #expect(pillow.status == 0, "python3 with Pillow (scripts/setup --test installs python3-pil): \(pillow.stderr)")
  #expect(pillow.stdout == "60 (1170, 8640) True\n")

  // libpng reads what Pillow read: every frame, and the strip as the frames stacked.
  let strip = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("j1/bench-w1.strip.png"))))
  var stacked: [UInt8] = []
  for name in made where name.hasPrefix("bench-w1-frames/") {
    stacked += try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("j1/\(name)")))).pixels
  }
  #expect(strip.pixels == stacked)
}
