import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender
import Testing

@testable import TabFrames

// Colour filters, blend modes and transforms of the drawing (issue 27 item 2): drawn by Cairo and
// by librsvg from the SVG alike, the layout untouched, and their amounts animated.

/// A pixel of a scale-3 render at a point.
private func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int) {
  let p = image[Int(x * 3), Int(y * 3)]
  return (Int(p.r), Int(p.g), Int(p.b))
}

@Test @MainActor func colourFiltersChangeTheColoursTheSameInPNGAndSVG() throws {
  struct Filtered: View {
    var body: some View {
      HStack(spacing: 10) {
        Color.red.frame(width: 40, height: 40).grayscale(1).accessibilityIdentifier("grey")
        Color.white.frame(width: 40, height: 40).colorInvert().accessibilityIdentifier("inverted")
        Color.white.frame(width: 40, height: 40).colorMultiply(Color(red: 0, green: 0, blue: 1)).accessibilityIdentifier("multiplied")
        Color.black.frame(width: 40, height: 40).brightness(1).accessibilityIdentifier("bright")
        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).hueRotation(.degrees(120)).accessibilityIdentifier("turned")
        Color(red: 0.8, green: 0.2, blue: 0.2).frame(width: 40, height: 40).saturation(0).contrast(0).accessibilityIdentifier("flat")
      }
    }
  }
  let (png, svg, svgText, leaves) = try rendered("filters", 320, 60, Filtered())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("feColorMatrix"))
  func centre(_ id: String) throws -> (r: Int, g: Int, b: Int) {
    let f = try #require(leaves.first { $0.id == id }).frame
    #expect(f.size == CGSize(width: 40, height: 40), "\(id): the layout is the view's")
    return pixel(png, f.midX, f.midY)
  }
  let grey = try centre("grey")
  #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 40 && grey.r < 120, "systemRed in grey: \(grey)")
  #expect(try centre("inverted") == (0, 0, 0), "white inverted is black")
  #expect(try centre("multiplied") == (0, 0, 255), "white times blue is blue")
  #expect(try centre("bright") == (255, 255, 255), "black raised by 1 is white")
  let turned = try centre("turned")
  // SVG's hue rotation keeps luminance: pure red turned by 120° is a darker green.
  #expect(turned.g > 100 && turned.r < 30 && turned.b < 30, "red turned by 120° is green: \(turned)")
  #expect(try centre("flat") == (128, 128, 128), "no contrast is middle grey")
}

@Test @MainActor func aBlendModeCombinesTheDrawingWithWhatIsUnderItTheSameInPNGAndSVG() throws {
  struct Blended: View {
    var body: some View {
      ZStack {
        Color(red: 1, green: 1, blue: 0).frame(width: 80, height: 80)
        Color(red: 0, green: 1, blue: 1).frame(width: 40, height: 40).blendMode(.multiply).accessibilityIdentifier("multiply")
      }
    }
  }
  let (png, svg, svgText, leaves) = try rendered("blend", 120, 100, Blended())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("mix-blend-mode:multiply"))
  let f = try #require(leaves.first { $0.id == "multiply" }).frame
  #expect(pixel(png, f.midX, f.midY) == (0, 255, 0), "yellow times cyan is green")
  #expect(pixel(png, f.minX - 10, f.midY) == (255, 255, 0), "yellow around it")
}

