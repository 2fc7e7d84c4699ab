import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

// iOS 17's `defaultScrollAnchor`: where a scroll view starts scrolled to, keeps to as its content
// grows, and puts content smaller than itself. A chat's idiom is `.bottom`.

/// A message list 200 pt tall with an "Add" button below it that adds a message.
private struct Chat: View {
  @State var count: Int
  var anchor: UnitPoint?
  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<count, id: \.self) { i in Text("Message \(i)").frame(height: 50) }
        }
        .frame(maxWidth: .infinity)
      }
      .defaultScrollAnchor(anchor)
      .frame(height: 200)
      Button("Add") { count += 1 }.frame(height: 40)
    }
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

/// The middle of each message's 50 pt row as placed, by message (scrolled out of sight too).
private func messages(_ list: DisplayList) -> [String: Double] {
  var found: [String: Double] = [:]
  for e in list.elements {
    if case .text(let run) = e.content, run.string.hasPrefix("Message") {
      found[run.string] = e.frame.y + e.frame.height / 2
    }
  }
  return found
}

@MainActor private func shown(_ count: Int, _ anchor: UnitPoint?) throws -> [String: Double] {
  messages(try Stage(name: "chat", width: 200, height: 300) { Chat(count: count, anchor: anchor) }.displayList())
}

@Test @MainActor func aShortChatSitsAtTheBottomOfItsScrollView() throws {
  let bottom = try shown(2, .bottom)
  // Two messages of 50 pt in 200: the last ends at the scroll view's bottom.
  #expect(abs((bottom["Message 1"] ?? 0) - 175) < 1, "\(bottom)")
  let top = try shown(2, nil)
  #expect(abs((top["Message 0"] ?? 0) - 25) < 1, "without an anchor, at the top: \(top)")
  let centred = try shown(2, .center)
  #expect(abs((centred["Message 0"] ?? 0) - 75) < 1, "\(centred)")
}

@Test @MainActor func aLongChatStartsAtItsLastMessageAndStaysThereAsItGrows() throws {
  let long = try shown(10, .bottom)
  #expect(abs((long["Message 9"] ?? 0) - 175) < 1 && abs((long["Message 0"] ?? 0) + 275) < 1, "the last message at the bottom: \(long)")
  let top = try shown(10, nil)
  #expect(abs((top["Message 0"] ?? 0) - 25) < 1 && abs((top["Message 9"] ?? 0) - 475) < 1, "\(top)")
  let stage = Stage(name: "chat", width: 200, height: 300) { Chat(count: 10, anchor: .bottom) }
  let grown = messages(try #require(try stage.play([.tap("Add")]).frames.last).displayList)
  #expect(
    abs((grown["Message 10"] ?? 0) - 175) < 1 && grown["Message 9"].map { abs($0 - 125) < 1 } == true,
    "the new message at the bottom: \(grown)")
}
