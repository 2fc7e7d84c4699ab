import Foundation
import TabFramesRender
import Testing

/// `tabframes check --record` is as careful as `render`: every scene is checked before any
/// reference is written, and then all of them are written or none.

private let fixedDefault = repository.appendingPathComponent("Samples/fixed-default.json").path

/// A small fixed scene named `name`; `extra` adds top-level fields.
private func writeScene(
  _ name: String, in dir: URL, width: Int = 240, height: Int = 48, extra: String = "", timeline: String = #"[{ "select": 2 }]"#
) throws {
  let text =
    #"{ "name": "\#(name)", "width": \#(width), "height": \#(height), "scale": 2 \#(extra), "component": { "kind": "fixed", "items": ["One", "Two", "Three"], "selection": 0 }, "timeline": \#(timeline) }"#
  try Data(text.utf8).write(to: dir.appendingPathComponent("\(name).json"))
}

@Test func aBadLaterSceneLeavesNoReferencesWritten() throws {
  let dir = try temporaryFolder("check-later")
  defer { try? FileManager.default.removeItem(at: dir) }
  try writeScene("good", in: dir)
  // Plays past the frame limit: found only when its timeline is played.
  try writeScene("long", in: dir, extra: #", "fps": 240"#, timeline: #"[{ "hold": 60 }, { "hold": 60 }]"#)
  // Over the strip size limit: 61 frames of 8 Mpx.
  try writeScene("huge", in: dir, width: 2000, height: 1000, timeline: #"[{ "hold": 1 }]"#)
  let long = try tabframes(["check", "good.json", "long.json", "--references", "refs", "--record"], in: dir)
  #expect(long.status == 2, "\(long.stderr)")
  #expect(long.stderr.contains("tabframes: error: long.json: timeline: its events go on past the limit of 20000 frames"), "\(long.stderr)")
  let huge = try tabframes(["check", "good.json", "huge.json", "--references", "refs", "--record"], in: dir)
  #expect(huge.status == 2, "\(huge.stderr)")
  #expect(
    huge.stderr.contains("tabframes: error: huge.json: timeline: a strip of 61 frames would be 488000000 pixels; the limit is 268435456"))
  #expect(long.stdout.isEmpty && huge.stdout.isEmpty)
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("refs").path), "\(files(in: dir))")
  // The good scene alone records both references.
  let good = try tabframes(["check", "good.json", "--references", "refs", "--record"], in: dir)
  #expect(good.status == 0 && files(in: dir.appendingPathComponent("refs")) == ["good.layout.json", "good.sheet.png"])
}

@Test func twoScenesWithOneNameAreRefusedBeforeAnythingIsWritten() throws {
  let dir = try temporaryFolder("check-names")
  defer { try? FileManager.default.removeItem(at: dir) }
  try writeScene("bar", in: dir)
  try Data(try Data(contentsOf: dir.appendingPathComponent("bar.json"))).write(to: dir.appendingPathComponent("copy.json"))
  let run = try tabframes(["check", "bar.json", "copy.json", "--references", "refs", "--record"], in: dir)
  #expect(run.status == 2)
  #expect(run.stderr.contains(#"tabframes: error: copy.json: name: "bar" is also the name of bar.json"#), "\(run.stderr)")
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("refs").path))
}

