import FoundationEssentials
import Glibc
import TabFramesScene

/// Compares two layout dumps numerically, so a geometry change is named in points: the first
/// frame, element and field that moved by more than `tolerance`.
public enum LayoutComparison {
  public struct Difference: Sendable, CustomStringConvertible {
    public var frame: Int
    public var element: String
    public var field: String
    public var reference: String
    public var actual: String
    public var description: String { "frame \(frame), \(element).\(field): \(reference) → \(actual)" }
  }

  public static func compare(_ actualJSON: [UInt8], _ referenceJSON: [UInt8], tolerance: Double = 0.01) -> [Difference] {
    guard let a = try? JSONParser.parse(actualJSON), let r = try? JSONParser.parse(referenceJSON) else {
      return [Difference(frame: 0, element: "layout", field: "json", reference: "valid", actual: "unreadable")]
    }
    let af = a["frames"]?.items ?? []
    let rf = r["frames"]?.items ?? []
    var result: [Difference] = []
    for (i, (fa, fr)) in zip(af, rf).enumerated() {
      let ea = Dictionary((fa["elements"]?.items ?? []).map { ($0["id"]?.text ?? "?", $0) }, uniquingKeysWith: { x, _ in x })
      for ref in fr["elements"]?.items ?? [] {
        let id = ref["id"]?.text ?? "?"
        guard let act = ea[id] else {
          result.append(Difference(frame: i, element: id, field: "presence", reference: "present", actual: "missing"))
          continue
        }
        for key in ref.keys.sorted() where key != "id" {
          if let d = difference(ref[key], act[key], tolerance: tolerance) {
            result.append(Difference(frame: i, element: id, field: key, reference: d.0, actual: d.1))
          }
        }
      }
      if !result.isEmpty { break }
    }
    if af.count != rf.count {
      result.append(
        Difference(
          frame: min(af.count, rf.count), element: "animation", field: "frameCount", reference: "\(rf.count)", actual: "\(af.count)"))
    }
    return result
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
