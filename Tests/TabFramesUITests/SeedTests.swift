import Foundation
import TabFramesAnimation
import TabFramesLayout
import Testing

@testable import TabFrames
@testable import TabFramesSeeds

/// The seeds' own code (Examples/Seeds), run frame by frame: what each does, as its code says.

/// Seed 004: a tap runs the tab's `withAnimation { self.tabindex = … }` (the default animation:
/// easeInOut 0.35 s on the iOS 16 era of the stage), the white circle moves by its offset
/// (a third of the width from tab to tab) and the tapped symbol grows to 1.5×.
@Test @MainActor func seed004sCircleMovesByItsOffset() throws {
  let frames = try Seed004.stage.play([.hold(0.1), .tap("cart.fill")]).frames
  func circle(_ i: Int) throws -> Element {
    try #require(frames[i].displayList.elements.first { if case .ellipse = $0.content { true } else { false } })
  }
  let start = try circle(0).frame
  let end = try circle(frames.count - 1).frame
  #expect(abs((end.midX - start.midX) - 390.0 / 3) < 0.34, "from home's third to cart's: \(start.midX) → \(end.midX)")
  #expect(start.width == 90 && end.width == 90, "a 90 pt circle")
  // The tap at 0.1 s (frame 6) starts the curve; halfway in time (0.275 s, after 10.5 frames)
  // easeInOut is halfway along.
  #expect(try circle(6).frame.midX == start.midX)
  let half = (try circle(16).frame.midX + (try circle(17).frame.midX)) / 2
  #expect(abs(half - (start.midX + end.midX) / 2) < 3, "eased: about halfway at 0.275 s")
  #expect(frames.count == 6 + 21 + 1, "0.35 s of motion after the tap, at 60 fps")
  // The selected symbol scales to 1.5, the others back to 1.
  let cart = try #require(
    frames.last?.displayList.elements.first { if case .symbol(let n, _) = $0.content { n == "cart.fill" } else { false } })
  #expect(cart.scale == 1.5)
}
