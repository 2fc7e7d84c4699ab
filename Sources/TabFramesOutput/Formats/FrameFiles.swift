import FoundationEssentials
import TabFramesRender

/// A frame's file name: its index with at least four digits, so names sort in frame order.
func frameFileName(_ index: Int, of count: Int, _ ext: String) -> String {
  zeroPadded(index, digits: max(4, String(count - 1).count)) + "." + ext
}

/// `png`: one PNG a frame, in `<name>-frames/`, written by the workers straight into a staging
/// folder (so writing overlaps drawing) that is swapped in whole.
final class PNGFramesSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene)-frames" }
  static let summary = "one PNG a frame, in NAME-frames/"

  private let folder: StagedFolder
  private let count: Int

  init(_ context: RenderContext) throws(TabFramesError) {
    folder = try context.output.stageFolder(Self.outputName(for: context.target.name))
    count = context.frames.count
  }

  var frameUse: FrameUse { .pixels }

  func piece(of frame: inout DrawnFrame) throws {
    let name = frameFileName(frame.index, of: count, "png")
    if !frame.pixelsShared && frame.opaque {
      // The fast path: Cairo's pixels straight into PNG rows (the same bytes).
      try folder.write(try frame.renderer.opaquePNG(frame.list), to: name)
    } else {
      try folder.write(try PNGCodec.encode(try frame.image(), opaque: frame.opaque), to: name)
    }
  }

  func finish() throws(TabFramesError) -> [URL] { try folder.commit() }
  func discard() { folder.discard() }
}

/// `svg`: one SVG a frame, text as outlines, in `<name>-svg/`, written by the workers as PNG
/// frames are.
final class SVGFramesSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene)-svg" }
  static let summary = "one SVG a frame, text as outlines, in NAME-svg/"

  private let folder: StagedFolder
  private let count: Int

  init(_ context: RenderContext) throws(TabFramesError) {
    folder = try context.output.stageFolder(Self.outputName(for: context.target.name))
    count = context.frames.count
  }

  var frameUse: FrameUse { .markup }
  var outlinedText: OutlinedText { .everyFrame }

  func piece(of frame: inout DrawnFrame) throws {
    try folder.write(Array(try frame.renderer.svg(frame.list).utf8), to: frameFileName(frame.index, of: count, "svg"))
  }

  func finish() throws(TabFramesError) -> [URL] { try folder.commit() }
  func discard() { folder.discard() }
}
