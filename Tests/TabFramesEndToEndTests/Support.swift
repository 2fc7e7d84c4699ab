import Foundation
import TabFramesRender
import Testing

/// The repository, found from this file, so tests run the real binary and the real samples.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `tabframes` built beside the tests.
var binary: URL {
  let candidates = [".build/debug/tabframes", ".build/release/tabframes"].map { repository.appendingPathComponent($0) }
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}

/// The launchers the tests run: SwiftPM's build (`binary`, debug) and the one `scripts/setup release`
/// installs, built by the C compiler alone (`scripts/build-launcher`).
let launchers = ["swiftpm", "build-launcher"]

/// Builds the launcher as `scripts/setup release` does, into `folder` (which needs an engine beside
/// it to run anything).
func buildLauncher(into folder: URL) throws -> URL {
  let launcher = folder.appendingPathComponent("tabframes")
  let built = try tabframes([launcher.path], executable: repository.appendingPathComponent("scripts/build-launcher"))
  #expect(built.status == 0, "\(built.stderr)")
  return launcher
}

/// The launcher of kind `kind` (one of `launchers`) beside a working engine: `binary` itself, or a
/// built one in `folder` with a copy of the engine.
func launcher(_ kind: String, in folder: URL) throws -> URL {
  guard kind == "build-launcher" else { return binary }
  let engine = binary.deletingLastPathComponent().appendingPathComponent("tabframes-engine")
  try copyExecutable(at: engine, to: folder.appendingPathComponent("tabframes-engine"))
  return try buildLauncher(into: folder)
}

/// Writes an executable the tests then run, through a close-on-exec descriptor: a process another
/// test starts while it is being written must not inherit the descriptor, or the file stays "busy"
/// (`ETXTBSY`, it cannot be run) for as long as that process lives. `FileManager.copyItem` and
/// `Data.write` open theirs without close-on-exec.
func writeExecutable(_ bytes: Data, to url: URL) throws {
  let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
  guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
  defer { close(fd) }
  let written = bytes.withUnsafeBytes { buffer -> Int in
    guard let base = buffer.baseAddress else { return 0 }
    var done = 0
    while done < buffer.count {
      let n = write(fd, base + done, buffer.count - done)
      if n <= 0 { return done }
      done += n
    }
    return done
  }
  guard written == bytes.count else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
  fchmod(fd, 0o755)
}

/// A copy of an executable, written as `writeExecutable` writes.
func copyExecutable(at source: URL, to url: URL) throws { try writeExecutable(Data(contentsOf: source), to: url) }

struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the built binary (or `executable`, a copy of it) with arguments, in `directory`, with
/// `input` as its standard input (by default this process's).
/// Runs the engine; `environment` sets variables for this run (nil takes one away).
func tabframes(
  _ arguments: [String], in directory: URL? = nil, executable: URL? = nil, input: URL? = nil, environment: [String: String?] = [:]
) throws -> Run {
  let p = Process()
  p.executableURL = executable ?? binary
  p.arguments = arguments
  if !environment.isEmpty {
    var merged = ProcessInfo.processInfo.environment
    for (name, value) in environment { merged[name] = value }
    p.environment = merged
  }
  p.currentDirectoryURL = directory ?? repository
  if let input { p.standardInput = try FileHandle(forReadingFrom: input) }
  let out = Pipe()
  let err = Pipe()
  p.standardOutput = out
  p.standardError = err
  try p.run()
  let o = out.fileHandleForReading.readDataToEndOfFile()
  let e = err.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ name: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

func files(in url: URL) -> [String] {
  (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
}

/// Compares two images: the share of pixels whose channels differ by more than `tolerance`.
func differingShare(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> Double {
  guard a.width == b.width, a.height == b.height else { return 1 }
  var n = 0
  for i in stride(from: 0, to: a.pixels.count, by: 4)
  where (0..<4).contains(where: { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > tolerance }) {
    n += 1
  }
  return Double(n) / Double(a.width * a.height)
}

/// Mounts a 300 KiB tmpfs at `folder`: a disk that fills up mid-write (the tests run as root, as
/// CI does). Undo with `unmount`.
func mountTinyDisk(at folder: URL) throws {
  let mount = Process()
  mount.executableURL = URL(fileURLWithPath: "/bin/mount")
  mount.arguments = ["-t", "tmpfs", "-o", "size=300k", "tmpfs", folder.path]
  try mount.run()
  mount.waitUntilExit()
  try #require(mount.terminationStatus == 0, "mounting a tmpfs needs root")
}

func unmount(_ folder: URL) {
  let umount = Process()
  umount.executableURL = URL(fileURLWithPath: "/bin/umount")
  umount.arguments = [folder.path]
  try? umount.run()
  umount.waitUntilExit()
}
