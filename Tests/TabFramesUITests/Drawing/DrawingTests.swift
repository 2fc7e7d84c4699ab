import Foundation
import TabFramesRender
import Testing

@testable import TabFrames

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Shadows, clip shapes, strokes, labels and wrapped centred text drawn through the CLI's
/// renderers: the PNG read back, the SVG drawn again by librsvg (an independent renderer).
private struct Card: View {
  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 16) {
        Label("Home", systemImage: "house")
        Label("Profile", systemImage: "person")
      }
      .padding(.horizontal, 20)
      .padding(.vertical, 12)
      .background(.white, in: Capsule())
      .shadow(color: .black.opacity(0.5), radius: 6, y: 6)
      .accessibilityIdentifier("bar")
      Color.blue.frame(width: 60, height: 60).clipShape(Circle()).accessibilityIdentifier("disc")
      Circle().stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [6, 4])).frame(width: 40, height: 40)
        .accessibilityIdentifier("ring")
      Text("A longer note that wraps onto a second line, centred")
        .multilineTextAlignment(.center).frame(width: 200).accessibilityIdentifier("note")
    }
  }
}

@MainActor
func rendered(_ name: String, _ width: CGFloat, _ height: CGFloat, _ view: some View) throws -> (
  png: RGBAImage, svg: RGBAImage, svgText: String, leaves: [Stage.Leaf]
) {
  let rsvg = "/usr/bin/rsvg-convert"
  try #require(FileManager.default.isExecutableFile(atPath: rsvg), "scripts/setup installs librsvg2-bin")
  let stage = Stage(name: name, width: width, height: height, scale: 3) { view }
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-drawing-\(name)-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  try stage.render(formats: [.final, .finalSVG], to: out.path)
  let p = Process()
  p.executableURL = URL(fileURLWithPath: rsvg)
  p.arguments = [out.appendingPathComponent("\(name).svg").path, "-o", out.appendingPathComponent("rsvg.png").path]
  try p.run()
  p.waitUntilExit()
  #expect(p.terminationStatus == 0)
  return (
    try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("\(name).png")))),
    try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("rsvg.png")))),
    try String(contentsOf: out.appendingPathComponent("\(name).svg"), encoding: .utf8), try stage.layout()
  )
}

@Test @MainActor func shadowsClipsStrokesAndWrappedTextDrawTheSameInPNGAndSVG() throws {
  let (png, svg, svgText, leaves) = try rendered("card", 300, 260, Card())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02, "\(share * 100) % of points differ")
  #expect(worst < 128, "largest difference \(worst)")
  func gray(_ x: CGFloat, _ y: CGFloat) -> Int { Int(png[Int(x * 3), Int(y * 3)].r) }
  // The shadow: darker under the bar's bottom edge than above its top, nothing far from it.
  let capsule = try #require(leaves.first { $0.id.hasPrefix("bar") && $0.kind == "shape" }).frame
  #expect(gray(capsule.midX, capsule.maxY + 4) < 235, "shadow below the bar")
  #expect(gray(capsule.midX, capsule.maxY + 4) < gray(capsule.midX, capsule.minY - 4), "offset down by y: 6")
  #expect(gray(capsule.minX - 30, capsule.midY) == 255, "no shadow 5 σ from the bar")
  // The capsule's own shadow is under it; the labels' shadows (each drawn part casts its own)
  // fall faintly on it.
  #expect(gray(capsule.minX + 12, capsule.midY) >= 245, "the capsule itself white but for the labels' shadows")
  // The clip shape: the disc's centre blue, its frame's corner not.
  let disc = try #require(leaves.first { $0.id == "disc" }).frame
  #expect(png[Int(disc.midX * 3), Int(disc.midY * 3)].b == 255)
  #expect(png[Int(disc.minX * 3) + 2, Int(disc.minY * 3) + 2].r > 200, "cut to a circle: no blue in the frame's corner")
  // The dashed ring: red ink on the circle, none at its centre.
  let ring = try #require(leaves.first { $0.id == "ring" }).frame
  var red = 0
  for a in stride(from: 0.0, to: 2 * Double.pi, by: 0.05) {
    let p = png[Int((ring.midX + 20 * cos(a)) * 3), Int((ring.midY + 20 * sin(a)) * 3)]
    if p.r > 200 && p.g < 120 { red += 1 }
  }
  #expect(red > 40 && red < 110, "dashes: \(red) of 126 samples on the circle are red")
  #expect(png[Int(ring.midX * 3), Int(ring.midY * 3)] == (255, 255, 255, 255))
  // The wrapped text's SVG outline spans its frame (its lines were cut short before).
  let note = try #require(leaves.first { $0.id == "note" }).frame
  #expect(note.height > 30, "two lines")
  #expect(svgText.contains("<filter") && svgText.contains("clip-path"))
}

