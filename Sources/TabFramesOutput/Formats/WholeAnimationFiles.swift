import FoundationEssentials
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender

// The formats made from the whole animation once its frames are played: nothing is drawn for
// them frame by frame.

/// `layout`: frame-by-frame element geometry and colours as JSON (`LayoutDump`).
final class LayoutSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).layout.json" }
  static let summary = "frame-by-frame element geometry and colours as JSON (NAME.layout.json)"

  private let context: RenderContext
  init(_ context: RenderContext) throws(TabFramesError) { self.context = context }

  func finish() throws(TabFramesError) -> [URL] {
    let json = LayoutDump.json(scene: context.target, animation: context.animation)
    return [try context.output.write(Array(json.utf8), to: Self.outputName(for: context.target.name))]
  }
}

/// `final`: the settled last frame alone, as PNG, for static docs images.
final class FinalFrameSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).png" }
  static let summary = "the settled last frame as PNG (NAME.png)"

  private let context: RenderContext
  init(_ context: RenderContext) throws(TabFramesError) { self.context = context }

  func finish() throws(TabFramesError) -> [URL] {
    let list = context.frames[context.frames.count - 1].displayList
    return [try context.output.write(try encodedPNG(list, context), to: Self.outputName(for: context.target.name))]
  }
}

/// `final-svg`: the settled last frame as SVG.
final class FinalSVGSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).svg" }
  static let summary = "the settled last frame as SVG (NAME.svg)"

  private let context: RenderContext
  init(_ context: RenderContext) throws(TabFramesError) { self.context = context }

  var outlinedText: OutlinedText { .lastFrame }

  func finish() throws(TabFramesError) -> [URL] {
    let text: String
    do { text = try FrameRenderer(scale: context.target.scale).svg(context.frames[context.frames.count - 1].displayList) } catch {
      throw context.renderingFailure(error)
    }
    return [try context.output.write(Array(text.utf8), to: Self.outputName(for: context.target.name))]
  }
}

/// `svg-animated`: one self-contained animated SVG — each element once, SMIL animations, no script.
final class AnimatedSVGSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).anim.svg" }
  static let summary = "one animated SVG, elements animated by SMIL, no script (NAME.anim.svg)"

  private let context: RenderContext
  init(_ context: RenderContext) throws(TabFramesError) { self.context = context }

  var outlinedText: OutlinedText { .everyFrame }

  func finish() throws(TabFramesError) -> [URL] {
    let target = context.target
    let text: String
    do {
      text = try FrameRenderer(scale: target.scale).animatedSVG(context.frames.map(\.displayList), fps: target.fps, loops: target.loop)
    } catch {
      throw context.renderingFailure(error)
    }
    return [try context.output.write(Array(text.utf8), to: Self.outputName(for: target.name))]
  }
}

/// One display list drawn and encoded as PNG: opaque ones straight from Cairo's rows (no RGBA
/// image in between, the same bytes), others through the RGBA image.
func encodedPNG(_ list: DisplayList, _ context: RenderContext) throws(TabFramesError) -> [UInt8] {
  let renderer = FrameRenderer(scale: context.target.scale)
  do {
    if context.opaque && list.background.a >= 1 { return try renderer.opaquePNG(list) }
    return try PNGCodec.encode(try renderer.rasterize(list), opaque: context.opaque)
  } catch {
    throw context.renderingFailure(error)
  }
}
