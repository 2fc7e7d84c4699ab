import Foundation
import Testing

@testable import TabFrames

// `listRowSpacing(_:)` sets a list's rows apart, each on a card of its own with no separators
// between, and `listSectionSpacing(_:)` sets the room between sections. Both were accepted and
// drew nothing.

@MainActor private func leaves(_ view: some View) throws -> [Stage.Leaf] {
  try Stage(name: "spacing", width: 390, height: 500) { view }.layout()
}

private func rowFrame(_ leaves: [Stage.Leaf], _ text: String) -> CGRect? { leaves.first { $0.text == text }?.frame }

@MainActor private var list: some View {
  List {
    Section {
      Text("A")
      Text("B")
    }
    Section { Text("C") }
  }
}

@Test @MainActor func listRowSpacingSetsRowsApartOnCardsOfTheirOwn() throws {
  let plain = try leaves(list)
  let spaced = try leaves(list.listRowSpacing(10))
  let (a0, b0) = (try #require(rowFrame(plain, "A")), try #require(rowFrame(plain, "B")))
  let (a, b) = (try #require(rowFrame(spaced, "A")), try #require(rowFrame(spaced, "B")))
  // A row is 44 pt; the separator's third of a point between touching rows gives way to the room.
  #expect(abs(b.minY - a.minY - 54) < 0.01 && abs(b0.minY - a0.minY - 44 - 1.0 / 3) < 0.01, "\(b0.minY - a0.minY) → \(b.minY - a.minY)")
  func separators(_ l: [Stage.Leaf]) -> Int { l.filter { abs($0.frame.height - 1.0 / 3) < 0.01 }.count }
  #expect(separators(plain) == 1 && separators(spaced) == 0, "no separators between spaced rows")
  let cards = spaced.filter { $0.kind == "shape" && $0.frame.width == 358 }
  #expect(cards.count == 3, "a rounded card for each row: \(cards.map(\.frame))")
}

@Test @MainActor func listSectionSpacingSetsTheRoomBetweenSections() throws {
  func gap(_ l: [Stage.Leaf]) throws -> CGFloat { try #require(rowFrame(l, "C")).minY - (try #require(rowFrame(l, "B"))).minY }
  let standard = try gap(try leaves(list))
  #expect(try gap(try leaves(list.listSectionSpacing(20))) == standard - 15, "20 pt in place of 35")
  #expect(try gap(try leaves(list.listSectionSpacing(.custom(50)))) == standard + 15)
  #expect(try gap(try leaves(list.listSectionSpacing(.default))) == standard)
  let first = try #require(rowFrame(try leaves(list.listSectionSpacing(5)), "A")).minY
  #expect(first == (try #require(rowFrame(try leaves(list), "A"))).minY, "the first section keeps its place")
}