@Test @MainActor func aTextGivenItsIdealWidthBackThroughAStackStaysOnOneLine() throws {
  // The label's stack hands its text the width left after the icon and spacing: a rounding
  // error short of the text's ideal width, which must not wrap it.
  let stage = Stage(name: "labels", width: 390, height: 100) {
    HStack(spacing: 4) {
      Label("Profile", systemImage: "person").padding(.horizontal, 12)
      Text("Profile")
    }
    .font(.subheadline)
  }
  let texts = try stage.layout().filter { $0.kind == "text" }
  try #require(texts.count == 2)
  #expect(abs(texts[0].frame.width - texts[1].frame.width) < 0.34 && texts[0].frame.height == texts[1].frame.height)
}

/// SF Symbols take the font's weight: heavier weights draw thicker strokes. Phosphor's glyphs come
/// in weights (docs/research/icon-sets.md): a light, regular and bold house are three glyphs, each
/// with more ink than the last, in boxes that differ only by their strokes' width, as SF's do.
@Test @MainActor func aSymbolTakesTheFontsWeight() throws {
  func ink(_ weight: Font.Weight) throws -> (Int, CGRect) {
    let stage = Stage(name: "weight", width: 60, height: 60, scale: 3) {
      Image(systemName: "house").font(.system(size: 34, weight: weight))
    }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-weight-\(getpid())")
    defer { try? FileManager.default.removeItem(at: out) }
    try stage.render(formats: [.final], to: out.path)
    let image = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("weight.png"))))
    var dark = 0
    for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i] < 128 { dark += 1 }
    return (dark, try #require(stage.layout().first).frame)
  }
  let (regular, box) = try ink(.regular)
  let (bold, boldBox) = try ink(.bold)
  let (light, _) = try ink(.light)
  #expect(boldBox.width >= box.width && boldBox.width < box.width * 1.06, "the box grows by the strokes only: \(box) \(boldBox)")
  #expect(Double(bold) > Double(regular) * 1.15, "bold: \(bold) dark pixels, regular: \(regular)")
  #expect(Double(light) < Double(regular) * 0.9, "light: \(light) dark pixels, regular: \(regular)")
}

/// The animated SVG of a view with a shadow and a clip shape carries both (the element-animating
/// writer draws a shadow as its first frame shows it) and parses.
@Test @MainActor func anAnimatedSVGCarriesShadowsAndClipShapes() throws {
  struct Moving: View {
    @State private var on = false
    var body: some View {
      Color.blue.frame(width: 60, height: 30).clipShape(Capsule()).shadow(radius: 4)
        .offset(x: on ? 40 : 0).accessibilityIdentifier("pill")
        .onTapGesture { withAnimation(.linear(duration: 0.1)) { on = true } }
    }
  }
  let stage = Stage(name: "moving", width: 200, height: 60, scale: 2) { Moving() }
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-anim-svg-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  try stage.render([.tap("pill")], formats: [.svgAnimated], to: out.path)
  let svg = try String(contentsOf: out.appendingPathComponent("moving.anim.svg"), encoding: .utf8)
  #expect(svg.contains("<filter") && svg.contains("feGaussianBlur") && svg.contains("clip-path=\"url(#clip"))
  #expect(svg.contains("<animate"), "the pill moves")
  #expect(XMLParser(data: Data(svg.utf8)).parse())
}

/// A shape drawn by a nonisolated function in Swift 6 mode, as SwiftUI's `fill` allows.
nonisolated func framedHole() -> some View {
  HoleShape().fill(Color.blue, style: FillStyle(eoFill: true))
}

