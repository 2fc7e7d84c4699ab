import Foundation
import TabFramesAnimation
import TabFramesOutput
import TabFramesScene
import Testing

@testable import TabFramesKinds
@testable import TabFramesUI

/// The size cache answers a proposal from an answer for another one when the two agree on every
/// dimension that answer depends on (ProposalDependence). That is exact only if every node says
/// truly what it reads; so every sample scene (every kind, its menus, drags, scrolling, tab view,
/// symbols) is played with each answer cached for its own proposal alone, and again with the
/// answers shared and each shared answer worked out again (`.verified`): no shared answer may
/// differ from the fresh one, and every frame must be the same.
@Test @MainActor func sharedSizeAnswersChangeNoFrameOfAnySample() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let folder = root.appendingPathComponent("Samples")
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
  #expect(names.count >= 13)
  func frames(_ name: String, _ mode: SizeCacheSharing) throws -> [Frame] {
    sizeCacheSharing = mode
    defer { sizeCacheSharing = .shared }
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let scene = try SceneLoader.parse(text, file: name, kinds: TabFramesKinds.registry.scenes)
    return try SceneRenderer(formats: [], jobs: 1).play(scene).frames
  }
  for name in names {
    sizeCacheMismatches = []
    let (exact, shared) = (try frames(name, .exact), try frames(name, .verified))
    #expect(sizeCacheMismatches.isEmpty, "\(name): \(sizeCacheMismatches.prefix(3))")
    #expect(shared.count == exact.count, "\(name)")
    let differing = zip(shared, exact).filter { $0.displayList != $1.displayList }.map(\.0.index)
    #expect(differing.isEmpty, "\(name): frames \(differing.prefix(5)) differ")
  }
}
