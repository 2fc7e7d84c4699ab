import TabFramesScene
import TabFramesTesting
import XCTest

/// The same assertion from XCTest, against the reference recorded for it.
final class XCTestUsageTests: XCTestCase {
  func testFixedBarSettledFrame() throws {
    let scene = try SceneLoader.parse(
      #"{ "name": "x", "width": 240, "height": 48, "scale": 2, "component": { "kind": "fixed", "items": ["One", "Two"], "selection": 1 } }"#
    )
    assertSnapshot(of: scene)
  }

  /// Every #Preview of a module from XCTest. XCTest on Linux cannot list a `@MainActor` test
  /// method (it casts each to a nonisolated function and stops), so the method is nonisolated and
  /// the assertion runs on the main actor it is already on.
  func testPreviews() {
    MainActor.assumeIsolated { assertPreviewSnapshots(inModule: "TabFramesTestingTests") }
  }
}
