import Foundation
import Testing

@testable import TabFramesUI

/// iOS 17's `containerRelativeFrame` (Apple's documentation: "the container is the nearest
/// ancestor scroll view, or the window"), `contentMargins` and the scroll-target names paging
/// carousels use. Texts measure 10 pt a character.

@Test @MainActor func pagesAreAsWideAsTheirScrollView() throws {
  let l = try leaves(
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { page in
          Text("Page \(page)").containerRelativeFrame(.horizontal).id(page)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .scrollIndicators(.hidden)
    .frame(width: 300, height: 80), width: 390, height: 100)
  let pages = (0..<3).compactMap { frame(l, "Page \($0)") }
  #expect(pages.count == 3)
  // Each page's text centred in a 300 pt frame: the pages 300 pt apart, the second out of view
  // at the first's place plus 300.
  #expect(pages[1].midX - pages[0].midX == 300)
  #expect(pages[0].midX == 195, "the scroll view at 45, its first page centred in 300")
}

@Test @MainActor func cardsTakeTheirShareLessTheContentMargins() throws {
  let l = try leaves(
    ScrollView(.horizontal) {
      HStack(spacing: 16) {
        ForEach(0..<4, id: \.self) { _ in
          RoundedRectangle(cornerRadius: 20).fill(.blue).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 16)
            .frame(height: 100)
        }
      }
    }
    .contentMargins(.horizontal, 20, for: .scrollContent), width: 390, height: 200)
  let cards = l.filter { $0.kind == "shape" }.map(\.frame)
  #expect(cards.count == 4)
  // The container: 390 less 2 × 20 = 350; a column (350 − 2 × 16) / 3 = 106; two of them and
  // the spacing between: 228.
  #expect(cards.allSatisfy { abs($0.width - 228) < 0.01 }, "\(cards.map(\.width))")
  #expect(cards[0].minX == 20, "the content margin")
  #expect(abs(cards[1].minX - cards[0].maxX - 16) < 0.01)
}

@Test @MainActor func withoutAScrollViewTheWindowIsTheContainer() throws {
  let l = try leaves(
    VStack {
      Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : length / 4 }
    }, width: 390, height: 100)
  #expect(l.first?.frame.size == CGSize(width: 195, height: 25))
}
