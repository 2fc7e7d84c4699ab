import Foundation
import Testing

@testable import TabFramesUI

/// What a parent proposes its children when it places them, and what a flexible frame proposes:
/// the layouts behind SwiftUI's well-known idioms (an underline as wide as its label in a
/// `fixedSize` VStack, equal-width buttons, a divider as tall as its row), and texts with line
/// breaks. Texts are 10 pt a character and 20 pt a line, as in LayoutTests.

@MainActor
private func colors(_ leaves: [LayoutLeaf]) -> [CGRect] { leaves.filter { $0.kind != "text" }.map(\.frame) }

@Test @MainActor func aFixedSizeVStackPlacesAnUnderlineAtItsLabelsWidth() throws {
  // Sized with nothing proposed across, the bar alone would be 10 pt wide (a shape's default);
  // the stack places its children with its own width, the label's 40.
  let l = try leaves(
    VStack(spacing: 4) {
      Text("Home")
      Rectangle().frame(height: 2)
    }.fixedSize())
  #expect(frame(l, "Home") == CGRect(x: 175, y: 37, width: 40, height: 20))
  #expect(colors(l) == [CGRect(x: 175, y: 61, width: 40, height: 2)])
}

@Test @MainActor func equalWidthButtonsInAHorizontallyFixedVStack() throws {
  let l = try leaves(
    VStack(spacing: 8) {
      Text("A").frame(maxWidth: .infinity).background(Color.red)
      Text("Longer").frame(maxWidth: .infinity).background(Color.blue)
    }.fixedSize(horizontal: true, vertical: false))
  #expect(colors(l).map(\.width) == [60, 60])
  #expect(colors(l).map(\.minX) == [165, 165])
  // The texts keep their own widths, centred in the 60 pt frames.
  #expect(frame(l, "A") == CGRect(x: 190, y: 26, width: 10, height: 20))
}

@Test @MainActor func aVerticallyFixedHStackPlacesASeparatorAtTheRowsHeight() throws {
  let l = try leaves(
    HStack {
      Text("A")
      Rectangle().frame(width: 2)
      Text("B")
    }.fixedSize(horizontal: false, vertical: true))
  #expect(colors(l) == [CGRect(x: 194, y: 40, width: 2, height: 20)])
}

@Test @MainActor func aFixedSizeZStackPlacesEveryChildAtItsOwnSize() throws {
  let l = try leaves(
    ZStack {
      Text("Hello")
      Color.red
    }.fixedSize())
  #expect(colors(l) == [CGRect(x: 170, y: 40, width: 50, height: 20)])
}

@Test @MainActor func stacksOfferedBothLengthsPlaceChildrenAsTheySizedThem() throws {
  // Offered a width, the VStack places its bar with that width (the canvas's), not its own.
  let l = try leaves(
    VStack(spacing: 4) {
      Text("Home")
      Rectangle().frame(height: 2)
    })
  #expect(colors(l) == [CGRect(x: 0, y: 61, width: 390, height: 2)])
}

@Test @MainActor func aFlexibleFrameProposesItsChildOneSizeClampedOnBothAxes() throws {
  // Apple's documentation of frame(minWidth:…): "The size proposed to this view is the size
  // proposed to the frame, limited by any constraints specified". A square fitted into at most
  // 40 pt of height is 40 × 40, and the frame, with nothing set across, takes its width.
  let l = try leaves(
    HStack(spacing: 0) {
      Color.red.aspectRatio(1, contentMode: .fit).frame(maxHeight: 40).background(Color.blue)
      Text("A")
    }, width: 390, height: 200)
  #expect(colors(l) == [CGRect(x: 170, y: 80, width: 40, height: 40), CGRect(x: 170, y: 80, width: 40, height: 40)])
  #expect(frame(l, "A") == CGRect(x: 210, y: 90, width: 10, height: 20))
  // A min frame clamps what it proposes the same way: offered 30 pt of height but at least 60
  // tall, a square is 60 wide.
  let m = try leaves(Color.red.aspectRatio(1, contentMode: .fit).frame(minHeight: 60).frame(height: 30))
  #expect(colors(m).first?.size == CGSize(width: 60, height: 60))
}

