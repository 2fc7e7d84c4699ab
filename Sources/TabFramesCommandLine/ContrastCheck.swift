import Glibc
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesKinds
import TabFramesOutput
import TabFramesSceneFormat
import TabFramesSnapshot

/// Warns when a label is hard to read: its colour against what is drawn behind it falls below
/// WCAG 2's 3:1, the minimum for large text (tab titles are 17 pt and up, or bold). Checked in
/// the first and the settled frame, the states a reader looks at. Only where the author chose a
/// colour involved (the text's, or one drawn behind it, the canvas's included): a kind's own
/// defaults are Apple's (UIKit's inactive tab gray on its bar is 2.96:1), which the author did not
/// pick and cannot change. `"silence": ["contrast"]` turns the check off.
enum ContrastCheck {
  static let minimum = 3.0

  static func warnings(_ scene: Scene, _ animation: FrameSequence) -> [String] {
    guard !scene.silencedWarnings.contains(.contrast) else { return [] }
    var warned = Set<String>()
    var result: [String] = []
    let authored = scene.authoredColors.map { scene.palette.resolve($0) }
    func isAuthored(_ color: RGBA) -> Bool {
      authored.contains { abs($0.r - color.r) < 0.003 && abs($0.g - color.g) < 0.003 && abs($0.b - color.b) < 0.003 }
    }
    let shown = [animation.frames.first, animation.frames.last].compactMap { $0 }
    for frame in shown {
      let list = frame.displayList
      for (i, e) in list.elements.enumerated() where !warned.contains(e.id) {
        guard case .text(let run) = e.content, e.opacity > 0, e.color.a > 0, !run.string.allSatisfy(\.isWhitespace) else { continue }
        let under = layers(list, below: i, at: (e.frame.midX, e.frame.midY))
        guard isAuthored(e.color) || under.contains(where: isAuthored) else { continue }
        let behind = backdrop(under, appearance: scene.appearance)
        let text = over(RGBA(e.color.r, e.color.g, e.color.b, e.color.a * e.opacity), behind)
        let ratio = contrast(text, behind)
        if ratio < minimum {
          warned.insert(e.id)
          result.append(
            "\(scene.name): \(e.id) \"\(run.string)\" (\(text.hexString.prefix(7)) on \(behind.hexString.prefix(7))) has a contrast of \(formatted(ratio, decimals: 1)):1, below WCAG's 3:1 for large text"
          )
        }
      }
    }
    return result
  }

  /// What `layers` make together: the canvas (over white in light appearance and black in dark,
  /// for a clear canvas) and every filled shape on it.
  static func backdrop(_ layers: [RGBA], appearance: Appearance) -> RGBA {
    layers.reduce(appearance == .dark ? RGBA(0, 0, 0) : RGBA(1, 1, 1)) { over($1, $0) }
  }

  /// The colours under a point before element `index`, bottom first: the canvas's, then each
  /// filled shape's (its opacity in its alpha).
  static func layers(_ list: DisplayList, below index: Int, at point: (x: Double, y: Double)) -> [RGBA] {
    var colors = [list.background]
    for e in list.elements[..<index] {
      switch e.content {
      case .rect, .ellipse: break
      case .border, .text, .symbol, .shadow, .image: continue
      }
      guard contains(e.frame, point), e.clip.map({ contains($0, point) }) ?? true else { continue }
      colors.append(RGBA(e.color.r, e.color.g, e.color.b, e.color.a * e.opacity))
    }
    return colors
  }

  private static func contains(_ r: Rect, _ p: (x: Double, y: Double)) -> Bool {
    p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height
  }

  /// `top` composited over an opaque `bottom`.
  static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
    let a = min(max(top.a, 0), 1)
    return RGBA(top.r * a + bottom.r * (1 - a), top.g * a + bottom.g * (1 - a), top.b * a + bottom.b * (1 - a), 1)
  }

  /// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
  static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  static func luminance(_ c: RGBA) -> Double {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
  }
}
