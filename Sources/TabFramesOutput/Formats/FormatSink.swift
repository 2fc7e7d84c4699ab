import FoundationEssentials
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender

/// One output format's writer for one render: a format is one of these, in one file of this
/// folder, and one line of `OutputFormat.sink`. `SceneRenderer.render` makes a sink for each
/// format asked for, has the workers draw every frame once for all of them (`piece(of:)`, on the
/// worker threads), hands the pieces back in frame order (`add`), tells every sink the frames are
/// drawn (`framesDrawn`: a streamed file is completed and put in place), then lets each sink write
/// what it makes of the whole animation and put its files in place (`finish`), in the order the
/// formats were asked for. When anything fails, every sink not yet finished `discard`s what it
/// staged.
///
/// `piece(of:)` runs on several worker threads at once: it reads what the sink was made with, and
/// anything it changes is behind a lock. `add`, `framesDrawn`, `finish` and `discard` run on the
/// rendering thread alone.
protocol FormatSink: AnyObject {
  /// What a worker hands back of one frame, to be added in frame order.
  associatedtype Piece = Void

  /// The file or folder this format writes for a scene, inside the output folder.
  static func outputName(for scene: String) -> String
  /// A line for `--help`.
  static var summary: String { get }
  /// Why a render of `frameCount` frames of `target` would be too large for this format (a
  /// message naming the field to change), checked before anything is drawn; nil when it is not.
  static func sizeProblem(_ target: RenderTarget, frameCount: Int) -> String?

  /// Stages what the format writes (a folder, a streamed file) for the render `context` describes.
  init(_ context: RenderContext) throws(TabFramesError)

  /// What the workers draw of each frame for this format.
  var frameUse: FrameUse { get }
  /// The frames whose text this format draws as outlines (SVG), prepared once before drawing.
  var outlinedText: OutlinedText { get }
  /// On a worker: this format's part of a frame — a file it writes itself, or a piece to add.
  func piece(of frame: inout DrawnFrame) throws -> Piece
  /// On the rendering thread, in frame order.
  func add(_ piece: Piece, frame: Int) throws(TabFramesError)
  /// Every frame is drawn and added: a file streamed frame by frame is completed and put in place
  /// now, before any file made from the whole animation is written.
  func framesDrawn() throws(TabFramesError)
  /// After the last frame: writes what is made of the whole animation, puts the files in place,
  /// and returns them.
  func finish() throws(TabFramesError) -> [URL]
  /// The render failed: removes what was staged. Harmless after `finish`.
  func discard()
}

/// What the workers draw of every frame for a format.
enum FrameUse {
  /// Nothing: the format is made from the whole animation after the frames (`finish`).
  case none
  /// The frame's pixels (a Cairo raster), drawn once for every format that reads them.
  case pixels
  /// The frame as markup (SVG), with no raster.
  case markup
}

/// The frames whose text a format draws as glyph outlines.
enum OutlinedText {
  case none
  case lastFrame
  case everyFrame
}

extension FormatSink {
  static func sizeProblem(_ target: RenderTarget, frameCount: Int) -> String? { nil }
  var frameUse: FrameUse { .none }
  var outlinedText: OutlinedText { .none }
  func framesDrawn() throws(TabFramesError) {}
  func discard() {}
}

extension FormatSink where Piece == Void {
  func piece(of frame: inout DrawnFrame) throws {}
  func add(_ piece: Void, frame: Int) throws(TabFramesError) {}
}

/// What every format of one render knows: what is rendered, where to, and how.
struct RenderContext {
  var target: RenderTarget
  var animation: FrameSequence
  var output: AtomicOutput
  /// `--jobs`.
  var jobs: Int
  /// Workers and frames in flight for the frames' drawing (`MemoryBudget`).
  var plan: (workers: Int, window: Int)
  /// Drawing over an opaque background stays opaque: RGB then, RGBA otherwise, for every frame.
  var opaque: Bool
  /// The first frame's size in pixels.
  var frameSize: (width: Int, height: Int)
  var measurer: PangoTextMeasurer

