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