@Test func aCorruptReferenceIsAnErrorNamingItsPath() throws {
  let dir = try temporaryFolder("check-corrupt")
  defer { try? FileManager.default.removeItem(at: dir) }
  try writeScene("bar", in: dir)
  #expect(try tabframes(["check", "bar.json", "--references", "refs", "--record"], in: dir).status == 0)
  let strip = dir.appendingPathComponent("refs/bar.sheet.png")
  let layout = dir.appendingPathComponent("refs/bar.layout.json")
  let good = try Data(contentsOf: strip)

  // A PNG cut short, then one that is not a PNG at all.
  for bytes in [good.prefix(good.count / 2), Data("garbage".utf8)] {
    try bytes.write(to: strip)
    let run = try tabframes(["check", "bar.json", "--references", "refs"], in: dir)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("tabframes: error: \(strip.path): not a readable PNG reference ("), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
  }
  try good.write(to: strip)
  try Data(#"{ "frames": [ { "index": 0, "#.utf8).write(to: layout)
  let json = try tabframes(["check", "bar.json", "--references", "refs"], in: dir)
  #expect(json.status == 2)
  #expect(json.stderr.hasPrefix("tabframes: error: \(layout.path):1:"), "\(json.stderr)")
  #expect(json.stderr.contains("not a valid layout dump"))
  try Data(#"{ "scene": "bar" }"#.utf8).write(to: layout)
  let notADump = try tabframes(["check", "bar.json", "--references", "refs"], in: dir)
  #expect(notADump.status == 2 && notADump.stderr.contains("\(layout.path): not a layout dump"), "\(notADump.stderr)")
}

/// A reference of another size is told apart from its header, before a pixel is decoded (issue 33
/// item 4): one that declares 480 × 229 000 px (here a header and no pixels, as a 1 MB file can
/// declare it) is reported as a size change, where decoding it took 3.5 GB and 30 s.
@Test func aReferenceOfAnotherSizeIsToldApartByItsHeader() throws {
  let dir = try temporaryFolder("check-header")
  defer { try? FileManager.default.removeItem(at: dir) }
  try writeScene("bar", in: dir)
  #expect(try tabframes(["check", "bar.json", "--references", "refs", "--record"], in: dir).status == 0)
  func crc(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return ~c
  }
  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let n = UInt32(data.count)
    let sum = crc(body)
    return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + body
      + [UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF)]
  }
  let height: UInt32 = 229_000
  let ihdr: [UInt8] = [
    0, 0, 0x01, 0xE0, UInt8(height >> 24), UInt8(height >> 16 & 0xFF), UInt8(height >> 8 & 0xFF), UInt8(height & 0xFF), 8, 6, 0, 0, 0,
  ]
  // An empty deflate stream for pixels: what follows the header is never read.
  let png: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x9C, 0x03, 0, 0, 0, 0, 1])
    + chunk("IEND", [])
  // As a strip, what every-frame references were before sheets: still read, by its header first.
  try FileManager.default.removeItem(at: dir.appendingPathComponent("refs/bar.sheet.png"))
  try Data(png).write(to: dir.appendingPathComponent("refs/bar.strip.png"))
  let run = try tabframes(["check", "bar.json", "--references", "refs"], in: dir)
  #expect(run.status == 1, "\(run.stderr)")
  #expect((run.stdout + run.stderr).contains("reference 480×229000 px"), "\(run.stdout)\(run.stderr)")
  #expect(!run.stderr.contains("not a readable PNG"), "\(run.stderr)")
}

@Test func writeFailuresAreOneLineNamingThePath() throws {
  let dir = try temporaryFolder("check-io")
  defer { try? FileManager.default.removeItem(at: dir) }
  try writeScene("bar", in: dir)
  // The references folder is a file.
  try Data("x".utf8).write(to: dir.appendingPathComponent("refs"))
  let run = try tabframes(["check", "bar.json", "--references", "refs", "--record"], in: dir)
  #expect(run.status == 3)
  #expect(run.stderr == "tabframes: error: \(dir.appendingPathComponent("refs").path): is not a folder\n", "\(run.stderr)")
  // The report folder cannot be made: the artifacts of a failing frame go there first.
  try FileManager.default.removeItem(at: dir.appendingPathComponent("refs"))
  #expect(try tabframes(["check", "bar.json", "--references", "refs", "--record"], in: dir).status == 0)
  try writeScene("bar", in: dir, extra: ##", "background": "#FF0000""##)
  try Data("x".utf8).write(to: dir.appendingPathComponent("report"))
  let report = try tabframes(["check", "bar.json", "--references", "refs", "--report", "report/sub"], in: dir)
  #expect(report.status == 3)
  #expect(
    report.stderr.hasPrefix("tabframes: error: \(dir.appendingPathComponent("report/sub/bar").path): cannot create the output folder ("))
  #expect(report.stderr.split(separator: "\n").count == 1, "\(report.stderr)")
}

