import Foundation
import TabFramesRender
import Testing

@testable import TabFrames

// A list row's traits, as SwiftUI's row modifiers set them: its background, its insets, its
// separators; the list's own background; a navigation link as a row.

/// A pixel of a scale-3 render at a point, in both renders (PNG and the SVG through librsvg).
@MainActor private func pixels(_ r: (png: RGBAImage, svg: RGBAImage, svgText: String, leaves: [Stage.Leaf]), _ x: CGFloat, _ y: CGFloat)
  -> [[Int]]
{
  [r.png, r.svg].map { image in
    let p = image[Int(x * 3), Int(y * 3)]
    return [Int(p.r), Int(p.g), Int(p.b)]
  }
}

private func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 3 } }

private let groupedBackground = [242, 242, 247]
private let white = [255, 255, 255]
private let orange = [255, 149, 0]

@Test @MainActor func aRowsListRowBackgroundTakesTheCardsPlace() throws {
  let list = List {
    Text("Orange").listRowBackground(Color.orange)
    Text("Clear").listRowBackground(Color.clear)
    Text("Card")
    Text("Back").listRowBackground(nil as Color?)
  }
  let r = try rendered("row-backgrounds", 390, 300, list)
  func row(_ text: String) throws -> CGRect { try #require(r.leaves.first { $0.text == text }).frame }
  for p in pixels(r, 24, try row("Orange").midY) { #expect(near(p, orange), "the orange row: \(p)") }
  for p in pixels(r, 24, try row("Clear").midY) { #expect(near(p, groupedBackground), "the clear row shows the list: \(p)") }
  for p in pixels(r, 24, try row("Card").midY) { #expect(near(p, white), "a row without one keeps the card: \(p)") }
  for p in pixels(r, 24, try row("Back").midY) { #expect(near(p, white), "nil gives the card back: \(p)") }
  // The orange row is cut to the card's rounded corner.
  let top = try row("Orange").midY - 22
  for p in pixels(r, 16.5, top + 0.5) { #expect(near(p, groupedBackground), "the card's corner is round: \(p)") }
  for p in pixels(r, 30, top + 1) { #expect(near(p, orange), "inside the corner: \(p)") }
}

/// A section's row modifier applies to each of its rows; a `ForEach`'s to each row it makes.
@Test @MainActor func aSectionsOrForEachsListRowBackgroundColoursEachRow() throws {
  let list = List {
    Section {
      Text("One"); Text("Two")
    }.listRowBackground(Color.orange)
    Section { ForEach(["Three", "Four"], id: \.self) { Text($0) }.listRowBackground(Color.orange) }
  }
  let r = try rendered("section-backgrounds", 390, 400, list)
  for name in ["One", "Two", "Three", "Four"] {
    let frame = try #require(r.leaves.first { $0.text == name }).frame
    for p in pixels(r, 24, frame.midY) { #expect(near(p, orange), "\(name): \(p)") }
  }
}

@Test @MainActor func listRowInsetsReplaceTheRowsPadding() throws {
  let stage = Stage(name: "insets", width: 390, height: 300) {
    List {
      Text("Flush").listRowInsets(EdgeInsets())
      Text("Default")
      Text("Indented").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
      Text("Restored").listRowInsets(nil)
    }
  }
  let leaves = try stage.layout()
  func minX(_ text: String) throws -> CGFloat { try #require(leaves.first { $0.text == text }).frame.minX }
  // The inset grouped card starts 16 pt in; a row's content 16 pt further by default.
  #expect(try minX("Flush") == 16)
  #expect(try minX("Default") == 32)
  #expect(try minX("Indented") == 56)
  #expect(try minX("Restored") == 32)
  // A row without insets is still 44 pt tall.
  let flush = try #require(leaves.first { $0.text == "Flush" }).frame
  let next = try #require(leaves.first { $0.text == "Default" }).frame
  #expect(abs(next.midY - flush.midY - (44 + 1.0 / 3)) < 0.5, "\(flush) \(next)")
}

@Test @MainActor func listRowSeparatorHiddenTakesAwayTheLinesAtItsEdges() throws {
  let stage = Stage(name: "separators", width: 390, height: 400) {
    List {
      Text("A")
      Text("B").listRowSeparator(.hidden)
      Text("C")
      Text("D").listRowSeparator(.hidden, edges: .bottom)
      Text("E")
      Text("F").listRowSeparator(.visible)
    }
  }
  let leaves = try stage.layout()
  let lines = leaves.filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }.map(\.frame.midY)
  func y(_ text: String) throws -> CGFloat { try #require(leaves.first { $0.text == text }).frame.midY }
  // A|B and B|C are B's (all edges), D|E is D's bottom: C|D and E|F remain.
  try #require(lines.count == 2, "\(lines)")
  #expect(try lines[0] > y("C") && lines[0] < y("D"))
  #expect(try lines[1] > y("E") && lines[1] < y("F"))
}

@Test @MainActor func scrollContentBackgroundHiddenShowsWhatIsBehindTheList() throws {
  let view = ZStack {
    Color.orange
    List { Text("Row") }.scrollContentBackground(.hidden)
  }
  let r = try rendered("content-background", 390, 300, view)
  let row = try #require(r.leaves.first { $0.text == "Row" }).frame
  for p in pixels(r, 5, 5) { #expect(near(p, orange), "behind the list: \(p)") }
  for p in pixels(r, 24, row.midY) { #expect(near(p, white), "the card stays: \(p)") }
  // Shown (the default), the list's own background covers what is behind it.
  let shown = try rendered(
    "content-background-shown", 390, 300,
    ZStack {
      Color.orange; List { Text("Row") }
    })
  for p in pixels(shown, 5, 5) { #expect(near(p, groupedBackground), "\(p)") }
}

/// In a list or form, a navigation link is a row: its label in the primary colour and a
/// disclosure chevron at the trailing edge; elsewhere it is drawn as a button, in the tint.
@Test @MainActor func aNavigationLinkInAFormIsARowWithAChevron() throws {
  let view = NavigationStack {
    Form {
      NavigationLink("Privacy") { Text("Privacy") }
    }
  }
  let r = try rendered("navigation-row", 390, 300, view)
  let chevron = try #require(r.leaves.first { $0.kind == "symbol" && $0.id.contains("chevron") || $0.text == "chevron.right" })
  #expect(abs(chevron.frame.maxX - (390 - 32)) < 1, "at the row's trailing inset: \(chevron.frame)")
  let label = try #require(r.leaves.first { $0.text == "Privacy" })
  #expect(label.color == .primary, "the label is not tinted")
  let alone = try Stage(name: "link", width: 200, height: 100) { NavigationLink("Privacy") { Text("Privacy") } }.layout()
  #expect(!alone.contains { $0.kind == "symbol" }, "outside a list, no chevron")
}

/// `listRowSeparatorTint` colours the row's lines (between two rows, the upper row's bottom tint
/// wins, else the lower row's top one); `\.defaultMinListRowHeight` is the least a row is tall.
@Test @MainActor func aRowsSeparatorTintAndTheListsMinimumRowHeight() throws {
  let list = List {
    Text("A").listRowSeparatorTint(.orange)
    Text("B")
    Text("C")
    Text("D").listRowSeparatorTint(.orange, edges: .top)
  }
  .environment(\.defaultMinListRowHeight, 60)
  let r = try rendered("separator-tint", 390, 400, list)
  let lines = r.leaves.filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }.sorted { $0.frame.minY < $1.frame.minY }
  try #require(lines.count == 3, "\(lines.map(\.frame))")
  // A's bottom, then the system's, then D's top, drawn in the tint (the line is a third of a
  // point: at scale 3 a whole pixel row).
  for (line, tinted) in zip(lines, [true, false, true]) {
    for p in pixels(r, 200, line.frame.midY) { #expect(near(p, orange) == tinted, "\(line.frame): \(p)") }
  }
  func y(_ text: String) throws -> CGFloat { try #require(r.leaves.first { $0.text == text }).frame.midY }
  #expect(abs(try y("B") - y("A") - (60 + 1.0 / 3)) < 0.5, "rows 60 pt tall")
}

/// A list at a navigation stack's root: its background reaches under the bar and its large title
/// (the bar is the list's safe area), and with `scrollContentBackground(.hidden)` the window's own
/// background shows there instead (a list found at the root had its colour painted behind the
/// whole screen, hidden or not).
@Test @MainActor func aListsBackgroundUnderTheBarIsTheListsOwn() throws {
  let shown = try rendered("list-under-bar", 390, 300, NavigationStack { List { Text("Row") }.navigationTitle("Inbox") })
  for p in pixels(shown, 5, 5) { #expect(near(p, groupedBackground), "under the bar: \(p)") }
  let hidden = try rendered(
    "hidden-under-bar", 390, 300, NavigationStack { List { Text("Row") }.scrollContentBackground(.hidden).navigationTitle("Inbox") })
  for p in pixels(hidden, 5, 5) { #expect(near(p, white), "the window's: \(p)") }
  let row = try #require(hidden.leaves.first { $0.text == "Row" }).frame
  for p in pixels(hidden, 24, row.midY) { #expect(near(p, white), "the card: \(p)") }
  for p in pixels(hidden, 5, row.midY) { #expect(near(p, white), "beside the card, the window: \(p)") }
}
