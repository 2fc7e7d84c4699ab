import Glibc
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesKinds
import TabFramesOutput
import TabFramesSnapshot

/// How much of the played timelines a render keeps between its checks and its writing: 256 MiB
/// by default (`TABFRAMES_KEEP_TIMELINES_MB` sets another amount; 0 keeps none but a lone
/// scene's). Beyond it a scene is played again when it is written, so a render's memory is
/// bounded by its largest scene plus this, whatever the number of scenes (README, "Limits").
enum TimelineBudget {
  static let bytes: Int = {
    if let text = getenv("TABFRAMES_KEEP_TIMELINES_MB").map({ String(cString: $0) }), let mb = Int(text), mb >= 0 {
      return mb << 20
    }
    return 256 << 20
  }()

  /// About what a played timeline holds: each frame's elements (the value and what it points
  /// to: text runs, outlines, clips) — measured at about 750 bytes an element (4 800 frames of a
  /// four-tab bar held 22 MB), counted as a kilobyte to err high.
  static func estimatedBytes(_ animation: FrameSequence) -> Int {
    animation.frames.reduce(0) { $0 + 64 + $1.displayList.elements.count * 1024 }
  }
}
