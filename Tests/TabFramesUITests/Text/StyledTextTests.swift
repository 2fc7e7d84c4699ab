import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat
import TabFramesValues
import Testing

// Texts joined with `+`, a text put into a literal and inline Markdown are one text in SwiftUI:
// one paragraph that wraps as one, each part in its own font, weight and colour. A stage lays
// them out with Pango as one run with parts in styles of their own, and draws them so in the PNG
// and the SVG.

extension TextRun {
  /// The font and colour `part` of the string is drawn in (where it is first found): a span's
  /// where one covers it, else the run's own (colour nil); nil where it is not in the string or
  /// is split between styles.
  func style(of part: String) -> (font: FontSpec, color: RGBA?, span: Span?)? {
    guard let range = string.range(of: part) else { return nil }
    let start = string.utf8.distance(from: string.utf8.startIndex, to: range.lowerBound)
    let end = start + part.utf8.count
    if let span = spans.first(where: { $0.start <= start && end <= $0.end }) { return (span.font, span.color, span) }
    if spans.contains(where: { $0.start < end && start < $0.end }) { return nil }
    return (font, nil, nil)
  }
}

/// The text runs of a stage's settled display list, with their frames and colours.
@MainActor func textRuns(_ width: CGFloat, height: CGFloat = 300, _ view: some View) throws -> [(run: TextRun, frame: Rect, color: RGBA)] {
  try Stage(name: "styled", width: width, height: height) { view }.displayList().elements.compactMap { e in
    if case .text(let run) = e.content { (run, e.frame, e.color) } else { nil }
  }
}

struct TermsFooter: View {
  static let words = "By continuing you agree to our Terms of Service and acknowledge that you have read our Privacy Policy."
  var body: some View {
    Text("By continuing you agree to our ") + Text("Terms of Service").bold().foregroundColor(.blue)
      + Text(" and acknowledge that you have read our ") + Text("Privacy Policy").underline().foregroundColor(.blue) + Text(".")
  }
}

@Test @MainActor func aJoinedTextIsOneParagraphInEachPartsStyle() throws {
  let runs = try textRuns(240, TermsFooter())
  try #require(runs.count == 1, "one text: \(runs.map(\.run.string))")
  let (run, frame, color) = runs[0]
  #expect(run.string == TermsFooter.words)
  let terms = try #require(run.style(of: "Terms of Service"))
  let agree = try #require(run.style(of: "agree"))
  #expect(terms.font.weight == .bold && agree.font.weight == .regular && terms.font.size == agree.font.size)
  #expect(terms.color?.hexString == "#007AFFFF" && agree.color == nil && color.hexString == "#000000FF")
  let policy = try #require(run.style(of: "Privacy Policy"))
  #expect(policy.span?.underline != nil && terms.span?.underline == nil && run.underline == nil, "only the link is underlined")
  // It wraps as one paragraph: as many lines as the same words in one style (or one more, as
  // the bold words are wider), not pieces each wrapped in a column of its own.
  let plain = try textRuns(240, Text(TermsFooter.words))
  let plainFrame = try #require(plain.first?.frame)
  #expect(
    frame.width <= 240 && frame.height >= plainFrame.height && frame.height < plainFrame.height * 1.4, "\(frame) against \(plainFrame)")
  #expect(abs(frame.x - plainFrame.x) < 12, "a paragraph as wide as the stage allows: \(frame)")
}

/// The parts' colours are drawn in the PNG and the SVG alike (each glyph of a part in a colour of
/// its own is filled with it), and a part's underline is drawn in its colour under it alone.
@Test @MainActor func aJoinedTextsPartsAreDrawnInTheirColours() throws {
  let (png, svg, svgText, leaves) = try rendered("terms", 260, 120, TermsFooter().padding(10))
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  // Glyph edges fall at other fractions of a pixel in the two (Cairo's image surfaces place
  // glyphs at quarter pixels): the same words in one style differ as much.
  let plain = try rendered("plain", 260, 120, Text(TermsFooter.words).padding(10))
  let (plainShare, _) = blockDifference(plain.png, plain.svg)
  #expect(
    share <= plainShare * 1.25 + 0.005 && worst < 128,
    "PNG and SVG agree: \(share * 100) % differ (\(plainShare * 100) % in one style), largest \(worst)")
  #expect(svgText.contains("fill=\"#007AFF\"/>"), "the link's glyphs filled in blue")
  let frame = try #require(leaves.first { $0.text?.hasPrefix("By continuing") == true }).frame
  func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 90 && p.g < 170 }
  func isDark(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 200 }
  let ys = Int(frame.minY * 3)..<Int(frame.maxY * 3)
  let xs = Int(frame.minX * 3)..<Int(frame.maxX * 3)
  for image in [png, svg] {
    var (blue, dark, longestBlueRow) = (0, 0, 0)
    for y in ys {
      var row = 0
      for x in xs {
        let p = image[x, y]
        if isBlue(p) { blue += 1 }
        if isDark(p) { dark += 1 }
        row = isBlue(p) ? row + 1 : 0
        longestBlueRow = max(longestBlueRow, row)
      }
    }
    #expect(blue > 1500 && dark > 3000, "blue parts and black text: \(blue) blue, \(dark) dark")
    // Letters have no stroke 20 pt long: only the underline under "Privacy Policy" does.
    #expect(longestBlueRow > 60, "an unbroken blue underline: \(longestBlueRow) px")
  }
}

