import Foundation
import TabFrames
import TabFramesOutput
import TabFramesSeeds

// Times laying out a view of 1 000 leaves (nested stacks, frames, padding, text) once its texts
// have been measured (issue 14: at most 2 ms in release), its nodes kept as SwiftUI keeps its view
// graph; then building the nodes from the body and laying them out, and the engine alone. Prints
// the median and the fastest of the runs, in milliseconds: `layout-1000 MEDIAN MIN`, …

/// 25 rows of 13 cells, each cell a padded, framed VStack of two texts and a shape, each row on a
/// background colour with a spacer: 25 × (13 × 3 + 1) = 1 000 drawn leaves (checked below).
struct Grid: View {
  var body: some View {
    VStack(spacing: 2) {
      ForEach(0..<25) { row in
        HStack(spacing: 4) {
          ForEach(0..<13) { column in
            VStack(spacing: 1) {
              Text("R\(row)").font(.caption2)
              Text("C\(column)").font(.caption2.bold())
              RoundedRectangle(cornerRadius: 2).frame(width: 12, height: 4)
            }
            .padding(2)
            .frame(minWidth: 20, maxWidth: .infinity)
          }
          Spacer(minLength: 0)
        }
        .background(Color.gray.opacity(0.1))
      }
    }
  }
}

@MainActor
func measure() throws {
  let stage = Stage(name: "bench", width: 1200, height: 800) { Grid() }
  let first = try stage.layout()  // measures every text once
  guard first.count == 1000 else {
    FileHandle.standardError.write(Data("layout bench: expected 1000 leaves, got \(first.count)\n".utf8))
    exit(1)
  }
  let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200
  func timed(_ label: String, _ body: () throws -> Void) rethrows {
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    print("\(label) \(String(format: "%.3f", times[times.count / 2])) \(String(format: "%.3f", times[0]))")
  }
  // Laid out again: the view's nodes kept, every size worked out afresh (the issue's target).
  let tree = stage.tree()
  guard try tree.leaves(in: CGSize(width: 1200, height: 800)) == first else {
    FileHandle.standardError.write(Data("layout bench: a tree laid out again differs from a fresh layout\n".utf8))
    exit(1)
  }
  try timed("layout-\(first.count)") { _ = try tree.leaves(in: CGSize(width: 1200, height: 800)) }
  // `tabframes-layout-bench RUNS layout` stops here (for instruction counts under callgrind).
  if CommandLine.arguments.dropFirst(2).first == "layout" { return }
  // A view's frame against a scene file's of the same content, drawn by the same renderer.
  try measureDrawCost(runs: runs)
  // Built from the view's body and laid out, as Stage.layout() does.
  try timed("build-and-layout-\(first.count)") { _ = try stage.layout() }
  // The engine alone: text sizes from a closure, no Pango lookups.
  var engine: [Double] = []
  for _ in 0..<max(1, runs) {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = try ViewLayout.leaves(of: Grid(), in: CGSize(width: 1200, height: 800)) { s, f in
      CGSize(width: CGFloat(s.count) * f.size * 0.6, height: f.size * 1.2)
    }
    engine.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  engine.sort()
  print("layout-engine-only \(String(format: "%.3f", engine[engine.count / 2])) \(String(format: "%.3f", engine[0]))")
}

/// `tabframes-layout-bench w1-view OUT JOBS`: W1 as seed 000's own Swift view (its three items,
/// set from Photos to Music with easeInOut 0.98 s as W1 selects), rendered as PNG frames into
/// OUT with JOBS workers, as `tabframes render --format png` renders the scene file. Prints the
/// frame count. scripts/bench times it beside the C reference.
@MainActor
func renderW1View(into folder: String, jobs: Int) throws {
  let written = try Seed000.stage.render(
    [.set("Music", animation: .easeInOut(duration: 0.98))], formats: [.png], to: folder, jobs: jobs)
  print("w1-view-frames \(written.count)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "w1-view", arguments.count == 3, let jobs = Int(arguments[2]) {
  do { try MainActor.assumeIsolated { try renderW1View(into: arguments[1], jobs: jobs) } } catch {
    FileHandle.standardError.write(Data("layout bench: \(error)\n".utf8))
    exit(3)
  }
  exit(0)
}

do { try MainActor.assumeIsolated { try measure() } } catch {
  FileHandle.standardError.write(Data("layout bench: \(error)\n".utf8))
  exit(3)
}
