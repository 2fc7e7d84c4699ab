import FoundationEssentials
import TabFramesAnimation
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat

/// The render side of a snapshot check: the chosen frames of a played animation, drawn a group at
/// a time (a reference sheet's worth) and let go once compared or composed, so a long snapshot
/// never holds every frame's pixels at once; their layout dump; and the references they make.
final class ActualSnapshot {
  /// The reference's name (its file name without extension), which messages name.
  let name: String
  let target: RenderTarget
  let animation: FrameSequence
  let frames: SnapshotFrames
  /// The animation's frames the snapshot covers, in order.
  let indices: [Int]
  let frameSize: (width: Int, height: Int)
  let opaque: Bool
  /// How several frames go on reference sheets; nil for one frame, a PNG of its own.
  let sheet: ReferenceSheet?
  /// The layout dump of the frames asserted, not of every frame: a settled-frame reference holds one.
  let layout: [UInt8]
  private let renderer: SceneRenderer
  private var firstImage: RGBAImage?

  init(name: String, target: RenderTarget, animation: FrameSequence, frames: SnapshotFrames, jobs: Int) throws(TabFramesError) {
    if case .frame(let i) = frames, !animation.frames.indices.contains(i) {
      throw .usage("\(name): frame \(i) does not exist; the animation has \(animation.frames.count) frames")
    }
    if case .every(let interval) = frames, !(interval > 0) {
      throw .usage("\(name): frames: .every(\(interval)): the interval must be more than 0 seconds")
    }
    let indices = frames.indices(count: animation.frames.count, fps: animation.fps)
    // The same limit as a rendered strip, before anything is drawn: a reference is one.
    let size = FrameRenderer(scale: target.scale).pixelSize(animation.frames[0].displayList)
    if size.width * size.height * indices.count > Limits.sheetPixels {
      throw .usage(
        "\(name): a snapshot of \(indices.count) frames would be \(size.width * size.height * indices.count) pixels; the limit is \(Limits.sheetPixels) (lower fps or scale, or snapshot fewer frames)"
      )
    }
    self.name = name
    self.target = target
    self.animation = animation
    self.frames = frames
    self.indices = indices
    frameSize = size
    opaque = target.palette.resolve(target.background).a >= 1
    sheet =
      frames.isStrip
      ? ReferenceSheet(frameWidth: size.width, frameHeight: size.height, frames: indices.count, scale: target.scale) : nil
    layout = Array(LayoutDump.json(scene: target, animation: animation, frames: frames == .all ? nil : indices).utf8)
    renderer = SceneRenderer(formats: [], jobs: jobs)
  }

  /// The chosen frames at these positions of `indices`, drawn in parallel.
  func render(_ positions: Range<Int>) throws(TabFramesError) -> [RGBAImage] {
    try renderer.images(animation, indices: Array(indices[positions]), scale: target.scale)
  }

  /// The first chosen frame, drawn once.
  func first() throws(TabFramesError) -> RGBAImage {
    if let firstImage { return firstImage }
    let image = try render(0..<1)[0]
    firstImage = image
    return image
  }

  /// The references these frames make at `paths`, and what they replace.
  func references(_ paths: ReferencePaths, layout withLayout: Bool) throws(TabFramesError) -> [PendingReference] {
    var pending: [PendingReference] = []
    if let sheet {
      let labels = indices.map { ContactSheet.label(index: $0, time: animation.frames[$0].time) }
      for n in 0..<sheet.sheetCount {
        let images = try render(sheet.range(ofSheet: n))
        do {
          let picture = try sheet.compose(
            sheet: n, images, labels: labels, scale: target.scale, palette: target.palette, measurer: renderer.measurer)
          pending.append(
            PendingReference(url: ReferenceSheet.url(paths.base, sheet: n), bytes: try sheet.png(picture, number: n, opaque: opaque)))
        } catch {
          throw .io("\(name): drawing the reference sheet failed: \(error)")
        }
      }
      // What the new sheets replace: a strip, and sheets past the last one now needed.
      pending.append(.removal(paths.strip))
      var n = sheet.sheetCount
      while FileManager.default.fileExists(atPath: ReferenceSheet.url(paths.base, sheet: n).path) {
        pending.append(.removal(ReferenceSheet.url(paths.base, sheet: n)))
        n += 1
      }
    } else {
      pending.append(PendingReference(url: paths.image, bytes: try encodedPNG(try first(), opaque: opaque)))
    }
    if withLayout { pending.append(PendingReference(url: paths.layout, bytes: layout)) }
    return pending
  }

  func encodedPNG(_ image: RGBAImage, opaque: Bool? = nil) throws(TabFramesError) -> [UInt8] {
    do { return try PNGCodec.encode(image, opaque: opaque) } catch { throw .io("\(name): \(error)") }
  }
}

/// Where a snapshot's references are, from its base path (a path without extension).
struct ReferencePaths {
  let base: URL
  /// The frame's PNG, or the first reference sheet.
  let image: URL
  /// Every-frame references were one tall strip before sheets: still read, replaced when recorded.
  let strip: URL
  let layout: URL

  init(_ base: URL, sheets: Bool) {
    self.base = base
    image = sheets ? ReferenceSheet.url(base, sheet: 0) : base.appendingPathExtension("png")
    strip = base.appendingPathExtension("strip.png")
    layout = base.appendingPathExtension("layout.json")
  }
}
