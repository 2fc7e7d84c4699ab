import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat

/// Renders played animations (a scene file's, a view stage's) into an output folder. The timeline
/// was sampled in order (cheap) by whoever played it; frames are drawn and encoded in parallel
/// (costly), each worker with its own renderer.
public struct SceneRenderer: Sendable {
  public var formats: [OutputFormat]
  public var jobs: Int
  public var measurer: PangoTextMeasurer
  /// Icon glyphs for mapped symbol names (docs/SYMBOLS.md); every renderer of the process shares them.
  public var symbolOutlines: any SymbolOutlining = IconFontOutliner.shared
  /// Called after each batch of frames with (frames done, frames in all); the CLI draws a progress
  /// bar with it when stderr is a terminal.
  public var progress: (@Sendable (Int, Int) -> Void)?

  public init(formats: [OutputFormat], jobs: Int, measurer: PangoTextMeasurer = PangoTextMeasurer()) {
    self.formats = formats
    self.jobs = jobs
    self.measurer = measurer
  }

  /// Warnings for a scene (but those it silences): unknown symbols, fonts fontconfig does not have. The scene's font is
  /// named only when a text of `animation` is drawn in it (a `tabview` draws its captions in the
  /// system's font whatever the scene says; a bar of symbols alone draws no text).
  public func warnings(_ scene: Scene, _ animation: Animation) -> [String] {
    var result =
      scene.silencedWarnings.contains(.symbol) ? [] : symbolProblems(scene).map { SymbolNames.warning($0, scene: scene.name) }
    guard !scene.silencedWarnings.contains(.font) else { return result }
    let family = scene.font.family.lowercased()
    let used = [animation.frames.first, animation.frames.last].contains { frame in
      frame?.displayList.elements.contains { element in
        if case .text(let run) = element.content { return run.font.family.lowercased() == family }
        return false
      } ?? false
    }
    if used, let family = measurer.resolvedFamily(scene.font), family.lowercased() != scene.font.family.lowercased() {
      result.append(
        "\(scene.name): font \"\(scene.font.family)\" is not installed; using \"\(family)\" (install fonts-inter for the default)")
    }
    return result
  }

  /// The scene's symbols that draw the placeholder (its items', then its style's), each once, in
  /// the order the scene names them: worth a warning, not an error.
  func symbolProblems(_ scene: Scene) -> [SymbolProblem] {
    var result: [SymbolProblem] = []
    let names = scene.component.items.compactMap(\.symbol) + scene.component.description.symbols(in: scene.component.style)
    for name in names {
      if case .failure(let problem) = SymbolLibrary.drawing(named: name, custom: scene.symbols, outlines: symbolOutlines),
        !result.contains(problem)
      {
        result.append(problem)
      }
    }
    return result
  }

  /// Checks what a render would allocate before anything is drawn, naming the scene file: a
  /// sheet too large must fail before any other output is written.
  public func checkSize(_ scene: Scene, frameCount: Int) throws(DriverError) {
    try checkSize(RenderTarget(scene), frameCount: frameCount)
  }

  public func checkSize(_ scene: RenderTarget, frameCount: Int) throws(DriverError) {
    let frameWidth = Int((scene.width * scene.scale).rounded(.up))
    let pixels = frameWidth * Int((scene.height * scene.scale).rounded(.up))
    if formats.contains(where: { [.strip, .stripHorizontal].contains($0) }) && pixels * frameCount > Limits.sheetPixels {
      throw .usage(
        "\(scene.file): timeline: a strip of \(frameCount) frames would be \(pixels * frameCount) pixels; the limit is \(Limits.sheetPixels) (shorten the timeline, lower fps or scale)"
      )
    }
    if formats.contains(.grid) {
      let cell = Size(width: scene.width, height: scene.height)
      let columns = ContactSheet.columns(for: frameCount, cellWidth: scene.width, scale: scene.scale)
      let size = ContactSheet.size(cell: cell, count: frameCount, columns: columns)
      let width = Int((size.width * scene.scale).rounded(.up))
      let height = Int((size.height * scene.scale).rounded(.up))
      if width > Limits.framePixelSide {
        throw .usage(
          "\(scene.file): width: a contact sheet of this canvas is \(width) pixels wide at scale \(scene.scale == scene.scale.rounded() ? String(Int(scene.scale)) : String(scene.scale)); the limit is \(Limits.framePixelSide) (lower the scale)"
        )
      }
      if width * height > Limits.sheetPixels {
        throw .usage(
          "\(scene.file): timeline: a contact sheet of \(frameCount) frames with their labels and gutters would be \(width * height) pixels; the limit is \(Limits.sheetPixels) (shorten the timeline, lower fps or scale)"
        )
      }
    }
  }

