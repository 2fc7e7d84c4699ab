import TabFrames
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

// UIKit's colours as SwiftUI code draws them: `Color(.systemGroupedBackground)`,
// `Color(uiColor:)`, dynamic providers, each in light and dark (docs/FIDELITY.md §6).

/// The colour a view's one rectangle is drawn in, in an appearance.
@MainActor private func drawn(_ color: Color, _ appearance: Appearance) throws -> RGBA {
  let stage = Stage(name: "colour", width: 20, height: 20, appearance: appearance) { Rectangle().fill(color) }
  let element = try #require(try stage.displayList().elements.first)
  return element.color
}

private func hex(_ c: RGBA) -> String {
  func byte(_ v: Double) -> String {
    let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
    return s.count == 1 ? "0" + s : s
  }
  return byte(c.r) + byte(c.g) + byte(c.b) + (c.a < 1 ? "@" + String(format2(c.a)) : "")
}

private func format2(_ v: Double) -> String { String(Double(Int((v * 100).rounded())) / 100) }

@Test @MainActor func semanticColoursFollowTheAppearance() throws {
  let cases: [(UIColor, light: String, dark: String)] = [
    (.systemGroupedBackground, "F2F2F7", "000000"),
    (.secondarySystemGroupedBackground, "FFFFFF", "1C1C1E"),
    (.systemBackground, "FFFFFF", "000000"),
    (.label, "000000", "FFFFFF"),
    (.secondaryLabel, "3C3C43@0.6", "EBEBF5@0.6"),
    (.systemGray4, "D1D1D6", "3A3A3C"),
    (.systemGray6, "F2F2F7", "1C1C1E"),
    (.opaqueSeparator, "C6C6C8", "38383A"),
    (.systemFill, "787880@0.2", "787880@0.36"),
    (.systemBlue, "007AFF", "0A84FF"),
  ]
  for (color, light, dark) in cases {
    #expect(hex(try drawn(Color(color), .light)) == light)
    #expect(hex(try drawn(Color(uiColor: color), .dark)) == dark)
  }
}

/// UIKit's fixed colours are exact components, unlike SwiftUI's adaptive ones of the same name.
@Test @MainActor func uiKitsRedIsPureRed() throws {
  #expect(hex(try drawn(Color(.red), .light)) == "FF0000")
  #expect(hex(try drawn(Color.red, .light)) == "FF3B30")
  #expect(hex(try drawn(Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)), .dark)) == "336699")
  #expect(hex(try drawn(Color(.black.withAlphaComponent(0.5)), .light)) == "000000@0.5")
}

/// A dynamic provider is asked for each appearance, as UIKit asks it for the traits it draws with.
@Test @MainActor func aDynamicProviderGivesEachAppearanceItsColour() throws {
  let brand = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
  }
  #expect(hex(try drawn(Color(brand), .light)) == "FFCC00")
  #expect(hex(try drawn(Color(uiColor: brand), .dark)) == "1A1A1A")
  // Opacity applies on top of either side.
  #expect(hex(try drawn(Color(brand).opacity(0.5), .dark)) == "1A1A1A@0.5")
}
