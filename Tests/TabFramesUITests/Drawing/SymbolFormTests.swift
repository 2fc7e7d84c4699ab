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
