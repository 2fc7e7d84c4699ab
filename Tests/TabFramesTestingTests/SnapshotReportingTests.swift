import Foundation
import TabFramesOutput
import TabFramesRender
import TabFramesScene
import TabFramesSnapshot
import Testing

@testable import TabFramesTesting

// MARK: Which frames' layout a snapshot checks

@Test func aSettledSnapshotChecksTheLayoutOfItsFrameOnly() throws {
  let easeInOut = #"[{ "hold": 0.5 }, { "select": 2, "animation": "easeInOut" }]"#
  let easeIn = #"[{ "hold": 0.5 }, { "select": 2, "animation": "easeIn" }]"#
  for frames in [SnapshotFrames.final, .frame(10)] {
    let (checker, base, folder) = try recorded(try bar(timeline: easeInOut), frames: frames)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Another curve: every frame in flight moves, the settled frame and frame 10 (before the
    // selection) do not. The reference dump holds every frame; only the asserted one counts.
    let outcome = try checker.check(try bar(timeline: easeIn), frames: frames, reference: base)
    #expect(outcome.passed, "\(frames): \(outcome.message)")
    // The same frame changed is still caught.
    let moved = try checker.check(try bar(padding: #"{ "leading": 1 }"#, timeline: easeIn), frames: frames, reference: base)
    let index = frames == .final ? moved.failures.first?.index ?? -1 : 10
    #expect(!moved.passed && moved.message.contains("Layout: frame \(index), label.0.frame"), "\(moved.message)")
  }
  // Every frame: the curve change fails.
  let (checker, base, folder) = try recorded(try bar(timeline: easeInOut), frames: .all)
  defer { try? FileManager.default.removeItem(at: folder) }
  #expect(try !checker.check(try bar(timeline: easeIn), frames: .all, reference: base).passed)
}

@Test func layoutFalseTurnsTheLayoutCheckOff() throws {
  let (_, base, folder) = try recorded(try bar(), frames: .final)
  defer { try? FileManager.default.removeItem(at: folder) }
  // One level of one channel: only the layout dump sees it.
  let invisible = try bar(style: ##"{ "labelColor": "#8E8E94" }"##)
  withKnownIssue {
    assertSnapshot(of: invisible, record: .never, snapshotDirectory: folder.path, function: "bar()")
  } matching: {
    $0.comments.contains { $0.rawValue.contains("#8E8E93FF → #8E8E94FF") }
  }
  // The same reference image under another name (one path is asserted once a run), without its
  // layout dump: with `layout: false` the dump is neither read nor needed, and the change passes.
  try FileManager.default.copyItem(at: base.appendingPathExtension("png"), to: folder.appendingPathComponent("barAgain.png"))
  assertSnapshot(of: invisible, layout: false, record: .never, snapshotDirectory: folder.path, function: "barAgain()")
}

// MARK: What a failure reports

@Test func aChangedTextIsReportedAsATextChangeFirst() throws {
  let (checker, base, folder) = try recorded(try bar(), frames: .final)
  defer { try? FileManager.default.removeItem(at: folder) }
  let renamed = try SceneLoader.parse(
    #"{ "name": "bar", "width": 240, "height": 48, "scale": 2, "padding": 0, "component": { "kind": "fixed", "items": ["One", "Deux", "Three"], "selection": 0 }, "timeline": [{ "hold": 0.1 }, { "select": 2 }] }"#
  )
  let outcome = try checker.check(renamed, frames: .final, reference: base)
  #expect(!outcome.passed)
  #expect(outcome.layoutDifferences.first?.field == "text")
  #expect(outcome.layoutDifferences.first?.element == "label.1")
  let text = try #require(outcome.message.range(of: #"text changed: frame 70, label.1: text "Two" → "Deux"."#), "\(outcome.message)")
  // Before the pixels and the geometry it moved.
  let pixels = try #require(outcome.message.range(of: "first differing frame"))
  let geometry = try #require(outcome.message.range(of: "Layout: frame 70, label.1.frame"), "\(outcome.message)")
  #expect(text.lowerBound < pixels.lowerBound && pixels.lowerBound < geometry.lowerBound)
}

@Test func aSizeChangeStillWritesReferenceActualAndAnOverlay() throws {
  let (checker, base, folder) = try recorded(try bar(), frames: .final)
  defer { try? FileManager.default.removeItem(at: folder) }
  let wider = try SceneLoader.parse(
    #"{ "name": "bar", "width": 250, "height": 52, "scale": 2, "padding": 0, "component": { "kind": "fixed", "items": ["One", "Two", "Three"], "selection": 0 }, "timeline": [{ "hold": 0.1 }, { "select": 2 }] }"#
  )
  let outcome = try checker.check(wider, frames: .final, reference: base)
  #expect(!outcome.passed && outcome.message.contains("the size changed (500×104 px, reference 480×96 px)"), "\(outcome.message)")
  let files = try #require(outcome.failures.first?.artifacts)
  #expect(outcome.message.contains("Open \(folder.appendingPathComponent("artifacts/bar").path)/"))
  let reference = try PNGCodec.decode(Array(try Data(contentsOf: try #require(files["reference"]))))
  let actual = try PNGCodec.decode(Array(try Data(contentsOf: try #require(files["actual"]))))
  let difference = try PNGCodec.decode(Array(try Data(contentsOf: try #require(files["difference"]))))
  #expect((reference.width, reference.height) == (480, 96))
  #expect((actual.width, actual.height) == (500, 104))
  #expect((difference.width, difference.height) == (500, 104))
  // Where only the actual image has pixels, the overlay is red.
  let corner = (difference.height - 1) * difference.width * 4 + (difference.width - 1) * 4
  #expect(Array(difference.pixels[corner..<corner + 4]) == [255, 0, 0, 255])
  // The three are what a Swift Testing failure attaches.
  let attached = SnapshotAttachments.images(of: outcome, named: "bar")
  #expect(attached.map(\.name) == ["bar.reference.png", "bar.actual.png", "bar.difference.png"])
  #expect(try attached.map { try PNGCodec.decode($0.bytes).width } == [480, 500, 500])
}

// MARK: CI

@Test func ciIsOneTrueOrYes() {
  for value in ["1", "true", "TRUE", "yes", "Yes"] { #expect(SnapshotChecker.isCI(value), "\(value)") }
  for value in [nil, "", "0", "false", "no"] { #expect(!SnapshotChecker.isCI(value), "\(String(describing: value))") }
}

@Test func underCIAFailureSaysWhatToRunToAcceptIt() throws {
  let (recorder, base, folder) = try recorded(try bar(), frames: .final)
  defer { try? FileManager.default.removeItem(at: folder) }
  var checker = recorder
  checker.isCI = true
  let test = RunningTest.current(filePath: #filePath, function: #function)
  checker.acceptHint = "TABFRAMES_RECORD=failed swift test --filter '\(test.filter)'"
  let outcome = try checker.check(try bar(style: #"{ "barFill": "red" }"#), frames: .final, reference: base)
  #expect(
    outcome.message.hasSuffix(
      #" If the change is intended, run TABFRAMES_RECORD=failed swift test --filter 'TabFramesTestingTests\.underCIAFailureSaysWhatToRunToAcceptIt\(\)' and commit the new reference."#
    ), "\(outcome.message)")
}

// MARK: The default artifacts folder

@Test func theDefaultArtifactsFolderIsPrivateToTheUser() throws {
  #expect(ArtifactsFolder.privateDefault.lastPathComponent == "tabframes-artifacts-\(getuid())")
  let parent = referenceFolder("artifacts-parent")
  try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: parent) }
  func mode(_ url: URL) -> mode_t {
    var info = stat()
    lstat(url.path, &info)
    return info.st_mode & 0o777
  }
  // Made with mode 0700; one of ours that drifted to 0755 is made private again.
  let fresh = parent.appendingPathComponent("fresh")
  try ArtifactsFolder.preparePrivate(fresh)
  #expect(mode(fresh) == 0o700)
  chmod(fresh.path, 0o755)
  try ArtifactsFolder.preparePrivate(fresh)
  #expect(mode(fresh) == 0o700)
  // A symbolic link planted at the name is refused, whatever it points to.
  let link = parent.appendingPathComponent("link")
  try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fresh)
  #expect(throws: TabFramesError.self) { try ArtifactsFolder.preparePrivate(link) }
  do {
    try ArtifactsFolder.preparePrivate(link)
  } catch {
    #expect(
      error.description
        == "\(link.path): the artifacts folder is a symbolic link, not a private folder; remove it, or set TABFRAMES_ARTIFACTS to a folder of your own"
    )
  }
  // Another user's folder is refused (the tests run as root, which can give it away).
  let theirs = parent.appendingPathComponent("theirs")
  try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: false)
  try #require(chown(theirs.path, 65534, 65534) == 0, "giving a folder to another user needs root")
  do {
    try ArtifactsFolder.preparePrivate(theirs)
    Issue.record("another user's folder was accepted")
  } catch {
    #expect(error.description.contains("\(theirs.path): the artifacts folder belongs to another user (uid 65534)"))
  }
}

/// A snapshot failure's message names the command that records on Linux and the one that
/// records in CI's image from anywhere else (issue 30 item 4).
@Test func theRecordCommandIsNamedForLinuxAndForDocker() {
  #expect(
    rerunHint(record: "failed", filter: #"MyAppTests\.pills\(\)"#)
      == #"TABFRAMES_RECORD=failed swift test --filter 'MyAppTests\.pills\(\)' (not on Linux: .build/checkouts/TabFrames/scripts/snapshots-in-docker --record failed -- --filter 'MyAppTests\.pills\(\)')"#
  )
}
