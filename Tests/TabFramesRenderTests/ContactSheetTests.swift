import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender
import TabFramesScene
import TabFramesSceneFormat
import Testing

@testable import TabFramesOutput

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

/// A cell draws its frame whole: a shadow's casters, clip outlines and clips go with the frame to
/// its cell (the casters stayed where frame 0's cell is, so every later cell's shadow was
/// drawn in the first one), and an element keeps its own clip inside the cell's.
@Test func everyCellDrawsItsFramesShadowsAndClipsInThatCell() throws {
  var card = Element(id: "card", content: .rect, frame: Rect(x: 20, y: 20, width: 40, height: 30), color: RGBA(1, 1, 1, 1))
  card.clip = Rect(x: 20, y: 20, width: 20, height: 30)
  var outline = PathData()
  outline.roundedRect(20, 20, 40, 30, radius: 8)
  card.clipPaths = [outline]
  let shadow = Element(
    id: "card.shadow", content: .shadow(Shadow(color: RGBA(0, 0, 0, 0.5), sigma: 4, dx: 0, dy: 2), casters: [card]),
    frame: card.frame, color: RGBA(0, 0, 0, 0.5))
  let list = DisplayList(size: Size(width: 80, height: 70), background: RGBA(1, 1, 1, 1), elements: [shadow, card])
  let frames = (0..<2).map { Frame(index: $0, time: Double($0) / 60, displayList: list) }
  let sheet = ContactSheet.compose(frames, columns: 2, measurer: SceneRenderer(formats: [.grid], jobs: 1).measurer, appearance: .light)
  for n in 0..<2 {
    let cell = try #require(sheet.elements.first { $0.id == "cell.\(n)" }).frame
    let moved = try #require(sheet.elements.first { $0.id == "cell.\(n).card" })
    #expect(moved.frame == Rect(x: cell.x + 20, y: cell.y + 20, width: 40, height: 30))
    #expect(moved.clip == Rect(x: cell.x + 20, y: cell.y + 20, width: 20, height: 30), "its own clip, in its cell")
    #expect(moved.clipPaths.first?.inkBounds == Rect(x: cell.x + 20, y: cell.y + 20, width: 40, height: 30))
    let cast = try #require(sheet.elements.first { $0.id == "cell.\(n).card.shadow" })
    guard case .shadow(_, let casters) = cast.content else { Issue.record("not a shadow"); continue }
    #expect(casters.first?.frame == moved.frame, "cell \(n)'s shadow is cast from its own card")
  }
  // Drawn: under the second cell's card there is shadow, as under the first's.
  let image = try FrameRenderer(scale: 1).rasterize(sheet)
  let cells = (0..<2).compactMap { n in sheet.elements.first { $0.id == "cell.\(n)" }?.frame }
  let below = cells.map { image[Int($0.x + 30), Int($0.y + 52)] }
  #expect(below[0].r < 250, "a shadow under the first card: \(below[0])")
  #expect(below[1] == below[0], "and the same under the second: \(below[1])")
}

/// An element the sheet cannot place — a clip or frame that is not finite, or one far off the
/// sheet — goes in no band instead of trapping (a probed tab bar's nested scroll views once gave
/// `CGRect.null` clips, and the grid crashed on them).
@Test func anElementThatCannotBePlacedGoesInNoBand() {
  var clipped = Element(id: "null", content: .rect, frame: Rect(x: 10, y: 10, width: 20, height: 20), color: RGBA(1, 0, 0, 1))
  clipped.clip = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
  let lost = Element(id: "nan", content: .rect, frame: Rect(x: 0, y: .nan, width: 20, height: 20), color: RGBA(1, 0, 0, 1))
  let far = Element(id: "far", content: .rect, frame: Rect(x: 0, y: 1e300, width: 20, height: 20), color: RGBA(1, 0, 0, 1))
  let kept = Element(id: "kept", content: .rect, frame: Rect(x: 0, y: 100, width: 20, height: 20), color: RGBA(1, 0, 0, 1))
  let sheet = DisplayList(size: Size(width: 100, height: 200), background: .clear, elements: [clipped, lost, far, kept])
  let bands = ContactSheet.bands(sheet, rows: 128, pixelHeight: 600, scale: 3)
  #expect(bands.count == 5)
  #expect(Set(bands.flatMap(\.elements).map(\.id)) == ["kept"], "\(bands.map { $0.elements.map(\.id) })")
}
