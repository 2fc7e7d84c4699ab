import FoundationEssentials
import Glibc
import TabFramesOutput
import TabFramesSceneFormat

/// Compares two layout dumps numerically, so a geometry change is named in points: the first
/// frame, element and field that moved by more than `tolerance`. A changed text comes first, as
/// a text change: when a label's words change, its width and every position after it move too,
/// and the cause is the text, not the geometry.
package enum LayoutComparison {
  package struct Difference: Sendable, CustomStringConvertible {
    package var frame: Int
    package var element: String
    package var field: String
    package var reference: String
    package var actual: String
    package var description: String {
      field == "text"
        ? "frame \(frame), \(element): text \"\(reference)\" → \"\(actual)\""
        : "frame \(frame), \(element).\(field): \(reference) → \(actual)"
    }
  }

  /// Which frames are compared: a snapshot of one frame checks that frame's layout only.
  package enum Frames: Sendable, Equatable {
    /// Frame by frame, and the frame count.
    case all
    /// The last (settled) frame of each, whatever their counts.
    case last
    /// Frame `i` of each.
    case index(Int)
    /// These frames of each (`SnapshotFrames.every`).
    case indices([Int])
  }

  /// Parses a dump; nil when it is not JSON or has no `frames` array.
  package static func parse(_ bytes: [UInt8]) throws(JSONParser.Failure) -> JSONValue? {
    let value = try JSONParser.parse(bytes)
    return value["frames"]?.items == nil ? nil : value
  }

  package static func compare(_ actualJSON: [UInt8], _ referenceJSON: [UInt8], tolerance: Double = 0.01) -> [Difference] {
    guard let a = try? parse(actualJSON), let r = try? parse(referenceJSON) else {
      return [Difference(frame: 0, element: "layout", field: "json", reference: "valid", actual: "unreadable")]
    }
    return compare(a, r, frames: .all, tolerance: tolerance)
  }

  /// A dump may hold every frame (the CLI's, references recorded before 0.3) or only the frames a
  /// snapshot asserted (`LayoutDump.json(…, frames:)`): frames are found by their `index` field,
  /// and the animation's length is its `frameCount`.
  package static func compare(_ a: JSONValue, _ r: JSONValue, frames: Frames, tolerance: Double = 0.01) -> [Difference] {
    let af = a["frames"]?.items ?? []
    let rf = r["frames"]?.items ?? []
    let actualCount = a["frameCount"]?.number.map(Int.init) ?? af.count
    let referenceCount = r["frameCount"]?.number.map(Int.init) ?? rf.count
    var pairs: [(index: Int, actual: JSONValue, reference: JSONValue)] = []
    var result: [Difference] = []
    func countDifference(at i: Int) -> Difference {
      Difference(frame: i, element: "animation", field: "frameCount", reference: "\(referenceCount)", actual: "\(actualCount)")
    }
    switch frames {
    case .all:
      pairs = zip(af, rf).enumerated().map { ($0.offset, $0.element.0, $0.element.1) }
    case .last:
      if let x = af.last, let y = rf.last { pairs = [(x["index"]?.number.map(Int.init) ?? af.count - 1, x, y)] }
    case .index(let i):
      if let x = frame(i, in: af), let y = frame(i, in: rf) {
        pairs = [(i, x, y)]
      } else {
        result.append(countDifference(at: i))
      }
    case .indices(let chosen):
      for i in chosen {
        guard let x = frame(i, in: af), let y = frame(i, in: rf) else {
          result.append(countDifference(at: i))
          break
        }
        pairs.append((i, x, y))
      }
    }
    // Text changes first, from the first frame that has any.
    for (i, fa, fr) in pairs {
      let ea = elements(fa)
      for ref in fr["elements"]?.items ?? [] {
        let id = ref["id"]?.text ?? "?"
        if let old = ref["text"]?.text, let new = ea[id]?["text"]?.text, old != new {
          result.append(Difference(frame: i, element: id, field: "text", reference: old, actual: new))
        }
      }
      if !result.isEmpty { break }
    }
    let textChanged = !result.isEmpty
    for (i, fa, fr) in pairs {
      var found = false
      let ea = elements(fa)
      for ref in fr["elements"]?.items ?? [] {
        let id = ref["id"]?.text ?? "?"
        guard let act = ea[id] else {
          result.append(Difference(frame: i, element: id, field: "presence", reference: "present", actual: "missing"))
          found = true
          continue
        }
        for key in ref.keys.sorted() where key != "id" && !(textChanged && key == "text") {
          if let d = difference(ref[key], act[key], tolerance: tolerance) {
            result.append(Difference(frame: i, element: id, field: key, reference: d.0, actual: d.1))
            found = true
          }
        }
      }
      // What VoiceOver reads, where the reference recorded it (a reference from before 0.3
      // has none, and is compared on its elements alone).
      if let ra = fr["accessibility"]?.items {
        let before = result.count
        compareAccessibility(ra, fa["accessibility"]?.items ?? [], at: "accessibility", frame: i, tolerance: tolerance, into: &result)
        if result.count > before { found = true }
      }
      if found { break }
    }
    if frames == .all && actualCount != referenceCount { result.append(countDifference(at: min(actualCount, referenceCount))) }
    return result
  }

  /// Element by element in reading order: a count that differs is one difference; otherwise each
  /// field (labels, values, traits, frames within the tolerance), and a container's elements.
  private static func compareAccessibility(
    _ reference: [JSONValue], _ actual: [JSONValue], at path: String, frame i: Int, tolerance: Double, into result: inout [Difference]
  ) {
    guard reference.count == actual.count else {
      func labels(_ items: [JSONValue]) -> String {
        "\(items.count) [" + items.map { "\"\($0["label"]?.text ?? "")\"" }.joined(separator: ", ") + "]"
      }
      result.append(Difference(frame: i, element: path, field: "elements", reference: labels(reference), actual: labels(actual)))
      return
    }
    for (k, (r, a)) in zip(reference, actual).enumerated() {
      let name = "\(path)[\(k)] \"\(r["label"]?.text ?? "")\""
      for key in Set(r.keys + a.keys).sorted() where key != "children" {
        if let d = difference(r[key], a[key], tolerance: tolerance) {
          result.append(Difference(frame: i, element: name, field: key, reference: d.0, actual: d.1))
        }
      }
      if r["children"] != nil || a["children"] != nil {
        compareAccessibility(
          r["children"]?.items ?? [], a["children"]?.items ?? [], at: "\(path)[\(k)].children", frame: i, tolerance: tolerance,
          into: &result)
      }
    }
  }

  /// The frame whose `index` is `i`; in a dump without indices, the `i`th.
  private static func frame(_ i: Int, in frames: [JSONValue]) -> JSONValue? {
    if frames.first?["index"] == nil { return frames.indices.contains(i) ? frames[i] : nil }
    return frames.first { $0["index"]?.number == Double(i) }
  }

  private static func elements(_ frame: JSONValue) -> [String: JSONValue] {
    Dictionary((frame["elements"]?.items ?? []).map { ($0["id"]?.text ?? "?", $0) }, uniquingKeysWith: { x, _ in x })
  }

  private static func difference(_ r: JSONValue?, _ a: JSONValue?, tolerance: Double) -> (String, String)? {
    switch (r, a) {
    case (.number(let x), .number(let y)):
      if abs(x - y) > tolerance { return ("\(x)", "\(y)") }
    case (.string(let x), .string(let y)):
      if x != y { return (x, y) }
    default:
      if let x = r?.numbers, let y = a?.numbers {
        if x.count != y.count || zip(x, y).contains(where: { abs($0 - $1) > tolerance }) { return ("\(x)", "\(y)") }
      } else if r != a {
        return (r.map(describe) ?? "nil", a.map(describe) ?? "nil")
      }
    }
    return nil
  }

  private static func describe(_ v: JSONValue) -> String {
    switch v {
    case .null: return "null"
    case .bool(let b): return "\(b)"
    case .number(let d): return "\(d)"
    case .string(let s): return s
    case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case .object(let members): return "{" + members.map { "\($0.key): \(describe($0.value))" }.joined(separator: ", ") + "}"
    }
  }
}

extension JSONValue {
  fileprivate subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
  fileprivate var keys: [String] {
    guard case .object(let members) = self else { return [] }
    return members.map(\.key)
  }
  fileprivate var items: [JSONValue]? {
    guard case .array(let items) = self else { return nil }
    return items
  }
  fileprivate var text: String? {
    guard case .string(let s) = self else { return nil }
    return s
  }
  fileprivate var number: Double? {
    guard case .number(let d) = self else { return nil }
    return d
  }
  /// An array of numbers only.
  fileprivate var numbers: [Double]? {
    guard let items else { return nil }
    var result: [Double] = []
    for item in items {
      guard case .number(let d) = item else { return nil }
      result.append(d)
    }
    return result
  }
}
