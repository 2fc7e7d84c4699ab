import Foundation
import TabFramesDriver
import TabFramesScene
import Testing
import XCTest

/// Asserts that a scene still renders as recorded: its settled frame, one frame, or every frame,
/// against references beside the test in `__Snapshots__/<TestFile>/<test>.<ext>`, plus its layout
/// dump (`<test>.layout.json`) compared numerically.
///
/// ```swift
/// @Test func fixedBar() throws {
///   assertSnapshot(of: try SceneLoader.load(path: "Samples/fixed-default.json"), frames: .all)
/// }
/// ```
///
/// Works under Swift Testing and XCTest. Record mode comes from `record`, else `TABFRAMES_RECORD`,
/// else `missing`; under `CI=true` a missing reference fails instead of being recorded. Failing
/// frames leave reference, actual and difference images in `TABFRAMES_ARTIFACTS` (default: a
/// temporary folder, named in the message).
public func assertSnapshot(
  of scene: Scene,
  frames: SnapshotFrames = .final,
  named name: String? = nil,
  tolerance: SnapshotTolerance = .standard,
  layoutTolerance: Double = 0.01,
  record: RecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SnapshotLocation(filePath: "\(filePath)", function: function, name: name)
  let checker = SnapshotChecker(tolerance: tolerance, layoutTolerance: layoutTolerance, record: record)
  let message: String?
  do {
    let outcome = try checker.check(scene, frames: frames, reference: location.base)
    message = outcome.passed ? nil : outcome.message
  } catch {
    message = "snapshot \(location.base.lastPathComponent) could not be rendered: \(error)"
  }
  guard let message else { return }
  fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Loads a scene file and asserts its snapshot; a scene that fails to load fails the test.
public func assertSnapshot(
  ofSceneFile path: String,
  frames: SnapshotFrames = .final,
  named name: String? = nil,
  tolerance: SnapshotTolerance = .standard,
  record: RecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let scene = try SceneLoader.load(path: path)
    assertSnapshot(
      of: scene, frames: frames, named: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
      function: function, line: line, column: column)
  } catch {
    fail("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Records a failure with whichever framework is running the test.
func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// Where a test's references live: `__Snapshots__/<TestFile>/<test>[.<name>]` beside the test file.
public struct SnapshotLocation: Sendable {
  public var base: URL

  public init(filePath: String, function: String, name: String?) {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    var test = function
    if let paren = test.firstIndex(of: "(") { test = String(test[..<paren]) }
    test = String(test.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    if let name { test += "." + String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }) }
    base = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile).appendingPathComponent(
      test)
  }
}
