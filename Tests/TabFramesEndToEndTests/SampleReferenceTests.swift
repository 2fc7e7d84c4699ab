import Foundation
import TabFramesRender
import Testing

/// Every sample's settled frame and one mid-transition frame, against references in
/// `References/`. A pixel matches when every channel is within `channelTolerance`; a sample
/// passes when no more than `allowedShare` of its pixels differ. References change only on
/// purpose: `TABFRAMES_RECORD=all scripts/test` rewrites them (look at them before committing).
let channelTolerance = 8
let allowedShare = 0.001

let samples: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Samples").path)) ?? [])
  .filter { $0.hasSuffix(".json") && !$0.hasPrefix("bench") }.map { String($0.dropLast(5)) }.sorted()

@Test(arguments: samples)
func sampleMatchesItsReference(_ sample: String) throws {
  let out = try temporaryFolder("ref")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try tabframes(["render", "Samples/\(sample).json", "--format", "png", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let frames = files(in: out.appendingPathComponent("\(sample)-frames"))
  try #require(frames.count >= 2)
  let references = repository.appendingPathComponent("Tests/TabFramesEndToEndTests/References")
  let record = ProcessInfo.processInfo.environment["TABFRAMES_RECORD"] == "all"
  for (label, frame) in [("mid", frames[frames.count / 3]), ("final", frames[frames.count - 1])] {
    let actualURL = out.appendingPathComponent("\(sample)-frames/\(frame)")
    let referenceURL = references.appendingPathComponent("\(sample).\(label).png")
    if record {
      try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
      _ = try? FileManager.default.removeItem(at: referenceURL)
      try FileManager.default.copyItem(at: actualURL, to: referenceURL)
      continue
    }
    guard FileManager.default.fileExists(atPath: referenceURL.path) else {
      Issue.record("no reference \(referenceURL.lastPathComponent): record with TABFRAMES_RECORD=all scripts/test and look at it")
      continue
    }
    let actual = try PNGCodec.decode(Array(try Data(contentsOf: actualURL)))
    let reference = try PNGCodec.decode(Array(try Data(contentsOf: referenceURL)))
    let share = differingShare(actual, reference, tolerance: channelTolerance)
    #expect(
      share <= allowedShare,
      "\(sample) \(label) frame \(frame): \(String(format: "%.3f", share * 100)) % of pixels differ from \(referenceURL.lastPathComponent)")
  }
}
