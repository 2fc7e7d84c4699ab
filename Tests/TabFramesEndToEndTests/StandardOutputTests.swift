import Foundation
import Testing

/// Runs the binary with its stdout on /dev/full, where every write fails with ENOSPC.
func tabframesIntoFullDevice(_ arguments: [String], in directory: URL) throws -> Run {
  let p = Process()
  p.executableURL = binary
  p.arguments = arguments
  p.currentDirectoryURL = directory
  p.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
  let err = Pipe()
  p.standardError = err
  try p.run()
  let e = err.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return Run(status: p.terminationStatus, stdout: "", stderr: String(decoding: e, as: UTF8.self))
}

/// `tabframes render x.json > /dev/full`: the paths it prints are lost, so it must not exit 0.
/// Every command prints through the same stdout, so each is checked.
@Test func aFailedWriteToStandardOutputIsExitThreeForEveryCommand() throws {
  let dir = try temporaryFolder("dev-full")
  defer { try? FileManager.default.removeItem(at: dir) }
  let sample = repository.appendingPathComponent("Samples/fixed-default.json").path
  for arguments in [
    ["--version"], ["--help"], ["symbols"], ["render", sample, "--out", "out"], ["check", sample, "--references", "refs", "--record"],
  ] {
    let run = try tabframesIntoFullDevice(arguments, in: dir)
    #expect(run.status == 3, "\(arguments): \(run.stderr)")
    #expect(run.stderr == "tabframes: error: standard output: cannot write (No space left on device)\n", "\(arguments)")
  }
  // The same commands with a working stdout exit 0.
  #expect(try tabframes(["--version"], in: dir).status == 0)
}
