import Foundation
import TabFramesRender
import TabFramesScene
import Testing

@testable import TabFramesDisplayList

/// The repository's root, from this file's path, so the tests do not depend on the working folder.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// How much of a symbol drawn black on white at `pixels` a point is ink (0…1, coverage-weighted).
private func coverage(_ path: PathData, width: Double, height: Double, scale: Double = 4) throws -> Double {
  let list = DisplayList(
    size: Size(width: width, height: height), background: RGBA(1, 1, 1, 1),
    elements: [
      Element(
        id: "s", content: .symbol(name: "s", path: path.transformed(scaleX: 1 / width, scaleY: 1 / height, dx: 0, dy: 0)),
        frame: Rect(x: 0, y: 0, width: width, height: height), color: RGBA(0, 0, 0, 1))
    ])
  let image = try FrameRenderer(scale: scale).rasterize(list)
  var ink = 0.0
  for i in stride(from: 0, to: image.pixels.count, by: 4) { ink += 1 - Double(image.pixels[i]) / 255 }
  return ink / Double(image.width * image.height)
}

@Test func generatedTableMatchesTheTSV() throws {
  let tsv = try String(contentsOf: root.appendingPathComponent("Data/sf-symbols-map.tsv"), encoding: .utf8)
  #expect(SymbolMap.table + "\n" == tsv, "run scripts/generate-symbol-map after editing Data/sf-symbols-map.tsv")
  // Every data row became an entry: no name lost to a malformed line or a duplicate.
  #expect(SymbolMap.entries.count == tsv.split(separator: "\n").count - 1)
}

/// A name SF renamed draws what its new name draws: apps still written with the old name look
/// the same as those with the new (`line.horizontal.3.decrease.circle` and
/// `line.3.horizontal.decrease.circle` drew a filter list and a funnel).
@Test func aLegacyNameDrawsWhatItsModernNameDraws() throws {
  var checked = 0
  for (name, entry) in SymbolMap.entries where entry.note.hasPrefix("legacy name of ") {
    let modern = String(entry.note.dropFirst("legacy name of ".count).prefix { !$0.isWhitespace && $0 != ";" && $0 != "," })
    let target = try #require(SymbolMap.entries[modern], "\(name)'s note names \(modern), which the map lacks")
    #expect(entry.glyph == target.glyph && entry.enclosure == target.enclosure, "\(name) and \(modern)")
    checked += 1
  }
  #expect(checked >= 10, "the legacy rows were found: \(checked)")
}

@Test func theMapCoversTheCommonNamesAndBuiltInsWin() {
  #expect(SymbolMap.entries.count >= 400)
  // Plain names take outline glyphs, `.fill` names filled ones (Data/README.md).
  #expect(SymbolMap.entries["heart"]?.glyph == IconGlyph(set: .phosphor, name: "heart"))
  #expect(SymbolMap.entries["heart.fill"]?.glyph == IconGlyph(set: .phosphor, name: "heart-fill"))
  #expect(SymbolMap.entries["house.circle.fill"]?.enclosure == .circleFill)
  // A hand drawing is closer to SF than any glyph: it wins where both exist.
  #expect(SymbolLibrary.source(of: "house.fill") == .builtIn)
  #expect(SymbolLibrary.source(of: "tray") == .builtIn)
  if case .mapped = SymbolLibrary.source(of: "house") {} else { Issue.record("house is mapped") }
  #expect(SymbolLibrary.source(of: "no.such.symbol") == .unknown)
  let all = SymbolLibrary.allNames
  #expect(Array(all.prefix(SymbolLibrary.builtInNames.count)) == SymbolLibrary.builtInNames)
  #expect(Set(all).count == all.count)
}

