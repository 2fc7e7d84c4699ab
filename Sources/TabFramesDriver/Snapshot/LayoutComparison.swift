import Foundation

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
    guard let a = try? JSONSerialization.jsonObject(with: Data(actualJSON)) as? [String: Any],
      let r = try? JSONSerialization.jsonObject(with: Data(referenceJSON)) as? [String: Any]
    else { return [Difference(frame: 0, element: "layout", field: "json", reference: "valid", actual: "unreadable")] }
    let af = a["frames"] as? [[String: Any]] ?? []
    let rf = r["frames"] as? [[String: Any]] ?? []
    var result: [Difference] = []
    for (i, (fa, fr)) in zip(af, rf).enumerated() {
      let ea = Dictionary(
        (fa["elements"] as? [[String: Any]] ?? []).map { ($0["id"] as? String ?? "?", $0) }, uniquingKeysWith: { x, _ in x })
      let er = (fr["elements"] as? [[String: Any]] ?? [])
      for ref in er {
        let id = ref["id"] as? String ?? "?"
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

  private static func difference(_ r: Any?, _ a: Any?, tolerance: Double) -> (String, String)? {
    switch (r, a) {
    case (let x as [Double], let y as [Double]):
      if x.count != y.count || zip(x, y).contains(where: { abs($0 - $1) > tolerance }) { return ("\(x)", "\(y)") }
    case (let x as Double, let y as Double):
      if abs(x - y) > tolerance { return ("\(x)", "\(y)") }
    case (let x as String, let y as String):
      if x != y { return (x, y) }
    default:
      if "\(r ?? "nil")" != "\(a ?? "nil")" { return ("\(r ?? "nil")", "\(a ?? "nil")") }
    }
    return nil
  }
}
