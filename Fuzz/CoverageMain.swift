// Replays files through the fuzz harness without libFuzzer, for a line-coverage report of the
// corpus: `scripts/fuzz --coverage` builds this with the harness and Sources/TabFramesSceneFormat using
// `-profile-generate -profile-coverage-mapping` and runs every corpus file once.
// Not part of the libFuzzer build (libFuzzer brings its own main).

import Foundation

@main
enum CoverageMain {
  static func main() {
    var count = 0
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let bytes = [UInt8](data)
      _ = bytes.withUnsafeBufferPointer { buffer in
        // An empty file still needs a valid pointer.
        fuzz(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, buffer.count)
      }
      count += 1
    }
    print("coverage: replayed \(count) files")
  }
}