/// Two squares one inside the other: non-zero fills both (they wind the same way), even-odd cuts
/// the inner one out.
struct HoleShape: Shape {
  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRect(rect)
    path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
    return path
  }
}

@Test @MainActor func evenOddFillCutsAHoleWhereNonZeroDoesNot() throws {
  let hole = try rendered("eofill", 60, 60, framedHole().frame(width: 40, height: 40)).png
  let solid = try rendered("nonzero", 60, 60, HoleShape().fill(Color.blue).frame(width: 40, height: 40)).png
  #expect(hole[90, 90].b == 255 && hole[90, 90].r == 255, "the centre is the white canvas: \(hole[90, 90])")
  #expect(hole[40, 40].b == 255 && hole[40, 40].r < 100, "the ring is blue")
  #expect(solid[90, 90].b == 255 && solid[90, 90].r < 100, "non-zero fills the centre")
}

/// `UnevenRoundedRectangle` rounds each corner by its own radius, radii too large for a side
/// shrinking together; `.rect(cornerRadius:)` is the rounded rectangle.
@Test @MainActor func unevenCornersAreRoundedEachByItsRadius() throws {
  let tab = try rendered("uneven", 60, 60, UnevenRoundedRectangle(topLeadingRadius: 20).fill(Color.blue)).png
  func blue(_ image: RGBAImage, _ x: Double, _ y: Double) -> Bool {
    let p = image[Int(x * 3), Int(y * 3)]
    return p.b > 200 && p.r < 100
  }
  #expect(!blue(tab, 2, 2), "the top leading corner is cut")
  #expect(blue(tab, 58, 2) && blue(tab, 2, 58) && blue(tab, 58, 58), "the other corners are square")
  let dome = try rendered("dome", 60, 60, UnevenRoundedRectangle(topLeadingRadius: 100, topTrailingRadius: 100).fill(Color.blue)).png
  #expect(!blue(dome, 2, 2) && !blue(dome, 58, 2), "both top corners round")
  #expect(blue(dome, 30, 1) && blue(dome, 2, 58), "the radii shrink to meet at the top's middle; the bottom is square")
  let card = try rendered("card", 60, 60, Color.blue.clipShape(.rect(cornerRadius: 10))).png
  #expect(!blue(card, 1, 1) && blue(card, 30, 1), "rounded corners, a straight top")
}

/// `blur(radius:)`: the view's drawing blurred by a Gaussian of σ = radius, the layout unchanged,
/// the same in the PNG and (through librsvg) the SVG; a clip around the blurred view cuts its
/// blur.
@Test @MainActor func aBlurSoftensTheDrawingTheSameInPNGAndSVG() throws {
  struct Blurred: View {
    var body: some View {
      HStack(spacing: 40) {
        Color.red.frame(width: 40, height: 40).blur(radius: 4).accessibilityIdentifier("soft")
        Color.red.frame(width: 40, height: 40).blur(radius: 6).frame(width: 40, height: 40).clipped().accessibilityIdentifier("cut")
      }
    }
  }
  let (png, svg, svgText, leaves) = try rendered("blur", 200, 80, Blurred())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("feGaussianBlur stdDeviation=\"4\""))
  let soft = try #require(leaves.first { $0.id == "soft" }).frame
  #expect(soft.size == CGSize(width: 40, height: 40), "the layout is the blur's content's")
  func red(_ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8) { (png[Int(x * 3), Int(y * 3)].r, png[Int(x * 3), Int(y * 3)].g) }
  // Inside, far from the edges: systemRed; on the edge: half way to white; further out, less;
  // 3.5 σ out: white.
  #expect(red(soft.midX, soft.midY) == (255, 59), "systemRed")
  let edge = red(soft.minX, soft.midY).g
  #expect(edge > 100 && edge < 160, "half covered at the edge: \(edge)")
  #expect(red(soft.minX - 4, soft.midY).g > edge, "fading outward")
  #expect(red(soft.minX - 14, soft.midY) == (255, 255), "nothing 3.5 σ out")
  // The clipped one's blur stops at its frame.
  let cut = try #require(leaves.first { $0.id == "cut" }).frame
  #expect(red(cut.minX - 2, cut.midY) == (255, 255), "cut at the clip")
  #expect(red(cut.minX + 1, cut.midY).g > 60, "blurred inside it")
}

