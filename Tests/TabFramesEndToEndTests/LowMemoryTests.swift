import Foundation
import Testing

/// Under an address-space limit (`ulimit -v`) the engine ends cleanly (issue 33 item 7): too
/// little to start is refused in one line before anything loads, running out later is exit 3
/// with no temporary left, and a render that fits still works. Before, 50–300 MB ended in
/// SIGSEGV, a GLib error or a Swift runtime trap, with the staging folder and its live lock left
/// in the output folder.
private func limited(_ megabytes: Int, _ arguments: [String], in dir: URL, launcher: URL = binary) throws -> Run {
  let quoted = ([launcher.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
  return try tabframes(
    ["-c", "ulimit -v \(megabytes * 1024) && exec \(quoted)"], in: dir, executable: URL(fileURLWithPath: "/bin/sh"))
}

@Test(arguments: [20, 50, 100, 150])
func tooLittleAddressSpaceIsRefusedInOneLine(megabytes: Int) throws {
  let dir = try temporaryFolder("ulimit-\(megabytes)")
  defer { try? FileManager.default.removeItem(at: dir) }
  let sample = repository.appendingPathComponent("Samples/fixed-default.json").path
  try FileManager.default.createDirectory(at: dir.appendingPathComponent("bin"), withIntermediateDirectories: true)
  for launcher in [binary, try buildLauncher(into: dir.appendingPathComponent("bin"))] {
    // The installed launcher (C alone) refuses before it looks for the engine: none is beside it.
    let r = try limited(megabytes, ["render", sample, "--format", "png", "--out", "out"], in: dir, launcher: launcher)
    #expect(r.status == 3, "\(r.stderr)")
    #expect(
      r.stderr
        == "tabframes: error: the address-space limit (ulimit -v) is \(megabytes) MB; TabFrames needs at least 192 MB to start (its libraries, fonts and threads); raise the limit\n",
      "\(launcher.path): \(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
  }
}

@Test func runningOutOfMemoryMidRenderIsExitThreeWithNothingLeft() throws {
  let dir = try temporaryFolder("ulimit-oom")
  defer { try? FileManager.default.removeItem(at: dir) }
  // 1 400 × 900 pt at scale 3: 45 MB a frame, more than a 230 MB address space leaves for them.
  try Data(
    #"{ "name": "big", "width": 1400, "height": 900, "scale": 3, "component": { "kind": "fixed", "items": ["One", "Two", "Three"] }, "timeline": [{ "select": 2 }] }"#
      .utf8
  ).write(to: dir.appendingPathComponent("big.json"))
  let out = dir.appendingPathComponent("out")
  try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
  try Data("kept".utf8).write(to: out.appendingPathComponent("earlier.txt"))
  let r = try limited(230, ["render", "big.json", "--format", "apng", "--out", "out"], in: dir)
  #expect(r.status == 3, "\(r.stderr)")
  // Where memory runs out decides the line: an allocation the engine cannot recover from ends in
  // the crash handler's line; one that reports its failure (libdeflate's compressor, on a worker,
  // when the frame buffers took the rest) is an error that says so. Either way one line about
  // memory last, exit 3 and nothing left (the Swift runtime may print its own line before).
  let last = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
  #expect(
    last == "tabframes: error: out of memory under the address-space limit (ulimit -v); no partial output left behind"
      || (last.hasPrefix("tabframes: error: ") && last.contains("out of memory")),
    "\(r.stderr)")
  #expect(files(in: out) == ["earlier.txt"], "no temporary, staging folder or live lock left: \(files(in: out))")
  // What fits still renders under a limit.
  let small = try limited(
    300, ["render", repository.appendingPathComponent("Samples/fixed-default.json").path, "--format", "final", "--out", "out"], in: dir)
  #expect(small.status == 0, "\(small.stderr)")
  #expect(files(in: out) == ["earlier.txt", "fixed-default.png"])
}

/// Any crash removes the temporaries it leaves, says so in one line and stays a crash (its own
/// signal) when there is no memory limit to blame.
@Test func aCrashRemovesTheTemporariesAndStaysACrash() throws {
  let dir = try temporaryFolder("crash")
  defer { try? FileManager.default.removeItem(at: dir) }
  // About 2 400 frames: still rendering a second after it starts.
  try Data(
    #"{ "name": "slow", "width": 390, "height": 48, "scale": 3, "component": { "kind": "fixed", "items": ["A", "B", "C"] }, "timeline": [{ "select": 2, "animation": { "easeInOut": 40 } }] }"#
      .utf8
  ).write(to: dir.appendingPathComponent("slow.json"))
  let engine = binary.deletingLastPathComponent().appendingPathComponent("tabframes-engine")
  let p = Process()
  p.executableURL = engine
  p.arguments = ["render", "slow.json", "--format", "png", "--out", "out", "--jobs", "1"]
  p.currentDirectoryURL = dir
  let err = Pipe()
  p.standardError = err
  p.standardOutput = FileHandle.nullDevice
  try p.run()
  // Until its staging folder exists.
  let out = dir.appendingPathComponent("out")
  for _ in 0..<100 where files(in: out).isEmpty { Thread.sleep(forTimeInterval: 0.05) }
  #expect(!files(in: out).isEmpty, "the render had begun")
  kill(p.processIdentifier, SIGSEGV)
  p.waitUntilExit()
  let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  // Ended by the signal, or by the Swift runtime's backtracer (which then exits 128 + it), as
  // before the handler: the crash goes on to what was there.
  let bySignal = p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGSEGV
  #expect(bySignal || p.terminationStatus == 128 + SIGSEGV, "\(p.terminationReason) \(p.terminationStatus): \(message)")
  #expect(
    message.hasPrefix(
      "tabframes: error: the engine crashed; no partial output left behind (please report this with the command and scene)\n"),
    "\(message)")
  #expect(files(in: out).isEmpty, "left: \(files(in: out))")
}
