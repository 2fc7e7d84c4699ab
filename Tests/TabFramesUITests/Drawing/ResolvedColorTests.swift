import TabFrames
import TabFramesDisplayList
import TabFramesValues
import Testing
import UIKit

// SwiftUI's `Color.resolve(in:)` and UIKit's component getters: a colour's components for an
// appearance and era, from the same table of named colours the renderers paint with.

/// A view that prints a colour resolved in its own environment and fills a square with the result.
private struct Swatch: View {
  let color: Color
  @Environment(\.self) private var environment

  var body: some View {
    let resolved = color.resolve(in: environment)
    VStack {
      Text(resolved.description)
      Rectangle().fill(Color(resolved)).frame(width: 10, height: 10)
    }
  }
}

@MainActor private func swatch(_ color: Color, _ appearance: Appearance = .light, era: Era = .ios17) throws -> (
  text: String?, fill: RGBA?
) {
  let stage = Stage(name: "swatch", width: 120, height: 60, appearance: appearance, era: era) { Swatch(color: color) }
  let list = try stage.displayList()
  let text = list.elements.compactMap { e -> String? in if case .text(let run) = e.content { run.string } else { nil } }.first
  let fill = list.elements.first { if case .rect = $0.content { true } else { false } }?.color
  return (text, fill)
}

@Test @MainActor func aColourResolvesForItsEnvironmentsAppearanceAndEra() throws {
  // System blue: iOS 17's in light and dark, iOS 26's new blue (docs/FIDELITY.md §6).
  #expect(try swatch(.blue).text == "#007AFFFF")
  #expect(try swatch(.blue, .dark).text == "#0A84FFFF")
  #expect(try swatch(.blue, era: .ios26).text == "#0088FFFF")
  // A semantic colour with its opacity, and an explicit one as given.
  #expect(try swatch(Color(.secondaryLabel)).text == "#3C3C4399")
  #expect(try swatch(Color(red: 1, green: 0.5, blue: 0).opacity(0.5)).text == "#FF800080")
  // The resolved colour, drawn, is the colour it came from.
  let (text, fill) = try swatch(.pink, .dark)
  #expect(text == "#FF375FFF" && fill?.hexString == "#FF375FFF")
}

@Test func aResolvedColourKeepsItsComponents() {
  var resolved = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25)
  #expect(resolved.red == 1 && resolved.green == 0.5 && resolved.blue == 0 && resolved.opacity == 0.25)
  // sRGB's transfer curve: 0.5 encoded is about 0.214 of the light.
  #expect(abs(resolved.linearGreen - 0.214) < 0.001)
  resolved.linearGreen = 1
  #expect(abs(resolved.green - 1) < 1e-6)
  // Linear components in, sRGB kept.
  let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214_041, green: 0, blue: 0)
  #expect(abs(linear.red - 0.5) < 0.001)
}

@Test func uiColorsGiveTheirComponents() {
  var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
  #expect(UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a))
  #expect(abs(r - 1) < 1e-9 && abs(g - 0x3B / 255) < 1e-9 && abs(b - 0x30 / 255) < 1e-9 && a == 1)
  // A dynamic colour in the traits asked for.
  let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
  #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a))
  #expect(r == 1 && g == 1 && b == 1)
  var (h, s, v): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
  #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
  #expect(abs(h - 2.0 / 3) < 1e-9 && s == 1 && v == 1 && a == 0.5)
  // Round trip: HSB in, HSB out.
  #expect(UIColor(hue: 0.1, saturation: 0.6, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
  #expect(abs(h - 0.1) < 1e-9 && abs(s - 0.6) < 1e-9 && abs(v - 0.8) < 1e-9)
  var w: CGFloat = 0
  #expect(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: &a) && w == 0.25)
  #expect(!UIColor.systemRed.getWhite(&w, alpha: &a), "not a grey")
}