/// Every mapped name draws its glyph: a non-empty outline, a box of a sensible size, and ink when
/// rasterized (not the placeholder, not a blank or a hex box from a fallback font).
@Test func everyMappedNameDrawsItsGlyph() throws {
  var failures: [String] = []
  for name in SymbolMap.names where SymbolLibrary.source(of: name) != .builtIn {
    switch SymbolLibrary.drawing(named: name, outlines: IconFontOutliner.shared) {
    case .failure(let problem): failures.append("\(name): \(problem)")
    case .success(let d):
      guard d != SymbolLibrary.placeholder, !d.path.elements.isEmpty, max(d.width, d.height) >= 10, max(d.width, d.height) <= 30 else {
        failures.append("\(name): \(d.width) × \(d.height), \(d.path.elements.count) path elements")
        continue
      }
      let ink = try coverage(d.path, width: d.width, height: d.height, scale: 1)
      if ink < 0.03 { failures.append("\(name): \(ink * 100) % ink") }
    }
  }
  #expect(failures.isEmpty, "\(failures.count) names: \(failures.prefix(20).joined(separator: "; "))")
}

/// A mapped glyph takes the room a hand drawing of the same symbol takes (docs/FIDELITY.md §5: the box
/// follows the point size and varies per symbol), in every set, each set's `scale` calibrated on
/// the names that have both: the boxes' areas agree to within 20 % each and 4 % in the median.
@Test(arguments: [
  [
    ("house.fill", "material home"), ("cart.fill", "material shopping_cart"), ("person.fill", "material person"),
    ("tray", "material inbox"),
    ("archivebox", "material inventory_2"), ("doc.text", "material description"), ("circle.dashed", "mdi checkbox-blank-circle-outline"),
    ("checkmark", "material check"),
  ],
  [
    ("house.fill", "phosphor house-fill"), ("cart.fill", "phosphor shopping-cart-fill"), ("person.fill", "phosphor user-fill"),
    ("tray", "phosphor tray"), ("archivebox", "phosphor archive-box"), ("doc.text", "phosphor file-text"),
    ("circle.dashed", "phosphor circle-dashed"), ("checkmark", "phosphor check"),
  ],
])
func mappedGlyphsAreSizedLikeTheBuiltIns(pairs: [(String, String)]) throws {
  var ratios: [Double] = []
  for (name, glyph) in pairs {
    let builtIn = try #require(SymbolLibrary.drawing(named: name))
    let parts = glyph.split(separator: " ").map(String.init)
    let set = try #require(IconSet(rawValue: parts[0]))
    let outline = try IconFontOutliner.shared.outline(of: IconGlyph(set: set, name: parts[1])).get()
    let mapped = SymbolLibrary.mappedDrawing(glyph: outline, enclosure: nil, scale: set.scale)
    let ratio = (mapped.width * mapped.height / (builtIn.width * builtIn.height)).squareRoot()
    #expect(ratio > 0.8 && ratio < 1.2, "\(set) \(name): \(mapped.width) × \(mapped.height) against \(builtIn.width) × \(builtIn.height)")
    ratios.append(ratio)
  }
  let median = ratios.sorted()[ratios.count / 2 - 1...ratios.count / 2].reduce(0, +) / 2
  #expect(abs(median - 1) < 0.04, "\(pairs[0].1): median ratio \(median) of \(ratios)")
  // The box follows the point size as a hand drawing's does.
  let house = try SymbolLibrary.drawing(named: "house", outlines: IconFontOutliner.shared).get()
  #expect(abs(house.size(pointSize: 34).height - 2 * house.size(pointSize: 17).height) < 1e-9)
}

/// The ink sits centred in its box, as the hand drawings' does, so a layout centring boxes
/// centres the glyph.
@Test func aMappedGlyphIsCentredInItsBox() throws {
  for name in ["magnifyingglass", "bell", "gear", "heart", "star.fill", "plus", "minus"] {
    let d = try SymbolLibrary.drawing(named: name, outlines: IconFontOutliner.shared).get()
    let ink = try #require(d.path.inkBounds)
    #expect(abs(ink.midX - d.width / 2) < 1e-6 && abs(ink.midY - d.height / 2) < 1e-6, "\(name)")
    #expect(abs(ink.minX - SymbolLibrary.iconPadding) < 1e-6 && abs(ink.minY - SymbolLibrary.iconPadding) < 1e-6, "\(name)")
  }
}

