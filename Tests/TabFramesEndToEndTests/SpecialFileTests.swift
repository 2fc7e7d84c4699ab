import Foundation
import Testing

/// Runs the binary but kills it after `seconds`, so a command that would hang fails the test
/// instead of stalling the suite; `timedOut` says whether it had to be killed.
func tabframes(_ arguments: [String], in directory: URL, killAfter seconds: Double) throws -> (run: Run, timedOut: Bool) {
  let p = Process()
  p.executableURL = binary
  p.arguments = arguments
  p.currentDirectoryURL = directory
  let out = Pipe()
  let err = Pipe()
  p.standardOutput = out
  p.standardError = err
  p.standardInput = FileHandle.nullDevice
  try p.run()
  let deadline = Date().addingTimeInterval(seconds)
  while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
  let timedOut = p.isRunning
  if timedOut { kill(p.processIdentifier, SIGKILL) }
  p.waitUntilExit()
  let o = out.fileHandleForReading.readDataToEndOfFile()
  let e = err.fileHandleForReading.readDataToEndOfFile()
  return (
    Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self)), timedOut
  )
}

/// A FIFO (no writer: `open` would wait forever) and a device (/dev/zero: `read` never ends) given
/// as scene files are refused at once, by `render` and by `check`, naming the file: exit 2.
@Test(arguments: ["render", "check"])
func pipesAndDevicesAreRefusedAsSceneFiles(_ command: String) throws {
  let dir = try temporaryFolder("special-\(command)")
  defer { try? FileManager.default.removeItem(at: dir) }
  let fifo = dir.appendingPathComponent("pipe.json").path
  try #require(mkfifo(fifo, 0o600) == 0)
  let extra = command == "check" ? ["--references", "refs", "--record"] : ["--out", "out"]
  for (path, what) in [("pipe.json", "is a pipe (FIFO)"), ("/dev/zero", "is a device")] {
    let (run, timedOut) = try tabframes([command, path] + extra, in: dir, killAfter: 20)
    #expect(!timedOut, "\(command) \(path) hung")
    #expect(run.status == 2, "\(command) \(path): \(run.stderr)")
    #expect(run.stderr.contains("tabframes: error: \(path): \(what), not a regular file"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("refs").path))
  }
}
