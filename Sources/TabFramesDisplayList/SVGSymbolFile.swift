import FoundationEssentials
import TabFramesSceneFormat
import TabFramesValues

/// A symbol drawn by its user, read from an SVG file (docs/SYMBOLS.md): an SF Symbols custom
/// symbol template (what the SF Symbols app exports and an asset catalogue's `.symbolset` holds)
/// or any SVG of filled paths.
///
/// A template's regular, medium-scale form (the group `Regular-M`) is drawn, sized so that its
/// `Capline-M` and `Baseline-M` guides are a cap height of the font apart, as SF sizes custom
/// symbols beside text. Any other SVG is drawn whole, its view box as tall as a circle symbol.
/// Only filled `<path>` elements are read (a template's strokes are outlined when it is exported);
/// `transform`s of `matrix`, `translate` and `scale` on paths and groups are applied.
package enum SVGSymbolFile {
  package struct Failure: Error, Equatable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
  }

  /// SF's cap height in ems (docs/FIDELITY.md §5): a template's capline sits that far above its
  /// baseline at the font's size.
  static let capHeight = 0.705

  package static func symbol(fromSVG text: String) throws(Failure) -> PathSymbol {
    let elements = try Self.elements(text)
    let template = elements.contains { $0.id == "Regular-M" }
    var path = PathData()
    for e in elements where e.name == "path" {
      if template && !e.groups.contains(where: { $0.id == "Regular-M" }) { continue }
      if e.groups.contains(where: { $0.id == "Guides" || $0.id == "Notes" || $0.name == "defs" }) { continue }
      guard let d = e.attributes["d"] else { continue }
      let parsed: PathData
      do { parsed = try SVGPathParser.parse(d) } catch { throw Failure(message: "a path's d: \(error.message)") }
      var matrix = Affine.identity
      for g in e.groups { matrix = compose(matrix, try transform(g.attributes["transform"])) }
      matrix = compose(matrix, try transform(e.attributes["transform"]))
      path.elements += parsed.applying(matrix).elements
    }
    guard let ink = path.inkBounds, ink.width > 0, ink.height > 0 else { throw Failure(message: "no filled path to draw") }
    if template {
      func guide(_ id: String) -> Double? {
        guard let line = elements.first(where: { $0.name == "line" && $0.attributes["id"] == id }) else { return nil }
        return Double(line.attributes["y1"] ?? "")
      }
      guard let baseline = guide("Baseline-M"), let capline = guide("Capline-M"), baseline > capline else {
        throw Failure(message: "a symbol template needs its Baseline-M and Capline-M guides")
      }
      // 20 design units are the point size; the cap height is `capHeight` of it.
      let unitsPerTemplateUnit = 20 * capHeight / (baseline - capline)
      let height = 20 / unitsPerTemplateUnit
      let width = ink.width + 1 / unitsPerTemplateUnit
      return PathSymbol(path: path, viewBox: (ink.midX - width / 2, ink.midY - height / 2, width, height))
    }
    guard let box = elements.first(where: { $0.name == "svg" })?.viewBox else {
      return PathSymbol(path: path, viewBox: (ink.x, ink.y, ink.width, ink.height))
    }
    return PathSymbol(path: path, viewBox: box)
  }

  /// An element of the file with the groups it is inside, outermost first.
  struct Element {
    var name: String
    var attributes: [String: String]
    var groups: [Element]
    var viewBox: (Double, Double, Double, Double)? {
      let n = (attributes["viewBox"] ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
      return n.count == 4 && n[2] > 0 && n[3] > 0 ? (n[0], n[1], n[2], n[3]) : nil
    }
    var id: String? { attributes["id"] }
  }

  /// The file's elements in order: a scan of its tags (no entities, no CDATA: what symbol files
  /// hold), keeping the open `<g>`, `<defs>` and `<svg>` of each.
  static func elements(_ text: String) throws(Failure) -> [Element] {
    var result: [Element] = []
    var open: [Element] = []
    var rest = Substring(text)
    while let lt = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: lt)...]
      if rest.hasPrefix("!--") {
        var end = rest.dropFirst(3)
        while !end.isEmpty && !end.hasPrefix("-->") { end = end.dropFirst() }
        guard !end.isEmpty else { throw Failure(message: "a comment is not closed") }
        rest = end.dropFirst(3)
        continue
      }
      guard let gt = rest.firstIndex(of: ">") else { throw Failure(message: "a tag is not closed") }
      var tag = rest[..<gt]
      rest = rest[rest.index(after: gt)...]
      if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst()).trimmed
        if let last = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(last...) }
        continue
      }
      let selfClosing = tag.hasSuffix("/")
      if selfClosing { tag = tag.dropLast() }
      let name = String(tag.prefix { !$0.isWhitespace })
      let element = Element(name: name, attributes: attributes(tag.dropFirst(name.count)), groups: open)
      result.append(element)
      if !selfClosing && ["g", "svg", "defs", "symbol"].contains(name) { open.append(element) }
    }
    return result
  }

  /// `name="value"` pairs (single or double quotes).
  static func attributes(_ text: Substring) -> [String: String] {
    var result: [String: String] = [:]
    var rest = text
    while let eq = rest.firstIndex(of: "=") {
      let name = String(rest[..<eq]).trimmed
      var value = rest[rest.index(after: eq)...].drop { $0.isWhitespace }
      guard let quote = value.first, quote == "\"" || quote == "'" else { break }
      value = value.dropFirst()
      guard let close = value.firstIndex(of: quote) else { break }
      result[name] = String(value[..<close])
      rest = value[value.index(after: close)...]
    }
    return result
  }

  /// An SVG transform list's matrix (`matrix`, `translate`, `scale`; nil is the identity).
  static func transform(_ list: String?) throws(Failure) -> Affine {
    var result = Affine.identity
    guard let list else { return result }
    var rest = Substring(list)
    while let open = rest.firstIndex(of: "(") {
      let name = String(rest[..<open]).trimmed.trimmingPrefix(",").drop { $0.isWhitespace }
      guard let close = rest[open...].firstIndex(of: ")") else { throw Failure(message: "transform \"\(list)\" is not closed") }
      let n = rest[rest.index(after: open)..<close].split { $0 == " " || $0 == "," }.compactMap { Double($0) }
      let m: Affine
      switch (name, n.count) {
      case ("matrix", 6): m = Affine(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
      case ("translate", 1): m = Affine(a: 1, b: 0, c: 0, d: 1, tx: n[0], ty: 0)
      case ("translate", 2): m = Affine(a: 1, b: 0, c: 0, d: 1, tx: n[0], ty: n[1])
      case ("scale", 1): m = Affine(a: n[0], b: 0, c: 0, d: n[0], tx: 0, ty: 0)
      case ("scale", 2): m = Affine(a: n[0], b: 0, c: 0, d: n[1], tx: 0, ty: 0)
      default: throw Failure(message: "transform \"\(list)\": only matrix, translate and scale are read")
      }
      result = compose(result, m)
      rest = rest[rest.index(after: close)...]
    }
    return result
  }

  /// Two transforms as SVG nests them: a point is mapped by `inner` first, then by `outer`.
  static func compose(_ outer: Affine, _ inner: Affine) -> Affine {
    Affine(
      a: outer.a * inner.a + outer.c * inner.b, b: outer.b * inner.a + outer.d * inner.b,
      c: outer.a * inner.c + outer.c * inner.d, d: outer.b * inner.c + outer.d * inner.d,
      tx: outer.a * inner.tx + outer.c * inner.ty + outer.tx, ty: outer.b * inner.tx + outer.d * inner.ty + outer.ty)
  }
}

extension String {
  fileprivate var trimmed: String { String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()) }
}

extension PathData {
  fileprivate func applying(_ m: Affine) -> PathData {
    PathData(
      elements.map {
        switch $0 {
        case .move(let x, let y):
          let p = m.apply(x, y)
          return .move(p.0, p.1)
        case .line(let x, let y):
          let p = m.apply(x, y)
          return .line(p.0, p.1)
        case .cubic(let x1, let y1, let x2, let y2, let x, let y):
          let (p, q, r) = (m.apply(x1, y1), m.apply(x2, y2), m.apply(x, y))
          return .cubic(p.0, p.1, q.0, q.1, r.0, r.1)
        case .close: return .close
        }
      }, evenOdd: evenOdd)
  }
}
