import Foundation
import TabFramesDisplayList
import TabFramesScene
import Testing

@testable import TabFramesRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

func bar(fill: RGBA) -> DisplayList {
  var e = Element(id: "indicator", content: .rect, frame: Rect(x: 10, y: 20, width: 30, height: 4), color: fill)
  e.cornerRadius = 0
  let text = Element(
    id: "label.0", content: .text(TextRun(string: "Videos", font: FontSpec())), frame: Rect(x: 4, y: 0, width: 52, height: 20),
    color: RGBA(0, 0, 0))
  return DisplayList(size: Size(width: 60, height: 24), background: RGBA(1, 1, 1), elements: [e, text])
}

@Test func rasterDrawsAtTheSceneScaleAndRoundTripsThroughLibpng() throws {
  let renderer = FrameRenderer(scale: 3)
  let image = try renderer.rasterize(bar(fill: RGBA(hex: 0x007AFF)))
  #expect(image.width == 180 && image.height == 72)
  // The bar covers x 30…120, y 60…72 in pixels.
  #expect(image[75, 66] == (0, 122, 255, 255))
  // Between the label's baseline and the bar: "Videos" has no descenders, so nothing is drawn here.
  #expect(image[75, 58] == (255, 255, 255, 255))
  #expect(image[5, 70] == (255, 255, 255, 255))
  let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
  #expect(decoded == image)
}

@Test func textIsDrawnWithInter() throws {
  let renderer = FrameRenderer(scale: 2)
  let image = try renderer.rasterize(bar(fill: RGBA(1, 1, 1)))
  let dark = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 128 }.count
  #expect(dark > 100, "the label drew ink")
  #expect(PangoTextMeasurer().resolvedFamily(FontSpec()) == "Inter")
}

@Test func pngEncodingIsDeterministicAndHasNoTimestamp() throws {
  let renderer = FrameRenderer(scale: 3)
  let a = try renderer.png(bar(fill: RGBA(hex: 0xAF52DE)))
  let b = try FrameRenderer(scale: 3).png(bar(fill: RGBA(hex: 0xAF52DE)))
  #expect(a == b)
  #expect(!String(decoding: a, as: UTF8.self).contains("tIME"))
  #expect(Array(a[12..<16]) == Array("IHDR".utf8) && a[25] == 2, "8-bit RGB for an opaque frame")
}

@Test func svgIsValidXMLWithTextAsOutlines() throws {
  let svg = try FrameRenderer(scale: 3).svg(bar(fill: RGBA(hex: 0x007AFF)))
  let parser = XMLParser(data: Data(svg.utf8))
  #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  #expect(!svg.contains("<text"), "no font needed")
  #expect(svg.contains(#"aria-label="Videos""#) && svg.contains(##"fill="#007AFF""##))
  #expect(svg.contains(#"width="180" height="72" viewBox="0 0 60 24""#))
}

@Test func everyBuiltInSymbolHasInkInsideItsBox() throws {
  for name in SymbolLibrary.builtInNames {
    let d = SymbolLibrary.drawing(named: name)!
    let e = Element(
      id: "s", content: .symbol(name: name, path: d.unitPath), frame: Rect(x: 0, y: 0, width: d.width, height: d.height),
      color: RGBA(0, 0, 0))
    let image = try FrameRenderer(scale: 2).rasterize(
      DisplayList(size: Size(width: d.width, height: d.height), background: RGBA(1, 1, 1), elements: [e]))
    let ink = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 100 }.count
    #expect(Double(ink) / Double(image.width * image.height) > 0.05, "\(name) draws something")
  }
}

/// SVG numbers are written for any Double: clamped far off-canvas, never a trap in the Int
/// conversion (a custom symbol once scaled a path to 10^300).
@Test func svgNumbersAreTotal() {
  #expect(SVGWriter.num(1.5) == "1.5")
  #expect(SVGWriter.num(-0.0004) == "0")
  #expect(SVGWriter.num(1e300) == "1000000000000")
  #expect(SVGWriter.num(-.infinity) == "-1000000000000")
  #expect(SVGWriter.num(.nan) == "0")
}

/// A word wider than its line breaks between two characters with nothing added, as iOS breaks it
/// (issue 31 item 3): the wrapped outline has the unwrapped word's contours and no hyphen's.
@Test func aWordTooLongForItsLineBreaksWithoutAHyphen() throws {
  let engine = TextEngine()
  let font = FontSpec(family: "Inter", size: 17, weight: .regular)
  func contours(_ run: TextRun) throws -> Int {
    try engine.outline(run).elements.filter { if case .move = $0 { true } else { false } }.count
  }
  for word in ["Archive", "Notifications", "Einstellungen"] {
    let whole = TextRun(string: word, font: font)
    let wrapped = TextRun(string: word, font: font, wrapWidth: engine.measure(whole).width * 0.6)
    #expect(engine.measure(wrapped).lineCount == 2, "\(word) wraps")
    #expect(try contours(wrapped) == contours(whole), "\(word): the same glyphs, no hyphen added")
  }
  // Between words, a line still breaks at the space.
  let two = TextRun(string: "Saved Items", font: font, wrapWidth: engine.measure(TextRun(string: "Saved", font: font)).width + 2)
  #expect(engine.measure(two).lineCount == 2)
  #expect(try contours(two) == contours(TextRun(string: "Saved Items", font: font)))
}

/// A wrapped text's outline (what SVG carries) reaches as far as its measured lines: Pango leaves
/// out glyphs it sees outside a bounded target, which cut every line short on a 1 × 1 surface.
@Test func wrappedTextOutlinesSpanTheirLines() throws {
  let engine = TextEngine()
  for alignment in [TextRun.LineAlignment.left, .center, .right] {
    var run = TextRun(
      string: "Two tabs have new items. Tap one to see what changed since your last visit.",
      font: FontSpec(family: "Inter", size: 13, weight: .regular), wrapWidth: 254)
    run.alignment = alignment
    run.maxLines = 2
    let outline = try engine.outline(run)
    var maxX = 0.0
    var minX = Double.infinity
    for e in outline.elements {
      switch e {
      case .move(let x, _), .line(let x, _), .cubic(_, _, _, _, let x, _):
        maxX = max(maxX, x)
        minX = min(minX, x)
      case .close: break
      }
    }
    let m = engine.measure(run)
    #expect(m.lineCount == 2)
    #expect(maxX - minX > m.width - 6 && maxX <= 254.5, "\(alignment): ink from \(minX) to \(maxX), lines \(m.width) wide")
  }
}
