import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

/// A horizontal scroll view's row scrolled out of the vertical scroll view around it is cut to
/// nothing: where the two viewports do not meet the clip is a finite rectangle of no size, which
/// every renderer can place (it was `CGRect.null`, an infinite origin).
@Test @MainActor func aRowScrolledOutOfItsOuterScrollViewIsCutToNothingFinite() throws {
  let stage = Stage(name: "rows", width: 200, height: 300) {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<4) { row in
          ScrollView(.horizontal) {
            HStack { ForEach(0..<3) { i in Color.blue.frame(width: 150, height: 200).accessibilityIdentifier("r\(row)c\(i)") } }
          }
        }
      }
    }
  }
  let list = try stage.displayList()
  let hidden = try #require(list.elements.first { $0.id.hasSuffix("r3c0") })
  let clip = try #require(hidden.clip)
  let values = [clip.x, clip.y, clip.width, clip.height]
  #expect(values.allSatisfy { $0.isFinite }, "\(clip)")
  #expect(clip.height == 0 && clip.y >= 300, "below the outer view's bottom edge, of no height: \(clip)")
  let shown = try #require(list.elements.first { $0.id.hasSuffix("r0c0") }?.clip)
  #expect(shown.height == 200 && shown.width == 200, "\(shown)")
}
