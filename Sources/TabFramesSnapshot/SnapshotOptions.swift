import FoundationEssentials

// What a snapshot test chooses: which frames, how close, when references are written. The only
// public part of this module; TabFramesTesting re-exports these three.

/// How close an image must be to its reference. A pixel matches when every channel is within
/// `channel` levels, or when its colour difference is within `perceptual` (CIE ΔE94, 0–100: about
/// 2.3 is a just-noticeable difference; swift-snapshot-testing's perceptual precision p is
/// ΔE ≤ 100 × (1 − p)). An image matches when at least `precision` of its pixels match.
///
/// The defaults pass across runs on one machine (renders are deterministic) and catch a 1 pt
/// shift of the indicator (about 70 pixels of a 1170 × 144 frame) or a label's colour change.
public struct SnapshotTolerance: Sendable, Equatable {
  public var channel: Int
  public var perceptual: Double
  public var precision: Double
  public init(channel: Int = 2, perceptual: Double = 1, precision: Double = 1) {
    self.channel = channel
    self.perceptual = perceptual
    self.precision = precision
  }
  public static let standard = SnapshotTolerance()
}

/// When references are written (swift-snapshot-testing's modes).
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write every reference (the check fails, so record mode is never left on by accident).
  case all
  /// Write references that do not exist yet (fails too, naming the new file); compare the rest.
  case missing
  /// Overwrite references that differ (and fail, naming them).
  case failed
  /// Write nothing; a missing reference fails.
  case never

  /// `TABFRAMES_RECORD`, when set to a mode.
  package static var environment: RecordMode? {
    ProcessInfo.processInfo.environment["TABFRAMES_RECORD"].flatMap { RecordMode(rawValue: $0) }
  }
}

/// Which frames a snapshot covers.
public enum SnapshotFrames: Sendable, Equatable {
  /// The settled last frame (`<name>.png`).
  case final
  /// One frame by index (`<name>.png`).
  case frame(Int)
  /// Every frame, compared one by one (`<name>.sheet.png`, and `<name>.sheet-2.png`, … when
  /// they need more than one sheet: `ReferenceSheet`).
  case all
  /// The frame that shows a time, in seconds from the start (`<name>.png`): the one at or just
  /// before it (frame i shows i / fps), the last when the animation is shorter.
  case at(Double)
  /// A frame every `interval` seconds from the start, and the settled last one, compared one by
  /// one (on sheets, as `.all`): a long animation's motion in a few frames.
  case every(Double)

  /// The settled last frame (the same as `.final`).
  public static var settled: SnapshotFrames { .final }

  /// The frames chosen from an animation of `count` frames at `fps`.
  package func indices(count: Int, fps: Int) -> [Int] {
    switch self {
    case .final: return [count - 1]
    case .frame(let i): return [i]
    case .all: return Array(0..<count)
    case .at(let seconds): return [min(count - 1, max(0, Int((seconds * Double(fps) + 1e-9).rounded(.down))))]
    case .every(let interval):
      let step = max(1, Int((interval * Double(fps)).rounded()))
      let chosen = Array(stride(from: 0, to: count, by: step))
      return chosen.last == count - 1 ? chosen : chosen + [count - 1]
    }
  }

  /// Whether the reference holds several frames (a strip).
  package var isStrip: Bool {
    switch self {
    case .all, .every: return true
    case .final, .frame, .at: return false
    }
  }
}
