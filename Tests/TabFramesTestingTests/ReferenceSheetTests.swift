import Foundation
import TabFrames
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import TabFramesSnapshot
import Testing

/// Every-frame references are sheets at most 4096 px a side (issue 30 item 5): a grid of frames,
/// each labelled with its index and time, over as many sheets as the animation needs.
private struct Slider: View {
  @State private var right = false
  var body: some View {
    HStack(spacing: 0) {
      Text("Left").frame(maxWidth: .infinity).onTapGesture { withAnimation(.spring) { right = false } }
      Text("Right").frame(maxWidth: .infinity).onTapGesture { withAnimation(.spring) { right = true } }
    }
    .frame(height: 60)
    .background(alignment: .leading) { Capsule().fill(.blue.opacity(0.25)).frame(width: 195).offset(x: right ? 195 : 0) }
  }
}

/// A 390 × 100 pt stage at scale 3 (1170 × 300 px frames): the size of an iPhone tab bar.
@MainActor private func wideStage() -> Stage { Stage(name: "slider", width: 390, height: 100, scale: 3) { Slider() } }

private func folder(_ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-sheet-\(name)-\(getpid())-\(UUID().uuidString.prefix(6))")
}

private func checkers(_ folder: URL) -> (record: SnapshotChecker, failed: SnapshotChecker, never: SnapshotChecker) {
  let artifacts = folder.appendingPathComponent("artifacts")
  func checker(_ mode: RecordMode) -> SnapshotChecker {
    SnapshotChecker(tolerance: .standard, layoutTolerance: 0.01, record: mode, artifacts: artifacts, compareLayout: true)
  }
  return (checker(.all), checker(.failed), checker(.never))
}

private func sheetFiles(_ folder: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".sheet") || $0.contains(".strip") }
    .sorted()
}

@Test @MainActor func aSpringsEveryFrameIsOnSheetsAtMost4096PixelsASide() throws {
  let dir = folder("spring")
  defer { try? FileManager.default.removeItem(at: dir) }
  let stage = wideStage()
  let animation = try stage.play([.tap("Right")])
  #expect(animation.frames.count > 40, "a spring of more frames than one sheet holds: \(animation.frames.count)")
  let base = dir.appendingPathComponent("spring")
  let (record, _, never) = checkers(dir)
  let recorded = try record.check(stage.target, animation: animation, frames: .all, reference: base)
  let first = Array(try Data(contentsOf: ReferenceSheet.url(base, sheet: 0)))
  let sheet = try #require(ReferenceSheet.read(first))
  #expect(sheet.frames == animation.frames.count && sheet.frameWidth == 1170 && sheet.frameHeight == 300)
  #expect(sheet.sheetCount >= 2, "\(sheet)")
  #expect(recorded.recorded.count == sheet.sheetCount + 1, "every sheet and the layout: \(recorded.recorded)")
  // Every sheet within 4096 px a side, of the size its layout says, and its frames exactly the
  // frames rendered.
  let images = try SceneRenderer(formats: [], jobs: 2).images(animation, indices: Array(animation.frames.indices), scale: 3)
  var pictures: [RGBAImage] = []
  for n in 0..<sheet.sheetCount {
    let picture = try PNGCodec.decode(Array(try Data(contentsOf: ReferenceSheet.url(base, sheet: n))))
    #expect(picture.width <= 4096 && picture.height <= 4096, "sheet \(n + 1): \(picture.width)×\(picture.height)")
    #expect(picture.width == sheet.size(ofSheet: n).width && picture.height == sheet.size(ofSheet: n).height)
    pictures.append(picture)
  }
  for k in [0, animation.frames.count / 2, animation.frames.count - 1] {
    #expect(sheet.frame(k, in: pictures) == images[k], "frame \(k) read back from its cell")
  }
  #expect(try never.check(stage.target, animation: animation, frames: .all, reference: base).passed)
}

@Test @MainActor func aChangedFrameOnALaterSheetIsNamedByItsIndex() throws {
  let dir = folder("changed")
  defer { try? FileManager.default.removeItem(at: dir) }
  let stage = wideStage()
  let animation = try stage.play([.tap("Right")])
  let base = dir.appendingPathComponent("spring")
  let (record, _, never) = checkers(dir)
  _ = try record.check(stage.target, animation: animation, frames: .all, reference: base)
  let sheet = try #require(ReferenceSheet.read(Array(try Data(contentsOf: ReferenceSheet.url(base, sheet: 0)))))
  // Paint one cell of the second sheet over: that frame, and only it, differs.
  let changed = sheet.framesPerSheet + 1
  let url = ReferenceSheet.url(base, sheet: 1)
  var second = try PNGCodec.decode(Array(try Data(contentsOf: url)))
  let cell = sheet.cell(changed)
  #expect(cell.sheet == 1)
  for y in cell.y..<cell.y + 40 {
    for x in cell.x..<cell.x + 40 {
      second.pixels.replaceSubrange((y * second.width + x) * 4..<(y * second.width + x) * 4 + 4, with: [255, 0, 0, 255])
    }
  }
  try Data(try PNGCodec.encode(second)).write(to: url)
  let outcome = try never.check(stage.target, animation: animation, frames: .all, reference: base)
  #expect(!outcome.passed)
  #expect(outcome.failures.map(\.index) == [changed], "\(outcome.message)")
  #expect(outcome.message.contains("first differing frame \(changed) of \(animation.frames.count)"), "\(outcome.message)")
}

