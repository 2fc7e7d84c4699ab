import FoundationEssentials
import TabFramesRender
import TabFramesSceneFormat

/// `strip`: every frame in one PNG, top to bottom. Each frame's rows are deflated on its worker
/// and streamed to the file in frame order (`ParallelStripWriter`), so memory stays flat however
/// long the animation.
final class StripSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).strip.png" }
  static let summary = "every frame in one PNG, top to bottom (NAME.strip.png)"

  static func sizeProblem(_ target: RenderTarget, frameCount: Int) -> String? {
    let pixels = framePixels(target) * frameCount
    guard pixels > Limits.sheetPixels else { return nil }
    return
      "timeline: a strip of \(frameCount) frames would be \(pixels) pixels; the limit is \(Limits.sheetPixels) (shorten the timeline, lower fps or scale)"
  }

  private let file: StagedFile
  private let writer: ParallelStripWriter
  private let channels: Int
  /// The file in place, once every frame is written.
  private var written: URL?

  init(_ context: RenderContext) throws(TabFramesError) {
    let file = try context.output.stageFile(Self.outputName(for: context.target.name))
    channels = context.opaque ? 3 : 4
    let size = context.frameSize
    do {
      writer = try ParallelStripWriter(width: size.width, height: size.height * context.frames.count, channels: channels) {
        (bytes: [UInt8]) throws(RenderError) in try FileDescriptor.writeAll(bytes, to: file.descriptor)
      }
    } catch {
      file.discard()
      throw .io("\(file.destination.path): \(error)")
    }
    self.file = file
  }

  var frameUse: FrameUse { .pixels }

  func piece(of frame: inout DrawnFrame) throws -> ParallelStripWriter.Piece {
    if !frame.pixelsShared && frame.opaque { return try frame.renderer.opaqueStripPiece(frame.list, last: frame.isLast) }
    return try frame.renderer.stripPiece(try frame.image(), channels: channels, last: frame.isLast)
  }

  func add(_ piece: ParallelStripWriter.Piece, frame: Int) throws(TabFramesError) {
    do { try writer.append(piece) } catch { throw .io("\(file.destination.path): \(error)") }
  }

  func framesDrawn() throws(TabFramesError) {
    do { try writer.finish() } catch {
      file.discard()
      throw .io("\(file.destination.path): \(error)")
    }
    written = try file.commit()
  }

  func finish() throws(TabFramesError) -> [URL] { written.map { [$0] } ?? [] }

  func discard() { file.discard() }
}

/// `strip-horizontal`: every frame in one PNG, left to right, joined from the frames' pixels.
final class HorizontalStripSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).hstrip.png" }
  static let summary = "every frame in one PNG, left to right (NAME.hstrip.png)"

  static func sizeProblem(_ target: RenderTarget, frameCount: Int) -> String? {
    StripSink.sizeProblem(target, frameCount: frameCount)
  }

  private let context: RenderContext
  private var images: [RGBAImage] = []

  init(_ context: RenderContext) throws(TabFramesError) { self.context = context }

  var frameUse: FrameUse { .pixels }

  func piece(of frame: inout DrawnFrame) throws -> RGBAImage { try frame.image() }

  func add(_ piece: RGBAImage, frame: Int) throws(TabFramesError) { images.append(piece) }

  func finish() throws(TabFramesError) -> [URL] {
    let sheet = RGBAImage.concatenate(images, vertical: false)
    images = []
    let bytes: [UInt8]
    do { bytes = try PNGCodec.encode(sheet, opaque: context.opaque) } catch {
      throw .io("\(context.target.name): encoding failed: \(error)")
    }
    return [try context.output.write(bytes, to: Self.outputName(for: context.target.name))]
  }
}

/// A frame's size in pixels, as the canvas at the target's scale gives it.
func framePixels(_ target: RenderTarget) -> Int {
  Int((target.width * target.scale).rounded(.up)) * Int((target.height * target.scale).rounded(.up))
}
