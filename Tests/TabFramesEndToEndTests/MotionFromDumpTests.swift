import Foundation
import Testing

/// Motion asserted numerically from the layout dump file, as a user's test would.
func dumpedX(_ scene: String, name: String = "s", id: String = "indicator") throws -> (times: [Double], xs: [Double], duration: Double) {
  let dir = try temporaryFolder("dump")
  defer { try? FileManager.default.removeItem(at: dir) }
  try Data(scene.utf8).write(to: dir.appendingPathComponent("s.json"))
  let run = try tabframes(["render", "s.json", "--format", "layout", "--out", "."], in: dir)
  try #require(run.status == 0, "\(run.stderr)")
  let dump = try #require(
    try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("\(name).layout.json"))) as? [String: Any])
  var times: [Double] = []
  var xs: [Double] = []
  for frame in try #require(dump["frames"] as? [[String: Any]]) {
    times.append(try #require(frame["time"] as? Double))
    let elements = try #require(frame["elements"] as? [[String: Any]])
    let e = try #require(elements.first { $0["id"] as? String == id }, "frame has \(id)")
    xs.append(try #require((e["frame"] as? [Double])?.first))
  }
  return (times, xs, try #require(dump["duration"] as? Double))
}

@Test func springInterruptionIsContinuousInPositionAndVelocity() throws {
  // A spring to column 2, interrupted after 0.15 s by a spring back to column 0.
  let scene =
    #"{ "name": "s", "fps": 120, "component": { "kind": "fixed", "items": ["A", "B", "C"] }, "timeline": [{ "select": 2, "animation": "spring", "wait": 0.15 }, { "select": 0, "animation": "spring" }] }"#
  let (times, xs, duration) = try dumpedX(scene)
  let v = zip(xs, xs.dropFirst()).map { ($1 - $0) * 120 }
  let k = 18  // the retarget at 0.15 s, 120 fps
  // The spring keeps its velocity: just after the retarget it is still moving right at much the
  // same speed (a restart would drop it to zero). Reversing the target reverses the force, so the
  // speed changes by no more than the spring's own acceleration allows in one frame:
  // k·|Δ| ≈ 130 · 260 pt/s² → about 300 pt/s a frame, plus damping.
  #expect(v[k - 1] > 500 && v[k] > 0.5 * v[k - 1], "velocity \(v[k - 1]) → \(v[k]) pt/s")
  #expect(abs(v[k] - v[k - 1]) < 600)
  // Position is continuous: the step across the retarget is the size of its neighbours.
  #expect(abs(xs[k + 1] - xs[k]) <= max(abs(xs[k] - xs[k - 1]), abs(xs[k + 2] - xs[k + 1])) + 1)
  #expect(duration == times.last!)
  #expect(xs.last! == 0)
}

@Test func curveInterruptionBlendsWithoutAJump() throws {
  let scene =
    #"{ "name": "c", "fps": 120, "component": { "kind": "fixed", "items": ["A", "B", "C"] }, "timeline": [{ "select": 2, "animation": "easeInOut", "wait": 0.2 }, { "select": 0, "animation": "easeInOut" }] }"#
  let (_, xs, _) = try dumpedX(scene, name: "c")
  let steps = zip(xs, xs.dropFirst()).map { abs($1 - $0) }
  // One easeInOut over 260 pt peaks near 10 pt a frame at 120 fps and the blend stays of that
  // size; a jump (restarting from the target or the start) would move 100 pt or more at once.
  #expect(steps.max()! < 16)
  #expect(xs.last! == 0)
}

@Test func tourVisitsEveryTabAndLoopReturnsWithoutAJump() throws {
  let scene = #"{ "name": "t", "loop": true, "tour": true, "component": { "kind": "fixed", "items": ["A", "B", "C", "D"] } }"#
  let (_, xs, _) = try dumpedX(scene, name: "t")
  // Columns of 97.5 pt; frames snap to the 1/3 pt pixel grid.
  for column in 0..<4 {
    #expect(xs.contains { abs($0 - Double(column) * 97.5) < 0.5 }, "rested under tab \(column)")
  }
  #expect(xs.first! == xs.last!)
}

@Test func speedSlowsTheMotionExactly() throws {
  let base = #"{ "name": "s", "component": { "kind": "fixed", "items": ["A", "B"] }, "timeline": [{ "select": 1, "animation": "linear" }] "#
  let normal = try dumpedX(base + "}")
  let slow = try dumpedX(base + #", "speed": 0.5 }"#)
  #expect(slow.xs.count == (normal.xs.count - 1) * 2 + 1)
  for (i, x) in normal.xs.enumerated() { #expect(abs(slow.xs[2 * i] - x) < 1e-6) }
}