/// The cut-out idiom: a shape drawn with `.destinationOut` inside a `compositingGroup()` erases
/// a hole in the group's own drawing, through which what lies under the group shows (here the
/// white canvas); it erased the canvas too, leaving a black hole in the PNG (and SVG drew the
/// shape as a plain black fill). Found compiling a public tab bar with a notch under its
/// selected item.
@Test @MainActor func aDestinationOutShapeCutsAHoleInItsCompositingGroupTheSameInPNGAndSVG() throws {
  struct CutOut: View {
    var body: some View {
      ZStack(alignment: .top) {
        Color.black.frame(width: 100, height: 60)
        // A lid above the bar, as public notch shapes have, erases nothing outside the group.
        Rectangle().frame(width: 40, height: 50).offset(y: -20).blendMode(.destinationOut).accessibilityIdentifier("notch")
      }
      .compositingGroup()
      .padding(30)
      .background(Color(red: 1, green: 1, blue: 0))
    }
  }
  let (png, svg, svgText, leaves) = try rendered("cutout", 160, 120, CutOut())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("isolation:isolate") && svgText.contains("<mask"))
  let notch = try #require(leaves.first { $0.id == "notch" }).frame
  #expect(pixel(png, notch.midX, notch.maxY - 5) == (255, 255, 0), "the hole shows the yellow under the group")
  #expect(pixel(png, notch.midX, notch.minY + 3) == (255, 255, 0), "the lid above the bar erases nothing outside it")
  #expect(pixel(png, notch.minX - 10, notch.maxY - 5) == (0, 0, 0), "the bar around the hole stays black")
  #expect(pixel(svg, notch.midX, notch.maxY - 5) == (255, 255, 0), "the same in SVG")
}

@Test @MainActor func transformsDrawTheViewMovedAndLeaveItsLayoutTheSameInPNGAndSVG() throws {
  struct Transformed: View {
    var body: some View {
      VStack(spacing: 20) {
        // Sheared: the bottom edge pushed right by half the height.
        Color.red.frame(width: 60, height: 40).transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
          .accessibilityIdentifier("sheared")
        // Turned 60° about the vertical axis: seen half as wide, about its centre.
        Color.blue.frame(width: 80, height: 30).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
          .accessibilityIdentifier("turned")
        Color.green.frame(width: 40, height: 20).scaleEffect(x: 2, y: 1).accessibilityIdentifier("wide")
      }
    }
  }
  let (png, svg, svgText, leaves) = try rendered("transforms", 200, 180, Transformed())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("matrix("))
  func isRed(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 200 && p.g < 100 }
  let sheared = try #require(leaves.first { $0.id == "sheared" }).frame
  #expect(sheared.size == CGSize(width: 60, height: 40), "layout unchanged")
  // Near the bottom, the drawing starts ~19 pt right of the frame and reaches past it.
  #expect(!isRed(pixel(png, sheared.minX + 10, sheared.maxY - 2)) && isRed(pixel(png, sheared.maxX + 10, sheared.maxY - 2)))
  // Near the top, where the frame is.
  #expect(isRed(pixel(png, sheared.minX + 2, sheared.minY + 2)))
  let turned = try #require(leaves.first { $0.id == "turned" }).frame
  func isBlue(_ x: CGFloat) -> Bool { pixel(png, x, turned.midY).b > 200 && pixel(png, x, turned.midY).r < 100 }
  #expect(isBlue(turned.midX - 18) && isBlue(turned.midX + 18), "40 pt wide about the centre")
  #expect(!isBlue(turned.midX - 22) && !isBlue(turned.midX + 22), "not 80")
  let wide = try #require(leaves.first { $0.id == "wide" }).frame
  func isGreen(_ x: CGFloat, _ y: CGFloat) -> Bool { pixel(png, x, y).g > 150 && pixel(png, x, y).r < 100 }
  #expect(isGreen(wide.minX - 18, wide.midY) && isGreen(wide.maxX + 18, wide.midY), "twice as wide")
  #expect(!isGreen(wide.midX, wide.minY - 3), "not taller")
}

/// A shake, as apps write it: a `GeometryEffect` whose animatable data is the number of failed
/// attempts. The effect is asked at every frame, so the view swings between the updates and comes
/// to rest where it was (a lerp of the two end matrices, both the identity, would not move it).
private struct Shake: GeometryEffect {
  var amount: CGFloat = 10
  var shakesPerUnit = 3
  var animatableData: CGFloat
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
  }
}

private struct Login: View {
  @State private var attempts = 0
  var body: some View {
    Text("Wrong password")
      .modifier(Shake(animatableData: CGFloat(attempts)))
      .onTapGesture { withAnimation(.linear(duration: 0.5)) { attempts += 1 } }
      .accessibilityIdentifier("field")
  }
}

