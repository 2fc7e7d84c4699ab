import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import TabFramesValues
import Testing

// `lineSpacing(_:)`: points between a text's lines, which take room in its frame and are drawn.

@MainActor private func texts(_ view: some View, width: CGFloat = 300) throws -> [(TextRun, Rect)] {
  try Stage(name: "spacing", width: width, height: 600) { view }.displayList().elements.compactMap { e in
    if case .text(let r) = e.content { (r, e.frame) } else { nil }
  }
}

@Test @MainActor func lineSpacingSpacesTheLinesAndTakesRoom() throws {
  let three = "Line one\nLine two\nLine three"
  let plain = try #require(try texts(Text(three)).first)
  let spaced = try #require(try texts(Text(three).lineSpacing(8)).first)
  #expect(abs(spaced.1.height - plain.1.height - 16) < 0.5, "two gaps of 8 pt: \(plain.1), \(spaced.1)")
  #expect(spaced.0.lineSpacing == 8 && plain.0.lineSpacing == 0)
  // Wrapped: the drawn text (measured as the renderer lays it out) fills the frame, and what
  // follows comes after it.
  let long = "A longer paragraph of onboarding copy that wraps onto several lines at this width."
  let items = try texts(
    VStack(alignment: .leading, spacing: 0) {
      Text(long).lineSpacing(6)
      Text("After")
    }, width: 200)
  let (run, frame) = try #require(items.first { $0.0.string == long })
  let drawn = PangoTextMeasurer().measure(run)
  #expect(drawn.lineCount >= 3 && abs(drawn.height - frame.height) < 1, "\(drawn.lineCount) lines, \(drawn.height) in \(frame)")
  let after = try #require(items.first { $0.0.string == "After" })
  #expect(abs(after.1.minY - frame.maxY) < 0.5, "\(after.1) after \(frame)")
}
