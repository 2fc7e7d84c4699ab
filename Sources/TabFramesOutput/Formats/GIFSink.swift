import FoundationEssentials
import TabFramesRender

/// `gif`: an animated GIF with one exact or median-cut palette. The frames' colours are counted
/// as they are first drawn, and whether each repeats the one before; the file is then streamed
/// (`GIFWriter`).
final class GIFSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).gif" }
  static let summary = "animated GIF, exact or median-cut palette (NAME.gif)"

  private let context: RenderContext
  private var encoder: GIFEncoder
  /// The frame before, for whether a frame repeats it: the GIF keeps no other frame.
  private var previous: RGBAImage?

  init(_ context: RenderContext) throws(TabFramesError) {
    self.context = context
    let target = context.target
    encoder = GIFEncoder(width: context.frameSize.width, height: context.frameSize.height, fps: target.fps, loops: target.loop)
  }

  var frameUse: FrameUse { .pixels }

  func piece(of frame: inout DrawnFrame) throws -> (image: RGBAImage, colors: GIFEncoder.Palette.Histogram) {
    let image = try frame.image()
    return (image, .of(image))
  }

  func add(_ piece: (image: RGBAImage, colors: GIFEncoder.Palette.Histogram), frame: Int) throws(TabFramesError) {
    encoder.add(sameAsPrevious: previous?.pixels == piece.image.pixels, colors: piece.colors)
    previous = piece.image
  }

  func finish() throws(TabFramesError) -> [URL] {
    previous = nil
    let writer = GIFWriter(
      encoder: encoder, frames: context.frames, scale: context.target.scale,
      plan: MemoryBudget.plan(jobs: context.jobs, framePixels: encoder.width * encoder.height))
    return [try writer.write(into: context.output, name: Self.outputName(for: context.target.name))]
  }
}
