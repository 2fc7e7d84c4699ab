import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import Testing

// iOS 26's Liquid Glass: drawn as a material in the glass's shape behind the view, with a rim
// and a shadow; `.identity` and `isEnabled: false` draw nothing; a tint colours it; the glass
// button styles; the container and the morphing names are accepted and change nothing drawn.

private struct Pill: View {
  let glass: Glass
  var body: some View { Text("Home").padding(.horizontal, 24).padding(.vertical, 12).glassEffect(glass).accessibilityIdentifier("pill") }
}

/// Elements under the text: the material (what lies behind, blurred), a tint when there is one,
/// the rim and the shadow, each in the text's padded frame.
@Test @MainActor func glassIsAMaterialInItsShapeBehindTheView() throws {
  func list(_ glass: Glass, _ look: Appearance = .light) throws -> DisplayList {
    try Stage(name: "glass", width: 200, height: 80, appearance: look) { Pill(glass: glass) }.displayList()
  }
  let plain = try Stage(name: "glass", width: 200, height: 80) {
    Text("Home").padding(.horizontal, 24).padding(.vertical, 12).accessibilityIdentifier("pill")
  }.displayList()
  let regular = try list(.regular)
  let text = try #require(regular.elements.first { if case .text = $0.content { true } else { false } })
  let plainText = try #require(plain.elements.first { if case .text = $0.content { true } else { false } })
  #expect(text.frame == plainText.frame, "the glass changes no layout")
  let behind = regular.elements.filter { if case .text = $0.content { false } else { true } }
  // The material: the light tint at 40 %, blurring what lies behind.
  let material = try #require(behind.first { $0.backdrop != nil })
  #expect(abs(material.color.a - 0.4) < 0.001 && material.color.r > 0.97)
  #expect(material.frame.width == text.frame.width + 48 && material.frame.height == text.frame.height + 24, "the padded frame")
  #expect(behind.contains { if case .shadow = $0.content { true } else { false } }, "a soft shadow")
  #expect(
    behind.contains { $0.color.r == 1 && $0.color.g == 1 && $0.color.b == 1 && abs($0.color.a - 0.6) < 1e-9 },
    "the rim, white at 60 %: \(behind.map(\.color))")
  // Clear glass is more transparent; identity and a disabled effect draw nothing.
  let clear = try #require(try list(.clear).elements.first { $0.backdrop != nil })
  #expect(clear.color.a < material.color.a)
  #expect(try list(.identity).elements.count == plain.elements.count)
  let disabled = try Stage(name: "glass", width: 200, height: 80) {
    Text("Home").padding(.horizontal, 24).padding(.vertical, 12).glassEffect(.regular, in: .rect(cornerRadius: 8), isEnabled: false)
  }.displayList()
  #expect(disabled.elements.count == plain.elements.count)
  // A tint is the colour over the material.
  let tinted = try list(.regular.tint(.blue).interactive())
  #expect(tinted.elements.count == regular.elements.count + 1)
  #expect(tinted.elements.contains { abs($0.color.b - 1) < 0.01 && abs($0.color.a - 0.7) < 0.01 })
  // In the dark, the dark material.
  let dark = try #require(try list(.regular, .dark).elements.first { $0.backdrop != nil })
  #expect(dark.color.r < 0.1)
}

/// The glass button styles: the label in the tint on glass, or white on glass tinted by it;
/// a container and the morphing modifiers change nothing drawn.
@Test @MainActor func glassButtonsAndContainers() throws {
  let glass = try Stage(name: "buttons", width: 300, height: 100) {
    HStack {
      Button("Edit") {}.buttonStyle(.glass)
      Button("Done") {}.buttonStyle(.glassProminent).tint(.green)
    }
  }.displayList()
  let texts = glass.elements.filter { if case .text = $0.content { true } else { false } }
  #expect(texts.count == 2)
  #expect(texts[0].color.b > 0.9 && texts[0].color.r < 0.1, "Edit in the accent colour: \(texts[0].color)")
  #expect(texts[1].color.r == 1 && texts[1].color.g == 1 && texts[1].color.b == 1, "Done in white")
  #expect(glass.elements.filter { $0.backdrop != nil }.count == 2)

  @Namespace var space
  let contained = try Stage(name: "container", width: 200, height: 80) {
    GlassEffectContainer(spacing: 20) {
      Pill(glass: .regular).glassEffectID("home", in: space).glassEffectUnion(id: 1, namespace: space)
        .glassEffectTransition(.matchedGeometry)
    }
  }.displayList()
  let alone = try Stage(name: "container", width: 200, height: 80) { Pill(glass: .regular) }.displayList()
  #expect(contained.elements.map(\.frame) == alone.elements.map(\.frame))
}

/// The glass draws the same in PNG and in the SVG drawn again by librsvg.
@Test @MainActor func glassDrawsTheSameInPNGAndSVG() throws {
  struct Over: View {
    var body: some View {
      ZStack {
        HStack(spacing: 0) { ForEach(0..<20) { i in (i.isMultiple(of: 2) ? Color.red : Color.blue).frame(width: 10) } }
        Text("Glass").padding(.horizontal, 40).padding(.vertical, 16).glassEffect(.regular.tint(.yellow))
      }
      .frame(width: 200, height: 80)
    }
  }
  let (png, svg, _, _) = try rendered("glass", 200, 80, Over())
  try #require(png.width == svg.width && png.height == svg.height)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.03 && worst < 96, "\(share * 100) % of points differ, largest \(worst)")
}
