import Foundation
import TabFramesOutput
import TabFramesScene
import TabFramesSnapshot
import Testing

@testable import TabFramesTesting

/// A fresh folder for references, removed by the caller.
func referenceFolder(_ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-\(name)-\(getpid())-\(UUID().uuidString.prefix(6))")
}

func pngFiles(in folder: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
}

// MARK: Several assertions in one test

@Test func severalUnnamedAssertionsInOneTestAreNumbered() throws {
  let folder = referenceFolder("numbered")
  defer { try? FileManager.default.removeItem(at: folder) }
  let scenes = [try bar(), try bar(style: #"{ "barFill": "red" }"#), try bar(style: #"{ "barFill": "green" }"#)]
  // First run: each is recorded (and fails, as recording does) under its own name.
  for scene in scenes {
    withKnownIssue {
      // Record mode all, not missing: under CI (CI=true, as CI runs this) a missing reference
      // fails instead of being recorded.
      assertSnapshot(of: scene, record: .all, snapshotDirectory: folder.path, function: "recorded()")
    } matching: {
      $0.comments.contains { $0.rawValue.contains("(record mode all)") }
    }
  }
  #expect(pngFiles(in: folder) == ["recorded.2.png", "recorded.3.png", "recorded.png"])
  // The same three assertions in another test, against those references: each meets its own.
  for suffix in ["", ".2", ".3"] {
    for ext in ["png", "layout.json"] {
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("recorded\(suffix).\(ext)"), to: folder.appendingPathComponent("compared\(suffix).\(ext)"))
    }
  }
  for scene in scenes { assertSnapshot(of: scene, record: .never, snapshotDirectory: folder.path, function: "compared()") }
  // Named assertions do not count: the next unnamed one is the fourth.
  withKnownIssue {
    assertSnapshot(of: scenes[0], named: "named", record: .all, snapshotDirectory: folder.path, function: "compared()")
    assertSnapshot(of: scenes[0], record: .all, snapshotDirectory: folder.path, function: "compared()")
  }
  #expect(pngFiles(in: folder).contains("compared.named.png") && pngFiles(in: folder).contains("compared.4.png"))
}

/// Each case of a parameterized test has its own reference, named with its argument
/// (`__Snapshots__/SnapshotNamingTests/eachArgumentHasItsOwnReference.selection=0.png`, committed).
@Test(arguments: [0, 2])
func eachArgumentHasItsOwnReference(selection: Int) throws {
  let scene = try bar(timeline: #"[{ "select": \#(selection) }]"#)
  assertSnapshot(of: scene)
}

@Test(arguments: ["a b", "c/d"])
func argumentsAreReadFromTheRunningCase(text: String) {
  let test = RunningTest.current(filePath: #filePath, function: #function)
  #expect(test.arguments == "text=\(text == "a b" ? "a_b" : "c_d")")
  #expect(test.owner.hasSuffix("with text: \(text)"))
  #expect(test.filter == #"TabFramesTestingTests\.argumentsAreReadFromTheRunningCase\(text:\)"#)
}

@Test func aPlainTestHasNoArgumentsInItsName() {
  let test = RunningTest.current(filePath: #filePath, function: #function)
  #expect(test.arguments == nil)
  #expect(test.filter == #"TabFramesTestingTests\.aPlainTestHasNoArgumentsInItsName\(\)"#)
  let location = SnapshotLocation(filePath: "/x/T.swift", function: "t()", name: nil, arguments: "n=1", number: 2)
  #expect(location.base.path == "/x/__Snapshots__/T/t.n=1.2")
  let long = FileName.component(String(repeating: "x", count: 200), limit: 40)
  #expect(long.count == 57 && long != FileName.component(String(repeating: "x", count: 201), limit: 40))
}

// MARK: Two assertions of one reference

@Test func twoAssertionsOfOneReferenceFailLoudly() throws {
  let folder = referenceFolder("twice")
  defer { try? FileManager.default.removeItem(at: folder) }
  let scene = try bar()
  let changed = try bar(style: #"{ "barFill": "red" }"#)
  withKnownIssue {
    assertSnapshot(of: scene, named: "same", record: .all, snapshotDirectory: folder.path)
  } matching: {
    $0.comments.contains { $0.rawValue.contains("(record mode all)") }
  }
  let reference = folder.appendingPathComponent("twoAssertionsOfOneReferenceFailLoudly.same.png")
  let before = try Data(contentsOf: reference)
  // The same name again: refused before anything is rendered or written (record mode all
  // would otherwise overwrite the first one's reference).
  withKnownIssue {
    assertSnapshot(of: changed, named: "same", record: .all, snapshotDirectory: folder.path)
  } matching: { issue in
    issue.comments.contains {
      $0.rawValue.contains("\(folder.path)/twoAssertionsOfOneReferenceFailLoudly.same is asserted twice in this run")
    }
  }
  #expect(try Data(contentsOf: reference) == before)
  // Another test claiming a path is refused just the same: the registry is per process.
  #expect(SnapshotRegistry.claim("/x/registry-test", by: "first()") == nil)
  #expect(SnapshotRegistry.claim("/x/registry-test", by: "second()") == "first()")
}
