import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// A menu springs out of its button and goes back faster than it came, as iOS presents one.

private struct Sorting: View {
  @State private var order = "Date"
  var body: some View {
    HStack {
      Spacer()
      Menu("Sort") {
        Button("Date") { order = "Date" }
        Button("Name") { order = "Name" }
      }
    }
    .padding(.horizontal, 16)
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

@MainActor private func panel(_ frame: Frame) -> Element? {
  frame.displayList.elements.first { $0.cornerRadius == 13 && $0.content == .rect }
}

@Test @MainActor func aMenuSpringsOutOfItsButtonAndGoesBackFaster() throws {
  let frames = try Stage(name: "sort", width: 390, height: 300) { Sorting() }.play([.tap("Sort"), .hold(1.5), .tap("Name")]).frames
  let label = try #require(
    frames[0].displayList.elements.first { if case .text(let run) = $0.content { run.string == "Sort" } else { false } })
  // Early on it is small and faint, drawn about the button's bottom trailing corner.
  let early = try #require(panel(frames[3]))
  let open = try #require(panel(frames[Int(1.4 * 60)]))
  #expect(early.scale < 0.8 && early.opacity < 0.5, "scale \(early.scale), opacity \(early.opacity)")
  #expect(open.scale == 1 && open.opacity == 1)
  let corner = (x: open.frame.x + open.frame.width, y: open.frame.y)
  let shown = (x: early.frame.x + early.frame.width * (1 + early.scale) / 2, y: early.frame.y + early.frame.height * (1 - early.scale) / 2)
  #expect(abs(shown.x - corner.x) < 1 && abs(shown.y - (label.frame.y + label.frame.height)) < 10, "\(shown) against \(corner)")
  // A spring: it grows a little past its size before it settles.
  let scales = frames.compactMap { panel($0)?.scale }
  #expect(scales.contains { $0 > 1.005 }, "overshoots: \(scales.max() ?? 0)")
  // It comes in over about half a second and goes in 0.2 s.
  let opening = scales.firstIndex { abs($0 - 1) < 0.01 } ?? 0
  let gone = try #require(frames.indices.first { $0 > 3 && panel(frames[$0]) == nil })
  let closeStart = try #require(frames.indices.last { $0 < gone && panel(frames[$0])?.opacity == 1 })
  #expect(gone - closeStart <= 13 && opening > gone - closeStart, "open in \(opening) frames, closed in \(gone - closeStart)")
}