/// `mask`: the view drawn through its mask's alpha (a gradient fading a list's edges, a shape
/// cutting a colour), the mask itself not drawn, the layout the view's; the same in the PNG and
/// (through librsvg) the SVG.
@Test @MainActor func aMaskCutsTheDrawingByItsAlphaTheSameInPNGAndSVG() throws {
  struct Masked: View {
    var body: some View {
      HStack(spacing: 20) {
        Color.red.frame(width: 60, height: 60)
          .mask(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))
          .accessibilityIdentifier("faded")
        Color.blue.frame(width: 60, height: 60).mask { Circle() }.accessibilityIdentifier("disc")
      }
    }
  }
  let (png, svg, svgText, leaves) = try rendered("mask", 200, 80, Masked())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("mask-type=\"alpha\""))
  #expect(leaves.count == 2, "the masks are not drawn themselves: \(leaves.map(\.kind))")
  let faded = try #require(leaves.first { $0.id == "faded" }).frame
  func g(_ x: CGFloat, _ y: CGFloat) -> Int { Int(png[Int(x * 3), Int(y * 3)].g) }
  // White where the mask is clear (the top), systemRed where it is opaque (the bottom), between
  // half way down.
  #expect(g(faded.midX, faded.minY + 1) > 240)
  #expect(g(faded.midX, faded.maxY - 1) < 70)
  let middle = g(faded.midX, faded.midY)
  #expect(middle > 120 && middle < 190, "half covered: \(middle)")
  let disc = try #require(leaves.first { $0.id == "disc" }).frame
  #expect(png[Int(disc.midX * 3), Int(disc.midY * 3)].b == 255)
  #expect(png[Int(disc.minX * 3) + 2, Int(disc.minY * 3) + 2] == (255, 255, 255, 255), "cut to the circle")
}

/// `Image("Logo")` from the project's asset catalogue (Tests/Fixtures/Assets.xcassets, found
/// under the folder `swift test` runs in): the largest scale's PNG at its size in points,
/// resizable into a frame, the same in the PNG and the SVG (which embeds it); a name no catalogue
/// has draws nothing and takes no space, as on a device.
@Test @MainActor func anAssetImageDrawsItsPNGAtItsSizeInPoints() throws {
  struct Logos: View {
    var body: some View {
      HStack(spacing: 10) {
        Image("Logo").accessibilityIdentifier("natural")
        Image("Logo").resizable().frame(width: 40, height: 20).accessibilityIdentifier("resized")
        Image("NoSuchImage").accessibilityIdentifier("missing")
      }
    }
  }
  let (png, svg, svgText, leaves) = try rendered("logos", 120, 40, Logos())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("<image") && svgText.contains("data:image/png;base64,"))
  let natural = try #require(leaves.first { $0.id == "natural" })
  #expect(natural.kind == "image" && natural.frame.size == CGSize(width: 20, height: 10), "60 × 30 px at 3×")
  let resized = try #require(leaves.first { $0.id == "resized" }).frame
  #expect(resized.size == CGSize(width: 40, height: 20))
  // Red on the left, blue on the right, in both.
  for f in [natural.frame, resized] {
    #expect(png[Int((f.minX + f.width / 4) * 3), Int(f.midY * 3)] == (255, 0, 0, 255))
    #expect(png[Int((f.maxX - f.width / 4) * 3), Int(f.midY * 3)] == (0, 0, 255, 255))
  }
  let missing = try #require(leaves.first { $0.id == "missing" })
  #expect(missing.frame.size == .zero)
}

