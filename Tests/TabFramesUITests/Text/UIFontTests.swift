import TabFrames
import TabFramesDisplayList
import Testing

// UIKit's fonts as SwiftUI code uses them: `Font(UIFont.systemFont(ofSize:weight:))`,
// `Font(.preferredFont(forTextStyle:))`.

@MainActor private func runFont(_ font: Font) throws -> (size: Double, weight: String, italic: Bool) {
  let list = try Stage(name: "font", width: 200, height: 60) { Text("Aa").font(font) }.displayList()
  guard case .text(let run)? = list.elements.first?.content else { throw Failure() }
  return (run.font.size, run.font.weight.rawValue, run.font.italic)
}

private struct Failure: Error {}

@Test @MainActor func uiKitFontsAreSwiftUIsFonts() throws {
  #expect(try runFont(Font(UIFont.systemFont(ofSize: 13, weight: .semibold))) == (13, "semibold", false))
  #expect(try runFont(Font(UIFont.boldSystemFont(ofSize: 20))) == (20, "bold", false))
  #expect(try runFont(Font(UIFont.italicSystemFont(ofSize: 15))) == (15, "regular", true))
  // A text style's font is SwiftUI's (headline: 17 pt semibold at the default size).
  #expect(try runFont(Font(UIFont.preferredFont(forTextStyle: .headline))) == runFont(.headline))
  #expect(try runFont(Font(UIFont.preferredFont(forTextStyle: .caption1))) == runFont(.caption))
  // A weight between UIKit's named ones takes the nearest.
  #expect(try runFont(Font(UIFont.systemFont(ofSize: 11, weight: UIFont.Weight(0.25)))).weight == "medium")
  #expect(UIFont(name: "Inter", size: 12)?.withSize(14).pointSize == 14)
}
