import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import Testing

// `redacted(reason: .placeholder)` as SwiftUI draws a loading state: each text a rounded bar per
// line, as long as the line, in the text's colour faded; the layout unchanged; `unredacted()`
// texts drawn as they are. A skeleton feed drew its placeholder strings as text. (Apple masks
// images too; a stage does not yet: docs/SWIFTUI.md.)

private struct Row: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Article title").font(.headline)
      Text("A short summary of the article that runs on for two lines in the row.").lineLimit(2)
      HStack {
        Image(systemName: "heart")
        Text("2h").unredacted()
      }
    }
    .frame(width: 240)
  }
}

@Test @MainActor func aPlaceholderDrawsABarForEachLineOfText() throws {
  let plain = Stage(name: "row", width: 300, height: 200) { Row() }
  let redacted = Stage(name: "row", width: 300, height: 200) { Row().redacted(reason: .placeholder) }
  #expect(try plain.layout().map(\.frame) == redacted.layout().map(\.frame), "the layout does not change")
  let list = try redacted.displayList()
  let texts = list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
  #expect(texts == ["2h"], "only the unredacted text is drawn as text: \(texts)")
  let bars = list.elements.filter { if case .symbol(name: "shape", _) = $0.content { true } else { false } }
  #expect(bars.count == 2)
  func lines(_ e: Element) -> Int {
    guard case .symbol(_, let path) = e.content else { return 0 }
    return path.elements.filter { if case .move = $0 { true } else { false } }.count
  }
  #expect(bars.map(lines) == [1, 2], "a bar for each line: the title's one, the summary's two")
  #expect(bars.allSatisfy { abs($0.color.a - 0.16) < 0.001 && $0.color.r == 0 }, "black text faded: \(bars.map(\.color.hexString))")
  // Drawn: grey where the title's letters were, in PNG and in SVG alike.
  let (png, svg, _, leaves) = try rendered("redacted", 300, 200, Row().redacted(reason: .placeholder))
  let title = try #require(leaves.first { $0.text == "Article title" }).frame
  let centre = png[Int(title.midX * 3), Int(title.midY * 3)]
  #expect(centre.r > 200 && centre.r < 230 && centre.r == centre.g, "a light grey bar: \(centre)")
  let (share, _) = blockDifference(png, svg)
  #expect(share <= 0.02, "PNG and SVG agree: \(share)")
}

/// A redacted text squeezed to no width draws nothing (its bars are in its frame's unit square).
@Test @MainActor func aRedactedTextWithNoWidthDrawsNothing() throws {
  let list = try Stage(name: "squeezed", width: 200, height: 100) {
    Text("Placeholder").frame(width: 0).redacted(reason: .placeholder)
  }.displayList()
  #expect(!list.elements.contains { if case .symbol = $0.content { true } else { false } })
}
