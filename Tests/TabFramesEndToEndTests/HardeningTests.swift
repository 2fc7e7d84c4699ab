import Foundation
import Testing

/// A disk that fills up mid-render: a 300 KiB tmpfs (the tests run as root, as CI does).
@Test func aFullDiskExitsThreeNamingThePathAndLeavesNothing() throws {
  let mountPoint = try temporaryFolder("tiny")
  defer { try? FileManager.default.removeItem(at: mountPoint) }
  try mountTinyDisk(at: mountPoint)
  defer { unmount(mountPoint) }
  // Each output is larger than the disk: fixed-default's APNG fits in 300 KiB since issue 19's
  // smaller APNGs, so the APNG is the scrolling sample's (over 1 MB).
  for (format, sample) in [("strip", "fixed-default"), ("png", "fixed-default"), ("apng", "scrolling-content-view")] {
    let run = try tabframes(["render", "Samples/\(sample).json", "--format", format, "--out", mountPoint.path])
    #expect(run.status == 3, "\(format): \(run.stderr)")
    #expect(run.stderr.contains(mountPoint.path) && run.stderr.contains("No space left on device"), "\(run.stderr)")
    // The message names the file where it was to be, never a temporary (issue 33 item 6).
    let named = ["strip": "fixed-default.strip.png", "png": "fixed-default-frames/", "apng": "scrolling-content-view.apng"][format] ?? ""
    #expect(run.stderr.contains("\(mountPoint.path)/\(named)") && !run.stderr.contains(".tmp-"), "\(format): \(run.stderr)")
    #expect(files(in: mountPoint).isEmpty, "\(format) left \(files(in: mountPoint))")
  }
}

@Test func sigintStopsPromptlyAndLeavesCompleteOutputsUntouched() throws {
  let out = try temporaryFolder("sigint")
  defer { try? FileManager.default.removeItem(at: out) }
  // A complete output from an earlier run.
  #expect(try tabframes(["render", "Samples/fixed-default.json", "--format", "png", "--format", "strip", "--out", out.path]).status == 0)
  let before = files(in: out)
  let strip = try Data(contentsOf: out.appendingPathComponent("fixed-default.strip.png"))
  let frame = try Data(contentsOf: out.appendingPathComponent("fixed-default-frames/0010.png"))
  // A long render of the same outputs (slowed to 4 × as many frames), interrupted part-way.
  let p = Process()
  p.executableURL = binary
  p.arguments = [
    "render", "Samples/fixed-default.json", "--format", "png", "--format", "strip", "--speed", "0.25", "--jobs", "1", "--out", out.path,
  ]
  p.currentDirectoryURL = repository
  let err = Pipe()
  p.standardError = err
  p.standardOutput = FileHandle.nullDevice
  try p.run()
  Thread.sleep(forTimeInterval: 1.5)
  let sent = Date()
  kill(p.processIdentifier, SIGINT)
  p.waitUntilExit()
  let stopped = Date().timeIntervalSince(sent)
  #expect(p.terminationStatus == 130)
  #expect(stopped < 2, "stopped \(stopped) s after SIGINT")
  #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("interrupted"))
  #expect(files(in: out) == before, "no temporary files, nothing half-written")
  #expect(try Data(contentsOf: out.appendingPathComponent("fixed-default.strip.png")) == strip)
  #expect(try Data(contentsOf: out.appendingPathComponent("fixed-default-frames/0010.png")) == frame)
  // Re-running completes normally.
  #expect(try tabframes(["render", "Samples/fixed-default.json", "--format", "strip", "--speed", "0.25", "--out", out.path]).status == 0)
}

@Test func aMissingFontFallsBackWithAWarning() throws {
  let dir = try temporaryFolder("font")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene = #"{ "name": "f", "font": { "family": "No Such Font Family" }, "component": { "kind": "fixed", "items": ["A", "B"] } }"#
  try Data(scene.utf8).write(to: dir.appendingPathComponent("f.json"))
  let run = try tabframes(["render", "f.json", "--format", "final", "--out", "."], in: dir)
  #expect(run.status == 0)
  #expect(run.stderr.contains("warning: f: font \"No Such Font Family\" is not installed; using"))
  #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("f.png").path))
}

/// A font the scene names but nothing draws text in (a `tabview` draws UIKit's captions in the
/// system font) is not warned about (issue 33 item 6).
@Test func aMissingFontThatNothingDrawsIsNotWarnedAbout() throws {
  let dir = try temporaryFolder("font-unused")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene =
    #"{ "name": "t", "font": { "family": "No Such Font Family" }, "component": { "kind": "tabview", "items": [{ "title": "A", "symbol": "house" }, { "title": "B", "symbol": "gear" }] } }"#
  try Data(scene.utf8).write(to: dir.appendingPathComponent("t.json"))
  let run = try tabframes(["render", "t.json", "--format", "final", "--out", "."], in: dir)
  #expect(run.status == 0, "\(run.stderr)")
  #expect(!run.stderr.contains("No Such Font Family"), "\(run.stderr)")
}

