import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// A page-style tab view: pages side by side, the selected one shown, sliding when the selection
// changes in an animation; the page dots at the foot.

private struct PagerUnderStrip: View {
  @State private var selectedTab = 0
  let titles = ["For You", "Following", "Trending"]
  let dots: PageTabViewStyle.IndexDisplayMode

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        ForEach(0..<titles.count, id: \.self) { i in
          Button(titles[i]) { withAnimation(.easeInOut(duration: 0.4)) { selectedTab = i } }
            .frame(maxWidth: .infinity)
        }
      }
      .padding(.vertical, 8)
      TabView(selection: $selectedTab) {
        ForEach(0..<titles.count, id: \.self) { i in
          Text("Page \(i)").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.gray).tag(i)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: dots))
    }
  }
}

private func x(of text: String, in frame: Frame) -> Double? {
  frame.displayList.elements.first { if case .text(let run) = $0.content { run.string == text } else { false } }?.frame.midX
}

@Test @MainActor func pagesSlideToTheSelectedOne() throws {
  let stage = Stage(name: "pager", width: 300, height: 400) { PagerUnderStrip(dots: .never) }
  let frames = try stage.play([.hold(0.1), .tap("Following")]).frames
  let first = try #require(frames.first)
  #expect(x(of: "Page 0", in: first) == 150 && x(of: "Page 1", in: first) == 450, "side by side")
  let last = try #require(frames.last)
  #expect(x(of: "Page 1", in: last) == 150 && x(of: "Page 0", in: last) == -150)
  let middle = frames.compactMap { x(of: "Page 1", in: $0) }.filter { $0 > 160 && $0 < 440 }
  #expect(!middle.isEmpty, "it slides")
  // Pages beyond the edges are cut off there.
  let offscreen = try #require(
    last.displayList.elements.first { if case .text(let r) = $0.content { r.string == "Page 0" } else { false } })
  #expect(offscreen.clip.map { $0.x >= 0 } == true)
}

@Test @MainActor func pageDotsShowUnlessNever() throws {
  func dots(_ mode: PageTabViewStyle.IndexDisplayMode) throws -> Int {
    try Stage(name: "dots", width: 300, height: 400) { PagerUnderStrip(dots: mode) }.displayList().elements
      .filter { $0.frame.width == 7 && $0.frame.height == 7 }.count
  }
  #expect(try dots(.automatic) == 3)
  #expect(try dots(.never) == 0)
}

/// `indexViewStyle(.page(backgroundDisplayMode: .always))` puts the dots on a dark capsule, so
/// white dots show on a white page; the other modes leave them bare at rest.
@Test @MainActor func pageDotsSitOnABackingWhenAlwaysAsked() throws {
  func backing(_ mode: PageIndexViewStyle.BackgroundDisplayMode?) throws -> [Element] {
    let stage = Stage(name: "backed", width: 300, height: 400) {
      if let mode {
        PagerUnderStrip(dots: .always).indexViewStyle(.page(backgroundDisplayMode: mode))
      } else {
        PagerUnderStrip(dots: .always)
      }
    }
    let elements = try stage.displayList().elements
    let dots = elements.filter { $0.frame.width == 7 && $0.frame.height == 7 }
    #expect(dots.count == 3)
    let minX = dots.map(\.frame.minX).min() ?? 0
    let maxX = dots.map(\.frame.maxX).max() ?? 0
    return elements.filter { e in
      let dot = dots.first?.frame ?? .zero
      return e.frame.minX < minX && e.frame.maxX > maxX && e.frame.height < 40 && e.frame.minY < dot.minY && e.frame.maxY > dot.maxY
    }
  }
  let backed = try backing(.always)
  #expect(backed.count == 1 && backed.first.map { abs($0.color.a - 0.25) < 0.01 && $0.color.r == 0 } == true, "\(backed)")
  #expect(try backing(.automatic).isEmpty && backing(.interactive).isEmpty && backing(.never).isEmpty && backing(nil).isEmpty)
}
