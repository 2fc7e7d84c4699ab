import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// An `accessibilityIdentifier` names a view in the layout dump; it does not change which view it
// is. Motion with identifiers is the motion without them.

private struct Pills: View {
  let identified: Bool
  @State private var selection = 0
  @Namespace private var ns
  var body: some View {
    HStack {
      ForEach(0..<3, id: \.self) { i in
        Button("Tab \(i)") { withAnimation(.easeInOut(duration: 0.4)) { selection = i } }
          .padding(8)
          .background(
            ZStack {
              if selection == i { Capsule().fill(Color.blue).matchedGeometryEffect(id: "pill", in: ns) }
            }
          )
          .modifier(Identified(name: identified ? "tab.\(i)" : nil))
      }
    }
  }
}

private struct Identified: ViewModifier {
  let name: String?
  func body(content: Content) -> some View {
    if let name { content.accessibilityIdentifier(name) } else { content }
  }
}

/// The blue capsule's frame and opacity in each frame; the copy fading out, if any, apart.
private func capsules(_ frames: [Frame]) -> [[String]] {
  frames.map { frame in
    frame.displayList.elements.filter {
      if case .text = $0.content { return false }
      return $0.color.b > 0.9 && $0.color.r < 0.1
    }.map {
      "\(Int($0.frame.x.rounded())) \(Int($0.frame.width.rounded())) \(($0.opacity * 100).rounded())"
    }
  }
}

/// The capsule slides from the first tab to the third, with or without identifiers, the same in
/// every frame: no cross-fade in place.
@Test @MainActor func identifiersDoNotChangeAMatchedViewsMotion() throws {
  let timeline: [Stage.Action] = [.hold(0.1), .tap("Tab 2")]
  let plain = try Stage(name: "plain", width: 320, height: 80) { Pills(identified: false) }.play(timeline).frames
  let named = try Stage(name: "named", width: 320, height: 80) { Pills(identified: true) }.play(timeline).frames
  #expect(plain.count == named.count)
  #expect(capsules(plain) == capsules(named))
  // It moves: its x in the middle of the motion lies between the ends.
  let xs = capsules(named).compactMap { $0.first.flatMap { Double($0.split(separator: " ")[0]) } }
  let (first, last) = (xs.first ?? 0, xs.last ?? 0)
  #expect(last > first + 100, "\(xs)")
  #expect(xs.contains { $0 > first + 20 && $0 < last - 20 }, "seen in between: \(xs)")
}

/// The dump still names the views by their identifiers, and no name is used twice in a frame.
@Test @MainActor func identifiersStillNameTheViewsInTheDump() throws {
  let frames = try Stage(name: "named", width: 320, height: 80) { Pills(identified: true) }.play([.hold(0.1), .tap("Tab 2")]).frames
  for frame in frames {
    let ids = frame.displayList.elements.map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids)")
  }
  let last = try #require(frames.last).displayList.elements.map(\.id)
  #expect(last.contains("tab.0") && last.contains("tab.2.0") && last.contains("tab.2.1"), "\(last)")
}
