import Foundation
import TabFrames
import TabFramesDriver
import TabFramesScene
import Testing

@testable import TabFramesTesting

/// Stages (SwiftUI views) are snapshot-tested as scenes are: the settled frame or every frame of
/// a timeline, and the layout dump, against references beside the test.
private struct Switch: View {
  @State private var on = false
  var body: some View {
    HStack(spacing: 0) {
      Text("Off").frame(width: 60, height: 30).onTapGesture { withAnimation(.linear(duration: 0.1)) { on = false } }
      Text("On").frame(width: 60, height: 30).onTapGesture { withAnimation(.linear(duration: 0.1)) { on = true } }
    }
    .background(alignment: .leading) { Capsule().fill(.blue.opacity(0.2)).frame(width: 60).offset(x: on ? 60 : 0) }
  }
}

@MainActor private let stage = Stage(name: "switch", width: 140, height: 40, scale: 2) { Switch() }

@Test @MainActor func aStageTimelineMatchesItsSnapshot() {
  // Every frame of the tap's 0.1 s, against the references recorded in __Snapshots__.
  assertSnapshot(of: stage, timeline: [.tap("On")], frames: .all)
}

@Test @MainActor func aStageThatChangedFailsItsSnapshot() throws {
  // The same stage tapped the other way against the same references: the frames differ.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-stage-snap-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let animation = try stage.play([.tap("On")])
  let reference = folder.appendingPathComponent("switch")
  // Artifacts in this test's folder: the default reads TABFRAMES_ARTIFACTS, which another test
  // sets for the whole process while it runs (and removes its folder after).
  let artifacts = folder.appendingPathComponent("artifacts")
  let recorder = SnapshotChecker(tolerance: .standard, layoutTolerance: 0.01, record: .all, artifacts: artifacts, compareLayout: true)
  _ = try recorder.check(stage.target, animation: animation, frames: .final, reference: reference)
  let checker = SnapshotChecker(tolerance: .standard, layoutTolerance: 0.01, record: .never, artifacts: artifacts, compareLayout: true)
  #expect(try checker.check(stage.target, animation: animation, frames: .final, reference: reference).passed)
  let other = try stage.play([.tap("On"), .tap("Off")])
  let outcome = try checker.check(stage.target, animation: other, frames: .final, reference: reference)
  #expect(!outcome.passed, "the capsule is back under Off: the settled frame differs")
}
