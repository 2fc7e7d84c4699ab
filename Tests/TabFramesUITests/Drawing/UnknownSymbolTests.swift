import Foundation
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat
import Testing

@testable import TabFrames

// What a device shows for a name SF Symbols does not have: nothing, in no room, with a warning
// naming it and the nearest names TabFrames draws (issue 28 item 7). Scene files keep their
// visible placeholder (README, "Symbols").

private struct Misspelled: View {
  var body: some View {
    HStack(spacing: 0) {
      Image(systemName: "hosue")
      Text("Home")
    }
  }
}

@Test @MainActor func anUnknownSymbolDrawsNothingInNoRoom() throws {
  let stage = Stage(name: "misspelled", width: 200, height: 60) { Misspelled() }
  let leaves = try stage.layout()
  let symbol = try #require(leaves.first { $0.kind == "symbol" })
  #expect(symbol.frame.size == .zero)
  let text = try #require(leaves.first { $0.kind == "text" })
  let alone = try #require(try Stage(name: "alone", width: 200, height: 60) { Text("Home") }.layout().first)
  #expect(text.frame == alone.frame, "the text is laid out as if the image were not there")
  // Not drawn: no element, and no magenta in the picture.
  #expect(!(try stage.displayList()).elements.contains { if case .symbol = $0.content { true } else { false } })
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-unknown-symbol-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  try stage.render(formats: [.final], to: out.path)
  let image = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("misspelled.png"))))
  var magenta = 0
  for y in 0..<image.height {
    for x in 0..<image.width {
      let p = image[x, y]
      if p.r > 200 && p.b > 200 && p.g < 80 { magenta += 1 }
    }
  }
  #expect(magenta == 0)
  // The warning names it and the names nearest to it.
  let warnings = try stage.symbolWarnings()
  #expect(warnings.count == 1)
  #expect(warnings.first?.contains("no symbol named \"hosue\"") == true && warnings.first?.contains("house") == true, "\(warnings)")
  // It does not claim a device draws nothing (SF Symbols may have the name) and says how to draw it.
  #expect(warnings.first?.contains("as on a device") == false, "\(warnings)")
  #expect(warnings.first?.contains("addSymbol(named:svg:)") == true && warnings.first?.contains(".symbolset") == true, "\(warnings)")
  #expect(try Stage(name: "known", width: 100, height: 60) { Image(systemName: "house") }.symbolWarnings().isEmpty)
}

/// A character no installed font draws is named in a warning (issue 33 item 8): Pango draws it as
/// a box with its code, where a device would find a font; the rest of the text draws as it is.
/// U+0378 is unassigned, so no font will ever have it.
@Test @MainActor func charactersNoFontDrawsAreNamed() throws {
  let stage = Stage(name: "undrawn", width: 200, height: 60) {
    VStack {
      Text("Inbox \u{0378}\u{0378}")
      Text("Inbox")
    }
  }
  let warnings = try stage.symbolWarnings()
  #expect(
    warnings == [
      #"text "Inbox \#u{0378}\#u{0378}": no installed font draws "\#u{0378}" (U+378): drawn as boxes with their codes; install a font that has them (Debian's fonts-noto-cjk for Chinese, Japanese and Korean, fonts-noto-color-emoji for emoji)"#
    ], "\(warnings)")
}

/// A stage silences a warning by name as a scene's `"silence"` does (issue 30 item 5): the
/// symbol and the character still draw as before, and only the named warning goes.
@Test @MainActor func aStageSilencesTheWarningsItNames() throws {
  let stage = Stage(name: "noisy", width: 200, height: 60) {
    HStack {
      Image(systemName: "hosue")
      Text("Inbox \u{0378}")
    }
  }
  let all = try stage.symbolWarnings()
  #expect(all.count == 2, "a symbol and a character: \(all)")
  let quiet = stage.silencing(.symbol)
  #expect(quiet.silencedWarnings == [.symbol])
  let left = try quiet.symbolWarnings()
  #expect(left.map { $0.hasPrefix("text ") } == [true], "\(left)")
  var silent = quiet
  silent.silencedWarnings.insert(.font)
  #expect(try silent.symbolWarnings().isEmpty)
  #expect(try silent.play([]).frames.last?.displayList == (try stage.play([])).frames.last?.displayList, "the same picture")
}

