import Foundation
import TabFrames
import TabFramesOutput
import TabFramesScene
import TabFramesSnapshot

/// Snapshots every `#Preview` and `PreviewProvider` preview of a module, each against its own
/// reference named after the file and the preview (`<test>.<file>-<preview>.png`, with its layout
/// dump; a provider's after its type and the preview, `<test>.<type>-<preview>.png`), with the record modes,
/// messages and artifacts of `assertSnapshot`. One line guards every preview; a preview added is
/// a reference added on the next record.
///
/// ```swift
/// @Test @MainActor func previews() { assertPreviewSnapshots() }
/// ```
///
/// - Parameters:
///   - module: the module whose previews are checked; by default the one under test, the test
///     module's name without its `Tests` suffix (`MyAppTests` checks `MyApp`).
///   - timeline: what happens before the frame is taken, for every preview (nothing: the first
///     frame, settled).
///   - appearance: `.light`, `.dark`, or both (`[.light, .dark]`: each preview twice, the dark one
///     named `…-dark`).
@MainActor
public func assertPreviewSnapshots(
  inModule module: String? = nil,
  timeline: [Stage.Action] = [],
  appearances: [Appearance] = [.light],
  era: Era = .ios16,
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
  let testModule = "\(fileID)".prefix { $0 != "/" }
  let target = module ?? (testModule.hasSuffix("Tests") ? String(testModule.dropLast(5)) : String(testModule))
  var checked = 0
  for appearance in appearances {
    for preview in Stage.previews(inModule: target, appearance: appearance, era: era) {
      let suffix = appearances.count > 1 && appearance == .dark ? "-dark" : ""
      checkSnapshot(
        named: preview.stage.name + suffix, tolerance: tolerance, layoutTolerance: 0.01, layout: layout, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, function: function, line: line, column: column
      ) { checker, reference in
        try checker.check(preview.stage.target, animation: try preview.stage.play(timeline), frames: .final, reference: reference)
      }
      checked += 1
    }
  }
  if checked == 0 {
    fail(
      "no #Preview or PreviewProvider found in module \(target): is it a dependency of this test target, and was the preview macro installed (scripts/install-preview-macro)?",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
