import Foundation
import Testing

@testable import TabFramesUI

/// A scroll view's content of several views is stacked along its axis, as SwiftUI's implicit
/// stack does: `ScrollView { ForEach … }` and a closure of several views (here Groups of them, as
/// a public settings screen writes its sections) make a column, spaced as a VStack; a horizontal
/// one makes a row. They were drawn on top of one another, every section at the top.
@Test @MainActor func aScrollViewStacksSeveralViewsAlongItsAxis() throws {
  struct Section<Content: View>: View {
    let title: String
    let content: () -> Content
    var body: some View {
      Group {
        Text(title); content()
      }
    }
  }
  struct Column: View {
    var body: some View {
      ScrollView {
        Group {
          Section(title: "Toggle") { Text("on") }
          Section(title: "Slider") { Text("half") }
        }
        ForEach(0..<2) { Text("row \($0)") }
      }
    }
  }
  let column = try leaves(Column(), width: 390, height: 600).filter { $0.kind == "text" }
  #expect(column.map(\.text) == ["Toggle", "on", "Slider", "half", "row 0", "row 1"])
  for (upper, lower) in zip(column, column.dropFirst()) {
    #expect(abs(lower.frame.minY - upper.frame.maxY - 8) < 0.01, "\(upper.text ?? "") then \(lower.text ?? ""), 8 pt apart")
    #expect(abs(lower.frame.midX - 195) < 0.01, "centred across, as a VStack")
  }
  struct Row: View {
    var body: some View { ScrollView(.horizontal) { ForEach(0..<3) { Text("item \($0)") } } }
  }
  let row = try leaves(Row(), width: 390, height: 100).filter { $0.kind == "text" }
  for (left, right) in zip(row, row.dropFirst()) {
    #expect(abs(right.frame.minX - left.frame.maxX - 8) < 0.01 && left.frame.midY == right.frame.midY, "\(row.map(\.frame))")
  }
}
