import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import TabFramesValues
import Testing

// LinearGradient and RadialGradient as fills, as views and as styles: painted by Cairo in the PNG
// and by the SVG's own gradients, which librsvg draws the same.

@Test @MainActor func aLinearGradientRunsFromItsStartToItsEnd() throws {
  let bar = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
  let (png, svg, svgText, _) = try rendered("linear", 120, 40, bar.frame(width: 120, height: 40))
  #expect(svgText.contains("<linearGradient"), "the SVG paints with its own gradient")
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 48, "PNG and SVG agree: \(share * 100) % differ, largest \(worst)")
  let left = png[3, 60]
  let right = png[356, 60]
  let middle = png[180, 60]
  #expect(left.r > 240 && left.b < 70, "red at the leading edge: \(left)")
  #expect(right.b > 240 && right.r < 20, "blue at the trailing edge: \(right)")
  #expect(middle.r > 100 && middle.r < 160 && middle.b > 100 && middle.b < 160, "halfway between in the middle: \(middle)")
}

@Test @MainActor func aRadialGradientGrowsFromItsCentre() throws {
  let disc = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 30)
  let (png, svg, _, _) = try rendered("radial", 60, 60, disc)
  let (share, worst) = blockDifference(png, svg)
  #expect(share <= 0.02 && worst < 48, "PNG and SVG agree: \(share * 100) % differ, largest \(worst)")
  #expect(png[90, 90].r > 240, "white at the centre")
  #expect(png[2, 2].r < 10, "black past the end radius, in the corner")
}

/// `.linearGradient(colors:…)` is a style: a background fills with it, and the layout dump names it.
@Test @MainActor func aGradientStyleFillsABackgroundAndIsInTheDump() throws {
  let stage = Stage(name: "style", width: 100, height: 40) {
    Text("Go").frame(width: 100, height: 40).background(.linearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom))
  }
  let list = try stage.displayList()
  let fill = try #require(list.elements.first { $0.gradient != nil })
  guard case .linear(let x0, let y0, let x1, let y1)? = fill.gradient?.geometry else { Issue.record("a linear gradient"); return }
  #expect([x0, y0, x1, y1] == [0.5, 0, 0.5, 1])
  #expect(fill.gradient?.stops.map(\.location) == [0, 1])
  #expect(fill.color == fill.gradient?.stops.first?.color, "its colour is its first stop")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-gradient-dump-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  try stage.render(formats: [.layout], to: folder.path)
  let dump = try String(contentsOf: folder.appendingPathComponent("style.layout.json"), encoding: .utf8)
  #expect(dump.contains("\"gradient\": { \"linear\": [0.5, 0, 0.5, 1], \"stops\": [\"#34C759FF 0\""), "\(dump)")
}

/// A gradient or a material given as the foreground style paints the shapes that take the
/// foreground (`RoundedRectangle(…).foregroundStyle(LinearGradient(…))`, as a probed card row
/// wrote it; it drew the first colour flat), until a colour is set inside.
@Test @MainActor func aForegroundGradientOrMaterialPaintsTheShapesThatTakeIt() throws {
  let stage = Stage(name: "cards", width: 300, height: 100) {
    HStack {
      RoundedRectangle(cornerRadius: 25)
        .foregroundStyle(LinearGradient(colors: [.white, .blue, .black], startPoint: .topLeading, endPoint: .bottomTrailing))
        .accessibilityIdentifier("card")
      Circle().foregroundStyle(.red).accessibilityIdentifier("plain")
      RoundedRectangle(cornerRadius: 10).foregroundStyle(.ultraThinMaterial).accessibilityIdentifier("bar")
    }
    .foregroundStyle(LinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom))
  }
  let list = try stage.displayList()
  func element(_ id: String) throws -> Element { try #require(list.elements.first { $0.id.hasSuffix(id) }) }
  guard case .linear(let x0, let y0, let x1, let y1)? = try element("card").gradient?.geometry else {
    Issue.record("the card is painted by its gradient")
    return
  }
  #expect(x0 < x1 && y0 < y1, "top leading to bottom trailing")
  #expect(try element("card").gradient?.stops.count == 3)
  #expect(try element("plain").gradient == nil, "a colour set inside is a plain colour")
  #expect(try element("bar").backdrop != nil, "the material blurs what lies behind")
}

/// `Color.gradient` (iOS 16) is a gradient, not the flat colour: top to bottom, as Apple documents
/// `AnyGradient`, from the colour made lighter (HSL lightness +0.15, hue held) to the colour
/// itself; dark appearance lightens the dark side of a named colour. A text given it draws the
/// colour named.
@Test @MainActor func aColorsGradientIsLighterAtTheTopThanTheColour() throws {
  let brand = Color(red: 0.2, green: 0.4, blue: 0.8)
  func painted(_ appearance: Appearance) throws -> [Element] {
    let stage = Stage(name: "anygradient", width: 300, height: 60, appearance: appearance) {
      HStack(spacing: 0) {
        Rectangle().fill(brand.gradient).accessibilityIdentifier("brand")
        Rectangle().fill(.blue.gradient).accessibilityIdentifier("named")
        Rectangle().fill(.radialGradient(Color.red.gradient, endRadius: 20)).accessibilityIdentifier("radial")
        Text("Total").foregroundStyle(.green.gradient).accessibilityIdentifier("text")
      }
    }
    return try stage.displayList().elements
  }
  let light = try painted(.light)
  func element(_ id: String, in elements: [Element]) throws -> Element { try #require(elements.first { $0.id.hasSuffix(id) }) }
  let fill = try element("brand", in: light)
  #expect(fill.gradient?.geometry == .linear(startX: 0.5, startY: 0, endX: 0.5, endY: 1))
  let stops = try #require(fill.gradient?.stops)
  #expect(stops.map(\.location) == [0, 1])
  func lightness(_ c: RGBA) -> Double { (max(c.r, c.g, c.b) + min(c.r, c.g, c.b)) / 2 }
  let (top, bottom) = (stops[0].color, stops[1].color)
  #expect(abs(bottom.r - 0.2) < 1e-9 && abs(bottom.g - 0.4) < 1e-9 && abs(bottom.b - 0.8) < 1e-9, "the colour at the bottom: \(bottom)")
  #expect(abs(lightness(top) - 0.65) < 1e-9, "0.15 lighter at the top: \(top)")
  #expect(abs((top.b - top.g) / (top.b - top.r) - 2.0 / 3) < 1e-9, "the same hue: \(top)")
  let named = try #require(try element("named", in: light).gradient?.stops)
  #expect(named[1].color == RGBA(0, 122.0 / 255, 1, 1), "systemBlue at the bottom: \(named[1].color)")
  #expect(abs(lightness(named[0].color) - (lightness(named[1].color) + 0.15)) < 1e-9)
  let darkNamed = try #require(try element("named", in: try painted(.dark)).gradient?.stops)
  #expect(darkNamed[1].color != named[1].color && abs(lightness(darkNamed[0].color) - lightness(darkNamed[1].color) - 0.15) < 1e-9)
  guard case .radial? = try element("radial", in: light).gradient?.geometry else {
    Issue.record("`.radialGradient(AnyGradient, endRadius:)` paints a radial gradient")
    return
  }
  #expect(try element("text", in: light).color == RGBA(52.0 / 255, 199.0 / 255, 89.0 / 255, 1), "a text draws the colour named")
}
