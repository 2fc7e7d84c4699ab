import Foundation
import TabFramesOutput
import TabFramesSnapshot
import Testing

/// The images a failing snapshot attaches to its Swift Testing result (saved by
/// `swift test --attachments-path DIR`, shown by IDEs): reference, actual and difference of its
/// first failing frame, as PNG bytes.
///
/// Testing 6.3 on Linux marks image attachments (`AttachableAsImage`) unavailable on this platform,
/// but attaches any `[UInt8]`; the PNG files already written to the artifacts folder are attached
/// as they are. XCTest on Linux (swift-corelibs-xctest) has no `XCTAttachment`: there the
/// artifacts folder named in the message is the way to the images.
enum SnapshotAttachments {
  /// Name and bytes of each image to attach, in reference, actual, difference order.
  static func images(of outcome: SnapshotOutcome, named name: String) -> [(name: String, bytes: [UInt8])] {
    guard let failure = outcome.failures.first(where: { !$0.artifacts.isEmpty }) else { return [] }
    return ["reference", "actual", "difference"].compactMap { kind in
      guard let url = failure.artifacts[kind], let bytes = try? ReferenceFiles.read(url) else { return nil }
      return ("\(name).\(kind).png", bytes)
    }
  }

  static func record(_ outcome: SnapshotOutcome, named name: String, at location: SourceLocation) {
    guard Test.current != nil else { return }
    for image in images(of: outcome, named: name) {
      Attachment.record(image.bytes, named: image.name, sourceLocation: location)
    }
  }
}