/// Parts in several sizes share a baseline on a line as tall as the tallest needs; the text's
/// own font is its largest part's (so a stack aligns its baseline).
@Test @MainActor func partsInSeveralSizesShareALine() throws {
  let joined = try textRuns(390, Text("Total ").foregroundStyle(.secondary) + Text("$42.00").font(.title2).bold())
  let total = try textRuns(390, Text("Total "))
  let price = try textRuns(390, Text("$42.00").font(.title2).bold())
  try #require(joined.count == 1 && total.count == 1 && price.count == 1)
  let (run, frame, color) = joined[0]
  #expect(run.font.size == price[0].run.font.size && run.font.weight == .bold, "the largest part's font is the text's")
  let label = try #require(run.style(of: "Total"))
  #expect(label.font.size == total[0].run.font.size && label.color != nil && label.color != color, "the label small and secondary")
  let sum = total[0].frame.width + price[0].frame.width
  #expect(abs(frame.width - sum) < 1, "as wide as its parts: \(frame.width) against \(sum)")
  #expect(abs(frame.height - price[0].frame.height) < 1, "as tall as the larger part's line: \(frame.height)")
  // A part raised by `baselineOffset` is raised alone.
  let water = try textRuns(390, Text("H") + Text("2").font(.caption).baselineOffset(6) + Text("O"))
  #expect(water.first?.run.style(of: "2")?.span?.rise == 6 && water.first?.run.style(of: "H")?.span == nil)
}

/// A translucent text with a part in a colour of its own draws that part translucent too.
@Test @MainActor func aTranslucentTextsColouredPartIsTranslucent() throws {
  let (png, svg, _, leaves) = try rendered("sale", 200, 60, (Text("Sale ") + Text("50%").foregroundColor(.red)).font(.title).opacity(0.5))
  let frame = try #require(leaves.first { $0.text == "Sale 50%" }).frame
  for image in [png, svg] {
    // The reddest pixel: opaque red would be (255, 59, 48); half of it over white is pink.
    var reddest = (r: UInt8(0), g: UInt8(255), b: UInt8(255), a: UInt8(0))
    for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
      for x in Int(frame.midX * 3)..<Int(frame.maxX * 3) where Int(image[x, y].r) - Int(image[x, y].g) > Int(reddest.r) - Int(reddest.g) {
        reddest = image[x, y]
      }
    }
    #expect(reddest.r > 240 && reddest.g > 130 && reddest.g < 180, "half red over white: \(reddest)")
  }
}

/// `Font.smallCaps()` draws every letter as a small capital, `lowercaseSmallCaps()` the lowercase
/// ones, in the PNG and the SVG: Pango makes them from the capitals, scaled to the lowercase
/// letters' height, where the font has none (Inter has none; SF's own are a little taller). They
/// were accepted and drawn as ordinary letters.
@Test @MainActor func smallCapitalsAreDrawn() throws {
  let view = VStack(spacing: 20) {
    Text("aceo").font(.system(size: 40)).accessibilityIdentifier("plain")
    Text("aceo").font(.system(size: 40).lowercaseSmallCaps()).accessibilityIdentifier("small")
    Text("ACEO").font(.system(size: 40).smallCaps()).accessibilityIdentifier("all")
    Text("ACEO").font(.system(size: 40)).accessibilityIdentifier("capitals")
  }
  let (png, svg, _, leaves) = try rendered("caps", 200, 300, view)
  func frame(_ id: String) throws -> CGRect { try #require(leaves.first { $0.id.hasPrefix(id) }).frame }
  /// The height of the ink in a frame: rows with a dark pixel.
  func inkHeight(_ image: RGBAImage, _ frame: CGRect) -> Int {
    (Int(frame.minY * 3)..<Int(frame.maxY * 3)).filter { y in
      (Int(frame.minX * 3)..<Int(frame.maxX * 3)).contains { x in Int(image[x, y].r) < 100 }
    }.count
  }
  for image in [png, svg] {
    let (plain, small) = (inkHeight(image, try frame("plain")), inkHeight(image, try frame("small")))
    let (all, capitals) = (inkHeight(image, try frame("all")), inkHeight(image, try frame("capitals")))
    // Pango makes a small capital as tall as the font's lowercase letters (its x-height).
    #expect(abs(small - plain) <= 3 && small < capitals * 4 / 5, "small capitals at x-height: \(plain), \(small), \(capitals)")
    #expect(abs(all - small) <= 3, "all small: capitals made small too: \(all) against \(small)")
  }
  // Capitals' shapes, scaled down, are not the lowercase letters' widths.
  let (smallWidth, plainWidth) = (try frame("small").width, try frame("plain").width)
  #expect(abs(smallWidth - plainWidth) > plainWidth * 0.05, "\(smallWidth) against \(plainWidth)")
}
