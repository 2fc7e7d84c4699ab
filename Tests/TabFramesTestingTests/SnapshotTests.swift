import Foundation
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import TabFramesSnapshot
import TabFramesTesting
import Testing

/// A small fixed bar (scale 2) with a transition, as a user would build one in Swift.
func bar(style: String = "{}", font: String = "", padding: String = "0", timeline: String = #"[{ "hold": 0.1 }, { "select": 2 }]"#) throws
  -> Scene
{
  try SceneLoader.parse(
    #"{ "name": "bar", "width": 240, "height": 48, "scale": 2, "padding": \#(padding) \#(font), "component": { "kind": "fixed", "items": ["One", "Two", "Three"], "selection": 0, "style": \#(style) }, "timeline": \#(timeline) }"#
  )
}

// MARK: The library, against references committed in __Snapshots__/SnapshotTests/

@Test func settledFrameMatchesItsReference() throws {
  assertSnapshot(of: try bar())
}

@Test func everyFrameMatchesItsReference() throws {
  assertSnapshot(of: try bar(), frames: .all)
}

@Test func aSampleFileMatchesItsReference() throws {
  let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples/indicator-inbox.json")
    .standardized
  assertSnapshot(ofSceneFile: sample.path, frames: .frame(20))
}

@Test func aChangedSceneFailsTheAssertion() throws {
  // A copy of settledFrameMatchesItsReference's reference: asserting that test's own path from
  // here would be two assertions of one reference in one run, which fails by design.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-lib-refs-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/SnapshotTests")
  for ext in ["png", "layout.json"] {
    try FileManager.default.copyItem(
      at: committed.appendingPathComponent("settledFrameMatchesItsReference.\(ext)"),
      to: folder.appendingPathComponent("settledFrameMatchesItsReference.\(ext)"))
  }
  let changed = try bar(style: #"{ "labelColor": "red" }"#)
  withKnownIssue {
    assertSnapshot(
      of: changed, named: "label-colour", record: .never, snapshotDirectory: folder.path, function: "settledFrameMatchesItsReference()")
  } matching: { issue in
    issue.comments.contains { $0.rawValue.contains("no reference") } || issue.description.contains("no reference")
  }
  let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-lib-\(getpid())")
  defer { try? FileManager.default.removeItem(at: artifacts) }
  setenv("TABFRAMES_ARTIFACTS", artifacts.path, 1)
  defer { unsetenv("TABFRAMES_ARTIFACTS") }
  withKnownIssue {
    assertSnapshot(of: changed, record: .never, snapshotDirectory: folder.path, function: "settledFrameMatchesItsReference()")
  } matching: { issue in
    issue.comments.contains { $0.rawValue.contains("settledFrameMatchesItsReference differs") }
  }
  #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("settledFrameMatchesItsReference").path))
}

// MARK: The checker: what each change reports

/// A temporary references folder with the base scene recorded.
func recorded(_ scene: Scene, frames: SnapshotFrames = .all) throws -> (SnapshotChecker, URL, URL) {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-snap-\(getpid())-\(UUID().uuidString.prefix(6))")
  let base = folder.appendingPathComponent("bar")
  let checker = SnapshotChecker(record: .never, isCI: false, artifacts: folder.appendingPathComponent("artifacts"), jobs: 2)
  var recorder = checker
  recorder.record = .all
  _ = try recorder.check(scene, frames: frames, reference: base)
  return (checker, base, folder)
}

@Test func aOnePointShiftOfTheBarFailsAtFrameZeroAndIsNamedInPoints() throws {
  let (checker, base, folder) = try recorded(try bar())
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try checker.check(try bar(padding: #"{ "leading": 1 }"#), frames: .all, reference: base)
  #expect(!outcome.passed)
  #expect(outcome.failures.first?.index == 0)
  #expect(outcome.message.contains("first differing frame 0"))
  #expect(outcome.layoutDifferences.first?.element == "label.0" || outcome.layoutDifferences.first?.element == "indicator")
  #expect(outcome.message.contains("Layout: frame 0"))
}

@Test func aVisibleLabelColourChangeFailsInPixels() throws {
  let (checker, base, folder) = try recorded(try bar())
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try checker.check(try bar(style: ##"{ "labelColor": "#7E7E83" }"##), frames: .all, reference: base)
  #expect(!outcome.passed)
  #expect(outcome.failures.first?.index == 0)
  #expect(outcome.failures.first!.difference.maximumDeltaE > 3)
}

@Test func anInvisibleColourChangeIsCaughtByTheLayoutSnapshot() throws {
  let (checker, base, folder) = try recorded(try bar())
  defer { try? FileManager.default.removeItem(at: folder) }
  // One level of one channel: within the pixel tolerance, but the dump names it exactly.
  let outcome = try checker.check(try bar(style: ##"{ "labelColor": "#8E8E94" }"##), frames: .all, reference: base)
  #expect(!outcome.passed)
  #expect(outcome.failures.isEmpty)
  #expect(outcome.layoutDifferences.first?.field == "color")
  #expect(outcome.message.contains("#8E8E93FF → #8E8E94FF"))
}

@Test func aFontSizeChangeFails() throws {
  let (checker, base, folder) = try recorded(try bar())
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try checker.check(try bar(font: #", "font": { "size": 18 }"#), frames: .all, reference: base)
  #expect(!outcome.passed)
  #expect(outcome.message.contains("differs"))
}

@Test func aChangeLaterInTheAnimationNamesItsFirstFrame() throws {
  let base = #"[{ "hold": 0.5 }, { "select": 2, "animation": "easeInOut" }]"#
  let changed = #"[{ "hold": 0.5 }, { "select": 2, "animation": "easeIn" }]"#
  let (checker, ref, folder) = try recorded(try bar(timeline: base))
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try checker.check(try bar(timeline: changed), frames: .all, reference: ref)
  // Frames up to 0.5 s (index 30) are identical; the curves part at the next frame.
  #expect(outcome.failures.first?.index == 31, "\(outcome.message)")
  #expect(outcome.message.contains("first differing frame 31 of"))
  let files = outcome.failures.first!.artifacts
  #expect(Set(files.keys) == ["reference", "actual", "difference"])
  #expect(files.values.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
  #expect(files["difference"]!.path.hasPrefix(folder.appendingPathComponent("artifacts").path))
}

@Test func anUnchangedScenePassesTwentyTimesInARow() throws {
  let (checker, base, folder) = try recorded(try bar())
  defer { try? FileManager.default.removeItem(at: folder) }
  for run in 1...20 {
    let outcome = try checker.check(try bar(), frames: .all, reference: base)
    #expect(outcome.passed, "run \(run): \(outcome.message)")
  }
}

// MARK: Record modes

@Test func recordModesBehaveAsDocumented() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-modes-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let base = folder.appendingPathComponent("bar")
  let png = base.appendingPathExtension("png")
  func checker(_ mode: RecordMode, ci: Bool = false) -> SnapshotChecker {
    SnapshotChecker(record: mode, isCI: ci, artifacts: folder.appendingPathComponent("artifacts"))
  }
  let scene = try bar()
  let changed = try bar(style: #"{ "barFill": "red" }"#)

  // never: a missing reference fails and nothing is written.
  var o = try checker(.never).check(scene, frames: .final, reference: base)
  #expect(!o.passed && !FileManager.default.fileExists(atPath: png.path) && o.message.contains("no reference"))
  // missing, under CI: fails, nothing written.
  o = try checker(.missing, ci: true).check(scene, frames: .final, reference: base)
  #expect(!o.passed && !FileManager.default.fileExists(atPath: png.path) && o.message.contains("CI is set"))
  // missing: records the new reference and fails, naming it; then passes.
  o = try checker(.missing).check(scene, frames: .final, reference: base)
  #expect(!o.passed && o.recorded.contains(png) && FileManager.default.fileExists(atPath: png.path))
  #expect(try checker(.missing).check(scene, frames: .final, reference: base).passed)
  // missing never overwrites an existing reference that differs.
  let before = try Data(contentsOf: png)
  o = try checker(.missing).check(changed, frames: .final, reference: base)
  let unchanged = try Data(contentsOf: png)
  #expect(!o.passed && o.recorded.isEmpty && unchanged == before)
  // failed: overwrites the differing reference (and fails); the next run passes.
  o = try checker(.failed).check(changed, frames: .final, reference: base)
  let overwritten = try Data(contentsOf: png)
  #expect(!o.passed && o.recorded.contains(png) && overwritten != before)
  #expect(try checker(.never).check(changed, frames: .final, reference: base).passed)
  // all: always records and fails.
  o = try checker(.all).check(scene, frames: .final, reference: base)
  #expect(!o.passed && o.recorded.contains(png) && o.message.contains("record mode all"))
  #expect(try checker(.never).check(scene, frames: .final, reference: base).passed)
}

@Test func recordModeComesFromTheEnvironment() {
  setenv("TABFRAMES_RECORD", "failed", 1)
  defer { unsetenv("TABFRAMES_RECORD") }
  #expect(SnapshotChecker().record == .failed)
  #expect(SnapshotChecker(record: .never).record == .never, "code wins over the environment")
}

@Test func deltaE94MatchesKnownValues() {
  #expect(ImageComparison.deltaE94(255, 255, 255, 255, 255, 255, 255, 255) == 0)
  #expect(abs(ImageComparison.deltaE94(0, 0, 0, 255, 255, 255, 255, 255) - 100) < 0.01)
  // A just-noticeable step of grey is about 0.4–0.5 units.
  let d = ImageComparison.deltaE94(142, 142, 147, 255, 143, 142, 147, 255)
  #expect(d > 0.1 && d < 1)
}

@Test func aMissingLayoutReferenceIsNotSkipped() throws {
  let (checker, base, folder) = try recorded(try bar())
  defer { try? FileManager.default.removeItem(at: folder) }
  try FileManager.default.removeItem(at: base.appendingPathExtension("layout.json"))
  let never = try checker.check(try bar(), frames: .all, reference: base)
  #expect(!never.passed && never.message.contains("no layout reference"))
  var missing = checker
  missing.record = .missing
  let recorded = try missing.check(try bar(), frames: .all, reference: base)
  #expect(!recorded.passed && recorded.recorded == [base.appendingPathExtension("layout.json")])
  #expect(try checker.check(try bar(), frames: .all, reference: base).passed)
}
