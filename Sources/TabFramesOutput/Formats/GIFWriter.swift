import FoundationEssentials
import TabFramesAnimation
import TabFramesRender

/// Streams a GIF to its file with memory bounded by the frame, not the animation (a 1-megapixel
/// drag at 240 fps once kept 4.7 GiB of frames for its palette). The colours for the one global
/// palette are counted as the frames are first drawn; the shown frames are then drawn again, in
/// parallel, to map and compress them, and each block is written as it comes. Drawing is
/// deterministic, so the bytes are those of the whole file made from frames kept in memory
/// (`GIFEncoder.encode`).
struct GIFWriter {
  var encoder: GIFEncoder
  var frames: [Frame]
  var scale: Double
  /// Workers and frames in flight (`MemoryBudget`).
  var plan: (workers: Int, window: Int)

  /// A worker's renderer and the last frame it mapped, reused as the next frame's previous when
  /// the same worker takes it (always, at `--jobs 1`).
  struct Worker {
    let renderer: FrameRenderer
    var last: (shown: Int, mapped: GIFEncoder.Mapped)?
  }

  func write(into output: AtomicOutput, name: String) throws(TabFramesError) -> URL {
    let shown = encoder.schedule()
    let path = output.root.appendingPathComponent(name).path
    guard !shown.isEmpty else { throw .io("\(path): no frames to encode") }
    let (frames, scale, jobs, window) = (frames, scale, plan.workers, plan.window)
    // The colours were counted as the frames were first drawn (`GIFEncoder.add`).
    let palette = GIFEncoder.Palette(encoder.colors)
    let (width, height) = (encoder.width, encoder.height)
    return try output.writeStreamed(to: name) { (fd: Int32) throws(TabFramesError) in
      do {
        try FileDescriptor.writeAll(encoder.header(palette), to: fd)
        var pending: GIFEncoder.Block?
        try parallelStream(
          count: shown.count, jobs: jobs, window: window, makeWorker: { Worker(renderer: FrameRenderer(scale: scale)) }
        ) { worker, k in
          func mapped(_ index: Int) throws -> GIFEncoder.Mapped {
            if let last = worker.last, last.shown == index { return last.mapped }
            return GIFEncoder.map(try worker.renderer.rasterize(frames[shown[index].frame].displayList), palette)
          }
          let previous = k > 0 ? try mapped(k - 1) : nil
          let current = try mapped(k)
          worker.last = (k, current)
          return GIFEncoder.block(current, previous: previous, delay: shown[k].delay, width: width, height: height)
        } consume: { _, block in
          if var done = pending {
            GIFEncoder.settle(&done, nextHasTransparency: block.hasTransparency)
            try FileDescriptor.writeAll(done.bytes, to: fd)
          }
          pending = block
        }
        if var last = pending {
          GIFEncoder.settle(&last, nextHasTransparency: false)
          try FileDescriptor.writeAll(last.bytes, to: fd)
        }
        try FileDescriptor.writeAll(GIFEncoder.trailer, to: fd)
      } catch let error as TabFramesError {
        throw error
      } catch {
        throw .io("\(path): \(error)")
      }
    }
  }
}
