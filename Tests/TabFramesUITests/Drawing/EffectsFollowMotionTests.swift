import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender
import Testing

@testable import TabFramesSeeds

// Effects follow what is on screen now: a clip moves with the view it clips, and a shadow is cast
// by its content where the content is drawn in that frame, not where it will come to rest.

/// Whether two rectangles are the same to within the pixel snapping of frames (a third of a point).
private func near(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.x - b.x) < 0.34 && abs(a.y - b.y) < 0.34 && abs(a.maxX - b.maxX) < 0.34 && abs(a.maxY - b.maxY) < 0.34
}

/// Seed 001's underline is a matched `Color.gray.frame(height: 2).cornerRadius(10)`: in flight,
/// its clip goes with it, so it is one bar of its animated width — not cut to the stubs where
/// it started and where it will end.
@Test @MainActor func seed001sUnderlineIsWholeInFlight() throws {
  let frames = try Seed001.stage.play([.hold(0.1), .tap("Last but not least")]).frames
  var inFlight = 0
  for frame in frames {
    for e in frame.displayList.elements where e.id.hasPrefix("matched.") && e.isVisible {
      // Its own frame where the scroll view (the whole width of the stage) shows it.
      let clip = try #require(e.clip, "the underline is clipped by its cornerRadius")
      let shown = Rect(x: max(0, e.frame.x), y: e.frame.y, width: min(390, e.frame.maxX) - max(0, e.frame.x), height: e.frame.height)
      #expect(near(clip, shown), "\(e.id): frame \(e.frame), clip \(clip)")
      for outline in e.clipPaths {
        let box = try #require(outline.inkBounds)
        #expect(near(box, e.frame), "\(e.id): outline \(box), frame \(e.frame)")
      }
    }
    if let e = frame.displayList.elements.first(where: { $0.id.hasPrefix("matched.") }), e.frame.x > 20,
      e.frame.x < (frames.last?.displayList.elements.first { $0.id.hasPrefix("matched.") }?.frame.x ?? 0) - 20
    {
      inFlight += 1
    }
  }
  #expect(inFlight > 5, "the underline was seen between its ends")
  // Drawn: in a frame in flight, wholly on the stage, the underline's row of pixels is one run as
  // long as its frame.
  let middle = try #require(
    frames.dropFirst(7).first { f in f.displayList.elements.contains { $0.id.hasPrefix("matched.") && $0.frame.x > 20 } })
  let line = try #require(middle.displayList.elements.first { $0.id.hasPrefix("matched.") && $0.isVisible })
  let image = try FrameRenderer(scale: 1).rasterize(middle.displayList)
  let y = Int(line.frame.midY)
  let background = image[0, y]
  var run = 0
  for x in 0..<image.width where image[x, y] != background { run += 1 }
  #expect(abs(Double(run) - line.frame.width) < 3, "\(run) px drawn of an underline \(line.frame.width) pt wide")
}

/// A clip that belongs to a still container does not move: a scroll view's content slides under it.
@Test @MainActor func aScrollViewsClipStaysWhereTheScrollViewIs() throws {
  struct Row: View {
    @State private var target = 0
    var body: some View {
      ScrollViewReader { proxy in
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<8, id: \.self) { i in
              Text("Item \(i)").frame(width: 100, height: 40).id(i)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.4)) { proxy.scrollTo(7, anchor: .trailing) } }
            }
          }
        }
      }
    }
  }
  let frames = try Stage(name: "row", width: 300, height: 40) { Row() }.play([.tap("Item 1")]).frames
  #expect(frames.count > 10)
  for frame in frames {
    for e in frame.displayList.elements {
      guard let clip = e.clip else { continue }
      #expect(clip == Rect(x: 0, y: 0, width: 300, height: 40), "\(e.id): \(clip)")
    }
  }
}

/// A `ZStack` casts its shadow from its child where the child is drawn in each frame: as the
/// child's offset animates, the shadow goes along with it (it jumped to the end at once).
@Test @MainActor func aContainersShadowFollowsItsMovingContent() throws {
  struct Card: View {
    @State private var down = false
    var body: some View {
      ZStack {
        RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(width: 80, height: 60).offset(y: down ? 120 : 0)
      }
      .shadow(radius: 8)
      .onTapGesture { withAnimation(.linear(duration: 0.5)) { down.toggle() } }
    }
  }
  let frames = try Stage(name: "card", width: 200, height: 300) { Card() }.play([.tap(at: (x: 100, y: 150))]).frames
  #expect(frames.count > 20)
  var seenBetween = false
  for frame in frames {
    let card = try #require(frame.displayList.elements.first { if case .shadow = $0.content { false } else { true } })
    for e in frame.displayList.elements {
      guard case .shadow(_, let casters) = e.content else { continue }
      let caster = try #require(casters.first)
      #expect(caster.frame == card.frame, "the shadow's caster at \(caster.frame), the card at \(card.frame)")
      if caster.frame.y > 90 + 10 && caster.frame.y < 90 + 110 { seenBetween = true }
    }
  }
  #expect(seenBetween, "the shadow was seen on its way")
}

/// A label on a card with a hard red shadow 4 pt down, shadowed whole or part by part.
private struct ShadowedCard: View {
  let grouped: Bool
  var body: some View {
    let card = Text("Shadow").font(.system(size: 28, weight: .bold)).padding(20).background(Color.white)
    if grouped {
      card.compositingGroup().shadow(color: .red, radius: 0, x: 0, y: 4)
    } else {
      card.shadow(color: .red, radius: 0, x: 0, y: 4)
    }
  }
}

/// `shadow` on a container: each drawn part casts its own, drawn just under it, so the label's
/// shadow falls on the card (SwiftUI's well-known look); after `compositingGroup()` the view is one
/// drawing with one shadow under it, and nothing red shows on the card.
@Test @MainActor func aContainersPartsCastTheirOwnShadowsUnlessComposited() throws {
  func render(_ grouped: Bool) throws -> (DisplayList, Int) {
    let list = try #require(
      try Stage(name: "card", width: 240, height: 120) { ShadowedCard(grouped: grouped) }.play([]).frames.last
    ).displayList
    let card = try #require(list.elements.first { $0.content == .rect })
    let image = try FrameRenderer(scale: 1).rasterize(list)
    var red = 0
    for y in Int(card.frame.minY) + 1..<Int(card.frame.maxY) - 1 {
      for x in Int(card.frame.minX) + 1..<Int(card.frame.maxX) - 1 {
        let p = image[x, y]
        if p.r > 200 && p.g < 80 && p.b < 80 { red += 1 }
      }
    }
    return (list, red)
  }
  let (parts, redOnCard) = try render(false)
  let kinds = parts.elements.map { e -> String in
    switch e.content {
    case .shadow(_, let casters): return "shadow(\(casters.map(\.content.kindName).joined(separator: ",")))"
    default: return e.content.kindName
    }
  }
  #expect(kinds == ["shadow(rect)", "rect", "shadow(text)", "text"], "\(kinds)")
  #expect(redOnCard > 50, "the label's shadow falls on the card: \(redOnCard) red pixels")
  let (whole, redOnGroupedCard) = try render(true)
  let wholeKinds = whole.elements.map { e -> String in
    if case .shadow(_, let casters) = e.content { return "shadow(\(casters.count))" }
    return e.content.kindName
  }
  #expect(wholeKinds == ["shadow(2)", "rect", "text"], "\(wholeKinds)")
  #expect(redOnGroupedCard == 0, "one shadow under the whole card: \(redOnGroupedCard) red pixels on it")
}