@Test @MainActor func aStripReferenceStillPassesAndIsReplacedBySheetsWhenRecorded() throws {
  let dir = folder("strip")
  defer { try? FileManager.default.removeItem(at: dir) }
  let stage = Stage(name: "small", width: 140, height: 40, scale: 1) { Slider() }
  let animation = try stage.play([.tap("Right")])
  let base = dir.appendingPathComponent("small")
  let (record, failed, never) = checkers(dir)
  // A strip of every frame top to bottom, as references were before sheets, and its layout.
  _ = try record.check(stage.target, animation: animation, frames: .all, reference: base)
  let images = try SceneRenderer(formats: [], jobs: 2).images(animation, indices: Array(animation.frames.indices), scale: 1)
  try FileManager.default.removeItem(at: ReferenceSheet.url(base, sheet: 0))
  try Data(try PNGCodec.encode(RGBAImage.concatenate(images, vertical: true))).write(to: base.appendingPathExtension("strip.png"))
  #expect(sheetFiles(dir) == ["small.strip.png"])
  #expect(try never.check(stage.target, animation: animation, frames: .all, reference: base).passed, "the strip still matches")
  // Tapped the other way, it fails against the strip; recorded, sheets replace the strip.
  let other = try stage.play([.tap("Right"), .tap("Left")])
  let outcome = try failed.check(stage.target, animation: other, frames: .all, reference: base)
  #expect(!outcome.passed)
  #expect(sheetFiles(dir) == ["small.sheet.png"], "the strip is gone: \(sheetFiles(dir))")
  #expect(try never.check(stage.target, animation: other, frames: .all, reference: base).passed)
}

@Test @MainActor func sheetsNoLongerNeededGoWhenRecorded() throws {
  let dir = folder("fewer")
  defer { try? FileManager.default.removeItem(at: dir) }
  let stage = wideStage()
  let base = dir.appendingPathComponent("spring")
  let (record, _, never) = checkers(dir)
  let long = try stage.play([.tap("Right")])
  _ = try record.check(stage.target, animation: long, frames: .all, reference: base)
  let many = sheetFiles(dir)
  #expect(many.count >= 2, "\(many)")
  // Two frames chosen by time fit on one sheet: the others go.
  _ = try record.check(stage.target, animation: long, frames: .every(1), reference: base)
  #expect(sheetFiles(dir) == ["spring.sheet.png"], "\(sheetFiles(dir))")
  #expect(try never.check(stage.target, animation: long, frames: .every(1), reference: base).passed)
}

@Test func pngTextIsWrittenAfterTheHeaderAndReadBack() throws {
  let image = RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 200, count: 24))
  let plain = try PNGCodec.encode(image)
  let png = PNGText.adding([("TabFrames reference sheet", "frames 1"), ("Comment", "second")], to: plain)
  #expect(PNGText.read(png) == ["TabFrames reference sheet": "frames 1", "Comment": "second"])
  #expect(try PNGCodec.decode(png) == image, "libpng reads it as the same picture")
  #expect(PNGText.read(plain).isEmpty && PNGText.read(Array("garbage".utf8)).isEmpty)
  #expect(ReferenceSheet.read(plain) == nil, "a PNG that does not state a layout is not a sheet")
  // A layout that a file states is bounded before any arithmetic: huge numbers are refused, not
  // multiplied until they overflow.
  for text in [
    "frames 1 frame 9000000000000x9000000000000 columns 1 rows 1 gutter 0 label 0",
    "frames 4 frame 10x10 columns 9223372036854775807 rows 9223372036854775807 gutter 0 label 0",
    "frames 2 frame 10x10 columns 1 rows 2 gutter -1 label 0",
  ] {
    #expect(ReferenceSheet.read(PNGText.adding([("TabFrames reference sheet", text)], to: plain)) == nil, "\(text)")
  }
  let sane = try #require(
    ReferenceSheet.read(
      PNGText.adding([("TabFrames reference sheet", "frames 2 frame 10x10 columns 1 rows 2 gutter 4 label 14")], to: plain)))
  #expect(
    sane.sheetCount == 1 && sane.size(ofSheet: 0) == (4 + 14, 4 + 2 * 28),
    "a gutter round one column of two rows, each frame, label and gutter")
}
