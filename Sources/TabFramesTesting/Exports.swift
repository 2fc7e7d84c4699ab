// What a snapshot assertion's arguments name, for a test that imports TabFramesTesting alone (the
// snapshot module is the package's own, not a product to import).
@_exported import enum TabFramesSnapshot.RecordMode
@_exported import enum TabFramesSnapshot.SnapshotFrames
@_exported import struct TabFramesSnapshot.SnapshotTolerance
