import Foundation
import Glibc
import Testing

/// Names and races (issue 18 §4): outputs that would share a path, renders into one folder at
/// once, runs killed without a chance to clean up.

@Test func outputsThatWouldShareAPathAreRefusedBeforeAnythingIsWritten() throws {
  let dir = try temporaryFolder("collide")
  defer { try? FileManager.default.removeItem(at: dir) }
  let scene = { (name: String) in #"{ "name": "\#(name)", "scale": 1, "component": { "kind": "fixed", "items": ["A", "B"] } }"# }
  try Data(scene("good").utf8).write(to: dir.appendingPathComponent("a.json"))
  try Data(scene("good.strip").utf8).write(to: dir.appendingPathComponent("b.json"))
  // good.strip.png twice: the strip of `good` and the final frame of `good.strip`.
  let run = try tabframes(["render", "a.json", "b.json", "--format", "strip", "--format", "final", "--out", "out"], in: dir)
  #expect(run.status == 2, "\(run.stderr)")
  #expect(run.stderr.contains("b.json: name: \"good.strip\" with --format final would write good.strip.png"), "\(run.stderr)")
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
  // Either format alone is fine.
  #expect(try tabframes(["render", "a.json", "b.json", "--format", "strip", "--out", "out"], in: dir).status == 0)
}

@Test func concurrentRendersIntoOneFolderAllSucceedAndLeaveNoTemporaries() throws {
  let out = try temporaryFolder("concurrent")
  defer { try? FileManager.default.removeItem(at: out) }
  // Six renders of the same frame folders at once: every swap of `fixed-default-frames` races.
  try runTogether(
    6, binary, ["render", "Samples/fixed-default.json", "--format", "png", "--format", "svg", "--jobs", "1", "--out", out.path])
  let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
  #expect(left == ["fixed-default-frames", "fixed-default-svg"], "no .tmp or .old left: \(left)")
  let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("fixed-default-frames").path)
  #expect(frames.count > 10 && frames.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") })
}

@Test func temporariesOfAKilledRunAreRemovedByTheNextRun() throws {
  let out = try temporaryFolder("abandoned")
  defer { try? FileManager.default.removeItem(at: out) }
  // What SIGKILL leaves: a staging folder and a temporary file of a process that is gone. Its
  // token's lock file is missing (killed before it was made) or held by nobody.
  let gone = "00000000deadbeef"
  try FileManager.default.createDirectory(
    at: out.appendingPathComponent(".fixed-default-frames.tmp-7-1-\(gone)/"), withIntermediateDirectories: true)
  try Data("partial".utf8).write(to: out.appendingPathComponent(".fixed-default-frames.tmp-7-1-\(gone)/0000.png"))
  try Data("partial".utf8).write(to: out.appendingPathComponent(".fixed-default.strip.png.tmp-7-2-\(gone)"))
  let unlocked = "2222222222222222"
  try Data().write(to: out.appendingPathComponent(".tabframes-live-\(unlocked)"))
  try Data("partial".utf8).write(to: out.appendingPathComponent(".other.svg.tmp-9-1-\(unlocked)"))
  // One of a live process stays, whatever its process id says (here, this test holds its lock:
  // it may be a render going on in another container, where ids mean nothing).
  let alive = "1111111111111111"
  let lockFile = ".tabframes-live-\(alive)"
  let fd = open(out.appendingPathComponent(lockFile).path, O_RDWR | O_CREAT, 0o644)
  #expect(fd >= 0 && flock(fd, LOCK_EX) == 0)
  defer { close(fd) }
  let live = ".other.gif.tmp-3-3-\(alive)"
  try Data("in progress".utf8).write(to: out.appendingPathComponent(live))
  // A user's own hidden file stays too.
  try Data("mine".utf8).write(to: out.appendingPathComponent(".keep"))
  let run = try tabframes(["render", "Samples/fixed-default.json", "--format", "final", "--out", out.path])
  #expect(run.status == 0, "\(run.stderr)")
  let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
  #expect(left == [".keep", live, lockFile, "fixed-default.png"], "\(left)")
}

