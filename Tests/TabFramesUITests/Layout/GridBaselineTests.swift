import Foundation
import TabFrames
import Testing

/// A row aligned by its first text baseline puts its cells' baselines on one line, as a stack
/// does: a row of one font sits where a centred one would, and a caption beside a title sits
/// as an `HStack(alignment: .firstTextBaseline)` puts it. Each cell was put alone on its
/// rectangle's bottom, the row's text 4 pt low (a nutrition card's middle row).
@Test @MainActor func aBaselineAlignedGridRowPutsItsCellsOnOneBaseline() throws {
  func rows(_ baseline: Bool) throws -> [LayoutLeaf] {
    try Stage(name: "grid", width: 390, height: 300) {
      Grid(alignment: .leading, verticalSpacing: 8) {
        GridRow {
          Text("Calories"); Text("540")
        }
        GridRow(alignment: baseline ? .firstTextBaseline : nil) {
          Text("Protein"); Text("32")
        }
        GridRow(alignment: .firstTextBaseline) {
          Text("Fat").font(.caption); Text("12").font(.title)
        }
      }
    }.layout()
  }
  func frame(_ leaves: [LayoutLeaf], _ text: String) throws -> CGRect { try #require(leaves.first { $0.text == text }).frame }
  let (aligned, centred) = (try rows(true), try rows(false))
  #expect(try frame(aligned, "Protein") == frame(centred, "Protein") && frame(aligned, "32") == frame(centred, "32"))
  let stack = try Stage(name: "stack", width: 390, height: 300) {
    HStack(alignment: .firstTextBaseline) {
      Text("Fat").font(.caption); Text("12").font(.title)
    }
  }.layout()
  let inGrid = try frame(aligned, "Fat").minY - frame(aligned, "12").minY
  let inStack = try frame(stack, "Fat").minY - frame(stack, "12").minY
  #expect(abs(inGrid - inStack) < 0.01 && inStack > 5, "the caption as far below the title's top: \(inGrid), \(inStack)")
}
