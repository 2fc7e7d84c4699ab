import Foundation
import TabFramesRender
import Testing

@testable import TabFrames

// SF Symbols' outline and fill forms and their weights (issue 31 item 2), as a view draws them:
// `house` and `house.fill` differ, and `fontWeight` thickens or thins the strokes.

@Test @MainActor func symbolsDrawTheirOutlineAndFillFormsAndTheFontsWeight() throws {
  struct Symbols: View {
    let weights: [(String, Font.Weight)] = [
      ("ultraLight", .ultraLight), ("light", .light), ("regular", .regular), ("bold", .bold), ("black", .black),
    ]
    var body: some View {
      HStack(spacing: 12) {
        Image(systemName: "bell.fill").font(.system(size: 24)).accessibilityIdentifier("filled")
        ForEach(weights, id: \.0) { name, weight in
          Image(systemName: "bell").font(.system(size: 24, weight: weight)).accessibilityIdentifier(name)
        }
      }
    }
  }
  let (png, svg, _, leaves) = try rendered("symbol-forms", 260, 50, Symbols())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 128, "\(share * 100) % of points differ, largest \(worst)")
  /// The ink inside a leaf's frame, from the PNG at scale 3.
  func ink(_ id: String) throws -> Double {
    let f = try #require(leaves.first { $0.id == id }).frame
    var sum = 0.0
    for y in Int(f.minY * 3)..<Int(f.maxY * 3) {
      for x in Int(f.minX * 3)..<Int(f.maxX * 3) { sum += 1 - Double(png[x, y].r) / 255 }
    }
    return sum
  }
  let byWeight = try ["ultraLight", "light", "regular", "bold", "black"].map(ink)
  #expect(byWeight == byWeight.sorted() && Set(byWeight).count == 5, "ink by weight \(byWeight)")
  #expect(byWeight[3] > 1.3 * byWeight[2], "bold draws Phosphor's bold glyph: \(byWeight)")
  #expect(try ink("filled") > 1.3 * byWeight[2], "the filled bell is not the outline one")
}

/// A symbol of the user's own draws as an SF Symbol does (issue 31 item 2): registered on the stage
/// for a name used with `Image(systemName:)`, or an asset catalogue's symbol set used with
/// `Image("name")` (Tests/Fixtures/Assets.xcassets: an SF Symbols template of a diamond with a
/// hole, its cap line 70.46 units above its baseline and the diamond as tall).
@Test @MainActor func aStagesOwnSymbolAndACataloguesSymbolSetDrawAsSymbols() throws {
  struct Own: View {
    var body: some View {
      HStack(spacing: 20) {
        Image(systemName: "brand.mark").foregroundStyle(.red).accessibilityIdentifier("registered")
        Image("tabframes.diamond").foregroundStyle(.blue).accessibilityIdentifier("catalogued")
      }
      .font(.system(size: 34))
    }
  }
  var stage = Stage(name: "own-symbols", width: 120, height: 60, scale: 3) { Own() }
  try stage.addSymbol(
    named: "brand.mark", svg: #"<svg viewBox="0 0 24 24"><path d="M2 2h20v20H2z M7 7v10h10V7z"/></svg>"#)
  let leaves = try stage.layout()
  let registered = try #require(leaves.first { $0.id == "registered" })
  let catalogued = try #require(leaves.first { $0.id == "catalogued" })
  #expect(registered.kind == "symbol" && catalogued.kind == "symbol")
  // A plain SVG's view box is as tall as a circle symbol: the font's size.
  #expect(abs(registered.frame.height - 34) < 0.01 && abs(registered.frame.width - 34) < 0.01, "\(registered.frame)")
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-own-symbols-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  try stage.render(formats: [.final], to: out.path)
  let png = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("own-symbols.png"))))
  /// Rows (in points) where the colour's ink is, within a frame.
  func inkRows(_ frame: CGRect, _ isInk: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> ClosedRange<CGFloat>? {
    var rows: [CGFloat] = []
    for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
      if (Int(frame.minX * 3)..<Int(frame.maxX * 3)).contains(where: { isInk(png[$0, y]) }) { rows.append(CGFloat(y) / 3) }
    }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }
  let red = try #require(inkRows(registered.frame) { $0.r > 200 && $0.g < 80 })
  #expect(red.upperBound - red.lowerBound > 34 * 20 / 24 - 1, "the square fills its view box: \(red)")
  // The hole shows the white behind it.
  let centre = png[Int(registered.frame.midX * 3), Int(registered.frame.midY * 3)]
  #expect(centre.r > 200 && centre.g > 200, "the inner square is a hole")
  // The template's diamond is a cap height tall: 0.705 × 34 pt.
  let blue = try #require(inkRows(catalogued.frame) { $0.b > 200 && $0.r < 80 })
  #expect(abs((blue.upperBound - blue.lowerBound) - 0.705 * 34) < 1, "\(blue)")
  // What cannot be drawn is refused naming the symbol.
  #expect(throws: SymbolFileError.self) { try stage.addSymbol(named: "broken", svg: "<svg></svg>") }
  do {
    try stage.addSymbol(named: "broken", svg: "<svg></svg>")
  } catch {
    #expect("\(error)" == #"symbol "broken": no filled path to draw"#)
  }
}
