import Foundation
import TabFramesDriver
import Testing

/// References are written all or none: when one cannot be written, those staged before it are
/// removed and none is moved into place.
@Test func referencesAreWrittenAllOrNone() throws {
  let folder = referenceFolder("all-or-none")
  defer { try? FileManager.default.removeItem(at: folder) }
  let good = folder.appendingPathComponent("good")
  try FileManager.default.createDirectory(at: good, withIntermediateDirectories: true)
  // The second reference's folder would be where a file is.
  try Data("x".utf8).write(to: folder.appendingPathComponent("blocked"))
  let pending = [
    PendingReference(url: good.appendingPathComponent("a.png"), bytes: [1, 2, 3]),
    PendingReference(url: folder.appendingPathComponent("blocked/b.png"), bytes: [4, 5, 6]),
  ]
  #expect(throws: DriverError.self) { try ReferenceFiles.write(pending) }
  #expect(try FileManager.default.contentsOfDirectory(atPath: good.path).isEmpty, "nothing written, no temporary left")
  #expect(!TemporaryFiles.shared.current.contains { $0.hasPrefix(folder.path) })
  // Without the obstacle both are written, with the bytes given.
  try FileManager.default.removeItem(at: folder.appendingPathComponent("blocked"))
  let written = try ReferenceFiles.write(pending)
  #expect(written == pending.map(\.url))
  #expect(try ReferenceFiles.read(pending[1].url) == [4, 5, 6])
  #expect(try ReferenceFiles.read(folder.appendingPathComponent("missing.png")) == nil)
}