/// `AngularGradient`: the colours around the centre, clockwise from the trailing side (0° at
/// three o'clock, 90° at six), as a view and as a shape's style, the same in the PNG (a Cairo
/// mesh of wedges) and the SVG (a pattern of wedges).
@Test @MainActor func anAngularGradientGoesRoundClockwiseTheSameInPNGAndSVG() throws {
  struct Wheel: View {
    var body: some View {
      HStack(spacing: 20) {
        AngularGradient(colors: [.red, .green, .blue, .red], center: .center).frame(width: 80, height: 80)
          .accessibilityIdentifier("wheel")
        Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 10)
          .frame(width: 80, height: 80)
      }
    }
  }
  let (png, svg, svgText, leaves) = try rendered("wheel", 220, 100, Wheel())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("<pattern"))
  let wheel = try #require(leaves.first { $0.id == "wheel" }).frame
  func at(_ degrees: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let a = degrees * .pi / 180
    return png[Int((wheel.midX + 30 * cos(a)) * 3), Int((wheel.midY + 30 * sin(a)) * 3)]
  }
  // A third of the way round: systemGreen (52, 199, 89); two thirds: systemBlue (0, 122, 255);
  // just past the start: systemRed (255, 59, 48).
  #expect(at(120).g > 180 && at(120).r < 90 && at(120).b < 120, "\(at(120))")
  #expect(at(240).b > 230 && at(240).r < 40, "\(at(240))")
  #expect(at(5).r > 230 && at(5).b < 90, "\(at(5))")
  // Half way from red to green (60°): about (153, 129, 68).
  #expect(abs(Int(at(60).r) - 153) < 20 && abs(Int(at(60).g) - 129) < 20 && at(60).b < 100, "\(at(60))")
}

/// What lies wholly off the canvas is left out of a frame's SVG (issue 33 item 3: labels scrolled
/// off a bar were outlined into every frame), and what reaches onto it is kept: the SVG still
/// draws what the PNG draws.
@Test @MainActor func elementsWhollyOffTheCanvasAreLeftOutOfTheSVG() throws {
  struct Scrolled: View {
    var body: some View {
      ZStack {
        Text("Near").accessibilityIdentifier("near")
        Text("Far away").offset(x: 400).accessibilityIdentifier("far")
        Circle().fill(.red).frame(width: 40, height: 40).offset(x: -300).accessibilityIdentifier("gone")
        Text("Edge").offset(x: 110).accessibilityIdentifier("edge")
        Text("Blurred").offset(y: 60).blur(radius: 8).accessibilityIdentifier("glow")
      }
    }
  }
  let (png, svg, svgText, _) = try rendered("offcanvas", 260, 80, Scrolled())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 128, "PNG and SVG agree: \(share * 100) % differ, largest \(worst)")
  #expect(svgText.contains(#"id="near""#) && svgText.contains(#"id="edge""#), "on or reaching onto the canvas")
  #expect(svgText.contains(#"id="glow""#), "a blur reaches onto the canvas from below it")
  #expect(!svgText.contains(#"id="far""#) && !svgText.contains(#"id="gone""#), "wholly off the canvas")
}

/// A glyph's outline is written once a file and used wherever the glyph is drawn (issue 33 item
/// 3): a run of 300 combining marks outlined the same mark 300 times into every frame. Drawn the
/// same by librsvg as by Cairo, with its underline (a line in the text's colour stays in the
/// whole outline).
@Test @MainActor func aGlyphsOutlineIsWrittenOnceAFileAndUsedWhereverItIsDrawn() throws {
  struct Repeated: View {
    var body: some View {
      VStack(spacing: 8) {
        Text("banana banana").font(.title).accessibilityIdentifier("fruit")
        Text("a" + String(repeating: "\u{0301}", count: 300)).accessibilityIdentifier("marks")
        Text("underlined").underline().accessibilityIdentifier("lined")
      }
    }
  }
  let (png, svg, svgText, _) = try rendered("glyphs", 260, 160, Repeated())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 128, "PNG and SVG agree: \(share * 100) % differ, largest \(worst)")
  func ids(after marker: String) -> [String] {
    svgText.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }
  let defined = ids(after: #"<path id="glyph-"#)
  let used = ids(after: ##"<use href="#glyph-"##)
  #expect(Set(defined).count == defined.count, "each outline defined once")
  #expect(Set(defined) == Set(used), "every outline defined is used, and every one used is defined")
  // "banana banana": b, a, n drawn 12 times (the space draws nothing and is not written); the marks:
  // 300 glyphs or so (HarfBuzz may join the base and its first mark into one).
  #expect(used.count >= 12 + 300 && defined.count <= 8, "\(used.count) glyphs drawn from \(defined.count) outlines")
  #expect(!svgText.contains(#"d="""#), "no empty outline is defined")
  let marks = try #require(svgText.components(separatedBy: #"id="marks""#).dropFirst().first?.components(separatedBy: "</g>").first)
  #expect(marks.utf8.count < 301 * 60, "the marks' drawing is \(marks.utf8.count) bytes")
  #expect(svgText.contains(#"<path id="lined""#), "an underline in the text's colour is in its whole outline")
  // A translucent text is faded whole, as Cairo fades it: where its glyphs overlap (stacked marks)
  // the colour is not laid twice (a fill-opacity on each glyph made those pixels black).
  func darkest(_ image: RGBAImage) -> Int {
    stride(from: 0, to: image.pixels.count, by: 4).map { min(image.pixels[$0], image.pixels[$0 + 1], image.pixels[$0 + 2]) }.min().map(
      Int.init) ?? 0
  }
  let faded = try rendered("faded-marks", 80, 60, Text("a" + String(repeating: "\u{0301}", count: 20)).foregroundStyle(.black.opacity(0.5)))
  #expect(
    abs(darkest(faded.png) - darkest(faded.svg)) <= 16 && darkest(faded.svg) >= 110, "PNG \(darkest(faded.png)), SVG \(darkest(faded.svg))")
}