@Test func rightToLeftCombiningAndEmojiTitlesRender() throws {
  let dir = try temporaryFolder("text")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene = #"{ "name": "t", "component": { "kind": "fixed", "items": ["שלום", "مرحبا", "e\u0301\u0323", "👍🏽 ok"] } }"#
  try Data(scene.utf8).write(to: dir.appendingPathComponent("t.json"))
  let run = try tabframes(["render", "t.json", "--format", "layout", "--format", "final", "--format", "final-svg", "--out", "."], in: dir)
  #expect(run.status == 0, "\(run.stderr)")
  let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("t.layout.json"))) as! [String: Any]
  let elements = ((dump["frames"] as! [[String: Any]])[0]["elements"] as! [[String: Any]]).filter { ($0["kind"] as! String) == "text" }
  #expect(elements.count == 4)
  for e in elements { #expect(((e["frame"] as! [Double])[2]) > 5, "\(e["text"]!) has a width") }
}

@Test(arguments: [
  (#"{ "component": { "kind": "fixed", "items": ["a\u0007b", "c"] } }"#, "component.items[0]: contains the control character U+7"),
  (
    #"{ "component": { "kind": "fixed", "items": ["\#(String(repeating: "x", count: 10_000))", "c"] } }"#,
    "component.items[0]: longer than 500 characters (10000)"
  ),
  // A title of one letter and 600 combining marks is one character but 601 scalars to shape.
  (
    #"{ "component": { "kind": "fixed", "items": ["a\#(String(repeating: "\u{301}", count: 600))", "c"] } }"#,
    "component.items[0]: longer than 500 characters (601 Unicode scalars in 1 characters: each combining mark counts)"
  ),
  (
    #"{ "component": { "kind": "tabview", "items": [{ "title": "a", "badge": "new\nitems" }, "c"] } }"#,
    "component.items[0].badge: must be one line: it contains a line break"
  ),
  (#"{ "name": "a/b", "component": { "kind": "fixed", "items": ["a", "b"] } }"#, "name: \"a/b\" cannot name output files"),
  (#"{ "width": 1e999, "component": { "kind": "fixed", "items": ["a", "b"] } }"#, "number 1e999 is out of range"),
  (#"{ "name": "x", "name": "y" }"#, "duplicate key \"name\""),
  ("[" + String(repeating: "[", count: 40) + String(repeating: "]", count: 41), "nesting deeper than 32 levels"),
])
func hostileScenesAreRefusedClearly(_ text: String, _ message: String) throws {
  let dir = try temporaryFolder("hostile")
  defer { try? FileManager.default.removeItem(at: dir) }
  try Data(text.utf8).write(to: dir.appendingPathComponent("h.json"))
  let run = try tabframes(["render", "h.json", "--out", "out"], in: dir)
  #expect(run.status == 2)
  #expect(run.stderr.contains(message), "\(run.stderr)")
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
}

@Test func oversizedInputsAreRefusedBeforeWork() throws {
  let dir = try temporaryFolder("big")
  defer { try? FileManager.default.removeItem(at: dir) }
  try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: dir.appendingPathComponent("huge.json"))
  let huge = try tabframes(["render", "huge.json"], in: dir)
  #expect(huge.status == 2 && huge.stderr.contains("huge.json: larger than 1024 KiB"))
  let long =
    #"{ "name": "l", "fps": 240, "component": { "kind": "fixed", "items": ["a", "b"] }, "timeline": [\#(Array(repeating: #"{ "hold": 60 }"#, count: 2).joined(separator: ","))] }"#
  try Data(long.utf8).write(to: dir.appendingPathComponent("long.json"))
  let run = try tabframes(["render", "long.json"], in: dir)
  #expect(run.status == 2 && run.stderr.contains("its events go on past the limit of 20000 frames"), "\(run.stderr)")
  let strip =
    #"{ "name": "s", "width": 2000, "height": 1000, "scale": 2, "component": { "kind": "fixed", "items": ["a", "b"] }, "timeline": [{ "hold": 1 }] }"#
  try Data(strip.utf8).write(to: dir.appendingPathComponent("s.json"))
  let sheet = try tabframes(["render", "s.json", "--format", "strip"], in: dir)
  #expect(sheet.status == 2 && sheet.stderr.contains("the limit is 268435456"), "\(sheet.stderr)")
}

/// When the engine cannot start because a system library is missing, the dynamic loader stops it
/// with exit 127 before any Swift code runs; the `tabframes` launcher (which links none of them)
/// names the library and exits 3. The test makes a real such engine: a copy of the built one
/// whose ELF dynamic section asks for "libpng99.so.16" instead of "libpng16.so.16". Both
/// `launchers`.
@Test(arguments: launchers)
func aMissingSystemLibraryExitsThreeNamingIt(_ launcher: String) throws {
  let dir = try temporaryFolder("missing-library-\(launcher)")
  defer { try? FileManager.default.removeItem(at: dir) }
  let engine = binary.deletingLastPathComponent().appendingPathComponent("tabframes-engine")
  var bytes = [UInt8](try Data(contentsOf: engine))
  let needed = Array("libpng16.so.16\u{0}".utf8)
  let missing = Array("libpng99.so.16\u{0}".utf8)
  var replaced = 0
  var i = 0
  while i + needed.count <= bytes.count {
    if bytes[i] == needed[0] && Array(bytes[i..<(i + needed.count)]) == needed {
      bytes.replaceSubrange(i..<(i + needed.count), with: missing)
      replaced += 1
    }
    i += 1
  }
  #expect(replaced >= 1, "the engine names libpng16.so.16 in its dynamic section")
  try writeExecutable(Data(bytes), to: dir.appendingPathComponent("tabframes-engine"))
  if launcher == "swiftpm" {
    try copyExecutable(at: binary, to: dir.appendingPathComponent("tabframes"))
  } else {
    _ = try buildLauncher(into: dir)
  }
  chmod(dir.appendingPathComponent("tabframes-engine").path, 0o755)

  let run = try tabframes(["--version"], executable: dir.appendingPathComponent("tabframes"))
  #expect(run.status == 3, "\(run.stderr)")
  #expect(run.stderr.contains("tabframes: error: cannot load the system library libpng99.so.16"), "\(run.stderr)")
  // Beside the real engine, which has every library, the same launcher runs it.
  try FileManager.default.removeItem(at: dir.appendingPathComponent("tabframes-engine"))
  try copyExecutable(at: engine, to: dir.appendingPathComponent("tabframes-engine"))
  let real = try tabframes(["--version"], executable: dir.appendingPathComponent("tabframes"))
  #expect(real.status == 0 && real.stdout.hasPrefix("tabframes "), "\(real.stderr)")
}

/// The launcher passes signals on and exits as the engine did: SIGTERM or SIGHUP (a closed
/// terminal) to `tabframes` stops the render, leaves nothing behind, and exits 128 + the signal.
/// Both `launchers`.
@Test(arguments: [SIGTERM, SIGHUP], launchers)
func theLauncherForwardsSignalsAndExitsAsTheEngineDid(_ sig: Int32, _ kind: String) throws {
  let out = try temporaryFolder("forward-\(sig)-\(kind)")
  defer { try? FileManager.default.removeItem(at: out) }
  let installed = try temporaryFolder("launcher-\(sig)-\(kind)")
  defer { try? FileManager.default.removeItem(at: installed) }
  let executable = try launcher(kind, in: installed)
  let p = Process()
  p.executableURL = executable
  p.arguments = ["render", "Samples/fixed-custom-style.json", "--format", "png", "--format", "svg", "--speed", "0.05", "--out", out.path]
  p.currentDirectoryURL = repository
  p.standardError = FileHandle.nullDevice
  p.standardOutput = FileHandle.nullDevice
  try p.run()
  usleep(400_000)
  kill(p.processIdentifier, sig)
  p.waitUntilExit()
  #expect(p.terminationReason == .exit && p.terminationStatus == 128 + sig)
  #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "no partial output")
  let exit = try tabframes(["render", "Samples/fixed-default.json", "--format", "final", "--out", out.path], executable: executable)
  #expect(exit.status == 0)
}

/// An engine still open for writing ("Text file busy": a build writing it, or another process
/// forked while a thread had it open — a parallel test run once failed so) is waited for, up to a
/// second, rather than reported as one that cannot start. Both `launchers`.
@Test(arguments: launchers)
func anEngineBrieflyOpenForWritingIsWaitedFor(_ kind: String) throws {
  let dir = try temporaryFolder("busy-engine-\(kind)")
  defer { try? FileManager.default.removeItem(at: dir) }
  let engine = dir.appendingPathComponent("tabframes-engine")
  try copyExecutable(at: binary.deletingLastPathComponent().appendingPathComponent("tabframes-engine"), to: engine)
  let launcher: URL
  if kind == "swiftpm" {
    launcher = dir.appendingPathComponent("tabframes")
    try copyExecutable(at: binary, to: launcher)
  } else {
    launcher = try buildLauncher(into: dir)
  }
  // Held open for writing while the launcher starts, let go 0.2 s later. Close-on-exec: a process
  // another test starts meanwhile must not inherit it and keep the engine busy for its whole run.
  let fd = open(engine.path, O_WRONLY | O_CLOEXEC)
  try #require(fd >= 0)
  // A thread of its own: Dispatch's global queue has as many threads as cores, and under a
  // parallel test run other tests' blocking waits could hold the close back past the launcher's
  // one-second wait.
  Thread {
    usleep(200_000)
    close(fd)
  }.start()
  let run = try tabframes(["--version"], executable: launcher)
  #expect(run.status == 0 && run.stdout.hasPrefix("tabframes "), "\(run.stderr)")
}
