import TabFramesAnimation
import TabFramesDisplayList
import TabFramesSceneFormat

/// The numeric layout dump (README.md, "Formats"): per frame, its time and every element's presented
/// values, in points before `scale`. Written by hand so that key order and number formatting are
/// fixed: the same animation gives the same bytes.
package enum LayoutDump {
  /// `frames`: only these frames (a snapshot's reference holds the frames it asserts); every
  /// frame when nil. Each frame keeps its index and time, and `frameCount` is the animation's.
  package static func json(scene: RenderTarget, animation: FrameSequence, frames chosen: [Int]? = nil) -> String {
    var out = "{\n"
    out += "  \"scene\": \(string(scene.name)),\n"
    out += "  \"width\": \(num(scene.width)), \"height\": \(num(scene.height)), \"scale\": \(num(scene.scale)), \"fps\": \(scene.fps),\n"
    out += "  \"speed\": \(num(scene.speed)), \"duration\": \(num(animation.duration)), \"frameCount\": \(animation.frames.count),\n"
    out += "  \"frames\": [\n"
    let frames = chosen.map { $0.map { animation.frames[$0] } } ?? animation.frames
    for (n, frame) in frames.enumerated() {
      out += "    { \"index\": \(frame.index), \"time\": \(num(frame.time)), \"elements\": [\n"
      let elements = frame.displayList.elements
      for (i, e) in elements.enumerated() {
        out += "      " + element(e) + (i + 1 < elements.count ? ",\n" : "\n")
      }
      out += "    ], \"accessibility\": ["
      for (i, a) in frame.accessibility.enumerated() {
        out += (i == 0 ? "\n" : ",\n") + "      " + accessibility(a)
      }
      out += (frame.accessibility.isEmpty ? "] }" : "\n    ] }") + (n + 1 < frames.count ? ",\n" : "\n")
    }
    out += "  ]\n}\n"
    return out
  }

  package static func element(_ e: Element) -> String {
    let f = e.frame
    var fields = ["\"id\": \(string(e.id))", "\"kind\": \(string(e.content.kindName))"]
    switch e.content {
    case .text(let run):
      fields.append("\"text\": \(string(run.string))")
      // `Inter regular 17`, then what sets it apart when there is anything.
      var font = "\(run.font.family) \(run.font.weight.rawValue) \(num(run.font.size))"
      if run.font.italic { font += " italic" }
      if run.font.tabularDigits { font += " tabular-digits" }
      if run.font.letterSpacing != 0 { font += " tracking \(num(run.font.letterSpacing))" }
      fields.append("\"font\": \(string(font))")
      if let line = run.underline { fields.append("\"underline\": \(string(line.color?.hexString ?? "text"))") }
      if let line = run.strikethrough { fields.append("\"strikethrough\": \(string(line.color?.hexString ?? "text"))") }
    case .symbol(let name, _): fields.append("\"symbol\": \(string(name))")
    case .image(let path): fields.append("\"image\": \(string(String(path.split(separator: "/").last ?? "")))")
    default: break
    }
    fields.append("\"frame\": [\(num(f.x)), \(num(f.y)), \(num(f.width)), \(num(f.height))]")
    switch e.content {
    case .text, .symbol: fields.append("\"color\": \(string(e.color.hexString))")
    case .border(let width):
      fields.append("\"stroke\": \(string(e.color.hexString))")
      fields.append("\"lineWidth\": \(num(width))")
    case .rect, .ellipse: fields.append("\"fill\": \(string(e.color.hexString))")
    case .shadow(let shadow, _):
      fields.append("\"shadow\": \(string(shadow.color.hexString))")
      fields.append("\"sigma\": \(num(shadow.sigma))")
      fields.append("\"offset\": [\(num(shadow.dx)), \(num(shadow.dy))]")
    case .image: break
    }
    fields.append("\"opacity\": \(num(e.opacity))")
    fields.append("\"scale\": \(num(e.scale))")
    // Degrees, only when turned: every dump written before rotation existed stays as it was.
    if e.rotation != 0 { fields.append("\"rotation\": \(num(e.rotation * 180 / .pi))") }
    // Each only where a modifier set it, for the same reason.
    if let t = e.transform?.matrix, !t.isIdentity {
      fields.append("\"transform\": [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { num($0) }.joined(separator: ", "))]")
    }
    if let m = e.colorMatrix, m != .identity {
      fields.append("\"colorMatrix\": [\(m.values.map { num($0) }.joined(separator: ", "))]")
    }
    if e.blendMode != .normal { fields.append("\"blendMode\": \"\(e.blendMode.cssName)\"") }
    if case .rect = e.content { fields.append("\"cornerRadius\": \(num(e.cornerRadius))") }
    if let gradient = e.gradient {
      // Its stops as "#RRGGBBAA location", and where it lies in the frame's unit square.
      let stops = gradient.stops.map { string("\($0.color.hexString) \(num($0.location))") }.joined(separator: ", ")
      switch gradient.geometry {
      case .linear(let x0, let y0, let x1, let y1):
        fields.append("\"gradient\": { \"linear\": [\(num(x0)), \(num(y0)), \(num(x1)), \(num(y1))], \"stops\": [\(stops)] }")
      case .radial(let cx, let cy, let r0, let r1):
        fields.append("\"gradient\": { \"radial\": [\(num(cx)), \(num(cy)), \(num(r0)), \(num(r1))], \"stops\": [\(stops)] }")
      case .elliptical(let cx, let cy, let f0, let f1):
        fields.append("\"gradient\": { \"elliptical\": [\(num(cx)), \(num(cy)), \(num(f0)), \(num(f1))], \"stops\": [\(stops)] }")
      case .angular(let cx, let cy, let a0, let a1):
        // Angles in degrees, as SwiftUI's `Angle` is usually written.
        fields.append(
          "\"gradient\": { \"angular\": [\(num(cx)), \(num(cy)), \(num(a0 * 180 / .pi)), \(num(a1 * 180 / .pi))], \"stops\": [\(stops)] }")
      }
    }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  /// What VoiceOver reads of an element: its label always, its value, hint and identifier where
  /// it has them, its traits, `hidden` only when hidden, its frame; a container's elements.
  package static func accessibility(_ a: AccessibilityElement) -> String {
    var fields = ["\"label\": \(string(a.label))"]
    if !a.value.isEmpty { fields.append("\"value\": \(string(a.value))") }
    if !a.hint.isEmpty { fields.append("\"hint\": \(string(a.hint))") }
    if !a.identifier.isEmpty { fields.append("\"identifier\": \(string(a.identifier))") }
    fields.append("\"traits\": [\(a.traits.map(string).joined(separator: ", "))]")
    if a.isHidden { fields.append("\"hidden\": true") }
    let f = a.frame
    fields.append("\"frame\": [\(num(f.x)), \(num(f.y)), \(num(f.width)), \(num(f.height))]")
    if let children = a.children { fields.append("\"children\": [\(children.map(accessibility).joined(separator: ", "))]") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  /// Numbers to 1e-6 (a millionth of a point), without trailing zeros.
  package static func num(_ v: Double) -> String {
    let r = (v * 1_000_000).rounded() / 1_000_000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    var s = formatted(r, decimals: 6)
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }

  package static func string(_ s: String) -> String {
    var r = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"": r += "\\\""
      case "\\": r += "\\\\"
      case "\n": r += "\\n"
      case "\r": r += "\\r"
      case "\t": r += "\\t"
      default:
        if c.value < 0x20 {
          let hex = String(c.value, radix: 16)
          r += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          r.unicodeScalars.append(c)
        }
      }
    }
    return r + "\""
  }
}