/// `.circle`/`.square` draw a stroked enclosure around the glyph, scaled down inside it;
/// `.fill` ones a solid shape with the glyph cut out of it (a hole: what is behind shows).
@Test func enclosuresAreDrawnAroundTheGlyph() throws {
  let plain = try SymbolLibrary.drawing(named: "house", outlines: IconFontOutliner.shared).get()
  let ringed = try SymbolLibrary.drawing(named: "house.circle", outlines: IconFontOutliner.shared).get()
  let filled = try SymbolLibrary.drawing(named: "house.circle.fill", outlines: IconFontOutliner.shared).get()
  let squared = try SymbolLibrary.drawing(named: "questionmark.square.fill", outlines: IconFontOutliner.shared).get()
  #expect(ringed.width == 21 && ringed.height == 21 && filled.width == 21 && squared.width == 21)
  #expect(!ringed.path.evenOdd && filled.path.evenOdd && squared.path.evenOdd)
  // The glyph inside is smaller than alone: its ink is under 65 % of the enclosure.
  let glyphInside = PathData(Array(filled.path.elements.dropFirst(6)))
  let inner = try #require(glyphInside.inkBounds)
  let alone = try #require(plain.path.inkBounds)
  #expect(max(inner.width, inner.height) <= 0.65 * 21 && inner.width < alone.width)
  #expect(abs(inner.midX - 10.5) < 1e-6 && abs(inner.midY - 10.5) < 1e-6)
  // Cut out: the filled disc loses exactly the glyph's ink.
  var disc = PathData()
  disc.circle(cx: 10.5, cy: 10.5, r: 10.15)
  let expected = try coverage(disc, width: 21, height: 21) - coverage(glyphInside, width: 21, height: 21)
  #expect(abs(try coverage(filled.path, width: 21, height: 21) - expected) < 0.01)
  // The ring leaves the glyph drawn: ring and glyph add up.
  var ring = PathData()
  ring.ring(cx: 10.5, cy: 10.5, r: 9.3, width: SymbolLibrary.line)
  let ringAndGlyph = try coverage(ring, width: 21, height: 21) + coverage(glyphInside, width: 21, height: 21)
  #expect(abs(try coverage(ringed.path, width: 21, height: 21) - ringAndGlyph) < 0.01)
}

/// Even-odd cuts the glyph out of a filled enclosure; it fills the glyph as the font's own
/// non-zero rule does only if its contours never overlap. Checked for every glyph that is cut out.
@Test func enclosedGlyphsFillAlikeUnderBothRules() throws {
  var failures: [String] = []
  let glyphs = Set(SymbolMap.entries.values.filter { $0.enclosure == .circleFill || $0.enclosure == .squareFill }.map(\.glyph))
  for glyph in glyphs {
    var path = try IconFontOutliner.shared.outline(of: glyph).get()
    let nonZero = try coverage(path, width: 24, height: 24, scale: 2)
    path.evenOdd = true
    let evenOdd = try coverage(path, width: 24, height: 24, scale: 2)
    if abs(nonZero - evenOdd) > 0.002 { failures.append("\(glyph): \(nonZero) vs \(evenOdd)") }
  }
  #expect(failures.isEmpty, "\(failures)")
}

/// The outliner reads the installed name list: Material's `home` is U+E88A, MDI's `account` U+F004
/// (Data/README.md); a glyph the list lacks is an error naming it, not a fallback font's box.
@Test func theOutlinerFindsGlyphsByName() {
  #expect(IconFontOutliner.shared.codepoint(of: IconGlyph(set: .material, name: "home")) == 0xE88A)
  #expect(IconFontOutliner.shared.codepoint(of: IconGlyph(set: .mdi, name: "account")) == 0xF004)
  guard case .failure(let why) = IconFontOutliner.shared.outline(of: IconGlyph(set: .mdi, name: "no-such-glyph")) else {
    Issue.record("a missing glyph fails")
    return
  }
  #expect(why.reason.contains("no-such-glyph"))
}

