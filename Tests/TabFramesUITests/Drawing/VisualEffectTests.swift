import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

// iOS 17's `visualEffect`: an effect made from where the view is placed, which moves nothing
// else. `.scrollView` is the nearest scroll view's visible area.

private func texts(_ elements: [Element]) -> [String: Rect] {
  var found: [String: Rect] = [:]
  for element in elements { if case .text(let run) = element.content { found[run.string] = element.frame } }
  return found
}

@Test @MainActor func aVisualEffectIsMadeFromWhereTheViewIsInItsScrollView() throws {
  let stage = Stage(name: "visual-effect", width: 200, height: 220) {
    VStack(spacing: 0) {
      Color.gray.frame(height: 20)
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<3) { i in
            Text("Row \(i)").frame(width: 100, height: 50, alignment: .leading)
              .visualEffect { content, proxy in
                content.offset(x: proxy.frame(in: .scrollView).minY / 10).opacity(proxy.frame(in: .global).minY > 60 ? 0.5 : 1)
              }
          }
          Text("Plain").frame(width: 100, height: 50, alignment: .leading)
        }
      }
    }
  }
  let elements = try stage.displayList().elements
  let frames = texts(elements)
  let plain = try #require(frames["Plain"])
  // Rows at 0, 50 and 100 pt in the scroll view (20, 70, 120 on the screen): moved 0, 5 and 10.
  for i in 0..<3 {
    let row = try #require(frames["Row \(i)"])
    #expect(abs(row.minX - (plain.minX + 5 * CGFloat(i))) < 0.01, "row \(i): \(row.minX)")
    #expect(abs(row.minY - (20 + 50 * CGFloat(i)) - (plain.minY - 170)) < 0.01, "nothing moves down: \(row.minY)")
  }
  let faded = elements.filter { if case .text(let r) = $0.content { r.string.hasPrefix("Row") } else { false } }.map(\.opacity)
  #expect(faded == [1, 0.5, 0.5], "the effect reads the global frame too: \(faded)")
}
