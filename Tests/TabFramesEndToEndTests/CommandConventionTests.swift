import Foundation
import Testing

/// CLI conventions (issue 18 §9): per-command help, `--flag=value`, short answers to typos, and
/// `validate`, which checks as render does and writes nothing.

@Test(arguments: ["render", "check", "validate", "symbols"])
func eachCommandHasItsOwnHelp(_ command: String) throws {
  for flag in ["--help", "-h"] {
    let run = try tabframes([command, flag])
    #expect(run.status == 0, "\(command) \(flag): \(run.stderr)")
    #expect(run.stdout.hasPrefix("USAGE: tabframes \(command) "), "\(run.stdout)")
    #expect(run.stderr.isEmpty)
  }
  // The help of one command is not the help of the others.
  #expect(!(try tabframes([command, "--help"]).stdout.contains("USAGE: tabframes render") && command != "render"))
}

@Test func optionsTakeTheirValueAfterAnEqualsSign() throws {
  let dir = try temporaryFolder("equals")
  defer { try? FileManager.default.removeItem(at: dir) }
  let run = try tabframes(["render", "Samples/fixed-default.json", "--format=final", "--format=layout", "--out=\(dir.path)", "--fps=30"])
  #expect(run.status == 0, "\(run.stderr)")
  #expect(
    run.stdout.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") } == [
      "fixed-default.png", "fixed-default.layout.json",
    ])
  let dump = try String(contentsOf: dir.appendingPathComponent("fixed-default.layout.json"), encoding: .utf8)
  #expect(dump.contains("\"fps\": 30"), "--fps=30 was taken")
}

@Test(arguments: [
  (
    ["render", "Samples/fixed-default.json", "--frmat", "png"], "unknown option \"--frmat\"; did you mean --format?",
    "tabframes render --help"
  ),
  (["render", "Samples/fixed-default.json", "--jbos=2"], "unknown option \"--jbos\"; did you mean --jobs?", "tabframes render --help"),
  (
    ["check", "Samples/fixed-default.json", "--referenecs", "x"], "unknown option \"--referenecs\"; did you mean --references?",
    "tabframes check --help"
  ),
  (["rendr", "Samples/fixed-default.json"], "unknown command \"rendr\"; did you mean render?", "tabframes --help"),
  (["validate", "Samples/fixed-default.json", "--out", "x"], "unknown option \"--out\"", "tabframes validate --help"),
  (["--verison"], "unknown option \"--verison\"; did you mean --version?", "tabframes --help"),
])
func anUnknownWordGetsTheNearestKnownOneInTwoLines(_ arguments: [String], _ message: String, _ help: String) throws {
  let run = try tabframes(arguments)
  #expect(run.status == 2)
  #expect(run.stderr == "tabframes: error: \(message)\nrun `\(help)` for usage\n", "\(run.stderr)")
}

@Test func validateChecksEverythingRenderWouldAndWritesNothing() throws {
  let dir = try temporaryFolder("validate")
  defer { try? FileManager.default.removeItem(at: dir) }
  let good = try tabframes(["validate", "Samples/fixed-default.json", "Samples/indicator-inbox.json"], in: nil)
  #expect(good.status == 0, "\(good.stderr)")
  #expect(
    good.stdout
      == "Samples/fixed-default.json: ok: fixed-default, 141 frames, 2.333 s\nSamples/indicator-inbox.json: ok: indicator-inbox, 55 frames, 0.900 s\n"
  )
  // A timeline too long is found by playing it, as render would, and nothing appears anywhere.
  let long =
    #"{ "name": "long", "fps": 240, "component": { "kind": "fixed", "items": ["A", "B"] }, "timeline": [ { "hold": 60 }, { "hold": 60 } ] }"#
  try Data(long.utf8).write(to: dir.appendingPathComponent("long.json"))
  let bad = try tabframes(["validate", "long.json"], in: dir)
  #expect(bad.status == 2)
  #expect(bad.stderr.contains("long.json: timeline: runs longer than 20000 frames"), "\(bad.stderr)")
  // Sizes depend on the formats asked for: a long strip is too large, the final frame is not.
  let tall =
    #"{ "name": "tall", "width": 1000, "height": 1000, "scale": 4, "component": { "kind": "fixed", "items": ["A", "B"] }, "timeline": [ { "hold": 1 } ] }"#
  try Data(tall.utf8).write(to: dir.appendingPathComponent("tall.json"))
  #expect(try tabframes(["validate", "tall.json", "--format", "final"], in: dir).status == 0)
  #expect(try tabframes(["validate", "tall.json", "--format", "strip"], in: dir).status == 2)
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["long.json", "tall.json"])
}
