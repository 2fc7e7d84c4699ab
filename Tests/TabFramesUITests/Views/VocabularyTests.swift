import Foundation
import Testing

@testable import TabFramesUI

/// Layout of the rest of part 1's vocabulary (position, labels, baselines, strokes, clips,
/// shadows, styles, Dynamic Type, bad values), against SwiftUI's documented behaviour, with text
/// measured as 10 pt a character and 20 pt a line.

@Test @MainActor func positionTakesTheProposalAndCentresItsChildOnThePoint() throws {
  // "Positions the center of this view at the specified coordinates in its parent's coordinate
  // space"; the position view fills what it is offered (here the whole canvas).
  let l = try leaves(Color.red.frame(width: 20, height: 10).position(x: 50, y: 30))
  #expect(l.first?.frame == CGRect(x: 40, y: 25, width: 20, height: 10))
  // Inside a fixed frame, the point is in the frame's space.
  let inner = try leaves(Color.red.frame(width: 20, height: 10).position(x: 10, y: 5).frame(width: 100, height: 50))
  #expect(inner.first?.frame == CGRect(x: 145, y: 25, width: 20, height: 10))
}

@Test @MainActor func aLabelPutsItsIconBeforeItsTitleCentredOnTheCapHeight() throws {
  let l = try ViewLayout.leaves(
    of: Label("Home", systemImage: "house"), in: CGSize(width: 390, height: 100),
    textSize: { s, _ in CGSize(width: CGFloat(s.count) * 10, height: 20) },
    symbolSize: { _, _ in CGSize(width: 24, height: 22) })
  let icon = try #require(l.first { $0.kind == "symbol" }?.frame)
  let title = try #require(frame(l, "Home"))
  #expect(l.map(\.kind) == ["symbol", "text"], "icon first, then title")
  #expect(title.minX - icon.maxX == 8, "an HStack's default spacing")
  // The title's baseline is SF's ascender share of its 20 pt line; the icon's centre sits half
  // the body's cap height (11.978 pt) above it.
  let baseline = title.minY + 20 * 16.187 / 20.287
  #expect(abs(icon.midY - (baseline - 11.978 / 2)) < 0.34, "centred on the cap height, to the pixel")
}

@Test @MainActor func labelStylesChooseWhatALabelShows() throws {
  let titleOnly = try leaves(Label("Home", systemImage: "house").labelStyle(.titleOnly))
  #expect(titleOnly.map(\.kind) == ["text"])
  let iconOnly = try leaves(Label("Home", systemImage: "house").labelStyle(.iconOnly))
  #expect(iconOnly.map(\.kind) == ["symbol"])
  // A user style, written as in SwiftUI: icon over title.
  struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 2) {
        configuration.icon
        configuration.title
      }
    }
  }
  let stacked = try leaves(Label("Home", systemImage: "house").labelStyle(Stacked()))
  let icon = try #require(stacked.first { $0.kind == "symbol" }?.frame)
  let title = try #require(frame(stacked, "Home"))
  #expect(title.minY - icon.maxY == 2 && abs(icon.midX - title.midX) < 0.34)
}

@Test @MainActor func firstTextBaselineAlignsTextsOfDifferentSizes() throws {
  let l = try ViewLayout.leaves(
    of: HStack(alignment: .firstTextBaseline) {
      Text("Big").font(.largeTitle)
      Text("small").font(.caption)
    }, in: CGSize(width: 390, height: 100),
    textSize: { s, font in CGSize(width: CGFloat(s.count) * 10, height: font.size * 1.2) })
  let big = try #require(frame(l, "Big"))
  let small = try #require(frame(l, "small"))
  let ratio: CGFloat = 16.187 / 20.287
  #expect(abs((big.minY + big.height * ratio) - (small.minY + small.height * ratio)) < 0.34, "baselines on one line")
  #expect(small.minY > big.minY)
  // Centre alignment would put their centres together instead.
  let centred = try ViewLayout.leaves(
    of: HStack {
      Text("Big").font(.largeTitle)
      Text("small").font(.caption)
    }, in: CGSize(width: 390, height: 100),
    textSize: { s, font in CGSize(width: CGFloat(s.count) * 10, height: font.size * 1.2) })
  #expect(abs((frame(centred, "Big")?.midY ?? 0) - (frame(centred, "small")?.midY ?? 1)) < 0.34)
  // lastTextBaseline: a non-text view's guide is its bottom edge.
  let last = try leaves(
    HStack(alignment: .lastTextBaseline) {
      Color.red.frame(width: 10, height: 50)
      Text("A")
    })
  let bar = try #require(last.first { $0.kind == "color" }?.frame)
  let a = try #require(frame(last, "A"))
  #expect(abs(bar.maxY - (a.minY + 20 * ratio)) < 0.34)
}

