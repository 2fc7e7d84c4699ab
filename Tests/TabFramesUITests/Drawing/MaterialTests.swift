import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import Testing

// Materials as ShapeStyles: what lies behind, blurred and saturated, seen through the shape,
// under the material's tint.

@Test @MainActor func materialsFillAsTheirTintInLightAndDark() throws {
  struct Bar: View {
    var body: some View {
      HStack {
        Text("Home").padding().background(.ultraThinMaterial, in: Capsule())
        Text("Bar").padding().background(.bar)
        RoundedRectangle(cornerRadius: 8).fill(.regularMaterial).frame(width: 40, height: 20)
      }
    }
  }
  for (appearance, level) in [(Appearance.light, 249.0 / 255), (.dark, 22.0 / 255)] {
    let list = try Stage(name: "materials", width: 300, height: 80, appearance: appearance) { Bar() }.displayList()
    let fills = list.elements.filter { if case .text = $0.content { false } else { true } }.map(\.color)
    #expect(fills.count == 3)
    #expect(fills.allSatisfy { abs($0.r - level) < 0.002 && $0.r == $0.g && $0.g == $0.b }, "\(appearance): \(fills)")
    #expect(fills.map { ($0.a * 100).rounded() } == [50, 94, 80], "\(fills)")
  }
}

/// A material blurs what lies behind it (issue 27 item 2): stripes under a capsule of
/// `.ultraThinMaterial` are smoothed inside it and sharp outside, the same in the PNG and in the
/// SVG drawn again by librsvg; the layout is unchanged.
@Test @MainActor func aMaterialBlursWhatLiesBehindItTheSameInPNGAndSVG() throws {
  struct Frosted: View {
    var body: some View {
      ZStack {
        HStack(spacing: 0) {
          ForEach(0..<20) { i in (i.isMultiple(of: 2) ? Color.blue : Color.yellow).frame(width: 10) }
        }
        Text("Home").padding(.horizontal, 40).padding(.vertical, 16)
          .background(.ultraThinMaterial, in: Capsule()).accessibilityIdentifier("pill")
      }
      .frame(width: 200, height: 80)
    }
  }
  let (png, svg, svgText, leaves) = try rendered("frosted", 200, 80, Frosted())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.03 && worst < 96, "\(share * 100) % of points differ, largest \(worst)")
  #expect(svgText.contains("<use href=\"#backdrop0\""), "the SVG shows what lies behind again")
  #expect(svgText.contains("feGaussianBlur stdDeviation=\"20\""))
  let pill = try #require(leaves.first { $0.id.hasPrefix("pill") && $0.kind == "shape" }).frame
  // Across one stripe pair inside the capsule, left of the text: nearly one colour; outside it,
  // above the capsule, the stripes as they are.
  func spread(_ image: RGBAImage, y: CGFloat) -> Int {
    let values = (0..<20).map { Int(image[Int((pill.minX + 14 + CGFloat($0)) * 3), Int(y * 3)].b) }
    return values.max()! - values.min()!
  }
  #expect(spread(png, y: pill.midY) < 40, "blurred inside: \(spread(png, y: pill.midY))")
  #expect(spread(png, y: pill.minY - 6) > 200, "sharp outside: \(spread(png, y: pill.minY - 6))")
  #expect(spread(svg, y: pill.midY) < 40, "blurred in the SVG too: \(spread(svg, y: pill.midY))")
}
