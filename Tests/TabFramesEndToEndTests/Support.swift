import Foundation
import TabFramesRender

/// The repository, found from this file, so tests run the real binary and the real samples.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `tabframes` built beside the tests.
var binary: URL {
  let candidates = [".build/debug/tabframes", ".build/release/tabframes"].map { repository.appendingPathComponent($0) }
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}

struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the built binary with arguments, in `directory`.
func tabframes(_ arguments: [String], in directory: URL? = nil) throws -> Run {
  let p = Process()
  p.executableURL = binary
  p.arguments = arguments
  p.currentDirectoryURL = directory ?? repository
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
