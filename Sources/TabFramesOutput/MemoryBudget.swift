/// Frame buffers in memory at once stay within a stated budget, whatever `--jobs` asks for:
/// 16-megapixel frames at `--jobs 32` once held 10.9 GiB. Each worker holds up to three frames
/// (its Cairo surface, the image it rasterized, the frame before for APNG or GIF) and each
/// result waiting to be consumed in frame order up to one more.
enum MemoryBudget {
  /// 1 GiB of frame buffers (README, "Limits"), or less under an address-space limit: half of
  /// what the limit leaves beyond the engine's own needs (MemoryLimit).
  static let bytes = min(1 << 30, MemoryLimit.frameBudget ?? .max)

  /// Workers and results in flight for frames of `framePixels` pixels.
  static func plan(jobs: Int, framePixels: Int) -> (workers: Int, window: Int) {
    let frameBytes = 4 * max(1, framePixels)
    let units = max(4, bytes / frameBytes)
    let workers = max(1, min(jobs, units / 4))
    // Small frames: four results a worker, or as many as 32 MiB of frames hold (at most 256).
    let wanted = max(workers * 4, min(256, (32 << 20) / frameBytes))
    let window = max(workers, min(wanted, units - 3 * workers))
    return (workers, window)
  }
}
