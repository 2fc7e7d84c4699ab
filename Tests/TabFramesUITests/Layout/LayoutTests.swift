import Foundation
import Testing

@testable import TabFramesUI

/// Layout against SwiftUI's documented behaviour ("Compose custom layouts with SwiftUI", WWDC22;
/// the Layout protocol's documentation; docs/FIDELITY.md §4), with text measured as 10 pt a character
/// and 20 pt a line so no font is involved.
@MainActor
func leaves<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 100) throws -> [LayoutLeaf] {
  try ViewLayout.leaves(of: view, in: CGSize(width: width, height: height)) { string, _ in
    CGSize(width: CGFloat(string.count) * 10, height: 20)
  }
}

@MainActor
func frame(_ leaves: [LayoutLeaf], _ text: String) -> CGRect? { leaves.first { $0.text == text }?.frame }

@Test @MainActor func theRootIsCentredAtItsIdealSize() throws {
  // A hosting view proposes the canvas and centres what the view chooses.
  #expect(frame(try leaves(Text("Hello")), "Hello") == CGRect(x: 170, y: 40, width: 50, height: 20))
}

@Test @MainActor func anHStackSpacesItsChildrenEightPoints() throws {
  let l = try leaves(
    HStack {
      Text("One"); Text("Two")
    })
  #expect(frame(l, "One") == CGRect(x: 161, y: 40, width: 30, height: 20))
  #expect(frame(l, "Two") == CGRect(x: 199, y: 40, width: 30, height: 20))
}

@Test @MainActor func aSpacerPushesTextsToTheEdgesAndAddsNoSpacing() throws {
  let l = try leaves(
    HStack {
      Text("A"); Spacer(); Text("B")
    })
  #expect(frame(l, "A")?.minX == 0)
  #expect(frame(l, "B")?.maxX == 390)
}

@Test @MainActor func colorsAndShapesTakeTheWholeProposal() throws {
  #expect(try leaves(Color.red).first?.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
  // Under an unspecified proposal (fixedSize) a shape is 10 × 10.
  #expect(try leaves(Rectangle().fixedSize()).first?.frame == CGRect(x: 190, y: 45, width: 10, height: 10))
}

@Test @MainActor func aFixedFrameCentresItsContent() throws {
  let l = try leaves(Text("Hi").frame(width: 100, height: 50).background(Color.blue))
  #expect(l.first?.kind == "color" && l.first?.frame == CGRect(x: 145, y: 25, width: 100, height: 50))
  #expect(frame(l, "Hi") == CGRect(x: 185, y: 40, width: 20, height: 20))
}

@Test @MainActor func aMaxWidthFrameFillsTheOfferAndAlignsItsContent() throws {
  let l = try leaves(Text("Hi").frame(maxWidth: .infinity, alignment: .leading).background(Color.blue))
  #expect(l.first?.frame == CGRect(x: 0, y: 40, width: 390, height: 20))
  #expect(frame(l, "Hi")?.minX == 0)
  // min and max clamp: a minWidth wider than the content widens the frame, not the text.
  let m = try leaves(Text("Hi").frame(minWidth: 60).background(Color.blue))
  #expect(m.first?.frame.width == 60 && frame(m, "Hi")?.width == 20)
}

@Test @MainActor func paddingAddsSixteenPointsAndTheBackgroundFollowsIt() throws {
  let l = try leaves(Text("Pad").padding().background(Color.green))
  #expect(l.first?.frame == CGRect(x: 164, y: 24, width: 62, height: 52))
  #expect(frame(l, "Pad") == CGRect(x: 180, y: 40, width: 30, height: 20))
  let h = try leaves(Text("Pad").padding(.horizontal, 4).background(Color.green))
  #expect(h.first?.frame.size == CGSize(width: 38, height: 20))
}

@Test @MainActor func textWrapsToANarrowerProposalAndFixedSizeKeepsItWhole() throws {
  let wrapped = try leaves(Text("Twelve chars").frame(width: 50))
  #expect(frame(wrapped, "Twelve chars")?.size == CGSize(width: 50, height: 60))
  let fixed = try leaves(Text("Twelve chars").fixedSize().frame(width: 50))
  #expect(frame(fixed, "Twelve chars")?.size == CGSize(width: 120, height: 20))
  let limited = try leaves(Text("Twelve chars").lineLimit(2).frame(width: 50))
  #expect(frame(limited, "Twelve chars")?.size == CGSize(width: 50, height: 40))
}

