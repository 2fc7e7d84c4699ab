import FoundationEssentials
import TabFramesRender

/// A format's folder of one file a frame (`<name>-frames/0000.png`, …), written by the workers
/// straight into a staging folder, so that writing overlaps drawing, and swapped in whole.
struct FrameFolder {
  private let folder: StagedFolder
  private let count: Int

  init(_ context: RenderContext, name: String) throws(TabFramesError) {
    folder = try context.output.stageFolder(name)
    count = context.frames.count
  }

  /// Writes frame `index`'s file: its index with at least four digits, so names sort in frame
  /// order. Safe from any worker.
  func write(_ bytes: [UInt8], frame index: Int, extension ext: String) throws {
    try folder.write(bytes, to: zeroPadded(index, digits: max(4, String(count - 1).count)) + "." + ext)
  }

  func commit() throws(TabFramesError) -> [URL] { try folder.commit() }
  func discard() { folder.discard() }
}

/// `png`: one PNG a frame, in `<name>-frames/`.
final class PNGFramesSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene)-frames" }
  static let summary = "one PNG a frame, in NAME-frames/"

  private let files: FrameFolder
  init(_ context: RenderContext) throws(TabFramesError) {
    files = try FrameFolder(context, name: Self.outputName(for: context.target.name))
  }

  var frameUse: FrameUse { .pixels }

  func piece(of frame: inout DrawnFrame) throws {
    // Alone and opaque, the fast path: Cairo's pixels straight into PNG rows (the same bytes).
    let bytes =
      !frame.pixelsShared && frame.opaque
      ? try frame.renderer.opaquePNG(frame.list) : try PNGCodec.encode(try frame.image(), opaque: frame.opaque)
    try files.write(bytes, frame: frame.index, extension: "png")
  }

  func finish() throws(TabFramesError) -> [URL] { try files.commit() }
  func discard() { files.discard() }
}

/// `svg`: one SVG a frame, text as outlines, in `<name>-svg/`.
final class SVGFramesSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene)-svg" }
  static let summary = "one SVG a frame, text as outlines, in NAME-svg/"

  private let files: FrameFolder
  init(_ context: RenderContext) throws(TabFramesError) {
    files = try FrameFolder(context, name: Self.outputName(for: context.target.name))
  }

  var frameUse: FrameUse { .markup }
  var outlinedText: OutlinedText { .everyFrame }

  func piece(of frame: inout DrawnFrame) throws {
    try files.write(Array(try frame.renderer.svg(frame.list).utf8), frame: frame.index, extension: "svg")
  }

  func finish() throws(TabFramesError) -> [URL] { try files.commit() }
  func discard() { files.discard() }
}