/// Emoji draw in colour (scripts/setup installs Debian's Noto Color Emoji), in PNG and in SVG,
/// where a colour glyph is its picture (Cairo's outline of one is a one-colour silhouette of its
/// bitmap), faded with their text.
@Test @MainActor func emojiDrawInColourInPNGAndSVG() throws {
  struct Faces: View {
    var body: some View {
      VStack(spacing: 4) {
        Text("Home 😀").accessibilityIdentifier("home")
        Text("🎵 Music").foregroundStyle(.gray).accessibilityIdentifier("music")
        Text("🚀").opacity(0.4).accessibilityIdentifier("faded")
      }
    }
  }
  let (png, svg, svgText, _) = try rendered("emoji", 200, 110, Faces())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 128, "PNG and SVG agree: \(share * 100) % differ, largest \(worst)")
  // Colour: pixels whose channels differ widely (the face's yellow), which no gray text has.
  var coloured = 0
  for i in stride(from: 0, to: png.pixels.count, by: 4) {
    let (r, g, b) = (Int(png.pixels[i]), Int(png.pixels[i + 1]), Int(png.pixels[i + 2]))
    if max(r, g, b) - min(r, g, b) > 80 { coloured += 1 }
  }
  #expect(coloured > 500, "\(coloured) coloured pixels")
  #expect(svgText.contains("<image") && svgText.contains("data:image/png;base64,"), "a colour glyph is a picture in SVG")
  // A text at 40 % opacity is faded, emoji and all (Cairo drew a colour glyph opaque): on white,
  // no channel of it is darker than 60 % of white, where the opaque rocket has dark pixels.
  func darkest(_ image: RGBAImage) -> Int {
    stride(from: 0, to: image.pixels.count, by: 4).map { min(image.pixels[$0], image.pixels[$0 + 1], image.pixels[$0 + 2]) }.min().map(
      Int.init) ?? 0
  }
  let opaque = try rendered("rocket", 60, 40, Text("🚀"))
  let faded = try rendered("faded-rocket", 60, 40, Text("🚀").opacity(0.4))
  #expect(darkest(opaque.png) < 100 && darkest(opaque.svg) < 100)
  #expect(darkest(faded.png) >= 145 && darkest(faded.svg) >= 145, "PNG \(darkest(faded.png)), SVG \(darkest(faded.svg))")
  // The animated SVG draws a text from the same glyphs: the emoji's picture, not its silhouette.
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-emoji-animated-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  try Stage(name: "party", width: 120, height: 40) { Text("Party 🎉") }.render(formats: [.svgAnimated], to: out.path)
  let animated = try String(contentsOf: out.appendingPathComponent("party.anim.svg"), encoding: .utf8)
  #expect(animated.contains("<image") && animated.contains(##"<use href="#glyph-"##))
}
