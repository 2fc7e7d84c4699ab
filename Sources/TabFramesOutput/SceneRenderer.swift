import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat

/// Renders played animations (a scene file's, a view stage's) into an output folder. The timeline
/// was sampled in order (cheap) by whoever played it; frames are drawn and encoded in parallel
/// (costly), each worker with its own renderer.
package struct SceneRenderer: Sendable {
  package var formats: [OutputFormat]
  package var jobs: Int
  package var measurer: PangoTextMeasurer
  /// Icon glyphs for mapped symbol names (docs/SYMBOLS.md); every renderer of the process shares them.
  package var symbolOutlines: any SymbolOutlining = IconFontOutliner.shared
  /// Called after each batch of frames with (frames done, frames in all); the CLI draws a progress
  /// bar with it when stderr is a terminal.
  package var progress: (@Sendable (Int, Int) -> Void)?

  package init(formats: [OutputFormat], jobs: Int, measurer: PangoTextMeasurer = PangoTextMeasurer()) {
    self.formats = formats
    self.jobs = jobs
    self.measurer = measurer
  }

  /// Warnings for a scene (but those it silences): unknown symbols, fonts fontconfig does not have. The scene's font is
  /// named only when a text of `animation` is drawn in it (a `tabview` draws its captions in the
  /// system's font whatever the scene says; a bar of symbols alone draws no text).
  package func warnings(_ scene: Scene, _ animation: FrameSequence) -> [String] {
    var result =
      scene.silencedWarnings.contains(.symbol)
      ? [] : symbolProblems(scene).map { SymbolNames.warning($0, scene: scene.name) } + otherFormWarnings(scene)
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

  /// The scene's symbol names drawn as their other form (`mountain.2.fill` as `mountain.2`), each
  /// once: the picture shows the shape, not quite the name's look.
  func otherFormWarnings(_ scene: Scene) -> [String] {
    var seen: Set<String> = []
    return symbolNames(scene).compactMap { name in
      let drawn = SymbolLibrary.drawnName(name, custom: scene.symbols)
      guard drawn != name, seen.insert(name).inserted else { return nil }
      return
        "\(scene.name): symbol \"\(name)\" is drawn as \"\(drawn)\", its other form: TabFrames does not draw \"\(name)\" (see `tabframes symbols`)"
    }
  }

  /// The symbol names a scene draws: its items', then its style's.
  private func symbolNames(_ scene: Scene) -> [String] {
    scene.component.items.compactMap(\.symbol) + scene.component.description.symbols(in: scene.component.style)
  }

  /// The scene's symbols that draw the placeholder (its items', then its style's), each once, in
  /// the order the scene names them: worth a warning, not an error.
  func symbolProblems(_ scene: Scene) -> [SymbolProblem] {
    var result: [SymbolProblem] = []
    for name in symbolNames(scene) {
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
  package func checkSize(_ scene: Scene, frameCount: Int) throws(TabFramesError) {
    try checkSize(RenderTarget(scene), frameCount: frameCount)
  }

  package func checkSize(_ scene: RenderTarget, frameCount: Int) throws(TabFramesError) {
    // In one order whatever order the formats were asked in: a strip's limit before a sheet's.
    for format in OutputFormat.allCases where formats.contains(format) {
      if let problem = format.sink.sizeProblem(scene, frameCount: frameCount) { throw .usage("\(scene.file): \(problem)") }
    }
  }

  /// Renders an animation already played from `scene` (the CLI plays every timeline before it
  /// writes anything, and renders from those results rather than playing them again).
  package func render(_ scene: Scene, animation: FrameSequence, into output: AtomicOutput) throws(TabFramesError) -> [URL] {
    try render(RenderTarget(scene), animation: animation, into: output)
  }

  /// Renders an animation of any target (a scene file's, a view stage's) into every format and
  /// returns the files written, in the order the formats were asked for.
  ///
  /// Each format is a sink (`FormatSink`, `Formats/`). Every frame is drawn once, by whichever
  /// worker takes it, for all the sinks that draw frames; the pieces come back in frame order; then
  /// each sink writes what it makes of the whole animation and puts its files in place. Frames are
  /// drawn as a stream with a bounded window, so memory stays flat however long the animation.
  package func render(_ scene: RenderTarget, animation: FrameSequence, into output: AtomicOutput) throws(TabFramesError) -> [URL] {
    try checkSize(scene, frameCount: animation.frames.count)
    let frames = animation.frames
    let scale = scene.scale
    let first = FrameRenderer(scale: scale).pixelSize(frames[0].displayList)
    let context = RenderContext(
      target: scene, animation: animation, output: output, jobs: jobs,
      // Workers and frames in flight within the memory budget, so memory stays bounded however
      // long the animation and whatever --jobs says.
      plan: MemoryBudget.plan(jobs: jobs, framePixels: first.width * first.height),
      opaque: scene.palette.resolve(scene.background).a >= 1, frameSize: first, measurer: measurer)
    var sinks: [any FormatSink] = []
    do {
      for format in formats where !sinks.contains(where: { type(of: $0) == format.sink }) {
        sinks.append(try format.sink.init(context))
      }
      try prepareTextOutlines(scene, frames, for: sinks)
      try drawFrames(context, into: sinks)
      for sink in sinks { try sink.framesDrawn() }
      Trace.mark("frames rendered")
      var written: [URL] = []
      for sink in sinks { written += try sink.finish() }
      Trace.mark("files written")
      return written
    } catch {
      for sink in sinks { sink.discard() }
      throw error
    }
  }

  /// Draws every frame once for the sinks that draw frames, in parallel, and adds the pieces to
  /// their sinks in frame order.
  private func drawFrames(_ context: RenderContext, into sinks: [any FormatSink]) throws(TabFramesError) {
    let drawing = sinks.filter { $0.frameUse != .none }
    guard !drawing.isEmpty else { return }
    let (frames, opaque, scale) = (context.frames, context.opaque, context.target.scale)
    Trace.mark("drawing")
    do {
      try parallelStream(
        count: frames.count, jobs: context.plan.workers, window: context.plan.window, makeWorker: { FrameWorker(scale: scale) }
      ) { worker, i in
        try DrawnFrame.draw(i, frames: frames, opaque: opaque, sinks: drawing, worker: &worker)
      } consume: { i, pieces in
        for add in pieces.adds { try add() }
        progress?(i + 1, frames.count)
      }
    } catch let error as TabFramesError {
      throw error
    } catch {
      throw .io("rendering failed: \(error)")
    }
  }

  /// Outlines the text that SVG outputs will show, once, with the measurer's fonts (loaded already
  /// for layout), so SVG workers need no fonts of their own.
  private func prepareTextOutlines(_ scene: RenderTarget, _ frames: [Frame], for sinks: [any FormatSink]) throws(TabFramesError) {
    let shown: ArraySlice<Frame>
    if sinks.contains(where: { $0.outlinedText == .everyFrame }) {
      shown = frames[...]
    } else if sinks.contains(where: { $0.outlinedText == .lastFrame }) {
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

  /// Rasterizes chosen frames of an animation in parallel.
  package func images(_ animation: FrameSequence, indices: [Int], scale: Double) throws(TabFramesError) -> [RGBAImage] {
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
}