/// 10 pt a character and 20 pt a line, each "\n" starting a line, wrapping at spaces (a word
/// longer than the line at characters), as Pango does.
@MainActor
private func linesLeaves<V: View>(_ view: V) throws -> [LayoutLeaf] {
  func wrap(_ paragraph: Substring, _ perLine: Int) -> [Int] {
    var lines: [Int] = []
    var current = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      var w = word.count
      if current > 0 && current + 1 + w <= perLine {
        current += 1 + w
        continue
      }
      if current > 0 { lines.append(current) }
      while w > perLine {
        lines.append(perLine)
        w -= perLine
      }
      current = w
    }
    return lines + [current]
  }
  return try ViewLayout.leaves(
    of: view, in: CGSize(width: 390, height: 200), scale: 3, environment: EnvironmentValues(),
    measure: { string, _, width in
      let perLine = width.map { max(1, Int($0 / 10)) } ?? Int.max
      let lines = string.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap($0, perLine) }
      return CGSize(width: CGFloat(lines.max() ?? 0) * 10, height: CGFloat(lines.count) * 20)
    }, symbolSize: { _, font in CGSize(width: font.size, height: font.size) }, hasSymbol: { _ in false },
    fontMetrics: { _ in nil }, warn: { _ in })
}

@Test @MainActor func aTextWithLineBreaksMeasuresALineAsOneLine() throws {
  // Two lines of 20 pt: a line is 20, so a line limit of one shows one.
  #expect(frame(try linesLeaves(Text("Ab\nCd")), "Ab\nCd")?.size == CGSize(width: 20, height: 40))
  #expect(frame(try linesLeaves(Text("Ab\nCd").lineLimit(1)), "Ab\nCd")?.size == CGSize(width: 20, height: 20))
  // Wrapped at 30 pt, "Abcd" takes two lines and "Ef" one: three lines, not four.
  #expect(frame(try linesLeaves(Text("Abcd\nEf").frame(width: 30)), "Abcd\nEf")?.size == CGSize(width: 30, height: 60))
}

/// San Francisco's 17 pt metrics (docs/FIDELITY.md §5): texts 10 pt a character and a line tall.
@MainActor
private func sfLeaves<V: View>(_ view: V) throws -> [LayoutLeaf] {
  let sf = FontMetrics(lineHeight: 20.287_109_375, ascent: 16.186_523_437_5, capHeight: 11.978)
  return try ViewLayout.leaves(
    of: view.frame(maxHeight: .infinity, alignment: .top), in: CGSize(width: 390, height: 200), scale: 3,
    environment: EnvironmentValues(),
    measure: { s, _, width in width == nil ? CGSize(width: CGFloat(s.count) * 10, height: sf.lineHeight) : nil },
    symbolSize: { _, _ in .zero }, hasSymbol: { _ in false }, fontMetrics: { _ in sf }, warn: { _ in })
}

@Test @MainActor func aVStackSpacesATextByALineAndAPixelCeiledTenth() throws {
  // Above a text: 20.287 + ceil₃(2.029) − 16.187 = 6.434 (OpenSwiftUI's Text+Spacing.swift;
  // ceiling the whole 1.1 lines instead gives 6.147). The text's top at 26.434 rounds to 26⅓.
  let over = try sfLeaves(
    VStack {
      Color.red.frame(width: 20, height: 20)
      Text("Home")
    })
  #expect(abs(try #require(frame(over, "Home")).minY - (26 + 1.0 / 3)) < 1e-9)
  // Below one: max(22.620 − 11.978, 2.333 + 4.101) = 10.642, so the square's top at 30.930
  // rounds to 31 (not 30⅔, from 10.338).
  let under = try sfLeaves(
    VStack {
      Text("Home")
      Color.red.frame(width: 20, height: 20)
    })
  #expect(abs(try #require(colors(under).first).minY - 31) < 1e-9)
}

