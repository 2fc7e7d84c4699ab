import Foundation
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

@testable import TabFramesRender

/// A renderer keeps the last shadow's blurred mask for the next frame; what it draws must be what
/// a fresh renderer draws: across a fade (the kept mask, with the opacity on it), across clips of
/// the same extent but another shape, and for overlapping casters that share an opacity.
@Test func aKeptShadowMaskDrawsWhatAFreshRendererDraws() throws {
  func shadowed(opacity: Double, clip: PathData? = nil, overlapping: Bool = false) -> DisplayList {
    var panel = Element(id: "p", content: .rect, frame: Rect(x: 20, y: 20, width: 60, height: 40), color: RGBA(1, 1, 1, 1))
    panel.opacity = opacity
    var dot = Element(id: "d", content: .ellipse, frame: Rect(x: 90, y: 30, width: 10, height: 10), color: RGBA(0, 0, 0, 1))
    if overlapping { dot.frame = Rect(x: 40, y: 30, width: 10, height: 10) }
    dot.opacity = opacity
    var shadow = Element(
      id: "s", content: .shadow(Shadow(color: RGBA(0, 0, 0, 0.5), sigma: 6, dx: 0, dy: 3), casters: [panel, dot]),
      frame: Rect(x: 20, y: 20, width: 80, height: 40), color: RGBA(0, 0, 0, 0.5))
    if let clip { shadow.clipPaths = [clip] }
    return DisplayList(size: Size(width: 120, height: 90), background: RGBA(0.9, 0.9, 0.9, 1), elements: [shadow, panel, dot])
  }
  // Two outlines with the same bounding box, across the shadow.
  var square = PathData()
  square.roundedRect(10, 10, 100, 70, radius: 0)
  var rounded = PathData()
  rounded.ellipse(cx: 60, cy: 45, rx: 50, ry: 35)
  let sequence = [
    shadowed(opacity: 1), shadowed(opacity: 0.5), shadowed(opacity: 0.25),
    shadowed(opacity: 0.5, clip: square), shadowed(opacity: 0.5, clip: rounded),
    shadowed(opacity: 0.5, overlapping: true), shadowed(opacity: 0.3, overlapping: true),
  ]
  let kept = FrameRenderer(scale: 2)
  for (i, list) in sequence.enumerated() {
    #expect(try kept.rasterize(list).pixels == FrameRenderer(scale: 2).rasterize(list).pixels, "frame \(i)")
  }
  // The clip's shape matters: the same extents, another outline, another picture.
  #expect(try kept.rasterize(sequence[3]).pixels != kept.rasterize(sequence[4]).pixels)
}

/// A heavier symbol is its drawing with a round-joined stroke over it, in PNG (more ink, the same
/// box) and in SVG (the same path with `stroke-width`, not a stroked outline of thousands of points).
@Test func aGrownSymbolIsStrokedInPNGAndSVG() throws {
  var square = PathData()
  square.roundedRect(0.2, 0.2, 0.6, 0.6, radius: 0.1)
  var symbol = Element(
    id: "s", content: .symbol(name: "s", path: square), frame: Rect(x: 10, y: 10, width: 20, height: 20), color: RGBA(0, 0, 0, 1))
  func ink(_ e: Element) throws -> Int {
    let list = DisplayList(size: Size(width: 40, height: 40), background: RGBA(1, 1, 1, 1), elements: [e])
    let pixels = try FrameRenderer(scale: 2).rasterize(list).pixels
    return stride(from: 0, to: pixels.count, by: 4).reduce(0) { $0 + 255 - Int(pixels[$1]) }
  }
  let regular = try ink(symbol)
  symbol.outlineGrowth = 0.6
  #expect(try ink(symbol) > regular)
  let markup = SVGWriter.markup(symbol, outline: square.transformed(scaleX: 20, scaleY: 20, dx: 10, dy: 10))
  #expect(
    markup.contains(#"stroke-width="1.2""#) && markup.contains(#"stroke-linejoin="round""#) && markup.contains(##"stroke="#000000""##))
}

/// A translucent grown symbol is one shape: its fill and stroke take one opacity together (in
/// SVG the element's `opacity`), so where they overlap the colour is not laid twice.
@Test func aTranslucentGrownSymbolIsOneShape() throws {
  var square = PathData()
  square.roundedRect(0.2, 0.2, 0.6, 0.6, radius: 0.1)
  var symbol = Element(
    id: "s", content: .symbol(name: "s", path: square), frame: Rect(x: 10, y: 10, width: 20, height: 20), color: RGBA(0, 0, 0, 0.6))
  symbol.outlineGrowth = 0.6
  let markup = SVGWriter.markup(symbol, outline: square)
  #expect(markup.contains(#" opacity="0.6""#) && !markup.contains("fill-opacity") && !markup.contains("stroke-opacity"))
  // In PNG a pixel where the stroke lies over the fill (x 14–15: the edge at 14, the stroke to
  // 14.6) is as light as one of fill alone.
  let list = DisplayList(size: Size(width: 40, height: 40), background: RGBA(1, 1, 1, 1), elements: [symbol])
  let image = try FrameRenderer(scale: 1).rasterize(list)
  func red(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4] }
  #expect(red(20, 20) == red(14, 20), "fill alone \(red(20, 20)), fill and stroke \(red(14, 20))")
}