/// A glyph that faces the other way from its SF Symbol (the map's note says to mirror it) is
/// drawn reflected: `bubble.right`'s tail points right, as SF's does.
@Test func glyphsTheMapSaysToMirrorAreDrawnReflected() throws {
  let m = try #require(SymbolMap.entries["bubble.right"])
  #expect(m.mirrored)
  let glyph = try IconFontOutliner.shared.outline(of: m.glyph).get()
  let drawn = try SymbolLibrary.drawing(named: "bubble.right", outlines: IconFontOutliner.shared).get()
  let reflected = SymbolLibrary.mappedDrawing(glyph: glyph.transformed(scaleX: -1, scaleY: 1, dx: 0, dy: 0), enclosure: nil)
  #expect(drawn == reflected)
  #expect(drawn != SymbolLibrary.mappedDrawing(glyph: glyph, enclosure: nil))
  #expect(!(try #require(SymbolMap.entries["house"])).mirrored)
}

/// Material's batteries stand up; SF's lie down with the terminal on the right: drawn turned a
/// quarter clockwise, so the box is wider than tall.
@Test func standingBatteriesAreTurnedToLieDown() throws {
  let m = try #require(SymbolMap.entries["battery.100"])
  #expect(m.turnedQuarter && !m.mirrored)
  let upright = SymbolLibrary.mappedDrawing(glyph: try IconFontOutliner.shared.outline(of: m.glyph).get(), enclosure: nil)
  #expect(upright.height > upright.width)
  let drawn = try SymbolLibrary.drawing(named: "battery.100", outlines: IconFontOutliner.shared).get()
  #expect(drawn.width > drawn.height)
  #expect(abs(drawn.width - upright.height) < 0.01 && abs(drawn.height - upright.width) < 0.01)
}

/// Only notes that say to mirror a glyph mirror it: `arrow.counterclockwise`'s says its glyph
/// is the mirror of another, and is drawn as it is.
@Test func onlyAnInstructionToMirrorMirrors() throws {
  let mirrored = SymbolMap.names.filter { SymbolMap.entries[$0]?.mirrored == true }
  #expect(mirrored == ["bubble.right", "bubble.right.fill", "circle.righthalf.filled", "goforward", "goforward.15"])
}

/// The SF names tab bars use most (Data/common-symbols.tsv, counted in 576 public SwiftUI files)
/// all draw something, and where SF has an outline and a `.fill` form, the two differ as SF's do:
/// the filled one carries clearly more ink (at least a tenth more) (issue 31 item 2: the selection cue of a tab bar).
@Test func theCommonNamesDrawAndTheirOutlineAndFillFormsDiffer() throws {
  let tsv = try String(contentsOf: root.appendingPathComponent("Data/common-symbols.tsv"), encoding: .utf8)
  let common = tsv.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) }
  #expect(common.count == 200)
  // No open set has a "10" in a square (Data/README.md lists the names not mapped).
  let undrawn = common.filter { SymbolLibrary.source(of: $0) == .unknown }
  #expect(undrawn == ["10.square.fill"], "\(undrawn)")
  func ink(_ name: String) throws -> Double {
    let d = try SymbolLibrary.drawing(named: name, outlines: IconFontOutliner.shared).get()
    return try coverage(d.path, width: d.width, height: d.height, scale: 2)
  }
  var pairs = 0
  var alike: [String] = []
  for name in common where !name.split(separator: ".").contains("fill") {
    let filled = name + ".fill"
    // Both forms drawn as themselves (a name in one form only is drawn as its other form).
    guard SymbolLibrary.source(of: filled) != .unknown, SymbolLibrary.drawnName(filled) == filled else { continue }
    pairs += 1
    let ratio = try ink(filled) / ink(name)
    if ratio < 1.1 { alike.append("\(name) \(ratio)") }
  }
  #expect(pairs >= 60, "\(pairs) outline/fill pairs")
  #expect(alike.isEmpty, "\(alike.count) of \(pairs) pairs draw alike: \(alike)")
}