/// A known name whose icon font cannot draw it (not installed, not loaded) is drawn as the
/// placeholder with a warning saying why, as docs/CI.md promises; it was drawn so silently.
@Test @MainActor func aMappedSymbolItsFontCannotDrawIsNamedWithTheReason() throws {
  struct NoFonts: SymbolOutlining {
    func outline(of glyph: IconGlyph) -> Result<PathData, IconGlyphUnavailable> {
      .failure(IconGlyphUnavailable("the font \"\(glyph.set.family)\" is not installed (scripts/setup installs \(glyph.set.package))"))
    }
  }
  guard case .mapped = SymbolLibrary.source(of: "cloud.sun.rain.fill") else {
    Issue.record("cloud.sun.rain.fill is drawn from an icon font")
    return
  }
  var stage = Stage(name: "weather", width: 120, height: 60) { Image(systemName: "cloud.sun.rain.fill") }
  #expect(try stage.symbolWarnings().isEmpty, "the installed font draws it")
  stage.symbolOutlines = NoFonts()
  let warnings = try stage.symbolWarnings()
  #expect(
    warnings.count == 1 && warnings[0].hasPrefix(#"symbol "cloud.sun.rain.fill" is drawn as the placeholder: the font ""#), "\(warnings)")
  #expect(try stage.silencing(.symbol).symbolWarnings().isEmpty)
}

/// A name in one form only draws its other form, with a warning that says so: SF's
/// `mountain.2.fill` (a photo gallery's empty tile) drew nothing, where the map has `mountain.2`.
/// A scene file's name does the same, and its warning names the scene.
@Test @MainActor func aNameInOneFormOnlyDrawsItsOtherForm() throws {
  func symbols(_ name: String) throws -> (list: DisplayList, warnings: [String]) {
    let stage = Stage(name: "tile", width: 120, height: 60) { Image(systemName: name).font(.title) }
    return (try stage.displayList(), try stage.symbolWarnings())
  }
  let filled = try symbols("mountain.2.fill")
  let outline = try symbols("mountain.2")
  let drawn = filled.list.elements.filter { if case .symbol = $0.content { true } else { false } }
  #expect(
    drawn.count == 1
      && drawn.map(\.frame) == outline.list.elements.filter { if case .symbol = $0.content { true } else { false } }.map(\.frame))
  #expect(outline.warnings.isEmpty)
  #expect(
    filled.warnings == [
      "symbol \"mountain.2.fill\" is drawn as \"mountain.2\", its other form: TabFrames does not draw \"mountain.2.fill\"; to draw it as your design does, give the stage an SVG with `addSymbol(named:svg:)` (see `tabframes symbols`)"
    ])
  // A name in neither form is still unknown.
  #expect(try symbols("mountain.9.fill").warnings.first?.hasPrefix("no symbol named \"mountain.9.fill\"") == true)
  #expect(SymbolLibrary.drawnName("mountain.2.fill") == "mountain.2" && SymbolLibrary.drawnName("house") == "house")
}

/// A tab bar's `.fill` variant is asked for only where the name has one of its own: a search
/// tab's `magnifyingglass` (SF has no `magnifyingglass.fill`) stays itself, with no warning about
/// a name the author never wrote; `house` still becomes `house.fill`, as every tab's symbol does.
@Test @MainActor func aTabBarsFillVariantDoesNotAskForAnOtherForm() throws {
  let stage = Stage(name: "tabs", width: 390, height: 200) {
    TabView {
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
      Text("Home").tabItem { Label("Home", systemImage: "house") }
    }
  }
  let warnings = try stage.symbolWarnings()
  #expect(warnings.isEmpty, "\(warnings)")
  let names = try stage.displayList().elements.compactMap { if case .symbol(let name, _) = $0.content { name } else { nil } }
  #expect(names == ["magnifyingglass", "house.fill"], "a tab bar's symbols take .fill where they have it: \(names)")
  let filled = try Stage(name: "fill", width: 100, height: 60) { Image(systemName: "house").symbolVariant(.fill) }.displayList()
  #expect(filled.elements.contains { if case .symbol("house.fill", _) = $0.content { true } else { false } })
}
