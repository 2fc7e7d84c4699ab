import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat

/// One frame that did not match.
package struct FrameFailure: Sendable {
  package var index: Int
  package var difference: ImageDifference
  /// reference, actual and difference images, when artifacts were written.
  package var artifacts: [String: URL]
}

/// What one snapshot check found, and the message a test failure shows.
package struct SnapshotOutcome: Sendable {
  package var name: String
  package var passed: Bool
  /// References written (by `check`), or to be written when `pending` is (by `evaluate`).
  package var recorded: [URL]
  /// References `evaluate` holds back for the caller to write with `ReferenceFiles.write`
  /// (`check` writes them at once and leaves this empty).
  package var pending: [PendingReference]
  package var failures: [FrameFailure]
  package var frameCount: Int
  package var layoutDifferences: [LayoutComparison.Difference]
  package var message: String
}

/// Renders a scene and compares it with references on disk: pixels with `SnapshotTolerance`,
/// and the layout dump numerically. Used by TabFramesTesting and `tabframes check`.
package struct SnapshotChecker: Sendable {
  package var tolerance: SnapshotTolerance
  package var layoutTolerance: Double
  package var record: RecordMode
  /// Under CI a missing reference fails instead of being recorded.
  package var isCI: Bool
  /// Where reference, actual and difference images of failing frames go.
  package var artifacts: URL
  package var compareLayout: Bool
  package var jobs: Int
  /// What the failure message says to run to accept a change.
  package var acceptHint = "TABFRAMES_RECORD=failed"
  /// What the failure message says to run to record a missing reference.
  package var recordHint = "TABFRAMES_RECORD=missing"
  /// Failing frames that get artifacts (the rest are counted): a whole animation off by a point
  /// would otherwise write three images for every frame.
  package var artifactFrames = 12

  package init(
    tolerance: SnapshotTolerance = .standard, layoutTolerance: Double = 0.01, record: RecordMode? = nil,
    isCI: Bool = SnapshotChecker.environmentIsCI, artifacts: URL? = nil, compareLayout: Bool = true,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.tolerance = tolerance
    self.layoutTolerance = layoutTolerance
    self.record = record ?? RecordMode.environment ?? .missing
    self.isCI = isCI
    self.artifacts = artifacts ?? ArtifactsFolder.default
    self.compareLayout = compareLayout
    self.jobs = jobs
  }

  /// `CI` set to `1`, `true` or `yes` (any case): the values CI services and people use.
  package static var environmentIsCI: Bool { isCI(ProcessInfo.processInfo.environment["CI"]) }

  /// Whether a value of `CI` means CI.
  package static func isCI(_ value: String?) -> Bool {
    guard let value else { return false }
    return ["1", "true", "yes"].contains(value.lowercased())
  }

  /// `TABFRAMES_ARTIFACTS`, or a private folder in the temporary directory (`ArtifactsFolder`).
  package static var defaultArtifacts: URL { ArtifactsFolder.default }

  /// Checks an animation played from `scene` against the references at `base` but writes no
  /// reference: those the record mode calls for come back in `pending`, so that a caller
  /// checking many scenes writes them all or none. Artifacts of failing frames are written.
  package func evaluate(_ scene: Scene, animation: FrameSequence, frames: SnapshotFrames, reference base: URL) throws(TabFramesError)
    -> SnapshotOutcome
  {
    try evaluate(RenderTarget(scene), animation: animation, frames: frames, reference: base)
  }

  /// Checks an animation and writes the references the record mode calls for: a stage's, whose
  /// frames its own player made.
  package func check(_ target: RenderTarget, animation: FrameSequence, frames: SnapshotFrames, reference base: URL) throws(TabFramesError)
    -> SnapshotOutcome
  {
    var outcome = try evaluate(target, animation: animation, frames: frames, reference: base)
    outcome.recorded = try ReferenceFiles.write(outcome.pending)
    outcome.pending = []
    return outcome
  }

  /// `evaluate` for any render target (a scene's, a stage's): renders the frames asserted
  /// (`ActualSnapshot`), reads the references back (`LoadedReference`), compares them
  /// (`FrameComparison`) and lets the record mode decide what is written (`RecordPolicy`).
  package func evaluate(_ scene: RenderTarget, animation: FrameSequence, frames: SnapshotFrames, reference base: URL) throws(TabFramesError)
    -> SnapshotOutcome
  {
    let actual = try ActualSnapshot(name: base.lastPathComponent, target: scene, animation: animation, frames: frames, jobs: jobs)
    let paths = ReferencePaths(base, sheets: actual.sheet != nil)
    let policy = RecordPolicy(mode: record, isCI: isCI, acceptHint: acceptHint, recordHint: recordHint)
    func outcome(
      _ passed: Bool, _ pending: [PendingReference], failures: [FrameFailure] = [], layout: [LayoutComparison.Difference] = [],
      message: String
    ) -> SnapshotOutcome {
      SnapshotOutcome(
        name: actual.name, passed: passed, recorded: pending.filter { !$0.removes }.map(\.url), pending: pending, failures: failures,
        frameCount: actual.indices.count, layoutDifferences: layout, message: message)
    }

    if policy.recordsEverything {
      let pending = try actual.references(paths, layout: compareLayout)
      return outcome(false, pending, message: policy.recordedEverything(pending))
    }
    guard let loaded = try readReference(paths, size: actual.frameSize, sheets: actual.sheet != nil) else {
      guard policy.recordsMissing else { return outcome(false, [], message: policy.missing(paths.image)) }
      return outcome(false, try actual.references(paths, layout: compareLayout), message: policy.recordedMissing(paths.image))
    }
    var artifacts = ArtifactWriter(folder: self.artifacts, name: actual.name, tolerance: tolerance)
    let comparison = try FrameComparison.compare(
      actual, with: loaded, tolerance: tolerance, artifacts: &artifacts, artifactFrames: artifactFrames)
    var layout: [LayoutComparison.Difference] = []
    if compareLayout {
      if let bytes = try ReferenceFiles.read(paths.layout) {
        layout = try FrameComparison.layoutDifferences(actual, reference: bytes, at: paths.layout, tolerance: layoutTolerance)
      } else if !policy.recordsMissing {
        return outcome(false, [], failures: comparison.failures, message: policy.missingLayout(paths.layout))
      } else {
        let pending = [PendingReference(url: paths.layout, bytes: actual.layout)]
        return outcome(false, pending, failures: comparison.failures, message: policy.recordedMissingLayout(paths.layout))
      }
    }
    if comparison.failures.isEmpty && layout.isEmpty && comparison.countNote.isEmpty {
      return outcome(true, [], message: "\(actual.name) matches its reference")
    }
    let pending = policy.recordsFailed ? try actual.references(paths, layout: compareLayout) : []
    let message = DifferenceMessage.describe(actual, reference: paths, comparison, layout: layout) + policy.afterDifference
    return outcome(false, pending, failures: comparison.failures, layout: layout, message: message)
  }

  /// The references at `paths` read back: the frame's PNG or the sheets, else (for several
  /// frames) a strip recorded before sheets; nil when there is none.
  private func readReference(_ paths: ReferencePaths, size: (width: Int, height: Int), sheets: Bool) throws(TabFramesError)
    -> LoadedReference?
  {
    if let found = try ReferenceFiles.read(paths.image) {
      return try sheets ? LoadedReference.sheets(found, paths.base, size: size) : LoadedReference.frame(found, paths.image, size: size)
    }
    if sheets, let strip = try ReferenceFiles.read(paths.strip) { return try LoadedReference.strip(strip, paths.strip, size: size) }
    return nil
  }
}