  /// Renders an animation already played from `scene` (the CLI plays every timeline before it
  /// writes anything, and renders from those results rather than playing them again).
  public func render(_ scene: Scene, animation: Animation, into output: AtomicOutput) throws(DriverError) -> [URL] {
    try render(RenderTarget(scene), animation: animation, into: output)
  }

  /// Renders an animation of any target (a scene file's, a view stage's) into every format and
  /// returns the files written.
  ///
  /// Frames are drawn in batches, each batch in parallel; a vertical strip is streamed to its file
  /// batch by batch, so memory stays flat however long the animation.
  public func render(_ scene: RenderTarget, animation: Animation, into output: AtomicOutput) throws(DriverError) -> [URL] {
    try checkSize(scene, frameCount: animation.frames.count)
    let frames = animation.frames
    try prepareTextOutlines(scene, frames)
    let scale = scene.scale
    // Drawing OVER an opaque background stays opaque: RGB then, RGBA otherwise, for every frame.
    let opaque = scene.palette.resolve(scene.background).a >= 1
    let perFrame = formats.contains { $0.needsFrameImages || $0 == .svg }
    let first = FrameRenderer(scale: scale).pixelSize(frames[0].displayList)
    var apng =
      formats.contains(.apng)
      ? APNGEncoder(width: first.width, height: first.height, fps: scene.fps, plays: scene.loop ? 0 : 1, opaque: opaque) : nil
    var gif = formats.contains(.gif) ? GIFEncoder(width: first.width, height: first.height, fps: scene.fps, loops: scene.loop) : nil

    // Frame files are written by the workers straight into staging folders, so writing overlaps
    // drawing; each folder is swapped in whole when its format's turn comes below.
    let pngFolder = formats.contains(.png) ? try output.stageFolder(OutputFormat.png.outputName(for: scene.name)) : nil
    let svgFolder: StagedFolder?
    do { svgFolder = formats.contains(.svg) ? try output.stageFolder(OutputFormat.svg.outputName(for: scene.name)) : nil } catch {
      pngFolder?.discard()
      throw error
    }
    var horizontal: [RGBAImage] = []
    // The GIF keeps no frames: only whether each repeats the one before (see `GIFWriter`).
    var previousGIFFrame: RGBAImage?
    var strip: ParallelStripWriter?
    var stripURL: URL?

    func renderAll(stripFD: Int32?) throws(DriverError) {
      if let fd = stripFD, let first = frames.first {
        let size = FrameRenderer(scale: scale).pixelSize(first.displayList)
        do {
          strip = try ParallelStripWriter(width: size.width, height: size.height * frames.count, channels: opaque ? 3 : 4) {
            (bytes: [UInt8]) throws(RenderError) in try FileDescriptor.writeAll(bytes, to: fd)
          }
        } catch { throw .io("\(output.root.appendingPathComponent(OutputFormat.strip.outputName(for: scene.name)).path): \(error)") }
      }
      guard perFrame else { return }
      // Workers and frames in flight within the memory budget, so memory stays bounded however
      // long the animation and whatever --jobs says.
      let (workers, window) = MemoryBudget.plan(jobs: jobs, framePixels: first.width * first.height)
      var job = FrameJob(
        frames: frames, opaque: opaque, stripChannels: stripFD == nil ? nil : (opaque ? 3 : 4), formats: formats,
        png: pngFolder, svg: svgFolder)
      if formats.contains(.apng) && workers > 1 { job.recent = RecentImages(capacity: workers - 1) }
      Trace.mark("drawing")
      do {
        // One renderer per worker for the whole scene, made on its thread: a renderer holds a
        // Pango font map and its shaped text, costly to make and then reused by every frame.
        try parallelStream(count: frames.count, jobs: workers, window: window, makeWorker: { FrameJob.Worker(scale: scale) }) {
          worker, i in
          try job.render(i, with: &worker)
        } consume: { i, r in
          if let piece = r.stripPiece, let strip {
            do { try strip.append(piece) } catch {
              throw DriverError.io("\(output.root.appendingPathComponent(OutputFormat.strip.outputName(for: scene.name)).path): \(error)")
            }
          }
          if let piece = r.apngPiece { apng?.add(piece) }
          if let image = r.image {
            if gif != nil {
              gif?.add(sameAsPrevious: previousGIFFrame?.pixels == image.pixels, colors: r.gifColors)
              previousGIFFrame = image
            }
            if formats.contains(.stripHorizontal) { horizontal.append(image) }
          }
          progress?(i + 1, frames.count)
        }
      } catch let error as DriverError {
        throw error
      } catch {
        throw .io("rendering failed: \(error)")
      }
      if let strip {
        do { try strip.finish() } catch {
          throw .io("\(output.root.appendingPathComponent(OutputFormat.strip.outputName(for: scene.name)).path): \(error)")
        }
      }
    }

    do {
      if formats.contains(.strip) {
        stripURL = try output.writeStreamed(to: OutputFormat.strip.outputName(for: scene.name)) { (fd: Int32) throws(DriverError) in
          try renderAll(stripFD: fd)
        }
      } else {
        try renderAll(stripFD: nil)
      }
      if let made = apng, made.keyShown {
        // A frame shows the APNG's transparent colour (no sample does): every frame again,
        // replacing its rectangle.
        apng = try renderAPNGWithoutKey(frames, size: first, scene: scene, opaque: opaque)
      }
    } catch {
      pngFolder?.discard()
      svgFolder?.discard()
      throw error
    }

    Trace.mark("frames rendered")
    do {
      let written = try writeWholeFiles(
        scene, animation: animation, into: output, pngFolder: pngFolder, svgFolder: svgFolder, stripURL: stripURL, horizontal: &horizontal,
        apng: apng, gif: gif, opaque: opaque)
      Trace.mark("files written")
      return written
    } catch {
      pngFolder?.discard()
      svgFolder?.discard()
      throw error
    }
  }