@Test @MainActor func strokesAreOutlinesCentredOnThePathAndStrokeBordersStayInside() throws {
  let l = try leaves(
    HStack(spacing: 0) {
      Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 20)
      Rectangle().strokeBorder(Color.blue, lineWidth: 4).frame(width: 40, height: 20)
    })
  let stroked = try #require(l.first?.path)
  let inside = try #require(l.last?.path)
  let outer = try #require(l.first?.frame)
  let box = Path.Bounds(stroked)
  #expect(box == Path.Bounds(minX: outer.minX - 2, minY: outer.minY - 2, maxX: outer.maxX + 2, maxY: outer.maxY + 2))
  let frameB = try #require(l.last?.frame)
  #expect(Path.Bounds(inside) == Path.Bounds(minX: frameB.minX, minY: frameB.minY, maxX: frameB.maxX, maxY: frameB.maxY))
}

@Test func aStrokerCoversItsLineAndNothingElse() {
  // A horizontal 10 pt segment, 2 pt wide with butt caps: a 10 × 2 rectangle.
  let line = Path {
    $0.move(to: CGPoint(x: 0, y: 5))
    $0.addLine(to: CGPoint(x: 10, y: 5))
  }
  #expect(Path.Bounds(line.strokedPath(StrokeStyle(lineWidth: 2))) == Path.Bounds(minX: 0, minY: 4, maxX: 10, maxY: 6))
  // Square caps reach half the width past each end; round caps as far.
  #expect(
    Path.Bounds(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))) == Path.Bounds(minX: -1, minY: 4, maxX: 11, maxY: 6))
  let round = Path.Bounds(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)))
  #expect(abs(round.minX + 1) < 1e-9 && abs(round.maxX - 11) < 1e-9)
  // A right-angle corner with a mitre reaches the square corner; a bevel cuts it.
  let corner = Path {
    $0.move(to: CGPoint(x: 0, y: 0))
    $0.addLine(to: CGPoint(x: 10, y: 0))
    $0.addLine(to: CGPoint(x: 10, y: 10))
  }
  #expect(Path.Bounds(corner.strokedPath(StrokeStyle(lineWidth: 2))).maxX == 11)
  #expect(Path.Bounds(corner.strokedPath(StrokeStyle(lineWidth: 2))).minY == -1)
  // Dashes: 10 pt of line in 3 + 2 dashes is two 3 pt pieces and one 2 pt piece (3, gap, 3, gap, 2... phase 0).
  let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 2]))
  #expect(dashed.elements.filter { if case .move = $0 { return true } else { return false } }.count == 2)
  #expect(Path.Bounds(dashed) == Path.Bounds(minX: 0, minY: 4, maxX: 8, maxY: 6))
}

