import Foundation
import TabFrames
import Testing

@testable import TabFramesTesting

// Every `#Preview` of a module, snapshot-tested by one line: these previews are this test module's
// own (a package's tests check the module under test, found from the test module's name).

private struct SegmentBar: View {
  @State var selection = 1
  let titles = ["Day", "Week", "Month"]
  var body: some View {
    HStack(spacing: 0) {
      ForEach(titles.indices, id: \.self) { i in
        Text(titles[i]).font(.subheadline.weight(.medium)).frame(maxWidth: .infinity).padding(.vertical, 6)
          .background { if i == selection { RoundedRectangle(cornerRadius: 7).fill(Color.blue.opacity(0.25)) } }
          .onTapGesture { selection = i }
      }
    }
    .padding(2)
    .background(RoundedRectangle(cornerRadius: 9).fill(Color.gray.opacity(0.15)))
    .frame(width: 240)
  }
}

#Preview("Segments", traits: .sizeThatFitsLayout) {
  SegmentBar()
}

#Preview("Segments, last", traits: .fixedLayout(width: 260, height: 50)) {
  SegmentBar(selection: 2)
}

// A PreviewProvider, private as Xcode's templates once wrote them, is snapshot-tested by the same
// line: the runtime's conformance records find it (PreviewRegistry.providers).
private struct SegmentBar_Previews: PreviewProvider {
  static var previews: some View {
    SegmentBar().previewLayout(.sizeThatFits).previewDisplayName("Provided")
  }
}

/// One reference a preview and appearance, recorded in __Snapshots__ and checked on every run.
@Test @MainActor func everyPreviewMatchesItsReference() {
  assertPreviewSnapshots(inModule: "TabFramesTestingTests", appearances: [.light, .dark])
}

/// A preview that no longer draws what its reference shows fails, naming the preview's reference.
@Test @MainActor func aChangedPreviewFailsNamingIt() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-preview-snap-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  // The references recorded above, the first preview's standing for the second too, which draws
  // another selection at another size.
  let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/PreviewSnapshotTests")
  for ext in ["png", "layout.json"] {
    for (name, source) in [
      ("previewsnapshottests-segments", "previewsnapshottests-segments"),
      ("previewsnapshottests-segments-last", "previewsnapshottests-segments"),
      ("segmentbar-previews-provided", "segmentbar-previews-provided"),
    ] {
      try FileManager.default.copyItem(
        at: recorded.appendingPathComponent("everyPreviewMatchesItsReference.\(source).\(ext)"),
        to: folder.appendingPathComponent("aChangedPreviewFailsNamingIt.\(name).\(ext)"))
    }
  }
  // Only the changed preview fails: an issue the matcher does not accept fails this test.
  withKnownIssue {
    assertPreviewSnapshots(inModule: "TabFramesTestingTests", record: .never, snapshotDirectory: folder.path)
  } matching: { issue in
    issue.comments.map(\.rawValue).joined().contains("previewsnapshottests-segments-last")
  }
}

/// A module with no preview is a failure that says what to check, not a silent pass.
@Test @MainActor func aModuleWithoutPreviewsFails() {
  withKnownIssue {
    assertPreviewSnapshots(inModule: "NoSuchModule")
  } matching: { issue in
    issue.comments.map(\.rawValue).joined().contains("no #Preview or PreviewProvider found in module NoSuchModule")
  }
}