  /// The APNG alone, with no transparent key colour: for the rare animation that shows the key.
  private func renderAPNGWithoutKey(
    _ frames: [Frame], size: (width: Int, height: Int), scene: RenderTarget, opaque: Bool
  ) throws(DriverError) -> APNGEncoder {
    var apng = APNGEncoder(
      width: size.width, height: size.height, fps: scene.fps, plays: scene.loop ? 0 : 1, opaque: opaque, keyed: false)
    var job = FrameJob(frames: frames, opaque: opaque, stripChannels: nil, formats: [.apng], png: nil, svg: nil)
    job.apngKeyed = false
    let (workers, window) = MemoryBudget.plan(jobs: jobs, framePixels: size.width * size.height)
    if workers > 1 { job.recent = RecentImages(capacity: workers - 1) }
    let scale = scene.scale
    do {
      try parallelStream(count: frames.count, jobs: workers, window: window, makeWorker: { FrameJob.Worker(scale: scale) }) {
        worker, i in
        try job.render(i, with: &worker)
      } consume: { _, r in
        if let piece = r.apngPiece { apng.add(piece) }
      }
    } catch {
      throw .io("rendering failed: \(error)")
    }
    return apng
  }

  /// Outlines the text that SVG outputs will show, once, with the measurer's fonts (loaded already
  /// for layout), so SVG workers need no fonts of their own.
  private func prepareTextOutlines(_ scene: RenderTarget, _ frames: [Frame]) throws(DriverError) {
    let shown: ArraySlice<Frame>
    if formats.contains(.svg) || formats.contains(.svgAnimated) {
      shown = frames[...]
    } else if formats.contains(.finalSVG) {
      shown = frames.suffix(1)
    } else {
      return
    }
    var runs: [TextRun] = []
    var seen = Set<TextRun>()
    for frame in shown {
      for element in frame.displayList.elements {
        if case .text(let run) = element.content, seen.insert(run).inserted { runs.append(run) }
      }
    }
    do { try measurer.prepareOutlines(runs) } catch { throw .io("\(scene.name): rendering failed: \(error)") }
  }

