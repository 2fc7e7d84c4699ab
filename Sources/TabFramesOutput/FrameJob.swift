import Synchronization
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender

/// What one worker does with one frame of a render: draws it once and turns it into everything
/// the requested formats need. Frame files (PNG, SVG) are written here, on the worker; what must
/// be assembled in frame order (the strip, APNG, GIF, horizontal strip) is returned.
struct FrameJob {
  var frames: [Frame]
  var opaque: Bool
  /// Channels of the vertical strip's rows when a strip is being written.
  var stripChannels: Int?
  var formats: [OutputFormat]
  /// Whether APNG pieces may leave unchanged pixels in the key colour (`APNGEncoder.keyed`).
  var apngKeyed = true
  /// Frames just rasterized, for the APNG piece of the frame after, which another worker may take
  /// (with more than one worker).
  var recent: RecentImages?
  /// Where frame files go, when they are asked for.
  var png: StagedFolder?
  var svg: StagedFolder?

  /// A frame's file name: its index with at least four digits, so names sort in frame order.
  func fileName(_ i: Int, _ ext: String) -> String {
    zeroPadded(i, digits: max(4, String(frames.count - 1).count)) + "." + ext
  }

  struct Output {
    var image: RGBAImage?
    /// This frame's rows of the vertical strip, already compressed.
    var stripPiece: ParallelStripWriter.Piece?
    /// This frame as an APNG frame: what changed since the frame before, already compressed.
    var apngPiece: APNGEncoder.Piece?
    /// This frame's colours, for the GIF's palette.
    var gifColors: GIFEncoder.Palette.Histogram?
  }

  /// One worker's state: its renderer, and the last frame it rasterized, which APNG's next
  /// frame is compared with when the same worker takes it (always, at `--jobs 1`).
  struct Worker {
    let renderer: FrameRenderer
    var last: (index: Int, image: RGBAImage)?
    /// Made on the first APNG frame.
    var apng: APNGEncoder.Compressors?

    init(scale: Double) { renderer = FrameRenderer(scale: scale) }
  }

  func render(_ i: Int, with worker: inout Worker) throws -> Output {
    let renderer = worker.renderer
    // Images kept for the encoders that need every frame (the strip and APNG need only pieces).
    let keepImage = formats.contains { [.stripHorizontal, .gif].contains($0) }
    let apng = formats.contains(.apng)
    let list = frames[i].displayList
    let last = i == frames.count - 1
    var output = Output()
    if let png, stripChannels == nil, !keepImage, !apng, opaque {
      // The fast path: Cairo's pixels straight into PNG rows.
      try png.write(try renderer.opaquePNG(list), to: fileName(i, "png"))
    } else if png == nil, !keepImage, !apng, opaque, stripChannels != nil {
      output.stripPiece = try renderer.opaqueStripPiece(list, last: last)
    } else if png != nil || keepImage || apng || stripChannels != nil {
      let image = try renderer.rasterize(list)
      defer { worker.last = (i, image) }
      if let png { try png.write(try PNGCodec.encode(image, opaque: opaque), to: fileName(i, "png")) }
      if keepImage { output.image = image }
      if formats.contains(.gif) { output.gifColors = .of(image) }
      if let channels = stripChannels {
        output.stripPiece = try renderer.stripPiece(image, channels: channels, last: last)
      }
      if apng {
        // The frame before: this worker's last, or another's that drew it (it was handed out
        // first, so it is usually drawn by now), or else drawn again here, so that no worker waits
        // for another. The same pixels whichever it is.
        let previous: RGBAImage?
        if i == 0 {
          previous = nil
        } else if let last = worker.last, last.index == i - 1 {
          previous = last.image
        } else if let drawn = recent?.take(i - 1) {
          previous = drawn
        } else {
          previous = try renderer.rasterize(frames[i - 1].displayList)
        }
        if i + 1 < frames.count { recent?.put(i, image) }
        let compressors: APNGEncoder.Compressors
        if let made = worker.apng { compressors = made } else { compressors = try APNGEncoder.Compressors() }
        worker.apng = compressors
        output.apngPiece = try APNGEncoder.piece(image, after: previous, opaque: opaque, keyed: apngKeyed, compressors: compressors)
      }
    }
    if let svg { try svg.write(Array(try renderer.svg(list).utf8), to: fileName(i, "svg")) }
    return output
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
