import FoundationEssentials
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat

/// `grid`: a contact sheet — every frame in a grid with its time under it (`ContactSheet`).
final class GridSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).grid.png" }
  static let summary = "contact sheet: frames in a grid with their times (NAME.grid.png)"

  static func sizeProblem(_ target: RenderTarget, frameCount: Int) -> String? {
    let cell = Size(width: target.width, height: target.height)
    let columns = ContactSheet.columns(for: frameCount, cellWidth: target.width, scale: target.scale)
    let size = ContactSheet.size(cell: cell, count: frameCount, columns: columns)
    let width = Int((size.width * target.scale).rounded(.up))
    let height = Int((size.height * target.scale).rounded(.up))
    if width > Limits.framePixelSide {
      let scale = target.scale == target.scale.rounded() ? String(Int(target.scale)) : String(target.scale)
      return
        "width: a contact sheet of this canvas is \(width) pixels wide at scale \(scale); the limit is \(Limits.framePixelSide) (lower the scale)"
    }
    if width * height > Limits.sheetPixels {
      return
        "timeline: a contact sheet of \(frameCount) frames with their labels and gutters would be \(width * height) pixels; the limit is \(Limits.sheetPixels) (shorten the timeline, lower fps or scale)"
    }
    return nil
  }

  private let context: RenderContext
  init(_ context: RenderContext) throws(TabFramesError) { self.context = context }

  /// The sheet is a picture of every frame (W1's is 9 576 × 3 090 px), too big to draw and
  /// deflate on one core in good time. An opaque sheet is drawn and compressed in bands of rows on
  /// every core and streamed to its file as a strip is; the pixels are those of the whole sheet
  /// drawn at once.
  func finish() throws(TabFramesError) -> [URL] {
    let target = context.target
    let frames = context.frames
    let columns = ContactSheet.columns(for: frames.count, cellWidth: target.width, scale: target.scale)
    let sheet = ContactSheet.compose(frames, columns: columns, measurer: context.measurer, appearance: target.appearance)
    let name = Self.outputName(for: target.name)
    guard sheet.background.a >= 1 else {
      var opaqueSheet = context
      opaqueSheet.opaque = true
      return [try context.output.write(try encodedPNG(sheet, opaqueSheet), to: name)]
    }
    let scale = target.scale
    let (width, height) = FrameRenderer(scale: scale).pixelSize(sheet)
    // Bands of 128 rows: enough of them to keep every core busy, each well above zlib's window;
    // taller where a shadow or a blur reads rows around a band (each band draws those too).
    let bandRows = max(128, 4 * FrameRenderer.blurReach(sheet.elements, scale: scale))
    let bands = (height + bandRows - 1) / bandRows
    let jobs = context.jobs
    return [
      try context.output.writeStreamed(to: name) { (fd: Int32) throws(TabFramesError) in
        do {
          let writer = try ParallelStripWriter(width: width, height: height, channels: 3) {
            (bytes: [UInt8]) throws(RenderError) in try FileDescriptor.writeAll(bytes, to: fd)
          }
          let lists = ContactSheet.bands(sheet, rows: bandRows, pixelHeight: height, scale: scale)
          try parallelStream(count: bands, jobs: jobs, window: jobs * 4, makeWorker: { FrameRenderer(scale: scale) }) { renderer, k in
            try renderer.opaqueBandPiece(lists[k], rows: k * bandRows..<min(height, (k + 1) * bandRows), last: k == bands - 1)
          } consume: { _, piece in
            try writer.append(piece)
          }
          try writer.finish()
        } catch {
          throw .io("\(context.path(of: name)): \(error)")
        }
      }
    ]
  }
}
