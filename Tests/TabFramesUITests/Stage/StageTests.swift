import Foundation
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFrames

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A view rendered through the CLI's renderers: files read back, pixels checked where the
/// layout says each view is.
private struct Badge: View {
  var body: some View {
    HStack(spacing: 10) {
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("swatch")
      Circle().fill(Color.blue).frame(width: 20, height: 20).accessibilityIdentifier("dot")
      Text("Inbox").accessibilityIdentifier("label")
    }
    .padding(.horizontal, 12)
    .background(Color.gray.opacity(0.2))
  }
}

@MainActor
private func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat, scale: CGFloat) -> [UInt8] {
  let i = (Int(y * scale) * image.width + Int(x * scale)) * 4
  return Array(image.pixels[i..<i + 4])
}

@Test @MainActor func aViewRendersWhereItsLayoutSaysInPNGAndSVG() throws {
  let stage = Stage(name: "badge", width: 240, height: 40, scale: 2) { Badge() }
  let leaves = try stage.layout()
  #expect(leaves.map(\.id).suffix(3) == ["swatch", "dot", "label"])
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-stage-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  let written = try stage.render(formats: [.final, .finalSVG, .layout], to: out.path)
  #expect(written.map(\.lastPathComponent) == ["badge.png", "badge.svg", "badge.layout.json"])
  let image = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("badge.png"))))
  #expect(image.width == 480 && image.height == 80)
  let swatch = try #require(leaves.first { $0.id == "swatch" }?.frame)
  let dot = try #require(leaves.first { $0.id == "dot" }?.frame)
  let label = try #require(leaves.first { $0.id == "label" }?.frame)
  #expect(pixel(image, swatch.midX, swatch.midY, scale: 2) == [255, 59, 48, 255], "systemRed")
  #expect(pixel(image, dot.midX, dot.midY, scale: 2) == [0, 122, 255, 255], "systemBlue at the circle's centre")
  #expect(pixel(image, dot.minX + 1, dot.minY + 1, scale: 2) != [0, 122, 255, 255], "a circle, not its square")
  // Dark text pixels inside the label's frame, none of them left of it.
  var dark = 0
  for y in Int(label.minY * 2)..<Int(label.maxY * 2) {
    for x in Int(label.minX * 2)..<Int(label.maxX * 2) where image.pixels[(y * image.width + x) * 4] < 100 { dark += 1 }
  }
  #expect(dark > 50, "the label's glyphs are drawn in its frame")
  // The background is as wide as the padded stack and no wider.
  #expect(pixel(image, swatch.minX - 6, swatch.midY, scale: 2) != [255, 255, 255, 255])
  #expect(pixel(image, swatch.minX - 14, swatch.midY, scale: 2) == [255, 255, 255, 255])
  // The SVG parses and draws the same outline.
  let svg = try Data(contentsOf: out.appendingPathComponent("badge.svg"))
  #expect(XMLParser(data: svg).parse())
  let dump = try String(contentsOf: out.appendingPathComponent("badge.layout.json"), encoding: .utf8)
  #expect(dump.contains("\"id\": \"label\"") && dump.contains("\"text\": \"Inbox\""))
}

@Test @MainActor func layoutMeasuresTextWithPangoUnlessTold() throws {
  let stage = Stage(name: "t", width: 390, height: 50) { Text("Photos") }
  let measured = try #require(try stage.layout().first)
  // Inter 17 regular: about 54 pt wide and 20.6 pt tall (docs/FIDELITY.md §5, README "Fidelity").
  #expect(measured.frame.width > 45 && measured.frame.width < 65 && measured.frame.height > 19 && measured.frame.height < 22)
  let told = try #require(try stage.layout { _, _ in CGSize(width: 100, height: 30) }.first)
  #expect(told.frame == CGRect(x: 145, y: 10, width: 100, height: 30))
}

@Test @MainActor func textWrapsAtWordsWithPango() throws {
  let stage = Stage(name: "wrap", width: 120, height: 200) { Text("Photos Videos Music Albums").frame(width: 100) }
  let text = try #require(try stage.layout().first { $0.kind == "text" })
  #expect(text.frame.width <= 100)
  #expect(text.frame.height > 40, "wrapped onto several lines: \(text.frame)")
}

/// A text's frame is snapped to the pixel grid and may be a pixel narrower than the text:
/// drawn whole then, as layout meant; wrapped only when layout gave it lines, cut with an
/// ellipsis when it has one line and too little width (found rendering Examples/).
@Test @MainActor func textIsDrawnAsLayoutMeantIt() throws {
  let rendering = ViewRendering(palette: Palette(appearance: .light, era: .ios16), measurer: PangoTextMeasurer(), scale: 3)
  let ideal = try #require(rendering.measure("Profile", .caption2, nil))
  let snapped = CGRect(x: 0, y: 0, width: ideal.width - 0.3, height: ideal.height)
  #expect(rendering.run("Profile", .caption2, in: snapped).wrapWidth == nil)
  let narrow = rendering.run("Profile", .caption2, in: CGRect(x: 0, y: 0, width: ideal.width / 2, height: ideal.height))
  #expect(narrow.truncates && narrow.wrapWidth != nil)
  let tall = rendering.run("Profile", .caption2, in: CGRect(x: 0, y: 0, width: ideal.width / 2, height: ideal.height * 2))
  #expect(!tall.truncates && tall.wrapWidth != nil)
}

