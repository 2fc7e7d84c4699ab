import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import TabFramesValues
import Testing

// `minimumScaleFactor`: a text that does not fit in its lines is drawn smaller, down to the
// factor, before it is cut, as SwiftUI shrinks a balance or a title to fit.

@MainActor private func run(_ text: String, width: CGFloat = 361, _ view: some View) throws -> (TextRun, Rect) {
  let list = try Stage(name: "shrink", width: width, height: 300) { view }.displayList()
  let e = try #require(list.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } })
  guard case .text(let r) = e.content else { throw CancellationError() }
  return (r, e.frame)
}

@Test @MainActor func aTextShrinksToFitBeforeItIsCut() throws {
  let balance = "$1,234,567.89"
  let big = Font.system(size: 60, weight: .bold)
  // Too wide at 60 pt: shrunk until its whole width fits, no smaller.
  let (shrunk, frame) = try run(balance, Text(balance).font(big).lineLimit(1).minimumScaleFactor(0.5))
  #expect(shrunk.font.size < 60 && shrunk.font.size > 40, "\(shrunk.font.size)")
  let measurer = PangoTextMeasurer()
  var unwrapped = shrunk
  unwrapped.wrapWidth = nil
  let width = measurer.measure(unwrapped).width
  #expect(width <= 361 + 0.5 && width > 361 * 0.95, "fits the line, nearly filling it: \(width)")
  #expect(frame.height < shrunk.font.size * 1.3, "one line of the smaller font: \(frame)")
  // Without the factor it keeps its size (and is cut); a factor too large to reach a fit stops
  // at the factor.
  #expect(try run(balance, Text(balance).font(big).lineLimit(1)).0.font.size == 60)
  #expect(abs(try run(balance, Text(balance).font(big).lineLimit(1).minimumScaleFactor(0.95)).0.font.size - 57) < 0.01)
  // A text that fits keeps its size.
  #expect(try run("$12.50", Text("$12.50").font(big).lineLimit(1).minimumScaleFactor(0.5)).0.font.size == 60)
  // Two lines allowed: shrunk until it wraps into two.
  let long = "Welcome back to your reading list, Alexandra"
  let (two, twoFrame) = try run(long, width: 200, Text(long).font(.title).lineLimit(2).minimumScaleFactor(0.5))
  #expect(two.font.size < 28 && two.font.size >= 14, "\(two.font.size)")
  #expect(twoFrame.height < 2.6 * two.font.size * 1.25, "two lines: \(twoFrame)")
}
