import Foundation
import TabFramesOutput
import TabFramesSnapshot
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
  #expect(throws: TabFramesError.self) { try ReferenceFiles.write(pending) }
  #expect(try FileManager.default.contentsOfDirectory(atPath: good.path).isEmpty, "nothing written, no temporary left")
  #expect(!TemporaryFiles.shared.current.contains { $0.hasPrefix(folder.path) })
  // Without the obstacle both are written, with the bytes given.
  try FileManager.default.removeItem(at: folder.appendingPathComponent("blocked"))
  let written = try ReferenceFiles.write(pending)
  #expect(written == pending.map(\.url))
  #expect(try ReferenceFiles.read(pending[1].url) == [4, 5, 6])
  #expect(try ReferenceFiles.read(folder.appendingPathComponent("missing.png")) == nil)
}

/// Recording over existing references is all or none too (issue 33 item 4): when a later rename
/// fails, the references already moved into place are put back as they were — replaced ones get
/// their old bytes back, new ones go — and no temporary is left.
@Test func aFailedRenameLeavesEveryReferenceAsItWas() throws {
  let folder = referenceFolder("rename-rollback")
  defer { try? FileManager.default.removeItem(at: folder) }
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let old = folder.appendingPathComponent("old.png")
  try Data([1, 1, 1]).write(to: old)
  let new = folder.appendingPathComponent("new.png")
  // The last reference's destination is a folder with something in it: its rename fails last.
  let blocked = folder.appendingPathComponent("blocked.png")
  try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
  try Data("x".utf8).write(to: blocked.appendingPathComponent("inside"))
  let pending = [
    PendingReference(url: old, bytes: [2, 2, 2]), PendingReference(url: new, bytes: [3, 3, 3]),
    PendingReference(url: blocked, bytes: [4, 4, 4]),
  ]
  #expect(throws: TabFramesError.self) { try ReferenceFiles.write(pending) }
  #expect(try ReferenceFiles.read(old) == [1, 1, 1], "the replaced reference has its old bytes back")
  #expect(try ReferenceFiles.read(new) == nil, "the new one is gone")
  #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["blocked.png", "old.png"], "no temporary left")
  #expect(!TemporaryFiles.shared.current.contains { $0.hasPrefix(folder.path) })
  try FileManager.default.removeItem(at: blocked)
  #expect(try ReferenceFiles.write(pending) == pending.map(\.url))
  #expect(
    try ReferenceFiles.read(old) == [2, 2, 2] && ReferenceFiles.read(new) == [3, 3, 3] && ReferenceFiles.read(blocked) == [4, 4, 4])
  #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3, "the old versions are not left beside them")
}