@Test @MainActor func modifiersKeepATextsSpacingOnTheEdgesTheyLeaveAlone() throws {
  func gap<V: View>(_ text: V) throws -> CGFloat {
    let l = try sfLeaves(
      VStack {
        Color.red.frame(width: 20, height: 20)
        text
      })
    return try #require(frame(l, "Home")).minY - 20
  }
  let textGap = 6 + 1.0 / 3
  // Width frames, horizontal padding, zero padding and fixedSize keep the text's top edge.
  for kept in [
    try gap(Text("Home").frame(maxWidth: .infinity)), try gap(Text("Home").frame(width: 80)),
    try gap(Text("Home").padding(.horizontal, 10)), try gap(Text("Home").padding(0)), try gap(Text("Home").fixedSize()),
  ] {
    #expect(abs(kept - textGap) < 1e-9)
  }
  // A scroll view's edges are its own: 8 pt, whatever it holds.
  #expect(abs(try gap(ScrollView { Text("Home") }) - 8) < 1e-9)
  // A height, or padding on top, makes it an ordinary edge: 8 pt.
  #expect(abs(try gap(Text("Home").frame(height: 30, alignment: .top)) - 8) < 1e-9)
  #expect(abs(try gap(Text("Home").frame(maxHeight: 30, alignment: .top)) - 8) < 1e-9)
  #expect(abs(try gap(Text("Home").padding(.top, 2)) - 10) < 1e-9)
}

@Test @MainActor func aFramedSpacerIsStillASpacerToItsStack() throws {
  let l = try leaves(
    HStack {
      Text("A")
      Spacer().frame(width: 20)
      Text("B")
    })
  #expect(try #require(frame(l, "B")).minX - (try #require(frame(l, "A"))).maxX == 20)
}

@Test @MainActor func aTruncatedTextTakesTheWidthItIsOffered() throws {
  // "Favorites Library" in 100 pt wraps after "Favorites" (90 pt); cut to one line it is
  // truncated by character ("Favorites Li…"), so it runs on to the width offered.
  let cut = try linesLeaves(Text("Favorites Library").lineLimit(1).frame(width: 100))
  #expect(frame(cut, "Favorites Library")?.size == CGSize(width: 100, height: 20))
  // Wrapped whole, it is as wide as its widest line.
  let whole = try linesLeaves(Text("Favorites Library").frame(width: 100))
  #expect(frame(whole, "Favorites Library")?.size == CGSize(width: 90, height: 40))
}

@Test @MainActor func baselinesAreThoseOfTheChildrenAsPlaced() throws {
  // Sized with no width, the square is 10 pt; placed with the stack's width (the text's 40), it
  // is 40, and the text below it moves down: "B" aligns with where "Home" is drawn.
  let l = try leaves(
    HStack(alignment: .firstTextBaseline) {
      VStack(spacing: 0) {
        Color.red.aspectRatio(1, contentMode: .fit)
        Text("Home")
      }
      .fixedSize()
      Text("B")
    }, height: 200)
  #expect(colors(l).first?.size == CGSize(width: 40, height: 40))
  #expect(try #require(frame(l, "B")).minY == (try #require(frame(l, "Home"))).minY)
}

@Test @MainActor func aTextMeasuredOnlyWholeKeepsItsLinesWhenNarrowed() throws {
  // A measurer that knows only ideal sizes: "A\nB\nC" is 10 × 60, three lines of 20. Offered
  // 5 pt it is estimated at no fewer lines than it has.
  let l = try ViewLayout.leaves(of: Text("A\nB\nC").frame(width: 5), in: CGSize(width: 100, height: 100)) { _, _ in
    CGSize(width: 10, height: 60)
  }
  #expect(l.first?.frame.height == 60)
}
