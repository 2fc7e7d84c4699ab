import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat
import TabFramesValues
import Testing

// SwiftUI's text modifiers beyond the font: italic, monospacedDigit, kerning and tracking,
// underline and strikethrough, on a Text and on a view for every text inside, measured by Pango
// and drawn in the PNG and the SVG alike.

@MainActor private func width(_ text: Text) throws -> CGFloat {
  let leaves = try Stage(name: "text", width: 300, height: 60) { text }.layout()
  return try #require(leaves.first { $0.kind == "text" }).frame.width
}

/// Tracking and kerning add room between characters; tracking wins when both are set.
@Test @MainActor func trackingAndKerningWidenTheText() throws {
  let plain = try width(Text("Spaced"))
  let tracked = try width(Text("Spaced").tracking(4))
  // Five gaps between six letters at least (Pango adds it between graphemes).
  #expect(tracked - plain >= 19.5, "\(plain) → \(tracked)")
  #expect(try width(Text("Spaced").kerning(4)) == tracked)
  #expect(try width(Text("Spaced").kerning(10).tracking(4)) == tracked, "tracking wins over kerning")
  #expect(try width(Text("Spaced").tracking(-0.5)) < plain)
}

/// Inter's digits are proportional until `monospacedDigit()` asks for tabular ones.
@Test @MainActor func monospacedDigitsAreOfOneWidth() throws {
  #expect(try width(Text("1111")) < width(Text("8888")), "proportional by default")
  #expect(try width(Text("1111").monospacedDigit()) == width(Text("8888").monospacedDigit()))
  #expect(try width(Text("1111").font(.body.monospacedDigit())) == width(Text("8888").monospacedDigit()))
}

/// A view's text modifiers reach every text inside; a text's own win.
@Test @MainActor func aViewsTextModifiersReachEveryTextInside() throws {
  let stage = Stage(name: "texts", width: 300, height: 120) {
    VStack {
      Text("One")
      Text("Two").italic(false).underline(false)
    }
    .italic()
    .underline(color: .red)
  }
  let texts = try stage.displayList().elements.compactMap { e -> TextRun? in if case .text(let r) = e.content { r } else { nil } }
  try #require(texts.count == 2)
  #expect(texts[0].font.italic && texts[0].underline != nil && texts[0].underline?.color != nil)
  #expect(!texts[1].font.italic && texts[1].underline == nil)
}

private struct Decorated: View {
  var body: some View {
    VStack(spacing: 20) {
      Text("Underlined text").underline()
      Text("Struck through").strikethrough(color: .red)
      Text("Italic words").italic()
    }
    .font(.system(size: 24))
  }
}