/// A ring drawn the way activity rings are (an arc's `strokedPath` with round caps and joins)
/// is its annulus, in a few thousand points: a disc at each of the flattened arc's vertices made
/// it over a hundred thousand, and a dashboard of such rings took minutes a frame.
@Test func aRoundJoinedArcStrokesToItsAnnulusInFewPoints() {
  var arc = Path()
  arc.addArc(center: CGPoint(x: 100, y: 100), radius: 80, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: false)
  let ring = arc.strokedPath(StrokeStyle(lineWidth: 20, lineCap: .round, lineJoin: .round))
  #expect(ring.elements.count < 20_000, "\(ring.elements.count) elements")
  func point(_ degrees: Double, _ radius: Double) -> CGPoint {
    CGPoint(x: 100 + radius * cos(degrees * .pi / 180), y: 100 + radius * sin(degrees * .pi / 180))
  }
  for degrees in stride(from: 0.0, through: 270, by: 15) {
    for radius in [71.0, 80, 89] { #expect(ring.contains(point(degrees, radius)), "\(degrees)° at \(radius)") }
    for radius in [69.0, 91] { #expect(!ring.contains(point(degrees, radius)), "\(degrees)° at \(radius)") }
  }
  // The round caps reach 10 pt past each end, and no further.
  #expect(ring.contains(CGPoint(x: 180, y: 91)) && ring.contains(CGPoint(x: 91, y: 20)))
  #expect(!ring.contains(CGPoint(x: 180, y: 89)) && !ring.contains(point(315, 80)))
}

@Test @MainActor func clipShapeAndShadowChangeDrawingNotLayout() throws {
  let plain = try leaves(Color.red.frame(width: 60, height: 30))
  let clipped = try leaves(Color.red.frame(width: 60, height: 30).clipShape(Capsule()))
  #expect(clipped.map(\.frame) == plain.map(\.frame))
  let outline = try #require(clipped.first?.clipPaths.first)
  #expect(Path.Bounds(outline) == Path.Bounds(minX: 165, minY: 35, maxX: 225, maxY: 65))
  // A shadow is drawn, not laid out: Stage.layout() reports no leaf for it; the drawing has one
  // under each drawn part, or one under the whole view after `compositingGroup()`.
  let view = HStack {
    Text("A")
    Text("B")
  }
  .shadow(radius: 4, y: 2)
  #expect(try leaves(view).map(\.kind) == ["text", "text"])
  let drawn = try ViewLayout.leaves(
    of: view, in: CGSize(width: 390, height: 100), scale: 3, environment: EnvironmentValues(),
    measure: { s, _, w in w == nil ? CGSize(width: CGFloat(s.count) * 10, height: 20) : nil },
    symbolSize: { _, f in CGSize(width: f.size, height: f.size) },
    hasSymbol: { _ in false }, fontMetrics: { _ in nil }, includeShadows: true)
  #expect(drawn.map(\.kind) == ["shadow", "text", "shadow", "text"])
  #expect(drawn.first?.casters.count == 1 && drawn.first?.shadow?.sigma == 4 && drawn.first?.shadow?.dy == 2)
  #expect(drawn.first?.shadow?.color == Color(white: 0, opacity: 0.33), "SwiftUI's default shadow colour")
  let grouped = try ViewLayout.leaves(
    of: HStack {
      Text("A"); Text("B")
    }.compositingGroup().shadow(radius: 4, y: 2), in: CGSize(width: 390, height: 100),
    scale: 3, environment: EnvironmentValues(),
    measure: { s, _, w in w == nil ? CGSize(width: CGFloat(s.count) * 10, height: 20) : nil },
    symbolSize: { _, f in CGSize(width: f.size, height: f.size) },
    hasSymbol: { _ in false }, fontMetrics: { _ in nil }, includeShadows: true)
  #expect(grouped.map(\.kind) == ["shadow", "text", "text"])
  #expect(grouped.first?.casters.count == 2)
}

@Test @MainActor func stylesResolveAgainstTheEnvironment() throws {
  // .tint is the tint when one is set, else the accent colour (which .accentColor sets).
  let tinted = try leaves(Circle().fill(.tint).tint(.red))
  #expect(tinted.first?.color == .red)
  // Any style tints (iOS 16's generic form); the tint style itself keeps the tint around it.
  #expect(try leaves(Circle().fill(.tint).tint(AnyShapeStyle(Color.orange))).first?.color == .orange)
  #expect(try leaves(Circle().fill(.tint).tint(TintShapeStyle()).tint(.red)).first?.color == .red)
  let accent = try leaves(Circle().fill(.tint).accentColor(.green))
  #expect(accent.first?.color == .green)
  #expect(try leaves(Color.accentColor.accentColor(.pink)).first?.color == .pink)
  // Hierarchical levels: the semantic label colours over the default foreground, the
  // foreground at lower opacity over another.
  #expect(try leaves(Text("A").foregroundStyle(.secondary)).first?.color == .secondary)
  let blueSecondary = try leaves(Text("A").foregroundStyle(.secondary).foregroundStyle(.blue)).first?.color
  #expect(blueSecondary == Color.blue.opacity(0.6))
  // .background takes a style and fills the frame as a colour view does.
  let bg = try leaves(Text("A").background(.red))
  #expect(bg.first?.kind == "color" && bg.first?.frame == frame(bg, "A"))
}

@Test @MainActor func textStylesFollowTheDynamicTypeSize() throws {
  var sizes: [CGFloat] = []
  _ = try ViewLayout.leaves(
    of: VStack {
      Text("a").font(.body)
      Text("b").font(.body).dynamicTypeSize(.xxxLarge)
      Text("c").font(.system(size: 17)).dynamicTypeSize(.accessibility5)
      Text("d").font(.caption).dynamicTypeSize(...DynamicTypeSize.small)
      Text("e").font(.footnote).dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility3)
      Text("f").font(.custom("DejaVu Sans", size: 34)).dynamicTypeSize(.xxxLarge)
      Text("g").font(.custom("DejaVu Sans", size: 24, relativeTo: .caption)).dynamicTypeSize(.xLarge)
      Text("h").font(.custom("DejaVu Sans", fixedSize: 17).bold()).dynamicTypeSize(.accessibility5)
    }, in: CGSize(width: 390, height: 300)
  ) { s, font in
    sizes.append(font.size)
    return CGSize(width: CGFloat(s.count) * 10, height: 20)
  }
  // Apple's table: body 17 at Large, 23 at xxxLarge; a fixed size never scales; caption at
  // Large clamped to Small is 11; footnote at AX3 clamped to xLarge is 15. A custom font scales
  // with body by default (34 × 23 / 17 = 46), with its own style when given (caption: 24 × 14 / 12
  // = 28), and not at all at a fixed size.
  #expect(sizes == [17, 23, 17, 11, 15, 46, 28, 17])
}

@Test @MainActor func badFrameValuesWarnAndBehaveAsSwiftUIs() throws {
  var warnings: [String] = []
  let l = try ViewLayout.leaves(
    of: VStack {
      Color.red.frame(width: -10, height: 20)
      Color.blue.frame(width: .infinity, height: 10)
      Color.green.frame(minWidth: 50, maxWidth: 20).frame(height: 5)
      HStack {}
    }, in: CGSize(width: 200, height: 100), scale: 3, environment: EnvironmentValues(),
    measure: { _, _, _ in .zero }, symbolSize: { _, _ in .zero }, hasSymbol: { _ in false }, fontMetrics: { _ in nil },
    warn: { warnings.append($0) })
  // An invalid length is unset: the colour takes the offered width.
  #expect(l[0].frame.width == 200 && abs(l[0].frame.height - 20) < 1e-9)
  #expect(l[1].frame.width == 200 && l[1].frame.height == 10)
  #expect(warnings.filter { $0.contains("Invalid frame dimension") }.count == 2)
  #expect(warnings.contains { $0.contains("Contradictory frame constraints") })
  // An empty stack takes no space and, as in SwiftUI, is no warning: everyday code has them (a
  // `ForEach` over rows still to load, a highlight's `ZStack` while it is not selected).
  #expect(l.count == 3 && abs(l[2].frame.maxY - l.map(\.frame.maxY).max()!) < 1e-9, "\(l.map(\.frame))")
  #expect(!warnings.contains { $0.contains("HStack") }, "\(warnings)")
}

@Test @MainActor func multilineTextAlignmentAndTruncationModeReachTheDrawing() throws {
  let l = try leaves(Text("A long title").multilineTextAlignment(.center).truncationMode(.middle).lineLimit(2))
  let options = try #require(l.first?.textOptions)
  #expect(options.alignment == .center && options.truncation == .middle && options.lineLimit == 2)
}

@Test @MainActor func aContentShapeChangesNeitherLayoutNorDrawing() throws {
  let plain = try leaves(Text("Tap").padding())
  let shaped = try leaves(Text("Tap").padding().contentShape(Rectangle()))
  #expect(plain.map(\.frame) == shaped.map(\.frame) && plain.map(\.kind) == shaped.map(\.kind))
  #expect(plain.map(\.color) == shaped.map(\.color) && plain.map(\.clipPaths) == shaped.map(\.clipPaths))
}

@Test @MainActor func imageScalesResizeTheSymbolsBox() throws {
  func box(_ scale: Image.Scale) throws -> CGSize? {
    try ViewLayout.leaves(
      of: Image(systemName: "house").imageScale(scale), in: CGSize(width: 100, height: 100),
      textSize: { _, _ in .zero }, symbolSize: { _, _ in CGSize(width: 20, height: 20) }
    ).first?.frame.size
  }
  #expect(try box(.medium) == CGSize(width: 20, height: 20))
  #expect(abs((try box(.small)?.width ?? 0) - 20 * 0.78) < 0.34)
  #expect(abs((try box(.large)?.width ?? 0) - 20 * 1.29) < 0.34)
}

extension Path {
  /// The extremes of a path's points (control points included: these tests use straight lines
  /// and the flattened outlines of strokes).
  struct Bounds: Equatable {
    var minX, minY, maxX, maxY: CGFloat
    init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
      (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
    init(_ path: Path) {
      var xs: [CGFloat] = []
      var ys: [CGFloat] = []
      for e in path.elements {
        switch e {
        case .move(let p), .line(let p):
          xs.append(p.x)
          ys.append(p.y)
        case .quadCurve(let p, let c):
          xs += [p.x, c.x]
          ys += [p.y, c.y]
        case .curve(let p, let a, let b):
          xs += [p.x, a.x, b.x]
          ys += [p.y, a.y, b.y]
        case .closeSubpath: break
        }
      }
      func r(_ v: CGFloat?) -> CGFloat { ((v ?? .nan) * 1e6).rounded() / 1e6 }
      self.init(minX: r(xs.min()), minY: r(ys.min()), maxX: r(xs.max()), maxY: r(ys.max()))
    }
  }
}

@Test @MainActor func aGroupsModifierAppliesToEachOfItsViews() throws {
  // SwiftUI applies a Group's modifiers to each child: two padded texts in the VStack, not one
  // padded pair.
  let l = try leaves(
    VStack(spacing: 0) {
      Group {
        Text("A")
        Text("B")
      }
      .padding(10)
    })
  let a = try #require(frame(l, "A"))
  let b = try #require(frame(l, "B"))
  #expect(b.minY - a.maxY == 20, "each text padded 10 pt: 20 pt between them")
  #expect(a.minX == b.minX)
}