/// Two renders in separate PID namespaces (two containers sharing a volume) both run as PID 1:
/// their temporaries are still apart (a random token, not the PID, makes them unique), neither
/// takes the other's for abandoned, and both succeed.
@Test(.enabled(if: canUnsharePIDs(), "needs unshare(1) and permission to make PID namespaces"))
func rendersInSeparatePIDNamespacesShareAFolder() throws {
  let out = try temporaryFolder("namespaces")
  defer { try? FileManager.default.removeItem(at: out) }
  try runTogether(
    4, URL(fileURLWithPath: "/usr/bin/unshare"),
    [
      "--pid", "--fork", "--mount-proc", binary.path, "render", "Samples/fixed-default.json", "--format", "png", "--format", "strip",
      "--jobs", "1", "--out", out.path,
    ])
  let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
  #expect(left == ["fixed-default-frames", "fixed-default.strip.png"], "no temporary or lock left: \(left)")
}

/// Whether this machine lets the tests make PID namespaces (root, or user namespaces allowed).
func canUnsharePIDs() -> Bool {
  guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
  p.arguments = ["--pid", "--fork", "--mount-proc", "/bin/true"]
  p.standardError = FileHandle.nullDevice
  p.standardOutput = FileHandle.nullDevice
  guard (try? p.run()) != nil else { return false }
  p.waitUntilExit()
  return p.terminationStatus == 0
}

/// A launcher killed with SIGKILL cannot forward anything: the engine follows it by itself
/// (parent-death signal) and cleans up as for SIGTERM.
@Test(arguments: launchers)
func killingTheLauncherStopsItsEngine(_ kind: String) throws {
  let out = try temporaryFolder("sigkill-\(kind)")
  defer { try? FileManager.default.removeItem(at: out) }
  let installed = try temporaryFolder("launcher-sigkill-\(kind)")
  defer { try? FileManager.default.removeItem(at: installed) }
  let p = Process()
  p.executableURL = try launcher(kind, in: installed)
  p.arguments = ["render", "Samples/fixed-custom-style.json", "--format", "png", "--format", "svg", "--speed", "0.05", "--out", out.path]
  p.currentDirectoryURL = repository
  p.standardError = FileHandle.nullDevice
  p.standardOutput = FileHandle.nullDevice
  try p.run()
  // The engine is the launcher's child; wait until it has started.
  var engine: Int32?
  for _ in 0..<100 where engine == nil {
    usleep(20_000)
    engine = children(of: p.processIdentifier).first
  }
  let pid = try #require(engine, "the launcher started an engine")
  usleep(400_000)
  kill(p.processIdentifier, SIGKILL)
  p.waitUntilExit()
  var stopped = false
  for _ in 0..<150 where !stopped {
    usleep(20_000)
    stopped = !isRunning(pid)
  }
  #expect(stopped, "the engine \(pid) outlived its launcher by 3 s")
  #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "no partial output")
}

/// Process ids whose parent is `parent`, from /proc.
private func children(of parent: Int32) -> [Int32] {
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return entries.compactMap { Int32($0) }.filter { pid in
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 && Int32(fields[1]) == parent
  }
}

/// Alive and not a zombie (a re-parented engine may wait to be reaped by an init that never does).
private func isRunning(_ pid: Int32) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
    return false
  }
  let state = stat[stat.index(after: close)...].split(separator: " ").first
  return state != "Z" && state != "X"
}

/// Runs `count` copies of a program at once in the repository and expects each to succeed.
private func runTogether(_ count: Int, _ program: URL, _ arguments: [String]) throws {
  let processes = try (0..<count).map { _ in
    let p = Process()
    p.executableURL = program
    p.arguments = arguments
    p.currentDirectoryURL = repository
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    return (p, err)
  }
  for (p, err) in processes {
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "\(message)")
  }
}