@Test @MainActor func aGeometryEffectIsAskedForEveryFrameOfItsAnimation() throws {
  let stage = Stage(name: "shake", width: 240, height: 80) { Login() }
  let frames = try stage.play([.tap("field")]).frames
  let shifts = frames.compactMap { frame in
    frame.displayList.elements.first { if case .text = $0.content { return true } else { return false } }.map {
      $0.transform?.matrix.tx ?? 0
    }
  }
  #expect(shifts.count == frames.count)
  #expect((shifts.max() ?? 0) > 8 && (shifts.min() ?? 0) < -8, "swings both ways by nearly 10 pt: \(shifts)")
  #expect(abs(shifts.last ?? 1) < 1e-9, "at rest where it was")
  // The text's layout frame does not move.
  let xs = Set(
    frames.compactMap { $0.displayList.elements.first { if case .text = $0.content { return true } else { return false } }?.frame.x })
  #expect(xs.count == 1)
}

@Test @MainActor func aThreeDTurnAnimatesByItsAngle() throws {
  struct Card: View {
    @State private var flipped = false
    var body: some View {
      Color.blue.frame(width: 100, height: 60)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture { withAnimation(.linear(duration: 0.5)) { flipped.toggle() } }
        .accessibilityIdentifier("card")
    }
  }
  let frames = try Stage(name: "flip", width: 200, height: 100) { Card() }.play([.tap("card")]).frames
  let widths = frames.compactMap { $0.displayList.elements.first?.transform?.matrix.a }
  #expect(widths.count == frames.count)
  // Half way through the turn the card is seen edge on (cos 90° = 0), not at a lerp's 0.
  let middle = widths[widths.count / 2]
  #expect(abs(middle) < 0.2, "edge on half way: \(middle)")
  #expect(widths.contains { $0 > 0.6 && $0 < 0.8 }, "cos 45° on the way: \(widths)")
  #expect(abs((widths.last ?? 0) + 1) < 1e-9, "turned over at the end")
}

/// `EllipticalGradient`: ellipses that stretch with the frame (0.5: the one that fills it), as a
/// view and as a fill; an asset image with `renderingMode(.template)` drawn as its shape in the
/// foreground colour. The same in the PNG and the SVG.
@Test @MainActor func anEllipticalGradientStretchesAndATemplateImageTakesTheForegroundColour() throws {
  struct Styled: View {
    var body: some View {
      HStack(spacing: 10) {
        EllipticalGradient(colors: [.white, .black]).frame(width: 120, height: 40).accessibilityIdentifier("oval")
        Image("Logo").renderingMode(.template).foregroundColor(.green).accessibilityIdentifier("template")
        Rectangle().fill(.ellipticalGradient(colors: [.red, .blue])).frame(width: 40, height: 40)
      }
    }
  }
  let (png, svg, _, leaves) = try rendered("elliptical", 240, 60, Styled())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 64, "\(share * 100) % of points differ, largest \(worst)")
  let oval = try #require(leaves.first { $0.id == "oval" }).frame
  // At the end of the ellipse across (60 pt from the centre) and down (20 pt): black both; half
  // way out on each axis: the same grey, which a circle's 30 pt and 10 pt would not give.
  #expect(pixel(png, oval.minX + 1, oval.midY).r < 20 && pixel(png, oval.midX, oval.minY + 0.5).r < 30)
  let across = pixel(png, oval.midX + 30, oval.midY).r
  let down = pixel(png, oval.midX, oval.midY + 10).r
  #expect(abs(across - down) <= 4 && across > 100 && across < 160, "across \(across), down \(down)")
  let template = try #require(leaves.first { $0.id == "template" }).frame
  // The logo's red half and blue half both in systemGreen.
  for x in [template.minX + template.width / 4, template.maxX - template.width / 4] {
    let p = pixel(png, x, template.midY)
    #expect(p.g > 150 && p.r < 100 && p.b < 120, "green: \(p)")
  }
}
