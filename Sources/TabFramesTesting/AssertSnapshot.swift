import Foundation
import TabFrames
import TabFramesKinds
import TabFramesOutput
import TabFramesScene
import TabFramesSnapshot
import Testing
import XCTest

/// Asserts that a scene still renders as recorded: its settled frame, one frame, or every frame,
/// against references beside the test in `__Snapshots__/<TestFile>/<test>.<ext>`, plus its layout
/// dump (`<test>.layout.json`) compared numerically over the frames asserted.
///
/// ```swift
/// @Test func fixedBar() throws {
///   assertSnapshot(of: try SceneLoader.load(path: "Samples/fixed-default.json"), frames: .all)
/// }
/// ```
///
/// Works under Swift Testing and XCTest. Record mode comes from `record`, else `TABFRAMES_RECORD`,
/// else `missing`; under CI (`CI` set to 1, true or yes) a missing reference fails instead of being
/// recorded. Several assertions in one test are numbered (`test`, `test.2`, …; see
/// `SnapshotLocation`); two that would use one reference fail. Failing frames leave reference,
/// actual and difference images in `TABFRAMES_ARTIFACTS` (default: a private temporary folder,
/// named in the message) and, under Swift Testing, attach them to the test.
///
/// - Parameters:
///   - layout: compare the layout dump too (on by default).
///   - snapshotDirectory: a folder for the references instead of `__Snapshots__/<TestFile>`.
public func assertSnapshot(
  of scene: Scene,
  frames: SnapshotFrames = .final,
  named name: String? = nil,
  tolerance: SnapshotTolerance = .standard,
  layoutTolerance: Double = 0.01,
  layout: Bool = true,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  checkSnapshot(
    named: name, tolerance: tolerance, layoutTolerance: layoutTolerance, layout: layout, record: record,
    snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, function: function, line: line, column: column
  ) { checker, reference in try checker.check(scene, frames: frames, reference: reference) }
}

/// Asserts that a stage (a SwiftUI view, docs/SWIFTUI.md) still renders its timeline as recorded,
/// exactly as `assertSnapshot(of: scene)` does for a scene: `frames: .final` for the settled
/// frame, `.all` for every frame, plus the layout dump.
///
/// ```swift
/// @Test @MainActor func pills() {
///   assertSnapshot(of: Stage(name: "pills", width: 390, height: 60) { PillTabs() }, timeline: [.tap("Week")], frames: .all)
/// }
/// ```
@MainActor
public func assertSnapshot(
  of stage: Stage,
  timeline: [Stage.Action] = [],
  frames: SnapshotFrames = .final,
  named name: String? = nil,
  tolerance: SnapshotTolerance = .standard,
  layoutTolerance: Double = 0.01,
  layout: Bool = true,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  checkSnapshot(
    named: name, tolerance: tolerance, layoutTolerance: layoutTolerance, layout: layout, record: record,
    snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, function: function, line: line, column: column
  ) { checker, reference in try checker.check(stage.target, animation: try stage.play(timeline), frames: frames, reference: reference) }
}

/// `assertSnapshot(of: stage)` for an `async` test: the stage plays its timeline on the main actor,
/// as views need, and its frames are rendered and compared off it, so that such tests run side by
/// side on every core. A synchronous `@MainActor` test holds the main actor while it renders, and
/// those run one at a time.
///
/// ```swift
/// @Test @MainActor func pills() async {
///   await assertSnapshot(of: Stage(name: "pills", width: 390, height: 60) { PillTabs() }, timeline: [.tap("Week")])
/// }
/// ```
@MainActor
public func assertSnapshot(
  of stage: Stage,
  timeline: [Stage.Action] = [],
  frames: SnapshotFrames = .final,
  named name: String? = nil,
  tolerance: SnapshotTolerance = .standard,
  layoutTolerance: Double = 0.01,
  layout: Bool = true,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  let target = stage.target
  let played = Result { try stage.play(timeline) }
  await checkSnapshotOffTheMainActor(
    named: name, tolerance: tolerance, layoutTolerance: layoutTolerance, layout: layout, record: record,
    snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, function: function, line: line, column: column
  ) { checker, reference in try checker.check(target, animation: try played.get(), frames: frames, reference: reference) }
}