  /// Writes the outputs made from the whole animation, and swaps in the frame folders, in the
  /// order the formats were asked for.
  private func writeWholeFiles(
    _ scene: RenderTarget, animation: Animation, into output: AtomicOutput, pngFolder: StagedFolder?, svgFolder: StagedFolder?,
    stripURL: URL?, horizontal: inout [RGBAImage], apng: APNGEncoder?, gif: GIFEncoder?, opaque: Bool
  ) throws(DriverError) -> [URL] {
    let frames = animation.frames
    let scale = scene.scale
    var written: [URL] = []
    // Each optional below was made exactly when its format was asked for.
    for format in formats {
      switch format {
      case .png: if let pngFolder { written += try pngFolder.commit() }
      case .svg: if let svgFolder { written += try svgFolder.commit() }
      case .strip: if let stripURL { written.append(stripURL) }
      case .stripHorizontal:
        let sheet = RGBAImage.concatenate(horizontal, vertical: false)
        horizontal = []
        written.append(
          try output.write(try encode(sheet, scene, opaque: opaque), to: OutputFormat.stripHorizontal.outputName(for: scene.name)))
      case .layout:
        written.append(
          try output.write(
            Array(LayoutDump.json(scene: scene, animation: animation).utf8), to: OutputFormat.layout.outputName(for: scene.name)))
      case .final:
        written.append(
          try output.write(
            try png(frames[frames.count - 1].displayList, scene, opaque: opaque), to: OutputFormat.final.outputName(for: scene.name)))
      case .apng:
        guard var apng else { continue }
        do { written.append(try output.write(try apng.encode(), to: OutputFormat.apng.outputName(for: scene.name))) } catch let e
          as DriverError
        { throw e } catch {
          throw .io("\(output.root.appendingPathComponent(OutputFormat.apng.outputName(for: scene.name)).path): \(error)")
        }
      case .gif:
        guard let gif else { continue }
        let writer = GIFWriter(
          encoder: gif, frames: frames, scale: scale, plan: MemoryBudget.plan(jobs: jobs, framePixels: gif.width * gif.height))
        written.append(try writer.write(into: output, name: OutputFormat.gif.outputName(for: scene.name)))
      case .svgAnimated:
        let text: String
        do { text = try FrameRenderer(scale: scale).animatedSVG(frames.map(\.displayList), fps: scene.fps, loops: scene.loop) } catch {
          throw .io("\(scene.name): rendering failed: \(error)")
        }
        written.append(try output.write(Array(text.utf8), to: OutputFormat.svgAnimated.outputName(for: scene.name)))
      case .grid:
        let columns = ContactSheet.columns(for: frames.count, cellWidth: scene.width, scale: scene.scale)
        let sheet = ContactSheet.compose(
          frames, columns: columns, measurer: measurer, appearance: scene.appearance)
        written.append(try grid(sheet, scene, into: output))
      case .finalSVG:
        let text: String
        do { text = try FrameRenderer(scale: scale).svg(frames[frames.count - 1].displayList) } catch {
          throw .io("\(scene.name): rendering failed: \(error)")
        }
        written.append(try output.write(Array(text.utf8), to: OutputFormat.finalSVG.outputName(for: scene.name)))
      }
    }
    return written
  }

  /// Rasterizes chosen frames of an animation in parallel.
  public func images(_ animation: Animation, indices: [Int], scale: Double) throws(DriverError) -> [RGBAImage] {
    let size = animation.frames.first.map { FrameRenderer(scale: scale).pixelSize($0.displayList) } ?? (width: 1, height: 1)
    let workers = MemoryBudget.plan(jobs: jobs, framePixels: size.width * size.height).workers
    do {
      return try parallelMap(count: indices.count, jobs: workers, makeWorker: { FrameRenderer(scale: scale) }) { renderer, k in
        try renderer.rasterize(animation.frames[indices[k]].displayList)
      }
    } catch {
      throw .io("rendering failed: \(error)")
    }
  }

  /// The contact sheet: a picture of every frame (W1's is 9 576 × 3 090 px), too big to draw and
  /// deflate on one core in good time. An opaque sheet is drawn and compressed in bands of rows on
  /// every core and streamed to its file as a strip is; the pixels are those of the whole sheet
  /// drawn at once.
  private func grid(_ sheet: DisplayList, _ scene: RenderTarget, into output: AtomicOutput) throws(DriverError) -> URL {
    let name = OutputFormat.grid.outputName(for: scene.name)
    guard sheet.background.a >= 1 else { return try output.write(try png(sheet, scene, opaque: true), to: name) }
    let (width, height) = FrameRenderer(scale: scene.scale).pixelSize(sheet)
    // Bands of 128 rows: enough of them to keep every core busy, each well above zlib's window;
    // taller where a shadow or a blur reads rows around a band (each band draws those too).
    let bandRows = max(128, 4 * FrameRenderer.blurReach(sheet.elements, scale: scene.scale))
    let bands = (height + bandRows - 1) / bandRows
    let scale = scene.scale
    return try output.writeStreamed(to: name) { (fd: Int32) throws(DriverError) in
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
        throw .io("\(output.root.appendingPathComponent(name).path): \(error)")
      }
    }
  }

  /// One display list drawn and encoded as PNG: opaque ones straight from Cairo's rows (no RGBA
  /// image in between, the same bytes), others through the RGBA image.
  private func png(_ list: DisplayList, _ scene: RenderTarget, opaque: Bool) throws(DriverError) -> [UInt8] {
    let renderer = FrameRenderer(scale: scene.scale)
    do {
      if opaque && list.background.a >= 1 { return try renderer.opaquePNG(list) }
      return try PNGCodec.encode(try renderer.rasterize(list), opaque: opaque)
    } catch {
      throw .io("\(scene.name): rendering failed: \(error)")
    }
  }

  private func encode(_ image: RGBAImage, _ scene: RenderTarget, opaque: Bool) throws(DriverError) -> [UInt8] {
    do { return try PNGCodec.encode(image, opaque: opaque) } catch { throw .io("\(scene.name): encoding failed: \(error)") }
  }
}
