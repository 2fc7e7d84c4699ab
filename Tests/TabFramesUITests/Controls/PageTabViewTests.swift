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

/// Swiping a page-style tab view by a drag: the pages follow the finger, a swipe of more than half
/// the width turns to the next page (and sets the binding, so the strip above follows), a short
/// one springs back, and pulling past the first page meets resistance.
@Test @MainActor func aSwipeTurnsThePageAndAShortOneSpringsBack() throws {
  let stage = Stage(name: "swipe", width: 300, height: 400) { PagerUnderStrip(dots: .never) }
  // 200 pt to the left across the middle of the pages, in 0.3 s.
  let swiped = try stage.play([.drag(from: (250, 200), to: (50, 200))]).frames
  let midDrag = try #require(x(of: "Page 0", in: swiped[9]))
  #expect(midDrag < 140 && midDrag > 20, "the page follows the finger: \(midDrag)")
  let last = try #require(swiped.last)
  #expect(x(of: "Page 1", in: last) == 150 && x(of: "Page 0", in: last) == -150, "turned to the next page")
  // A short, slow swipe, 60 pt easing to a stop, springs back to the first page.
  let short = try stage.play([.drag(from: (200, 200), to: (140, 200), duration: 0.8, curve: .easeInOut)]).frames
  #expect(short.compactMap { x(of: "Page 0", in: $0) }.min().map { $0 < 120 } == true, "it moved with the finger")
  #expect(x(of: "Page 0", in: try #require(short.last)) == 150, "sprang back")
  // The same 60 pt as a quick flick turns the page: its predicted end is past half the width.
  let flick = try stage.play([.drag(from: (200, 200), to: (140, 200), duration: 0.15)]).frames
  #expect(x(of: "Page 1", in: try #require(flick.last)) == 150)
  // Pulling the first page right meets resistance: 200 pt of finger moves it well under 200 pt.
  let pulled = try stage.play([.drag(from: (50, 200), to: (250, 200), duration: 0.8, curve: .easeInOut)]).frames
  let furthest = pulled.compactMap { x(of: "Page 0", in: $0) }.max() ?? 150
  #expect(furthest > 150 && furthest < 150 + 100, "resisted: \(furthest)")
  #expect(x(of: "Page 0", in: try #require(pulled.last)) == 150)
}
