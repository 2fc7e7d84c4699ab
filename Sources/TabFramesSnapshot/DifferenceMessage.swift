import FoundationEssentials
import TabFramesOutput

/// What a failing check says of its differences: a changed text first (it explains the pixels and
/// positions that follow from it), then the frames and pixels that differ, where their images
/// are, the frame count, and the first changed position.
enum DifferenceMessage {
  static func describe(
    _ actual: ActualSnapshot, reference paths: ReferencePaths, _ comparison: FrameComparison, layout: [LayoutComparison.Difference]
  ) -> String {
    var message = "\(actual.name) differs from \(paths.image.path):"
    let texts = layout.filter { $0.field == "text" }
    if !texts.isEmpty { message += " text changed: " + texts.map(\.description).joined(separator: "; ") + "." }
    let failures = comparison.failures
    if let first = failures.first {
      if first.difference.sizeMismatch {
        let (size, declared) = (actual.frameSize, comparison.declared)
        message += " the size changed (\(size.width)×\(size.height) px, reference \(declared.width)×\(declared.height) px)."
      } else {
        let pixels = failures.reduce(0) { $0 + $1.difference.differingPixels }
        let worst = failures.map(\.difference.maximumDeltaE).max() ?? 0
        message += " first differing frame \(first.index)"
        message += actual.frames.isStrip ? " of \(actual.indices.count); \(failures.count) frame(s) differ" : ""
        message +=
          "; \(pixels) pixels differ (\(formatted(first.difference.differingShare * 100, decimals: 3)) % of frame \(first.index)), "
        message += "largest ΔE94 \(formatted(worst, decimals: 1))."
      }
      if let a = first.artifacts["difference"] {
        message += " Open \(a.deletingLastPathComponent().path)/ (reference, actual, difference)."
      }
    }
    message += comparison.countNote
    if let l = layout.first(where: { $0.field != "text" }) { message += " Layout: \(l)." }
    return message
  }
}
