import Foundation
import Testing

@testable import TabFrames

/// Taps and drags at a point land on what a view draws, as SwiftUI hit-tests (not the view's
/// frame): Sources/TabFramesUI/Gestures/Gestures.swift, `hitAreas(of:leaves:)`.

/// What the view's `hits` text says after the timeline.
@MainActor
private func hits<V: View>(_ view: V, _ timeline: [Stage.Action]) throws -> String {
  let stage = Stage(name: "hits", width: 200, height: 200) { view }
  let f = try stage.play(timeline).frames
  guard case .text(let run) = try #require(f.last?.displayList["hits"]).content else { return "" }
  return run.string
}

private struct Layers: View {
  @State private var hits: [String] = []
  var body: some View {
    ZStack(alignment: .topLeading) {
      Rectangle().fill(.blue).frame(width: 100, height: 100).onTapGesture { hits.append("rect") }
      Circle().fill(.red).frame(width: 100, height: 100).onTapGesture { hits.append("circle") }
      Text("hits " + hits.joined(separator: ",")).offset(y: 110).accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func aTapInACirclesCornerLandsOnWhatIsBehindIt() throws {
  // (5, 5) is inside the circle's frame but outside its outline; (50, 50) is inside both.
  #expect(try hits(Layers(), [.tap(at: (x: 5, y: 5)), .tap(at: (x: 50, y: 50))]) == "hits rect,circle")
}

private struct Row: View {
  let shaped: Bool
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 0) {
      let row = HStack(spacing: 0) {
        Text("Item").frame(width: 40, height: 20)
        Spacer()
        Color.clear.frame(width: 40, height: 20)
      }
      .frame(height: 20)
      if shaped {
        row.contentShape(Rectangle()).onTapGesture { taps += 1 }
      } else {
        row.onTapGesture { taps += 1 }
      }
      Text("hits \(taps)").accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func theGapASpacerLeavesAndAClearColourAreNotTappedUnlessShaped() throws {
  // The text at x 0–40, the Spacer's gap 40–160 and Color.clear 160–200, all at y 0–20.
  let onlyDrawn = try hits(Row(shaped: false), [.tap(at: (x: 20, y: 10)), .tap(at: (x: 100, y: 10)), .tap(at: (x: 180, y: 10))])
  #expect(onlyDrawn == "hits 1", "only the text is drawn there")
  let shaped = try hits(Row(shaped: true), [.tap(at: (x: 20, y: 10)), .tap(at: (x: 100, y: 10)), .tap(at: (x: 180, y: 10))])
  #expect(shaped == "hits 3", "contentShape(Rectangle()) makes the whole row tappable")
}

private struct Hidden: View {
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50).onTapGesture { taps += 1 }.hidden()
      Color.red.frame(width: 50, height: 50).onTapGesture { taps += 10 }
      Text("hits \(taps)").accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func aHiddenViewTakesNoTaps() throws {
  // The hidden square is at y 0–50, the shown one below it.
  #expect(try hits(Hidden(), [.tap(at: (x: 25, y: 25)), .tap(at: (x: 25, y: 75))]) == "hits 10")
}

private struct Dragged: View {
  let shaped: Bool
  @State private var drags = 0
  var body: some View {
    VStack(spacing: 0) {
      let row = HStack(spacing: 0) {
        Text("Knob").frame(width: 40, height: 20)
        Spacer()
      }
      .frame(height: 20)
      let gesture = DragGesture().onEnded { _ in drags += 1 }
      if shaped { row.contentShape(Rectangle()).gesture(gesture) } else { row.gesture(gesture) }
      Text("hits \(drags)").accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func aDragStartsOnlyOnWhatTheViewDraws() throws {
  let timeline: [Stage.Action] = [
    .drag(from: (20, 10), to: (120, 10), duration: 0.2), .drag(from: (100, 10), to: (180, 10), duration: 0.2),
  ]
  #expect(try hits(Dragged(shaped: false), timeline) == "hits 1", "the second drag starts in the Spacer's gap")
  #expect(try hits(Dragged(shaped: true), timeline) == "hits 2")
}

private struct InnerShape: View {
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Text("Item").frame(width: 40, height: 20)
        Spacer()
        Color.clear.frame(width: 40, height: 20).contentShape(Rectangle())
      }
      .frame(height: 20)
      .onTapGesture { taps += 1 }
      Text("hits \(taps)").accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func aContentShapeInsideTheViewCountsForItsTaps() throws {
  // The clear colour at x 160–200 has a content shape: tapped; the Spacer's gap is still not.
  #expect(try hits(InnerShape(), [.tap(at: (x: 180, y: 10)), .tap(at: (x: 100, y: 10))]) == "hits 1")
}

private struct Nested: View {
  enum Kind { case plain, simultaneous, high }
  let kind: Kind
  @State private var hits: [String] = []
  var body: some View {
    let parentTap = TapGesture().onEnded { hits.append("parent") }
    let child = Circle().fill(.red).frame(width: 60, height: 60).onTapGesture { hits.append("child") }
      .accessibilityIdentifier("child")
    // Leading: the text below grows with each hit and must not move the circle.
    VStack(alignment: .leading, spacing: 0) {
      switch kind {
      case .plain: child.padding(20).background(Color.gray).gesture(parentTap)
      case .simultaneous: child.padding(20).background(Color.gray).simultaneousGesture(parentTap)
      case .high: child.padding(20).background(Color.gray).highPriorityGesture(parentTap)
      }
      Text("hits " + hits.joined(separator: ",")).accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func simultaneousAndHighPriorityGesturesRunWithOrInsteadOfTheOneInside() throws {
  // The circle is at 20–80; (50, 50) is on it, (5, 5) on the grey padding around it.
  let timeline: [Stage.Action] = [.tap(at: (x: 50, y: 50)), .tap("child"), .tap(at: (x: 5, y: 5))]
  // A parent's ordinary gesture: the tap goes to the innermost gesture under it.
  #expect(try hits(Nested(kind: .plain), timeline) == "hits child,child,parent")
  // Apple's simultaneousGesture example: both run.
  #expect(try hits(Nested(kind: .simultaneous), timeline) == "hits child,parent,child,parent,parent")
  // highPriorityGesture: the parent's runs instead of the child's.
  #expect(try hits(Nested(kind: .high), timeline) == "hits parent,parent,parent")
}

private struct Effects: View {
  @State private var hits: [String] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      // y 0–20: a 20 pt square drawn twice its size about its centre (x −10…30, y −10…30).
      Color.red.frame(width: 20, height: 20).onTapGesture { hits.append("scaled") }.scaleEffect(2)
      // y 20–40: invisible, so untouchable.
      Color.blue.frame(width: 20, height: 20).onTapGesture { hits.append("invisible") }.opacity(0)
      // y 40–60: a row whose right half lets touches through.
      HStack(spacing: 0) {
        Color.green.frame(width: 20, height: 20)
        Color.green.frame(width: 20, height: 20).allowsHitTesting(false)
      }
      .onTapGesture { hits.append("row") }
      // y 60–80: the first 20 pt of a 100 pt column show; the rest is scrolled out of sight.
      ScrollView {
        Color.orange.frame(width: 20, height: 100)
      }
      .frame(width: 20, height: 20)
      .onTapGesture { hits.append("scroll") }
      Text("hits " + hits.joined(separator: ",")).padding(.top, 40).accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func touchesFollowScaleOpacityHitTestingAndScrollClips() throws {
  let timeline: [Stage.Action] = [
    .tap(at: (x: 27, y: 10)),  // on the scaled square, outside its unscaled frame
    .tap(at: (x: 10, y: 30)),  // on the invisible square
    .tap(at: (x: 10, y: 50)), .tap(at: (x: 30, y: 50)),  // the row's left, then its right half
    .tap(at: (x: 10, y: 70)), .tap(at: (x: 10, y: 90)),  // the scroll view, then below it
  ]
  #expect(try hits(Effects(), timeline) == "hits scaled,row,scroll")
}

private struct Mirrored: View {
  @State private var hits: [String] = []
  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).onTapGesture { hits.append("first") }
        Spacer()
      }
      .frame(width: 100)
      .environment(\.layoutDirection, .rightToLeft)
      Text("hits " + hits.joined(separator: ",")).accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func rightToLeftTouchesLandWhereTheViewIsDrawn() throws {
  // The first view of a right-to-left row is drawn at its right end (x 80–100).
  let stage = Stage(name: "hits", width: 200, height: 200) { Mirrored() }
  let square = try #require(stage.layout().first { $0.kind == "color" }).frame
  #expect(square.minX == 80)
  // Twice where it is drawn, once where it would be left to right.
  let timeline: [Stage.Action] = [.tap(at: (x: 90, y: 10)), .tap(at: (x: 90, y: 10)), .tap(at: (x: 10, y: 10))]
  #expect(try hits(Mirrored(), timeline) == "hits first,first")
}

private struct Bordered: View {
  @State private var taps = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.clear.frame(width: 60, height: 60).border(.red, width: 4).onTapGesture { taps += 1 }
      Text("hits \(taps)").accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func aBorderTakesTouchesOnItsRingOnly() throws {
  // On the 4 pt ring at the left edge, then in the clear middle.
  #expect(try hits(Bordered(), [.tap(at: (x: 2, y: 30)), .tap(at: (x: 30, y: 30))]) == "hits 1")
}

private struct HiddenShape: View {
  @State private var taps = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.clear.frame(width: 40, height: 40).contentShape(Rectangle()).hidden().onTapGesture { taps += 1 }
      Color.clear.frame(width: 40, height: 40).contentShape(Rectangle()).onTapGesture { taps += 10 }
      Text("hits \(taps)").accessibilityIdentifier("hits")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Test @MainActor func aHiddenContentShapeTakesNoTouches() throws {
  #expect(try hits(HiddenShape(), [.tap(at: (x: 20, y: 20)), .tap(at: (x: 20, y: 60))]) == "hits 10")
}