/// A disk that fills up while references are written: a 300 KiB tmpfs (the tests run as root).
@Test func aFullDiskWhileRecordingLeavesNoReferencesAndNoTemporaries() throws {
  let mountPoint = try temporaryFolder("check-tiny")
  defer { try? FileManager.default.removeItem(at: mountPoint) }
  try mountTinyDisk(at: mountPoint)
  defer { unmount(mountPoint) }
  let refs = mountPoint.appendingPathComponent("refs").path
  let run = try tabframes(["check", fixedDefault, "--references", refs, "--record"])
  #expect(run.status == 3, "\(run.stderr)")
  #expect(run.stderr.hasPrefix("tabframes: error: \(refs)/fixed-default."), "\(run.stderr)")
  #expect(run.stderr.hasSuffix(": cannot write (No space left on device)\n"), "\(run.stderr)")
  #expect(files(in: URL(fileURLWithPath: refs)).isEmpty, "left \(files(in: URL(fileURLWithPath: refs)))")
}

@Test func sigintWhileRecordingLeavesNothing() throws {
  let dir = try temporaryFolder("check-sigint")
  defer { try? FileManager.default.removeItem(at: dir) }
  // fixed-default is checked in one to two seconds; the slow scene (2 400 frames) takes four or
  // more, so the interrupt at two seconds lands around the first scene's end and well before the
  // run's. (With 600 frames and three seconds, a fast machine finished first: CI saw that.)
  try writeScene("slow", in: dir, timeline: #"[{ "select": 2, "animation": { "easeInOut": 40 } }]"#)
  let p = Process()
  p.executableURL = binary
  p.arguments = ["check", fixedDefault, "slow.json", "--references", "refs", "--record", "--jobs", "1"]
  p.currentDirectoryURL = dir
  let err = Pipe()
  p.standardError = err
  p.standardOutput = FileHandle.nullDevice
  try p.run()
  Thread.sleep(forTimeInterval: 2)
  #expect(p.isRunning, "the check ended before the interrupt; make the slow scene slower")
  kill(p.processIdentifier, SIGINT)
  p.waitUntilExit()
  #expect(p.terminationStatus == 130)
  #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("interrupted"))
  #expect(files(in: dir) == ["slow.json"], "references or temporaries left: \(files(in: dir))")
}

/// An interrupt has one outcome (issue 33 item 4): a run that says "interrupted" exits 130, and
/// one that exits 0 did not say it. SIGINT lands around the end of a small render again and again
/// (the handler runs on its own thread, so its exit once raced the command's own exit 0).
@Test func anInterruptNearTheEndHasOneOutcome() throws {
  let dir = try temporaryFolder("sigint-end")
  defer { try? FileManager.default.removeItem(at: dir) }
  func start() throws -> (Process, Pipe) {
    let p = Process()
    p.executableURL = binary
    p.arguments = ["render", fixedDefault, "--format", "final", "--out", dir.path]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    return (p, err)
  }
  // Timed warm: a first run after a build loads its libraries from disk and takes far longer.
  let (warm, _) = try start()
  warm.waitUntilExit()
  let clock = ContinuousClock()
  let whole = try clock.measure {
    let (p, _) = try start()
    p.waitUntilExit()
  }
  let seconds = Double(whole.components.seconds) + Double(whole.components.attoseconds) / 1e18
  var interrupted = 0
  for k in 0..<24 {
    let (p, err) = try start()
    // From 60 % to 130 % of a whole run's time: most interrupts land in the last steps or after.
    Thread.sleep(forTimeInterval: seconds * (0.6 + 0.7 * Double(k) / 23))
    kill(p.processIdentifier, SIGINT)
    p.waitUntilExit()
    let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("interrupted")
    if p.terminationReason == .uncaughtSignal {
      // On a loaded machine the interrupt can land while the process is still loading, before its
      // handlers exist: the default action ends it, as any program, before it has written a byte.
      #expect(p.terminationStatus == SIGINT && !said, "killed by signal \(p.terminationStatus), said interrupted: \(said)")
    } else {
      #expect(said ? p.terminationStatus == 130 : p.terminationStatus == 0, "exit \(p.terminationStatus), said interrupted: \(said)")
    }
    // Whatever the outcome, no temporary is left beside the output.
    #expect(files(in: dir).allSatisfy { $0.split(separator: "/").last?.hasPrefix(".") != true }, "temporaries left: \(files(in: dir))")
    if said { interrupted += 1 }
  }
  #expect(interrupted > 0, "no interrupt landed before the end")
}