/// `Image(systemName:)` draws the project's symbol drawing in the foreground colour at its box,
/// sized by the font; a name it does not draw is nothing, in no room, as on a device (scene files
/// keep the magenta placeholder).
@Test @MainActor func systemImagesDrawTheirSymbolSizedByTheFont() throws {
  let stage = Stage(name: "icons", width: 120, height: 40, scale: 2) {
    HStack(spacing: 20) {
      Image(systemName: "house.fill").foregroundColor(.blue).accessibilityIdentifier("house")
      Image(systemName: "no.such.symbol").accessibilityIdentifier("unknown")
    }
    .font(.system(size: 20))
  }
  let leaves = try stage.layout()
  let house = try #require(leaves.first { $0.id == "house" })
  let big = try #require(
    try Stage(name: "big", width: 120, height: 60) { Image(systemName: "house.fill").font(.system(size: 40)) }.layout().first)
  #expect(abs(big.frame.width - 2 * house.frame.width) < 0.7, "the box follows the font size")
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-icons-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  try stage.render(formats: [.final], to: out.path)
  let image = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("icons.png"))))
  func count(in r: CGRect, _ match: ([UInt8]) -> Bool) -> Int {
    var n = 0
    for y in Int(r.minY * 2)..<Int(r.maxY * 2) {
      for x in Int(r.minX * 2)..<Int(r.maxX * 2) {
        let i = (y * image.width + x) * 4
        if match(Array(image.pixels[i..<i + 4])) { n += 1 }
      }
    }
    return n
  }
  #expect(count(in: house.frame) { $0 == [0, 122, 255, 255] } > 100, "the house is filled blue")
  let unknown = try #require(leaves.first { $0.id == "unknown" })
  #expect(unknown.frame.size == .zero)
  #expect(count(in: CGRect(x: 0, y: 0, width: 120, height: 40)) { $0 == [255, 0, 255, 255] } == 0, "no magenta placeholder")
}

/// Through a Stage, `symbolVariant` reaches the mapped icon-font names too.
@Test @MainActor func aStageDrawsMappedSymbolsAndTheirVariants() throws {
  let stage = Stage(name: "v", width: 200, height: 60) {
    HStack {
      Image(systemName: "house"); Image(systemName: "heart"); Image(systemName: "gearshape")
    }.symbolVariant(.fill)
  }
  #expect(try stage.layout().compactMap(\.text) == ["house.fill", "heart.fill", "gearshape.fill"])
}

/// A play that reaches the frame limit says why it is long (issue 33 item 6): a timeline whose own
/// events go on past the limit is named as such, not as a view that never settles.
@Test @MainActor func aLongTimelineIsToldApartFromAViewThatNeverSettles() throws {
  let still = Stage(name: "still", width: 100, height: 40) { Text("Still") }
  do {
    _ = try still.play([.hold(400)])
    Issue.record("400 s at 60 fps is past the frame limit")
  } catch {
    #expect("\(error)".contains("its events go on past the limit of 20000 frames"), "\(error)")
    #expect(!"\(error)".contains("repeatForever"), "\(error)")
  }
  let spinning = Stage(name: "spinning", width: 100, height: 40, initial: false) { (on: Binding<Bool>) in
    Color.blue.frame(width: on.wrappedValue ? 80 : 20, height: 20)
  }
  do {
    _ = try spinning.play([.set(true, animation: .linear(duration: 1).repeatForever())])
    Issue.record("an animation that repeats for ever never settles")
  } catch {
    #expect("\(error)".contains("without settling") && "\(error)".contains("repeatForever"), "\(error)")
  }
  // A preview (`tabframes previews`) of such a view is drawn where everything else has settled:
  // the forever animation's first frame here, and a finite one beside it is waited for.
  var preview = spinning
  preview.settlesBesideForeverAnimations = true
  let frames = try preview.play([.set(true, animation: .linear(duration: 1).repeatForever())]).frames
  #expect(frames.count == 1 && frames[0].displayList.elements.first?.frame.width == 20, "\(frames.count) frames")
  let both = Stage(name: "both", width: 100, height: 40, initial: false) { (on: Binding<Bool>) in PulseBesideGrowth(on: on) }
  var bothPreview = both
  bothPreview.settlesBesideForeverAnimations = true
  let settled = try bothPreview.play([.set(true, animation: .easeInOut(duration: 0.5))]).frames
  #expect(abs((settled.last?.time ?? 0) - 0.5) < 0.05, "the finite animation is waited for: \(settled.last?.time ?? 0)")
}

/// A dot that pulses for ever from when it appears, beside a bar that grows when told.
private struct PulseBesideGrowth: View {
  @Binding var on: Bool
  @State private var pulsing = false
  var body: some View {
    HStack {
      Color.blue.frame(width: on ? 40 : 20, height: 20)
      Color.red.frame(width: 20, height: 20).opacity(pulsing ? 0.2 : 1)
    }
    .onAppear { withAnimation(.linear(duration: 1).repeatForever()) { pulsing = true } }
  }
}

/// A stage's binding closure is the body of a view holding the value: what it reads of the value
/// is read again at each update, whoever changes it (a drag's handler here, as a `set` action
/// would). It was made once: a text showing the value kept the first one while a drag set it.
@Test @MainActor func aStagesBindingClosureReadsTheCurrentValue() throws {
  let stage = Stage(name: "root", width: 228, height: 60, initial: 0.0) { $x in
    VStack {
      Color.blue.frame(height: 28).gesture(DragGesture(minimumDistance: 0).onChanged { x = $0.location.x })
      Text("\(Int(x))")
    }
  }
  let frames = try stage.play([.hold(0.1), .drag(from: (x: 14, y: 14), to: (x: 138, y: 14), duration: 0.3)]).frames
  let shown = frames.compactMap { $0.displayList.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }.last }
  #expect(shown.last == "138", "the text follows the drag: \(shown)")
}