@Test @MainActor func aStackOffersSpaceToItsLeastFlexibleChildFirst() throws {
  // The fixed-width colour takes 100; the flexible one gets what is left after spacing.
  let l = try leaves(
    HStack {
      Color.red.frame(width: 100); Color.blue
    }, width: 300)
  #expect(l[0].frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  #expect(l[1].frame == CGRect(x: 108, y: 0, width: 192, height: 100))
  // Two equally flexible views share equally.
  let even = try leaves(
    HStack(spacing: 0) {
      Color.red; Color.blue
    }, width: 300)
  #expect(even.map(\.frame.width) == [150, 150])
}

@Test @MainActor func layoutPriorityIsServedFirst() throws {
  let texts = HStack {
    Text("Twenty characters!!!"); Text("Another twenty chars").layoutPriority(1)
  }
  let l = try leaves(texts, width: 300)
  #expect(frame(l, "Another twenty chars")?.width == 200)
  #expect(frame(l, "Twenty characters!!!")?.width == 92)
}

@Test @MainActor func vStacksAndZStacksAlign() throws {
  let v = try leaves(
    VStack(alignment: .leading) {
      Text("Wide text"); Text("Hi")
    })
  #expect(frame(v, "Wide text")?.minX == frame(v, "Hi")?.minX)
  #expect(frame(v, "Hi")?.minY == frame(v, "Wide text").map { $0.maxY + 8 })
  let z = try leaves(
    ZStack(alignment: .topLeading) {
      Color.red.frame(width: 100, height: 60); Text("A")
    })
  #expect(frame(z, "A")?.origin == z[0].frame.origin)
}

@Test @MainActor func anOffsetMovesTheViewButNotItsSiblings() throws {
  let moved = try leaves(
    HStack {
      Text("A").offset(x: 30, y: 5); Text("B")
    })
  let still = try leaves(
    HStack {
      Text("A"); Text("B")
    })
  #expect(frame(moved, "B") == frame(still, "B"))
  #expect(frame(moved, "A") == frame(still, "A")?.offsetBy(dx: 30, dy: 5))
}

@Test @MainActor func idsComeFromAccessibilityIdentifiersOrTheTree() throws {
  struct Bar: View {
    let selection: Int
    var body: some View {
      HStack {
        ForEach(0..<3) { i in
          if i == selection { Text("Item \(i)").accessibilityIdentifier("label.\(i)") } else { Text("Item \(i)") }
        }
      }
    }
  }
  let l = try leaves(Bar(selection: 1))
  #expect(l.map(\.id).contains("label.1"))
  #expect(Set(l.map(\.id)).count == 3, "every leaf has its own id: \(l.map(\.id))")
  // The same view laid out twice has the same ids: they are stable.
  #expect(try leaves(Bar(selection: 1)).map(\.id) == l.map(\.id))
}

@Test @MainActor func positionsSnapToThePixelGrid() throws {
  let l = try ViewLayout.leaves(of: Text("x"), in: CGSize(width: 100, height: 100), scale: 3) { _, _ in CGSize(width: 10.1, height: 20) }
  let f = try #require(l.first?.frame)
  #expect((f.minX * 3).rounded() == f.minX * 3 && (f.width * 3).rounded() == f.width * 3)
}

@Test @MainActor func aTreeTooDeepIsAClearError() throws {
  struct Deep: View {
    let n: Int
    var body: some View {
      if n == 0 { Text("leaf") } else { Deep(n: n - 1).padding(1) }
    }
  }
  #expect(throws: ViewLayout.Failure.self) { try leaves(Deep(n: 600)) }
  #expect(try leaves(Deep(n: 50)).count == 1)
}

@Test func shapesDrawInTheirRect() {
  let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
  #expect(circle.elements.first == .move(to: CGPoint(x: 70, y: 20)))
  #expect(circle.elements.count == 6)
  var p = Path()
  p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 20)
  #expect(p.elements.first == .move(to: CGPoint(x: 5, y: 0)), "the radius is clamped to half the side")
}

