import TabFramesAnimation
import TabFramesDisplayList
import TabFramesKinds
import TabFramesOutput
import TabFramesSceneFormat
import TabFramesSnapshot

/// Warns about text and symbols a reader cannot see whole: running off the canvas, cut by a clip
/// across the line (a scroll view's sideways cut is what scrolling is), or two texts drawn over
/// each other (a fixed bar's long titles overflowing their columns). Checked in the first and
/// the settled frame, the states a reader looks at; each element is named once.
enum PlacementCheck {
  /// How far past an edge counts: half a point (pixel snapping moves edges by less).
  static let slack = 0.5

  static func warnings(_ scene: Scene, _ animation: FrameSequence) -> [String] {
    guard !scene.silencedWarnings.contains(.placement) else { return [] }
    var warned = Set<String>()
    var result: [String] = []
    func warn(_ id: String, _ message: String) {
      guard warned.insert(id).inserted else { return }
      result.append("\(scene.name): \(id) \(message)")
    }
    let canvas = Rect(x: 0, y: 0, width: scene.width, height: scene.height)
    for frame in [animation.frames.first, animation.frames.last].compactMap({ $0 }) {
      let shown = frame.displayList.elements.filter(isReadable)
      for e in shown {
        let f = e.frame
        if let clip = e.clip {
          if f.y < clip.y - slack || f.y + f.height > clip.y + clip.height + slack {
            warn(e.id, "\(what(e)) is cut by its container (\(span(f.y, f.height)) against \(span(clip.y, clip.height)) down)")
          }
        } else if !inside(f, canvas) {
          let off = intersection(f, canvas) == nil
          warn(
            e.id,
            "\(what(e)) \(off ? "is off" : "runs off") the canvas (x \(span(f.x, f.width)), y \(span(f.y, f.height)) on \(number(scene.width)) × \(number(scene.height)))"
          )
        }
      }
      let texts = shown.filter { if case .text = $0.content { true } else { false } }
      for (i, a) in texts.enumerated() {
        for b in texts[(i + 1)...] {
          guard let overlap = intersection(a.frame, b.frame) else { continue }
          let smaller = min(a.frame.width * a.frame.height, b.frame.width * b.frame.height)
          if smaller > 0, overlap.width * overlap.height > 0.1 * smaller {
            warn(a.id, "\(what(a)) overlaps \(b.id) \(what(b))")
          }
        }
      }
    }
    return result
  }

  /// Texts and symbols that are drawn, but not the fading copies of moving views.
  private static func isReadable(_ e: Element) -> Bool {
    guard e.opacity > 0.5, e.color.a > 0, !e.id.contains(".outgoing.") else { return false }
    switch e.content {
    case .text(let run): return !run.string.allSatisfy(\.isWhitespace)
    case .symbol(let name, _): return name != "shape"
    default: return false
    }
  }

  private static func what(_ e: Element) -> String {
    switch e.content {
    case .text(let run): return "\"\(run.string)\""
    case .symbol(let name, _): return "(\(name))"
    default: return ""
    }
  }

  private static func inside(_ a: Rect, _ b: Rect) -> Bool {
    a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.width <= b.x + b.width + slack && a.y + a.height <= b.y + b.height + slack
  }

  private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let x0 = max(a.x, b.x)
    let y0 = max(a.y, b.y)
    let x1 = min(a.x + a.width, b.x + b.width)
    let y1 = min(a.y + a.height, b.y + b.height)
    return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
  }

  private static func span(_ start: Double, _ length: Double) -> String { "\(number(start))–\(number(start + length))" }
  private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : formatted(v, decimals: 1) }
}
