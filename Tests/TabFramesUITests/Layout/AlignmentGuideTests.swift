import Foundation
import Testing

@testable import TabFramesUI

/// `alignmentGuide`, custom `AlignmentID`s and `ViewDimensions`, against SwiftUI's documented
/// behaviour (the AlignmentID and alignmentGuide(_:computeValue:) documentation): a container
/// aligns its children where their guides meet, a guide a view sets overrides its default, and
/// the container grows to hold the children so aligned. Texts measure 10 pt a character, 20 pt
/// a line (`leaves` in LayoutTests.swift).

private struct FirstThird: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
  fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
}

private struct Marker: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
}

extension HorizontalAlignment {
  fileprivate static let marker = HorizontalAlignment(Marker.self)
}

@Test @MainActor func aLeadingGuideShiftsAViewInAVStack() throws {
  // Apple's example: the second view's leading guide is 20 pt in from its leading edge, so it
  // sits 20 pt left of the first; the stack grows to hold both (50 + 20 = 70 wide).
  let l = try leaves(
    VStack(alignment: .leading, spacing: 0) {
      Text("Hello")
      Text("World").alignmentGuide(.leading) { d in d[.leading] + 20 }
    })
  let hello = try #require(frame(l, "Hello"))
  let world = try #require(frame(l, "World"))
  #expect(world.minX == hello.minX - 20)
  // Centred in 390: the stack is 70 wide, from 160.
  #expect(world.minX == 160 && hello.minX == 180)
}

@Test @MainActor func aGuideFromTheViewsDimensionsCentresItsTrailingEdge() throws {
  // `d[.trailing]` as the centre guide puts the view's trailing edge on the others' centres.
  let l = try leaves(
    VStack(spacing: 0) {
      Text("Wide text!")
      Text("ab").alignmentGuide(HorizontalAlignment.center) { d in d[.trailing] }
    })
  let wide = try #require(frame(l, "Wide text!"))
  #expect(frame(l, "ab")?.maxX == wide.midX)
}

@Test @MainActor func anHStackAlignsByACustomGuideWithItsDefaultValue() throws {
  // FirstThird's default is a third of each view's height: a 30 pt and a 90 pt rectangle meet
  // 10 pt and 30 pt down; the stack is as tall as the span (30 + 60 = 90), and the small one's
  // top is 20 pt below the large one's.
  let l = try leaves(
    HStack(alignment: .firstThird, spacing: 0) {
      Color.red.frame(width: 10, height: 30)
      Color.blue.frame(width: 10, height: 90)
    })
  let small = try #require(l.first { $0.kind == "color" && $0.frame.height == 30 }?.frame)
  let large = try #require(l.first { $0.kind == "color" && $0.frame.height == 90 }?.frame)
  #expect(small.minY - large.minY == 20)
}

@Test @MainActor func aCustomGuideCrossesNestedStacks() throws {
  // A custom guide set inside a VStack is passed on by it (built-in ones are not): the marked
  // rows of two columns line up.
  let l = try leaves(
    HStack(alignment: .firstThird, spacing: 10) {
      VStack(spacing: 0) {
        Text("a1"); Text("a2"); Text("a3").alignmentGuide(.firstThird) { d in d[VerticalAlignment.center] }
      }
      VStack(spacing: 0) {
        Text("b1").alignmentGuide(.firstThird) { d in d[VerticalAlignment.center] }
        Text("b2")
      }
    })
  #expect(frame(l, "a3")?.minY == frame(l, "b1")?.minY)
  // The span: a3's centre is 50 pt down its column, b1's 10 pt down its own; 50 above, and
  // below the larger of 60 - 50 and 40 - 10: 80 pt in all.
  let tops = [frame(l, "a1"), frame(l, "b1")].compactMap { $0?.minY }
  let bottoms = [frame(l, "a3"), frame(l, "b2")].compactMap { $0?.maxY }
  let top = try #require(tops.min())
  let bottom = try #require(bottoms.max())
  #expect(bottom - top == 80)
}

@Test @MainActor func builtInGuidesStopAtTheFirstContainer() throws {
  // The leading guide set inside the inner VStack aligns within it only: the outer stack sees
  // the inner stack's plain leading edge.
  let l = try leaves(
    VStack(alignment: .leading, spacing: 0) {
      Text("Outer")
      VStack(alignment: .leading, spacing: 0) {
        Text("Inner").alignmentGuide(.leading) { _ in 20 }
        Text("Next")
      }
    })
  let outer = try #require(frame(l, "Outer"))
  let inner = try #require(frame(l, "Inner"))
  let next = try #require(frame(l, "Next"))
  #expect(inner.minX == next.minX - 20)
  #expect(inner.minX == outer.minX)
}

@Test @MainActor func aFrameAndAnOverlayAlignByTheGuideAViewSets() throws {
  let framed = try leaves(Text("Hi").alignmentGuide(.leading) { _ in -10 }.frame(width: 100, alignment: .leading))
  let hi = try #require(frame(framed, "Hi"))
  // The frame at 145, the text 10 pt inside it.
  #expect(hi.minX == 155)
  let badge = try leaves(
    Color.blue.frame(width: 100, height: 40)
      .overlay(alignment: .topTrailing) {
        Text("9").alignmentGuide(.top) { d in d.height / 2 }.alignmentGuide(.trailing) { d in d.width / 2 }
      })
  let box = try #require(badge.first { $0.kind == "color" }?.frame)
  let nine = try #require(frame(badge, "9"))
  // The badge's centre on the box's top-trailing corner, as badges are placed.
  #expect(nine.midX == box.maxX && nine.midY == box.minY)
}

@Test @MainActor func viewDimensionsAnswerExplicitAndDefaultGuides() throws {
  var seen: [CGFloat?] = []
  _ = try leaves(
    VStack(alignment: .marker) {
      Text("abc")
        .alignmentGuide(.leading) { _ in 7 }
        .alignmentGuide(.marker) { d in
          seen = [d[explicit: .leading], d[explicit: .trailing], d[.trailing], d.width, d[VerticalAlignment.firstTextBaseline]]
          return d[.leading]
        }
      Text("x")
    })
  #expect(seen.count == 5)
  #expect(seen[0] == 7 && seen[1] == nil && seen[2] == 30 && seen[3] == 30)
  // A text's first baseline is explicit: above its bottom edge.
  #expect((seen[4] ?? 99) < 20)
}

@Test @MainActor func ViewDimensionsWithoutAGuideIsTheDefaultValue() throws {
  // No view sets the custom guide: each takes its default (the centre, for Marker), so the
  // stack centres as with `.center`.
  let marked = try leaves(
    VStack(alignment: .marker, spacing: 0) {
      Text("abcd"); Text("ab")
    })
  let centred = try leaves(
    VStack(spacing: 0) {
      Text("abcd"); Text("ab")
    })
  #expect(frame(marked, "ab") == frame(centred, "ab"))
}
