import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// A text whose string changes inside an animation cross-fades, SwiftUI's default content
// transition (`.opacity`): the old string fades out where the view goes as the new one fades in.

private struct Counter: View {
  @State private var count = 3
  var body: some View {
    Text("\(count) new").onTapGesture { withAnimation(.linear(duration: 0.5)) { count += 1 } }
  }
}

@Test @MainActor func aChangedStringCrossFades() throws {
  let frames = try Stage(name: "counter", width: 200, height: 60) { Counter() }.play([.hold(0.1), .tap("3 new")]).frames
  func texts(_ frame: Frame) -> [(String, Double)] {
    frame.displayList.elements.compactMap { if case .text(let run) = $0.content { (run.string, $0.opacity) } else { nil } }
  }
  let middle = texts(frames[frames.count / 2 + 3])
  let old = try #require(middle.first { $0.0 == "3 new" })
  let new = try #require(middle.first { $0.0 == "4 new" })
  #expect(old.1 > 0.05 && old.1 < 0.95 && new.1 > 0.05 && new.1 < 0.95, "both part-way: \(middle)")
  #expect(texts(try #require(frames.last)).map(\.0) == ["4 new"])
  #expect(texts(try #require(frames.last)).map(\.1) == [1])
  // Without an animation the string changes at once.
  struct Plain: View {
    @State private var count = 3
    var body: some View { Text("\(count) new").onTapGesture { count += 1 } }
  }
  let plain = try Stage(name: "plain", width: 200, height: 60) { Plain() }.play([.hold(0.1), .tap("3 new")]).frames
  #expect(plain.allSatisfy { texts($0).count == 1 })
}