@Test @MainActor func drawingModifiersLeaveLayoutAlone() throws {
  let plain = try leaves(
    HStack {
      Color.red.frame(width: 50, height: 50); Text("A")
    })
  let drawn = try leaves(
    HStack {
      Color.red.frame(width: 50, height: 50).opacity(0.5).scaleEffect(2).cornerRadius(8); Text("A").hidden()
    })
  #expect(drawn.count == 1, "a hidden view is not drawn")
  let square = try #require(drawn.first)
  #expect(square.opacity == 0.5 && square.scale == 2)
  #expect(square.frame == plain[0].frame, "scaled about its own centre, laid out where it was")
  #expect(square.cornerRadius == 8 && square.clip == plain[0].frame)
  // A scale about a corner moves the leaf's centre away from it.
  let corner = try #require(try leaves(Color.red.frame(width: 50, height: 50).scaleEffect(2, anchor: .topLeading)).first)
  #expect(corner.frame.origin == CGPoint(x: 195, y: 50))
  // A border is drawn over the view, inside its frame.
  let bordered = try leaves(Text("Hi").border(Color.black, width: 2))
  #expect(bordered.last?.kind == "border" && bordered.last?.frame == frame(bordered, "Hi") && bordered.last?.lineWidth == 2)
}

@Test @MainActor func zIndexDrawsInFrontWithoutMovingAnything() throws {
  let l = try leaves(
    ZStack {
      Color.red.zIndex(1); Color.blue
    })
  #expect(l.map(\.color) == [.blue, .red])
}

@Test @MainActor func aGeometryReaderTakesTheProposalAndPlacesTopLeading() throws {
  let l = try leaves(GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(width: 200, height: 80))
  #expect(frame(l, "200")?.origin == CGPoint(x: 95, y: 10))
}

@Test @MainActor func viewThatFitsPicksTheFirstThatFits() throws {
  let choice = ViewThatFits(in: .horizontal) {
    Text("A long title here"); Text("Short")
  }
  #expect(try leaves(choice, width: 390).first?.text == "A long title here")
  #expect(try leaves(choice, width: 100).first?.text == "Short")
}

@Test @MainActor func rightToLeftMirrorsStacksAndAlignment() throws {
  var rtl = EnvironmentValues()
  rtl.layoutDirection = .rightToLeft
  let bar = HStack {
    Text("First"); Spacer(); Text("Last")
  }
  let l = try ViewLayout.leaves(of: bar, in: CGSize(width: 390, height: 100), environment: rtl) { s, _ in
    CGSize(width: CGFloat(s.count) * 10, height: 20)
  }
  #expect(frame(l, "First")?.maxX == 390 && frame(l, "Last")?.minX == 0)
  // The same through the environment modifier, for a subtree.
  let inner = try leaves(
    VStack(alignment: .leading) {
      Text("Wide text"); Text("Hi")
    }.environment(\.layoutDirection, .rightToLeft))
  #expect(frame(inner, "Wide text")?.maxX == frame(inner, "Hi")?.maxX, "leading is the right edge")
}

@Test @MainActor func anImageTakesItsSymbolsBoxWhateverItIsProposed() throws {
  let icon = Image(systemName: "house.fill").font(.system(size: 24))
  let l = try ViewLayout.leaves(
    of: VStack(spacing: 4) {
      icon.frame(width: 10, height: 10); Text("Home")
    }, in: CGSize(width: 390, height: 100),
    textSize: { s, _ in CGSize(width: CGFloat(s.count) * 10, height: 20) },
    symbolSize: { name, font in name == "house.fill" ? CGSize(width: font.size * 1.25, height: font.size) : .zero })
  let symbol = try #require(l.first { $0.kind == "symbol" })
  #expect(symbol.frame.size == CGSize(width: 30, height: 24), "not squeezed into its 10 pt frame")
  #expect(symbol.text == "house.fill")
}

@Test @MainActor func symbolVariantPicksTheVariantWhenTheSymbolHasIt() throws {
  let known: Set<String> = ["house.fill", "heart.circle.fill", "person.slash"]
  func drawn<V: View>(_ view: V) throws -> [String] {
    try ViewLayout.leaves(
      of: view, in: CGSize(width: 390, height: 100), textSize: { _, _ in .zero }, hasSymbol: { known.contains($0) }
    ).compactMap(\.text)
  }
  #expect(try drawn(Image(systemName: "house").symbolVariant(.fill)) == ["house.fill"])
  #expect(try drawn(Image(systemName: "heart").symbolVariant(.circle.fill)) == ["heart.circle.fill"])
  #expect(try drawn(Image(systemName: "person").symbolVariant(.slash)) == ["person.slash"])
  // Without that variant, the name as given; a name that has the part already is not doubled.
  #expect(try drawn(Image(systemName: "gear").symbolVariant(.fill)) == ["gear"])
  #expect(try drawn(Image(systemName: "house.fill").symbolVariant(.fill)) == ["house.fill"])
  // The environment reaches every image inside.
  #expect(
    try drawn(
      HStack {
        Image(systemName: "house"); Image(systemName: "heart")
      }.symbolVariant(.fill)) == ["house.fill", "heart"])
}

