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
}