/// The lines are drawn where they belong, in PNG and SVG alike: the underline under the letters'
/// baseline, the red strikethrough across their middle; the italic face slants.
@Test @MainActor func linesAndItalicsAreDrawnInPNGAndSVG() throws {
  let (png, svg, _, leaves) = try rendered("decorated", 300, 160, Decorated())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  // Cairo's image surfaces place glyphs at quarter pixels, an outline exactly: with the system
  // font's tracking the glyphs of a 24 pt line fall at other fractions, edges differ a little.
  #expect(share <= 0.03 && worst < 128, "PNG and SVG agree: \(share * 100) % differ, largest \(worst)")
  func frame(_ text: String) throws -> CGRect { try #require(leaves.first { $0.text == text }).frame }
  /// The share of a pixel row across the middle 80 % of a text that is ink (dark or red).
  func inkAcross(_ image: RGBAImage, _ rect: CGRect, atY y: CGFloat, red: Bool = false) -> Double {
    let row = Int((y * 3).rounded())
    let xs = Int(rect.minX * 3 + rect.width * 0.3)..<Int(rect.maxX * 3 - rect.width * 0.3)
    let inked = xs.filter { x in
      let p = image[x, row]
      return red ? (p.r > 180 && p.g < 120 && p.b < 120) : (Int(p.r) + Int(p.g) + Int(p.b) < 300)
    }
    return Double(inked.count) / Double(xs.count)
  }
  /// The first row below `from` (points) whose middle is at least 90 % ink.
  func line(_ image: RGBAImage, _ rect: CGRect, red: Bool = false) -> CGFloat? {
    stride(from: rect.minY, through: rect.maxY, by: 1 / 3).first { inkAcross(image, rect, atY: $0, red: red) > 0.9 }
  }
  for image in [png, svg] {
    let under = try frame("Underlined text")
    let underline = try #require(line(image, under), "an unbroken line across the underlined text")
    #expect(underline > under.minY + under.height * 0.7, "under the letters: \(underline) in \(under)")
    let struck = try frame("Struck through")
    let strike = try #require(line(image, struck, red: true), "a red line across the struck text")
    #expect(abs(strike - struck.midY) < struck.height * 0.25, "through the middle: \(strike) in \(struck)")
    #expect(line(image, try frame("Italic words")) == nil, "no line under the italic text")
  }
}

/// The italic face is Inter's italic: drawn slanted, so its ink differs from the upright text's.
@Test @MainActor func theItalicFaceIsDrawn() throws {
  let upright = try rendered("upright", 200, 60, Text("Italic").font(.system(size: 30))).png
  let italic = try rendered("italic", 200, 60, Text("Italic").font(.system(size: 30)).italic()).png
  let (share, _) = blockDifference(upright, italic)
  #expect(share > 0.01, "the italic face draws other pixels (\(share * 100) %)")
  let leaves = try Stage(name: "dump", width: 200, height: 60) { Text("Italic").italic().monospacedDigit().tracking(1) }.displayList()
  guard case .text(let run) = leaves.elements.first?.content else { Issue.record("a text"); return }
  // Tracking adds to the system font's own (SF's at 17 pt regular, -0.408 pt).
  #expect(run.font.italic && run.font.tabularDigits && abs(run.font.letterSpacing - (1 - 0.408)) < 1e-9)
}

/// `Text.foregroundColor` returns `Text` (so a function declared to return `Text` can colour it)
/// and wins over the colour of the view around; the colour closest to the text wins.
@Test @MainActor func aTextsOwnColourIsATextAndWins() throws {
  func caption(_ s: String) -> Text { Text(s).foregroundColor(.red).bold() }
  let stage = Stage(name: "colours", width: 200, height: 80) {
    VStack {
      caption("Red")
      Text("Green").foregroundColor(.green).foregroundColor(.red)
      Text("Blue")
    }
    .foregroundColor(.blue)
  }
  let texts = try stage.displayList().elements.compactMap { e -> (String, String)? in
    if case .text(let run) = e.content { (run.string, e.color.hexString) } else { nil }
  }
  #expect(texts.map(\.0) == ["Red", "Green", "Blue"])
  #expect(texts.map(\.1) == ["#FF3B30FF", "#34C759FF", "#007AFFFF"], "red, green, the view's blue")
}

/// A text made from a literal reads its inline Markdown, as SwiftUI's does: strong, emphasis,
/// a line through, code in the monospaced design and a link in the tint; a `String` and
/// `Text(verbatim:)` show their marks, and marks that open nothing (`5 * 3 * 2`, `snake_case`, an
/// escaped `\*`) are text.
@Test @MainActor func aLiteralTextReadsItsInlineMarkdown() throws {
  let shown = "**Bold**, *italic*, ~~gone~~ and `code` with a [link](https://example.com)"
  let stage = Stage(name: "markdown", width: 700, height: 300) {
    VStack(alignment: .leading) {
      Text("**Bold**, *italic*, ~~gone~~ and `code` with a [link](https://example.com)")
      Text(shown)
      Text(verbatim: "**verbatim**")
      Text("5 * 3 * 2 and snake_case_name and \\*escaped\\*")
      Text("***Both*** and __strong__").foregroundColor(.red)
    }
    .tint(.orange)
  }
  let runs = try stage.displayList().elements.compactMap { e -> (TextRun, RGBA)? in
    if case .text(let r) = e.content { (r, e.color) } else { nil }
  }
  let strings = runs.map(\.0.string)
  #expect(
    strings == [
      "Bold, italic, gone and code with a link", shown, "**verbatim**", "5 * 3 * 2 and snake_case_name and *escaped*", "Both and strong",
    ], "\(strings)")
  try #require(runs.count == 5)
  /// The font, colour and line of a part of the `k`th text.
  func part(_ k: Int, _ s: String) throws -> (font: FontSpec, color: RGBA, struck: Bool) {
    let style = try #require(runs[k].0.style(of: s), "\(s) in one style")
    return (style.font, style.color ?? runs[k].1, style.span?.strikethrough != nil || runs[k].0.strikethrough != nil)
  }
  #expect(try part(0, "Bold").font.weight == .bold && part(0, ", ").font.weight == .regular)
  #expect(try part(0, "italic").font.italic && !part(0, "Bold").font.italic)
  #expect(try part(0, "gone").struck && !part(0, " and ").struck)
  #expect(try part(0, "code").font.family != part(0, " and ").font.family, "code in the monospaced face")
  let link = try part(0, "link").color
  #expect(try link != part(0, " with a ").color && link.r > 0.9, "the link in the tint (orange): \(link)")
  #expect(try part(4, "Both").font.italic && part(4, "Both").font.weight == .bold && part(4, "strong").font.weight == .bold)
  let and = try part(4, " and ")
  #expect(
    try part(4, "strong").color == and.color && and.color.r > 0.9 && and.color.g < 0.3, "a colour set on the text stays on every part")
}