@Test @MainActor func aHorizontalScrollViewShowsItsContentFromTheLeadingEdge() throws {
  let row = ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10) { i in Text("Item \(i)") } } }
  let l = try leaves(row, width: 300)
  // Content at its ideal width (10 × 60 pt) from x = 0, clipped to the 300 pt scroll view.
  #expect(frame(l, "Item 0")?.minX == 0 && frame(l, "Item 9")?.maxX == 600)
  #expect(l.allSatisfy { $0.clip == CGRect(x: 0, y: 40, width: 300, height: 20) })
  // The cross axis hugs the content: as tall as a text, not the whole canvas.
  #expect(l.first?.clip?.height == 20)
}

@Test @MainActor func anIDGivesTheViewANewIdentity() throws {
  let a = try leaves(Text("A").id(1))
  let b = try leaves(Text("A").id(2))
  #expect(a.first?.id != b.first?.id && a.first?.frame == b.first?.frame)
}

/// docs/FIDELITY.md §5: a vertical stack spaces a text by its font's metrics, not 8 pt: above a text,
/// 1.1 line heights ceiled to the pixel grid less the ascender; below one, the larger of 1.1 line
/// heights less the cap height and 0.1 line height plus the descender; texts nearly touch.
@Test @MainActor func verticalStacksSpaceTextByItsFontMetrics() throws {
  func laid<V: View>(_ view: V) throws -> [LayoutLeaf] {
    try ViewLayout.leaves(
      of: view, in: CGSize(width: 390, height: 200), scale: 3, environment: EnvironmentValues(),
      measure: { s, _, width in width == nil ? CGSize(width: CGFloat(s.count) * 10, height: 20) : nil },
      symbolSize: { _, _ in .zero }, hasSymbol: { _ in false },
      fontMetrics: { _ in FontMetrics(lineHeight: 20, ascent: 16, capHeight: 12) })
  }
  let iconOverTitle = try laid(
    VStack {
      Color.red.frame(width: 20, height: 20); Text("Home")
    })
  #expect(try #require(frame(iconOverTitle, "Home")).minY - iconOverTitle[0].frame.maxY == 6, "ceil(22) − 16")
  let titleOverIcon = try laid(
    VStack {
      Text("Home"); Color.red.frame(width: 20, height: 20)
    })
  #expect(titleOverIcon[1].frame.minY - (try #require(frame(titleOverIcon, "Home"))).maxY == 10, "max(22 − 12, 2 + 4)")
  let twoTexts = try laid(
    VStack {
      Text("One"); Text("Two")
    })
  #expect(frame(twoTexts, "Two")?.minY == frame(twoTexts, "One")?.maxY)
  // Padding on its top makes the text's top an ordinary view's edge (8 pt and the padding);
  // padding of zero leaves it a text's (OpenSwiftUI's NoSpacingProjectedPadding). An HStack
  // keeps 8 pt.
  let padded = try laid(
    VStack {
      Color.red.frame(width: 20, height: 20); Text("Home").padding(.top, 4)
    })
  #expect(try #require(frame(padded, "Home")).minY - padded[0].frame.maxY == 12)
  let paddedByZero = try laid(
    VStack {
      Color.red.frame(width: 20, height: 20); Text("Home").padding(0)
    })
  #expect(try #require(frame(paddedByZero, "Home")).minY - paddedByZero[0].frame.maxY == 6)
  let row = try laid(
    HStack {
      Color.red.frame(width: 20, height: 20); Text("Home")
    })
  #expect(try #require(frame(row, "Home")).minX - row[0].frame.maxX == 8)
}

/// Review findings against SwiftUI (OpenSwiftUI's Spacer and shapes keep an infinite proposal;
/// Apple's LayoutDirection flips positions, not drawings; bold() applies to the inherited font).
@Test @MainActor func colorsAndSpacersStayInfinitelyFlexibleInStacks() throws {
  let l = try leaves(
    HStack(spacing: 0) {
      Text("Hi"); Color.red
    }, width: 200)
  #expect(l.first { $0.kind == "color" }?.frame.width == 180, "the text is served first: it is less flexible")
  let nested = try leaves(
    HStack {
      HStack {
        Text("A"); Spacer()
      }; Text("Hi")
    }, width: 300)
  #expect(frame(nested, "A")?.minX == 0 && frame(nested, "Hi")?.maxX == 300)
}