/// `checkSnapshot` on the concurrent executor (a nonisolated `async` function leaves the caller's
/// actor), in the test's own task, so the running test and its issues are found as before.
nonisolated func checkSnapshotOffTheMainActor(
  named name: String?, tolerance: SnapshotTolerance, layoutTolerance: Double, layout: Bool, record: RecordMode?,
  snapshotDirectory: String?, fileID: StaticString, filePath: StaticString, function: String, line: UInt, column: UInt,
  check: @Sendable (SnapshotChecker, URL) throws -> SnapshotOutcome
) async {
  checkSnapshot(
    named: name, tolerance: tolerance, layoutTolerance: layoutTolerance, layout: layout, record: record,
    snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, function: function, line: line, column: column,
    check: check)
}

/// Loads a scene file and asserts its snapshot; a scene that fails to load fails the test.
public func assertSnapshot(
  ofSceneFile path: String,
  frames: SnapshotFrames = .final,
  named name: String? = nil,
  tolerance: SnapshotTolerance = .standard,
  layout: Bool = true,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let scene = try SceneLoader.load(path: path)
    assertSnapshot(
      of: scene, frames: frames, named: name, tolerance: tolerance, layout: layout, record: record, snapshotDirectory: snapshotDirectory,
      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  } catch {
    fail("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Records a failure with whichever framework is running the test.
/// What every snapshot assertion does around its check: the reference's place (numbered, claimed
/// once a run), the checker and its hints, then the outcome reported to the test.
func checkSnapshot(
  named name: String?, tolerance: SnapshotTolerance, layoutTolerance: Double, layout: Bool, record: RecordMode?,
  snapshotDirectory: String?, fileID: StaticString, filePath: StaticString, function: String, line: UInt, column: UInt,
  check: (SnapshotChecker, URL) throws -> SnapshotOutcome
) {
  let source = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  let test = RunningTest.current(filePath: "\(filePath)", function: function)
  let number = name == nil ? SnapshotRegistry.nextNumber("\(test.owner)|\(filePath)|\(function)") : 1
  let location = SnapshotLocation(
    filePath: "\(filePath)", function: function, name: name, arguments: test.arguments, number: number, directory: snapshotDirectory)
  if let first = SnapshotRegistry.claim(location.base.path, by: test.owner) {
    fail(
      "snapshot \(location.base.path) is asserted twice in this run, by \(first) and by \(test.owner); each assertion needs a reference of its own: give them different names (named:)",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  var checker = SnapshotChecker(tolerance: tolerance, layoutTolerance: layoutTolerance, record: record, compareLayout: layout)
  checker.acceptHint = rerunHint(record: "failed", filter: test.filter)
  checker.recordHint = rerunHint(record: "missing", filter: test.filter)
  do {
    let outcome = try check(checker, location.base)
    guard !outcome.passed else { return }
    SnapshotAttachments.record(outcome, named: location.base.lastPathComponent, at: source)
    fail(outcome.message, fileID: fileID, filePath: filePath, line: line, column: column)
  } catch {
    fail(
      "snapshot \(location.base.lastPathComponent) could not be checked: \(error)", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// The exact command that runs a test again recording its snapshots in `record` mode: on Linux,
/// and from macOS or Windows in CI's Linux image (`scripts/snapshots-in-docker`, where SwiftPM
/// puts TabFrames), so that what is recorded matches CI byte for byte.
func rerunHint(record: String, filter: String) -> String {
  "TABFRAMES_RECORD=\(record) swift test --filter '\(filter)' (not on Linux: "
    + ".build/checkouts/TabFrames/scripts/snapshots-in-docker --record \(record) -- --filter '\(filter)')"
}
