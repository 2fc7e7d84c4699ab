import Foundation
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesDriver

/// The contact sheet as the command writes it (drawn and deflated in bands on two workers) has
/// exactly the pixels of the whole sheet drawn at once.
@Test(arguments: ["Samples/indicator-inbox.json", "Samples/title-large.json"])
func gridFileHasThePixelsOfTheWholeSheet(_ path: String) throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let scene = try SceneLoader.load(path: root.appendingPathComponent(path).path)
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-grid-\(getpid())-\(scene.name)")
  defer { try? FileManager.default.removeItem(at: out) }
  let renderer = SceneRenderer(formats: [.grid], jobs: 2)
  let animation = try renderer.play(scene)
  _ = try renderer.render(scene, animation: animation, into: try AtomicOutput(root: out.path))
  let file = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("\(scene.name).grid.png"))))
  let sheet = ContactSheet.compose(
    animation.frames, columns: ContactSheet.columns(for: animation.frames.count), measurer: renderer.measurer,
    appearance: scene.appearance)
  let whole = try FrameRenderer(scale: scene.scale).rasterize(sheet)
  #expect(file.height > 128 * 4, "several bands")
  #expect(file == whole)
}

/// Each band of a contact sheet draws only the elements that can reach it, so drawing every band
/// costs about one drawing of the sheet: a band that looked at every element made 20 000 frames
/// take longer than five minutes. Every element lands in at most a few bands, and every band
/// with pixels of a cell has that cell's elements.
@Test func contactSheetBandsHoldOnlyTheElementsThatReachThem() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let scene = try SceneLoader.load(path: root.appendingPathComponent("Samples/title-large.json").path)
  let renderer = SceneRenderer(formats: [.grid], jobs: 1)
  let animation = try renderer.play(scene)
  let sheet = ContactSheet.compose(
    animation.frames, columns: ContactSheet.columns(for: animation.frames.count), measurer: renderer.measurer,
    appearance: scene.appearance)
  let height = FrameRenderer(scale: scene.scale).pixelSize(sheet).height
  let bands = ContactSheet.bands(sheet, rows: 128, pixelHeight: height, scale: scene.scale)
  #expect(bands.count == (height + 127) / 128)
  let assigned = bands.reduce(0) { $0 + $1.elements.count }
  let rowsPerCell = (scene.height + ContactSheet.labelHeight + ContactSheet.gap) * scene.scale / 128
  #expect(Double(assigned) <= Double(sheet.elements.count) * (rowsPerCell + 2), "\(assigned) of \(sheet.elements.count)")
  #expect(bands.count > 20 && assigned * 4 < sheet.elements.count * bands.count, "far fewer than every element in every band")
  // The first cell's background is in the first band, and not in the last.
  #expect(bands[0].elements.contains { $0.id == "cell.0" })
  #expect(!(bands.last?.elements.contains { $0.id == "cell.0" } ?? true))
}
