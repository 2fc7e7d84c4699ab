import Foundation
import TabFramesRender
import Testing

@testable import TabFrames

/// The mean colour of the ink (the pixels far from the white page) in a frame's band of columns.
private func ink(_ image: RGBAImage, _ frame: CGRect, from: Double, to: Double) -> (r: Double, b: Double)? {
  var (r, b, n) = (0.0, 0.0, 0.0)
  for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
    for x in Int((frame.minX + frame.width * from) * 3)..<Int((frame.minX + frame.width * to) * 3) {
      let p = image[x, y]
      guard Int(p.r) + Int(p.g) + Int(p.b) < 600 else { continue }
      (r, b, n) = (r + Double(p.r), b + Double(p.b), n + 1)
    }
  }
  return n > 0 ? (r / n, b / n) : nil
}

/// A gradient foreground paints a text and a symbol across their frames, as SwiftUI does, through
/// the view modifier and through `Text.foregroundStyle` (which returns `Text`): red at the
/// leading edge, blue at the trailing one. They were drawn in the gradient's first colour.
@Test @MainActor func aGradientForegroundPaintsTextAndSymbols() throws {
  let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
  let view = VStack(spacing: 8) {
    Text("Gradient Title").font(.largeTitle.bold()).foregroundStyle(gradient).accessibilityIdentifier("method")
    Text("Modifier Title").font(.largeTitle.bold()).accessibilityIdentifier("modifier")
    Image(systemName: "star.fill").font(.system(size: 48)).accessibilityIdentifier("star")
  }
  .foregroundStyle(gradient)
  .padding()
  let (png, svg, _, leaves) = try rendered("gradient-text", 320, 200, view)
  for id in ["method", "modifier", "star"] {
    let frame = try #require(leaves.first { $0.id.hasPrefix(id) && ($0.kind == "text" || $0.kind == "symbol") }).frame
    for image in [png, svg] {
      let left = try #require(ink(image, frame, from: 0, to: 0.2))
      let right = try #require(ink(image, frame, from: 0.8, to: 1))
      #expect(left.r > left.b + 60 && right.b > right.r + 60, "\(id): red then blue, \(left) … \(right)")
    }
  }
}