/// Joined texts styled apart are one text: on one line where they fit, wrapped as one paragraph
/// where they do not, not as pieces each wrapped in a column of its own — a terms line with a
/// bold link keeps the lines a device gives it.
@Test @MainActor func joinedTextsThatDoNotFitWrapAsOneParagraph() throws {
  func texts(_ width: CGFloat, _ view: some View) throws -> [(String, CGRect)] {
    try Stage(name: "joined", width: width, height: 300) { view }.layout().compactMap { l in l.text.map { ($0, l.frame) } }
  }
  let short = try texts(300, Text("Hello, ") + Text("World").bold())
  #expect(short.map(\.0) == ["Hello, World"], "\(short.map(\.0))")
  let parts = try texts(300, Text("Hello, ")) + texts(300, Text("World").bold())
  #expect(abs((short.first?.1.width ?? 0) - parts.map(\.1.width).reduce(0, +)) < 1, "as wide as its parts side by side")
  let long = try texts(
    200, Text("By continuing, you agree to our **Terms of Service** and our [Privacy Policy](https://example.com).").font(.footnote))
  #expect(long.map(\.0) == ["By continuing, you agree to our Terms of Service and our Privacy Policy."], "\(long.map(\.0))")
  let line = try texts(1000, Text("By continuing, you agree to our Terms of Service.").font(.footnote))
  let (paragraph, one) = (try #require(long.first).1, try #require(line.first).1)
  #expect(paragraph.height > one.height * 2.5, "three lines or more: \(paragraph) against \(one)")
}

/// Automatic grammar agreement, in English: `^[\(n) comment](inflect: true)` reads "1 comment"
/// and "12 comments", the text's last word agreeing with its number. The markup was drawn as
/// written ("^[12 comment](inflect: true)").
@Test @MainActor func inflectedTextAgreesWithItsNumber() throws {
  func shown(_ text: Text) throws -> [String] {
    let list = try Stage(name: "inflect", width: 390, height: 60) { text }.displayList()
    return list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
  }
  let (one, twelve, three, two, many) = (1, 12, 3, 2, 1234)
  #expect(try shown(Text("^[\(one) comment](inflect: true)")) == ["1 comment"])
  #expect(try shown(Text("^[\(twelve) comment](inflect: true)")) == ["12 comments"])
  #expect(try shown(Text("^[\(three) new photo](inflect: true) today")) == ["3 new photos today"])
  #expect(
    try shown(Text("^[\(two) person](inflect: true), ^[\(three) box](inflect: true), ^[\(two) story](inflect: true)")) == [
      "2 people, 3 boxes, 2 stories"
    ])
  #expect(try shown(Text("^[\(many) day](inflect: true)")) == ["1,234 days"])
  // Bold around it still reads; a string variable shows as it is.
  #expect(try shown(Text("**^[\(two) item](inflect: true)**")) == ["2 items"])
  let raw = "^[2 item](inflect: true)"
  #expect(try shown(Text(raw)) == [raw])
}