  var frames: [Frame] { animation.frames }

  /// Where a format writes for this target, as errors name it.
  func path(of name: String) -> String { output.root.appendingPathComponent(name).path }

  /// A renderer error while making `name`, as the error that names the file.
  func failure(_ error: any Error, writing name: String) -> TabFramesError {
    if let error = error as? TabFramesError { return error }
    return .io("\(path(of: name)): \(error)")
  }

  /// A renderer error while drawing, naming the scene.
  func renderingFailure(_ error: any Error) -> TabFramesError {
    if let error = error as? TabFramesError { return error }
    return .io("\(target.name): rendering failed: \(error)")
  }
}

/// One frame as a worker draws it: its display list, the worker's renderer, and its pixels,
/// rasterized once on first use and shared by every format that reads them.
struct DrawnFrame {
  let index: Int
  let frames: [Frame]
  let opaque: Bool
  /// More than one format reads this frame's pixels: each takes them from the one raster rather
  /// than drawing by a path of its own (Cairo's rows straight into PNG rows).
  let pixelsShared: Bool
  fileprivate(set) var worker: FrameWorker

  var list: DisplayList { frames[index].displayList }
  var isLast: Bool { index == frames.count - 1 }
  var renderer: FrameRenderer { worker.renderer }

  private var raster: RGBAImage?

  fileprivate init(index: Int, frames: [Frame], opaque: Bool, pixelsShared: Bool, worker: FrameWorker) {
    self.index = index
    self.frames = frames
    self.opaque = opaque
    self.pixelsShared = pixelsShared
    self.worker = worker
  }

  /// The frame's pixels, drawn on first use.
  mutating func image() throws -> RGBAImage {
    if let raster { return raster }
    let image = try renderer.rasterize(list)
    raster = image
    return image
  }

  /// The frame before's pixels, as this worker last drew them when it drew that frame, else
  /// drawn again here (so that no worker waits for another); nil for the first frame.
  func previousImage(orTakeFrom recent: RecentImages?) throws -> RGBAImage? {
    guard index > 0 else { return nil }
    if let last = worker.last, last.index == index - 1 { return last.image }
    if let drawn = recent?.take(index - 1) { return drawn }
    return try renderer.rasterize(frames[index - 1].displayList)
  }
}

/// One worker thread's state for a render: its renderer, made on its thread and kept for every
/// frame (a renderer holds a Pango font map and its shaped text, costly to make), and the last
/// frame it rasterized, which the frame after it may need (APNG compares each frame with the one
/// before).
struct FrameWorker {
  let renderer: FrameRenderer
  var last: (index: Int, image: RGBAImage)?

  init(scale: Double) { renderer = FrameRenderer(scale: scale) }
}

/// A frame's pieces, each to be added to its sink in frame order.
struct FramePieces {
  var adds: [() throws(TabFramesError) -> Void] = []
}

extension DrawnFrame {
  /// Draws frame `index` for every sink that draws frames, in the order of `sinks`.
  static func draw(
    _ index: Int, frames: [Frame], opaque: Bool, sinks: [any FormatSink], worker: inout FrameWorker
  ) throws -> FramePieces {
    let readers = sinks.filter { $0.frameUse == .pixels }.count
    var frame = DrawnFrame(index: index, frames: frames, opaque: opaque, pixelsShared: readers > 1, worker: worker)
    var pieces = FramePieces()
    for sink in sinks where sink.frameUse != .none {
      pieces.adds.append(try joining(sink, &frame))
    }
    if let raster = frame.raster { frame.worker.last = (index, raster) }
    worker = frame.worker
    return pieces
  }
}

/// The sink's piece of the frame, and the step that adds it in frame order: opened generically,
/// so the piece keeps its type from the worker to the sink.
private func joining<Sink: FormatSink>(_ sink: Sink, _ frame: inout DrawnFrame) throws -> () throws(TabFramesError) -> Void {
  let piece = try sink.piece(of: &frame)
  let index = frame.index
  return { () throws(TabFramesError) in try sink.add(piece, frame: index) }
}