/// Phosphor's glyphs come in weights, so a symbol's strokes follow the font's weight as SF's do:
/// ultra-light and thin draw the thin glyph, light the light one, bold the bold one; a filled glyph
/// has one weight.
@Test func symbolWeightsPickTheGlyphOfThatWeight() throws {
  let heart = try #require(SymbolMap.entries["heart"])
  #expect(heart.glyph(weight: 100).glyph.name == "heart-thin" && heart.glyph(weight: 200).drawnWeight == 200)
  #expect(heart.glyph(weight: 300).glyph.name == "heart-light")
  #expect(heart.glyph(weight: 600).glyph.name == "heart" && heart.glyph(weight: 600).drawnWeight == 400)
  #expect(heart.glyph(weight: 900).glyph.name == "heart-bold" && heart.glyph(weight: 900).drawnWeight == 700)
  #expect(try #require(SymbolMap.entries["heart.fill"]).glyph(weight: 700).glyph.name == "heart-fill")
  var inks: [Double] = []
  for weight in [100, 300, 400, 700] {
    let d = try SymbolLibrary.drawing(named: "heart", outlines: IconFontOutliner.shared, weight: weight).get()
    inks.append(try coverage(d.path, width: d.width, height: d.height))
  }
  #expect(inks == inks.sorted() && Set(inks).count == 4, "ink by weight \(inks)")
}

/// Icon fonts put glyphs at codepoints that Unicode deems one character (Phosphor's `star-fill`
/// at U+FA5D and `star-four-fill` at U+FA5E both decompose to U+8279): each is outlined for its
/// own glyph, whichever comes first. Compared as Swift strings, the two runs were one, and the
/// second symbol of a process drew the first one's outline (`sparkle` drew `star.fill`'s star).
@Test func iconsAtCanonicallyEqualCodepointsKeepTheirOwnOutlines() throws {
  #expect("\u{FA5D}" == "\u{FA5E}", "Swift's strings are equal here: what the runs must not be")
  let font = FontSpec(family: "Phosphor", size: 20)
  #expect(TextRun(string: "\u{FA5D}", font: font) != TextRun(string: "\u{FA5E}", font: font))
  let five = try IconFontOutliner.shared.outline(of: IconGlyph(set: .phosphor, name: "star-fill")).get()
  let four = try IconFontOutliner.shared.outline(of: IconGlyph(set: .phosphor, name: "star-four-fill")).get()
  #expect(five != four, "two stars, two outlines")
  let sparkle = try SymbolLibrary.drawing(named: "sparkle", outlines: IconFontOutliner.shared).get()
  let star = try SymbolLibrary.drawing(named: "star.fill", outlines: IconFontOutliner.shared).get()
  #expect(sparkle != star)
}

/// Beyond the common names too, an outline name draws another glyph than its `.fill` form, so an
/// unselected tab's outline differs from the selected one's fill (a shopping app's
/// `rectangle.grid.1x2`, `ticket`, `crown` drew one glyph for both). The names left are those no
/// installed set has an outline of (docs/research/icon-sets.md lists them).
@Test func everyOutlineNameDrawsAnotherGlyphThanItsFillForm() {
  let noOutline: Set = [
    "star.slash", "bookmark.slash", "location.slash", "lock.slash", "xmark.bin", "checkmark.seal", "giftcard", "photo.stack",
    "circle.grid.3x3", "guitars", "playpause", "binoculars", "backpack", "bathtub", "house.lodge", "hand.raised", "hand.wave",
    "tray.full",
  ]
  var alike: [String] = []
  for (name, entry) in SymbolMap.entries where !name.hasSuffix(".fill") {
    guard let filled = SymbolMap.entries[name + ".fill"] else { continue }
    if entry.glyph == filled.glyph && entry.enclosure == filled.enclosure { alike.append(name) }
  }
  #expect(Set(alike) == noOutline, "\(Set(alike).symmetricDifference(noOutline).sorted())")
}
