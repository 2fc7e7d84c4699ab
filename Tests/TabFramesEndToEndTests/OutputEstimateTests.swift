import Foundation
import TabFramesScene
import Testing

@testable import TabFramesOutput

/// A render whose SVG and layout outputs are estimated over a limit is refused before anything is
/// written (issue 33 item 3): the estimate is at or above what is written, and within a small
/// factor of it, on samples of every kind of content.
@Test(arguments: ["fixed-default", "indicator-inbox", "scrolling-content-view", "title-large", "tabview-standard"])
func theOutputEstimateIsAtOrAboveWhatIsWritten(_ name: String) throws {
  let dir = try temporaryFolder("estimate-\(name)")
  defer { try? FileManager.default.removeItem(at: dir) }
  let path = repository.appendingPathComponent("Samples/\(name).json").path
  let run = try tabframes(["render", path, "--format", "svg", "--format", "layout", "--out", dir.path])
  #expect(run.status == 0, "\(run.stderr)")
  let written = try FileManager.default.subpathsOfDirectory(atPath: dir.path).reduce(0) { total, file in
    let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(file).path)
    return total + ((attributes[.type] as? FileAttributeType) == .typeRegular ? (attributes[.size] as? Int ?? 0) : 0)
  }
  let scene = try SceneLoader.load(path: path)
  let estimate = OutputEstimate.bytes(try SceneRenderer(formats: [], jobs: 1).play(scene), formats: [.svg, .layout])
  #expect(estimate >= written && estimate <= 3 * written, "\(name): estimated \(estimate) B, written \(written) B")
}

@Test func aRenderEstimatedOverTheLimitIsRefusedBeforeWriting() throws {
  let dir = try temporaryFolder("estimate-limit")
  defer { try? FileManager.default.removeItem(at: dir) }
  // Five 500-character titles dragged at 240 fps for three seconds: about 110 MB of SVG frames
  // (1.3 GB when every text's whole outline was written into every frame), refused under a limit
  // of 64 MB.
  let title = String(repeating: "Label ", count: 83) + "ab"
  let scene =
    #"{ "name": "wordy", "width": 400, "height": 60, "fps": 240, "silence": ["placement"], "component": { "kind": "fixed", "items": ["\#(title)", "\#(title)", "\#(title)", "\#(title)", "\#(title)"] }, "timeline": [ { "drag": { "to": 4, "duration": 3 } } ] }"#
  try Data(scene.utf8).write(to: dir.appendingPathComponent("wordy.json"))
  let refused = try tabframes(["render", "wordy.json", "--format", "svg", "--max-output-mb", "64", "--out", "out"], in: dir)
  #expect(refused.status == 2, "\(refused.stderr)")
  #expect(
    refused.stderr.contains("wordy.json: the render would write about") && refused.stderr.contains("over the limit of 64 MB")
      && refused.stderr.contains("--max-output-mb"), "\(refused.stderr)")
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "nothing written")
  // The same render's PNG frames are not counted; the default limit (1024 MB) or a higher one
  // lets validate pass it.
  #expect(try tabframes(["validate", "wordy.json", "--format", "final", "--max-output-mb", "64"], in: dir).status == 0)
  #expect(try tabframes(["validate", "wordy.json", "--format", "svg"], in: dir).status == 0)
  #expect(try tabframes(["validate", "wordy.json", "--format", "svg", "--max-output-mb", "64"], in: dir).status == 2)
}

/// A 26 KB scene of fifty 500-character titles in a scrolling bar (issue 33 item 3's kind of
/// input): most titles lie off the canvas in every frame, which SVG frames leave out and the
/// estimate does not count (it was 44 times what was written); at or above what is written.
@Test func aRowOfLongTitlesMostlyOffTheCanvasIsEstimatedByWhatIsDrawn() throws {
  let dir = try temporaryFolder("estimate-long-titles")
  defer { try? FileManager.default.removeItem(at: dir) }
  let title = String(String(repeating: "Adversarial label ", count: 28).prefix(497))
  let items = (0..<50).map { "\"\(title)\(String(format: "%03d", $0))\"" }.joined(separator: ", ")
  let timeline = stride(from: 0, to: 50, by: 7).map { "{ \"select\": \($0), \"wait\": 0.1 }" }.joined(separator: ", ")
  let scene =
    #"{ "name": "titles", "width": 390, "height": 80, "fps": 60, "silence": ["placement"], "component": { "kind": "scrolling", "items": [\#(items)] }, "timeline": [\#(timeline)] }"#
  #expect(scene.utf8.count > 25_000)
  let (estimate, written) = try estimatedAndWrittenSVGFrames(scene, named: "titles", in: dir)
  #expect(estimate >= written && estimate <= 3 * written, "estimated \(estimate) B, written \(written) B")
}

/// Emoji are pictures in SVG (a PNG of each distinct one a file), which the estimate counts as
/// such: counted as outlines, a bar of emoji titles was estimated at a tenth of what it wrote.
@Test func emojiAreEstimatedAsTheirPictures() throws {
  let dir = try temporaryFolder("estimate-emoji")
  defer { try? FileManager.default.removeItem(at: dir) }
  let items = ["😀😃😄😁🎵🎶🎸🎹", "🚀🛸🌍🌙⭐️🔥💧🌈", "🍎🍐🍊🍋🍌🍉🍇🍓", "🐶🐱🐭🐹🐰🦊🐻🐼"].map { "\"\($0)\"" }.joined(separator: ", ")
  let scene =
    #"{ "name": "faces", "width": 390, "height": 80, "fps": 30, "component": { "kind": "fixed", "items": [\#(items)] }, "timeline": [ { "select": 3 }, { "select": 0 } ] }"#
  let (estimate, written) = try estimatedAndWrittenSVGFrames(scene, named: "faces", in: dir)
  #expect(estimate >= written && estimate <= 3 * written, "estimated \(estimate) B, written \(written) B")
}

/// A scene's SVG frames: the estimate before rendering and the bytes the render wrote.
private func estimatedAndWrittenSVGFrames(_ scene: String, named name: String, in dir: URL) throws -> (estimate: Int, written: Int) {
  let path = dir.appendingPathComponent("\(name).json").path
  try Data(scene.utf8).write(to: URL(fileURLWithPath: path))
  let run = try tabframes(["render", path, "--format", "svg", "--out", dir.appendingPathComponent("out").path])
  #expect(run.status == 0, "\(run.stderr)")
  let folder = dir.appendingPathComponent("out/\(name)-svg")
  let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).reduce(0) { total, file in
    total + ((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path)[.size] as? Int) ?? 0)
  }
  let estimate = OutputEstimate.bytes(try SceneRenderer(formats: [], jobs: 1).play(try SceneLoader.load(path: path)), formats: [.svg])
  return (estimate, written)
}
