import Foundation
import TabFramesRender
import Testing

@testable import TabFrames

/// The share of a frame's pixels near a colour, in the PNG and in the SVG drawn by librsvg.
private func share(_ image: RGBAImage, in frame: CGRect, near target: (Int, Int, Int)) -> Double {
  var hits = 0
  var all = 0
  for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
    for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) {
      let p = image[x, y]
      all += 1
      if abs(Int(p.r) - target.0) + abs(Int(p.g) - target.1) + abs(Int(p.b) - target.2) < 60 { hits += 1 }
    }
  }
  return Double(hits) / Double(max(all, 1))
}

/// An enclosed mark drawn in two layers, as SwiftUI draws it: `.palette`'s `.foregroundStyle(.white,
/// .blue)` paints the check white on a blue disc (a verified badge); `.hierarchical` paints the
/// enclosure in the secondary level of the foreground and the mark in the foreground (a close
/// button). Drawn before as the first style alone: a white badge on white was invisible.
@Test @MainActor func anEnclosedMarksLayersArePaintedApart() throws {
  let view = HStack(spacing: 20) {
    Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .blue)
      .accessibilityIdentifier("palette")
    Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red)
      .accessibilityIdentifier("hierarchical")
    Image(systemName: "xmark.circle.fill").foregroundStyle(.red).accessibilityIdentifier("monochrome")
  }
  .font(.system(size: 40))
  .padding(20)
  .background(.black)
  let (png, svg, _, leaves) = try rendered("layers", 240, 100, view)
  func frame(_ id: String) throws -> CGRect { try #require(leaves.first { $0.id.hasPrefix(id) && $0.kind == "symbol" }).frame }
  for image in [png, svg] {
    let palette = try frame("palette")
    #expect(share(image, in: palette, near: (0, 122, 255)) > 0.4, "a blue disc")
    #expect(share(image, in: palette, near: (255, 255, 255)) > 0.02, "a white check")
    // Hierarchical: the disc is red at the secondary level over black (dark red), the cross red.
    let hierarchical = try frame("hierarchical")
    #expect(share(image, in: hierarchical, near: (255, 59, 48)) > 0.03, "a red cross")
    #expect(share(image, in: hierarchical, near: (153, 35, 29)) > 0.3, "a dimmer disc")
    // Monochrome: the cross is cut out of a red disc, the black behind showing through.
    let monochrome = try frame("monochrome")
    #expect(share(image, in: monochrome, near: (255, 59, 48)) > 0.4 && share(image, in: monochrome, near: (153, 35, 29)) < 0.02)
  }
  // A figure that reaches its enclosure's edge is drawn whole, in the first style.
  let person = try Stage(name: "person", width: 100, height: 100) {
    Image(systemName: "person.crop.circle.fill").symbolRenderingMode(.hierarchical)
  }.layout()
  #expect(person.filter { $0.kind == "symbol" }.count == 1 && person.filter { $0.kind == "shape" }.isEmpty)
  // VoiceOver reads each symbol once.
  let stage = Stage(name: "layers", width: 240, height: 100) { view }
  #expect(try stage.accessibilityElements().filter { $0.label == "checkmark circle fill" }.count == 1)
}

/// Two foreground styles with no rendering mode paint a symbol as `.palette` does, as SwiftUI's
/// do: the usual verified badge, `checkmark.seal.fill` with `.foregroundStyle(.white, .blue)`, is a
/// white check on a blue seal. It was drawn white, and vanished on a white card.
@Test @MainActor func twoStylesPaintASymbolsLayersWithoutAMode() throws {
  let view = HStack(spacing: 20) {
    Image(systemName: "checkmark.seal.fill").foregroundStyle(.white, .blue).accessibilityIdentifier("seal")
    Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green).accessibilityIdentifier("circle")
  }
  .font(.system(size: 40))
  .padding(20)
  .background(.white)
  let (png, svg, _, leaves) = try rendered("implied", 200, 100, view)
  func frame(_ id: String) throws -> CGRect { try #require(leaves.first { $0.id.hasPrefix(id) && $0.kind == "symbol" }).frame }
  for image in [png, svg] {
    let seal = try frame("seal")
    #expect(share(image, in: seal, near: (0, 122, 255)) > 0.4, "a blue seal")
    // The check: white pixels inside the seal's middle, away from the white around it.
    let middle = seal.insetBy(dx: seal.width * 0.3, dy: seal.height * 0.3)
    #expect(share(image, in: middle, near: (255, 255, 255)) > 0.1, "a white check")
    #expect(share(image, in: try frame("circle"), near: (52, 199, 89)) > 0.4, "a green disc")
  }
}