@Test @MainActor func rightToLeftMovesShapesAndClipsWithTheirViews() throws {
  var rtl = EnvironmentValues()
  rtl.layoutDirection = .rightToLeft
  let view = HStack(spacing: 0) {
    Circle().frame(width: 20, height: 20)
    Color.blue.frame(width: 30, height: 20).clipped()
    Spacer()
  }
  let l = try ViewLayout.leaves(of: view, in: CGSize(width: 200, height: 20), environment: rtl) { _, _ in .zero }
  let circle = try #require(l.first { $0.kind == "shape" })
  #expect(circle.frame.maxX == 200)
  let box = try #require(
    circle.path.flatMap { path -> CGRect? in
      let xs = path.elements.compactMap { e -> CGFloat? in
        if case .curve(let p, _, _) = e { return p.x }
        return nil
      }
      guard let lo = xs.min(), let hi = xs.max() else { return nil }
      return CGRect(x: lo, y: 0, width: hi - lo, height: 0)
    })
  #expect(box.minX >= circle.frame.minX - 0.01 && box.maxX <= circle.frame.maxX + 0.01, "the circle is drawn in its frame")
  let clipped = try #require(l.first { $0.kind == "color" })
  #expect(clipped.clip == clipped.frame && clipped.frame.maxX == 180)
}

@Test @MainActor func boldAppliesToTheInheritedFont() throws {
  let l = try leaves(VStack { Text("Hi").bold() }.font(.title))
  #expect(l.first?.font == Font.title.bold())
  // No text is more lines than it has characters, however narrow.
  let starved = try leaves(
    ScrollView {
      HStack(spacing: 0) {
        Text("Hi"); Color.red.frame(width: 390).layoutPriority(1)
      }
    })
  #expect((frame(starved, "Hi")?.height ?? .infinity) <= 40)
}

@Test @MainActor func commonSwiftUIFormsCompileAndBehave() throws {
  // .background(.red), RoundedRectangle(cornerRadius:style:), Capsule(style:), Path as a shape.
  let l = try leaves(
    VStack {
      Text("A").padding(4).background(.red)
      RoundedRectangle(cornerRadius: 6, style: .continuous).frame(width: 30, height: 10)
      Capsule(style: .continuous).frame(width: 30, height: 10)
      Path { p in
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 10))
      }.fill(Color.black).frame(width: 10, height: 10)
    })
  #expect(l.first?.kind == "color" && l.first?.frame.size == CGSize(width: 18, height: 28))
  #expect(l.filter { $0.kind == "shape" }.count == 3)
  // Repeated ForEach ids still give every view its own identity.
  let twice = try leaves(HStack { ForEach(["a", "a", "b/c"], id: \.self) { Text($0) } })
  #expect(Set(twice.map(\.id)).count == 3)
}

/// A ZStack with children of different priorities sizes itself by the highest and proposes that
/// size to the rest ("Thinking in SwiftUI", objc.io): a background colour fits its text.
@Test @MainActor func aZStackSizesItselfByItsHighestPriorityChildren() throws {
  let l = try leaves(
    ZStack {
      Color.red; Text("Hi").layoutPriority(1)
    })
  #expect(l.first?.frame == frame(l, "Hi"))
  #expect(l.first?.frame.size == CGSize(width: 20, height: 20))
  // Equal priorities: every child gets the proposal, the stack is the largest.
  let plain = try leaves(
    ZStack {
      Color.red; Text("Hi")
    })
  #expect(plain.first?.frame.size == CGSize(width: 390, height: 100))
}

@Test @MainActor func aDividerIsAPixelThickAcrossItsStack() throws {
  let v = try leaves(
    VStack {
      Text("A"); Divider(); Text("B")
    }, width: 300)
  let line = try #require(v.first { $0.kind == "color" })
  #expect(abs(line.frame.height - 1.0 / 3) < 1e-9 && line.frame.width == 300, "\(line.frame)")
  let h = try leaves(
    HStack {
      Text("A"); Divider(); Text("B")
    }.frame(height: 30), width: 300)
  let bar = try #require(h.first { $0.kind == "color" })
  #expect(abs(bar.frame.width - 1.0 / 3) < 1e-9 && bar.frame.height == 30, "\(bar.frame)")
}
