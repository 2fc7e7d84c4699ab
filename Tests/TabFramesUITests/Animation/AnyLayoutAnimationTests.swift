import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// Switching an `AnyLayout` keeps its subviews' identities: in an animated transaction they
// move from their places in one layout to their places in the other, as SwiftUI animates them
// (the reason `AnyLayout` exists, WWDC22 "Compose custom layouts with SwiftUI").

private struct Switcher: View {
  @State private var vertical = false
  var body: some View {
    let layout = vertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
    layout {
      Text("One")
      Text("Two")
    }
    .onTapGesture { withAnimation(.linear(duration: 0.4)) { vertical.toggle() } }
  }
}

@Test @MainActor func anAnyLayoutSwitchMovesItsSubviews() throws {
  let frames = try Stage(name: "switch", width: 300, height: 120) { Switcher() }.play([.hold(0.1), .tap("One")]).frames
  func two(_ frame: Frame) -> Rect? {
    frame.displayList.elements.first { if case .text(let run) = $0.content { run.string == "Two" } else { false } }?.frame
  }
  let start = try #require(frames.first.flatMap(two))
  let end = try #require(frames.last.flatMap(two))
  // Beside "One", then below it.
  #expect(end.y > start.y && end.x < start.x)
  let middle = try #require(two(frames[frames.count / 2 + 3]))
  #expect(middle.y > start.y && middle.y < end.y, "part-way down: \(start) \(middle) \(end)")
  #expect(middle.x < start.x && middle.x > end.x, "part-way across")
  // One text "Two" in every frame: moved, not removed and inserted.
  for f in frames {
    #expect(f.displayList.elements.filter { if case .text(let run) = $0.content { run.string == "Two" } else { false } }.count == 1)
  }
}
