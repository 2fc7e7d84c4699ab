import FoundationEssentials
import Synchronization
import TabFramesRender

/// `apng`: an animated PNG, lossless, only changed regions stored. Each worker compares its frame
/// with the one before and deflates what changed; the pieces are joined in frame order.
final class APNGSink: FormatSink {
  static func outputName(for scene: String) -> String { "\(scene).apng" }
  static let summary = "animated PNG, lossless, changed regions only (NAME.apng)"

  private let context: RenderContext
  private let keyed: Bool
  private var encoder: APNGEncoder
  /// Frames just rasterized, for the piece of the frame after, which another worker may take
  /// (with more than one worker).
  private let recent: RecentImages?
  /// Compressors not in use: a worker takes one for a frame (made on the first frames) and hands
  /// it back, so there are as many as workers drawing at once.
  private var idleCompressors: [APNGEncoder.Compressors] = []
  private let lock = Monitor()

  convenience init(_ context: RenderContext) throws(TabFramesError) {
    self.init(context, keyed: true)
  }

  /// `keyed`: whether pieces may leave unchanged pixels in the key colour (`APNGEncoder.keyed`).
  private init(_ context: RenderContext, keyed: Bool) {
    self.context = context
    self.keyed = keyed
    let target = context.target
    encoder = APNGEncoder(
      width: context.frameSize.width, height: context.frameSize.height, fps: target.fps, plays: target.loop ? 0 : 1,
      opaque: context.opaque, keyed: keyed)
    recent = context.plan.workers > 1 ? RecentImages(capacity: context.plan.workers - 1) : nil
  }

  var frameUse: FrameUse { .pixels }

  func piece(of frame: inout DrawnFrame) throws -> APNGEncoder.Piece {
    let image = try frame.image()
    // The frame before: this worker's last, or another's that drew it (it was handed out first,
    // so it is usually drawn by now), or else drawn again here. The same pixels whichever it is.
    let previous = try frame.previousImage(orTakeFrom: recent)
    if !frame.isLast { recent?.put(frame.index, image) }
    let made = try lock.locked { idleCompressors.popLast() } ?? APNGEncoder.Compressors()
    defer { lock.locked { idleCompressors.append(made) } }
    return try APNGEncoder.piece(image, after: previous, opaque: frame.opaque, keyed: keyed, compressors: made)
  }

  func add(_ piece: APNGEncoder.Piece, frame: Int) throws(TabFramesError) { encoder.add(piece) }

  func finish() throws(TabFramesError) -> [URL] {
    let name = Self.outputName(for: context.target.name)
    if encoder.keyShown {
      // A frame shows the APNG's transparent colour (no sample does): every frame again,
      // replacing its rectangle.
      encoder = try Self.unkeyed(context)
    }
    let bytes: [UInt8]
    do { bytes = try encoder.encode() } catch { throw context.failure(error, writing: name) }
    return [try context.output.write(bytes, to: name)]
  }

  /// The APNG alone, with no transparent key colour: for the rare animation that shows the key.
  private static func unkeyed(_ context: RenderContext) throws(TabFramesError) -> APNGEncoder {
    let sink = APNGSink(context, keyed: false)
    let (frames, opaque, scale) = (context.frames, context.opaque, context.target.scale)
    do {
      try parallelStream(
        count: frames.count, jobs: context.plan.workers, window: context.plan.window, makeWorker: { FrameWorker(scale: scale) }
      ) { worker, i in
        try DrawnFrame.draw(i, frames: frames, opaque: opaque, sinks: [sink], worker: &worker)
      } consume: { _, pieces in
        for add in pieces.adds { try add() }
      }
    } catch {
      throw .io("rendering failed: \(error)")
    }
    return sink.encoder
  }
}

/// Frames rasterized for APNG, each kept until the frame after it takes it: at `--jobs 2` the two
/// workers take alternate frames, and each used to draw the one before its frame again (an eighth
/// of an APNG's time, `perf`). Holds the newest `capacity` (one less than the workers): a worker
/// takes the frame before its own before it puts its own, so the one it needs is not pushed out
/// by it. An image here is one a worker drew and still refers to, or the one another would have
/// drawn again, so memory stays within `MemoryBudget`'s frames a worker.
final class RecentImages: Sendable {
  private let capacity: Int
  private let images = Mutex<[(index: Int, image: RGBAImage)]>([])

  init(capacity: Int) { self.capacity = capacity }

  func put(_ index: Int, _ image: RGBAImage) {
    images.withLock { list in
      list.append((index, image))
      while list.count > capacity {
        guard let oldest = list.indices.min(by: { list[$0].index < list[$1].index }) else { break }
        list.remove(at: oldest)
      }
    }
  }

  func take(_ index: Int) -> RGBAImage? {
    images.withLock { list in
      guard let at = list.firstIndex(where: { $0.index == index }) else { return nil }
      return list.remove(at: at).image
    }
  }
}
