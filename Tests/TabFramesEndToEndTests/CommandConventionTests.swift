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
  // (Its events go on past the limit: it is long, not a view that never settles.)
  #expect(bad.stderr.contains("long.json: timeline: its events go on past the limit of 20000 frames"), "\(bad.stderr)")
  // Sizes depend on the formats asked for: a long strip is too large, the final frame is not.
  let tall =
    #"{ "name": "tall", "width": 1000, "height": 1000, "scale": 4, "component": { "kind": "fixed", "items": ["A", "B"] }, "timeline": [ { "hold": 1 } ] }"#
  try Data(tall.utf8).write(to: dir.appendingPathComponent("tall.json"))
  #expect(try tabframes(["validate", "tall.json", "--format", "final"], in: dir).status == 0)
  #expect(try tabframes(["validate", "tall.json", "--format", "strip"], in: dir).status == 2)
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["long.json", "tall.json"])
}

/// `-` reads a scene from standard input (named "standard input" in messages, read once), and
/// `--` ends the options, so a scene file may start with a dash (issue 33 item 6).
@Test func aDashReadsStandardInputAndTwoDashesEndTheOptions() throws {
  let dir = try temporaryFolder("dashes")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene = repository.appendingPathComponent("Samples/fixed-default.json")
  let piped = try tabframes(["render", "-", "--format", "final", "--out", "."], in: dir, input: scene)
  #expect(piped.status == 0 && piped.stdout == "fixed-default.png\n", "\(piped.stdout)\(piped.stderr)")
  let bad = dir.appendingPathComponent("bad.json")
  try Data(#"{ "name": "b", "component": { "kind": "fixed", "items": ["A"] } }"#.utf8).write(to: bad)
  let badRun = try tabframes(["validate", "-"], in: dir, input: bad)
  #expect(badRun.status == 2 && badRun.stderr.hasPrefix("tabframes: error: standard input: component.items: "), "\(badRun.stderr)")
  let twice = try tabframes(["render", "-", "-"], in: dir, input: scene)
  #expect(twice.status == 2 && twice.stderr == "tabframes: error: - (standard input) can be read once\n", "\(twice.stderr)")

  try Data(#"{ "name": "dash", "component": { "kind": "fixed", "items": ["A", "B"] } }"#.utf8).write(
    to: dir.appendingPathComponent("-dash.json"))
  let dashed = try tabframes(["render", "--format", "final", "--out", ".", "--", "-dash.json"], in: dir)
  #expect(dashed.status == 0 && dashed.stdout == "dash.png\n", "\(dashed.stdout)\(dashed.stderr)")
  let checked = try tabframes(["check", "--references", "refs", "--record", "--", "-dash.json"], in: dir)
  #expect(checked.status == 0, "\(checked.stderr)")
  // Without `--`, the same name is an unknown option.
  #expect(try tabframes(["render", "-dash.json"], in: dir).status == 2)
}

/// `--jobs` (and `-j`) is read alike by render, validate and check: a whole number from 1 to 256.
@Test(arguments: ["render", "validate", "check"])
func jobsIsReadAlikeByEveryCommand(_ command: String) throws {
  let dir = try temporaryFolder("jobs-\(command)")
  defer { try? FileManager.default.removeItem(at: dir) }
  let extra = command == "check" ? ["--references", dir.path, "--record"] : command == "render" ? ["--out", dir.path] : []
  for (value, ok) in [("2", true), ("2.0", true), ("1.5", false), ("0", false), ("abc", false)] {
    for flag in ["--jobs", "-j"] {
      let run = try tabframes([command, "Samples/fixed-default.json", flag, value] + extra)
      if ok {
        #expect(run.status == 0, "\(command) \(flag) \(value): \(run.stderr)")
      } else {
        #expect(
          run.status == 2 && run.stderr == "tabframes: error: --jobs must be a whole number from 1 to 256, got \"\(value)\"\n",
          "\(command) \(flag) \(value): \(run.stderr)")
      }
    }
  }
}

/// Every command reads its options from one table by the same rules: an empty `--flag=` value is
/// refused alike, `--` ends the options (previews used to call it an unknown option), every value
/// of a repeated option is checked, `--shard` is read alike (render used to take `1//2` as `1/2`),
/// and a misspelt option gets the nearest of that command's own.
@Test func everyCommandReadsItsOptionsByTheSameRules() throws {
  for (arguments, message) in [
    (["render", "Samples/fixed-default.json", "--out="], "--out needs a value"),
    (["validate", "Samples/fixed-default.json", "--fps="], "--fps needs a value"),
    (["check", "Samples/fixed-default.json", "--references="], "--references needs a value"),
    (["symbols", "--out="], "--out needs a value"),
    (["previews", "--out="], "--out needs a value"),
    (["previews", "--target"], "--target needs a value"),
  ] {
    let run = try tabframes(arguments)
    #expect(run.status == 2 && run.stderr == "tabframes: error: \(message)\n", "\(arguments): \(run.stderr)")
  }
  // After `--`, a folder whose name starts with a dash is the package folder, for previews too.
  let dashed = try tabframes(["previews", "--", "-no-such-package"])
  #expect(dashed.status == 2, "\(dashed.stderr)")
  #expect(dashed.stderr.contains("-no-such-package: no Package.swift"), "\(dashed.stderr)")
  // Every value of a repeated option is read, not only the last.
  let twice = try tabframes(["validate", "Samples/fixed-default.json", "--fps", "1000", "--fps", "30"])
  #expect(twice.status == 2 && twice.stderr.contains("--fps must be a number from 1.0 to 240.0, got \"1000\""), "\(twice.stderr)")
  let dir = try temporaryFolder("shard")
  defer { try? FileManager.default.removeItem(at: dir) }
  for command in [["render", "Samples/fixed-default.json", "--out", dir.path], ["previews"]] {
    let shards = try tabframes(command + ["--shard", "1//2"])
    #expect(shards.status == 2 && shards.stderr.contains("--shard takes I/N"), "\(command): \(shards.stderr)")
  }
  let misspelt = try tabframes(["previews", "--devise", "ipad"])
  #expect(misspelt.stderr.hasPrefix("tabframes: error: unknown option \"--devise\"; did you mean --device?"), "\(misspelt.stderr)")
}
