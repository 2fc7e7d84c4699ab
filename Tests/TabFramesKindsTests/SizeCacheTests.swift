import Foundation
import TabFramesAnimation
import TabFramesDriver
import TabFramesScene
import Testing

@testable import TabFramesKinds
@testable import TabFramesUI

/// The size cache answers a proposal from an answer for another one when the two agree on every
/// dimension that answer depends on (ProposalDependence). That is exact only if every node says
/// truly what it reads; so every sample scene (every kind, its menus, drags, scrolling, tab view,
/// symbols) is played with the shared answers and with each answer cached for its own proposal
/// alone, and every frame of the two must be the same.
@Test @MainActor func sharedSizeAnswersChangeNoFrameOfAnySample() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let folder = root.appendingPathComponent("Samples")
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
  #expect(names.count >= 13)
  func frames(_ name: String, sharing: Bool) throws -> [Frame] {
    sharesAnswersAcrossUnreadDimensions = sharing
    defer { sharesAnswersAcrossUnreadDimensions = true }
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let scene = try SceneLoader.parse(text, file: name, kinds: TabFramesKinds.registry.scenes)
    return try SceneRenderer(formats: [], jobs: 1).play(scene).frames
  }
  for name in names {
    let (shared, exact) = (try frames(name, sharing: true), try frames(name, sharing: false))
    #expect(shared.count == exact.count, "\(name)")
    let differing = zip(shared, exact).filter { $0.displayList != $1.displayList }.map(\.0.index)
    #expect(differing.isEmpty, "\(name): frames \(differing.prefix(5)) differ")
  }
}
