/// Turns parsed JSON into a validated `Scene`. Field defaults are the seeds' and docs/FIDELITY.md's.
struct SceneDecoder {
  let file: String
  /// The kinds `component.kind` may name.
  let kinds: SceneKinds

  func scene(_ json: JSONValue) throws(SceneError) -> Scene {
    var r = try JSONReader(json, file: file, path: "")
    let name = try sceneName(&r)
    let kind = try componentKind(&r)
    let width = try r.positive("width", max: Limits.canvasPoints, default: 390)
    // With no height the kind's default for its style is used, known once the component is read.
    var givenHeight: Double?
    if r.has("height") { givenHeight = try r.positive("height", max: Limits.canvasPoints, default: 0) } else { _ = r.value("height") }
    let scale = try r.number("scale", in: Limits.scale, default: 3)
    if let givenHeight, let problem = Limits.canvasProblem(width: width, height: givenHeight, scale: scale) {
      throw SceneError(file: file, path: problem.key, message: problem.message)
    }
    let appearance = try r.oneOf("appearance", Appearance.self) ?? .light
    let era = try r.oneOf("era", Era.self) ?? .ios16
    let background = try r.color("background") ?? kind.defaultBackground
    let padding = try insets(&r, "padding")
    let font = try fontSpec(&r)
    let fps = try r.integer("fps", in: Limits.fps) ?? 60
    let speed = try r.number("speed", in: 0.01...100, default: 1)
    let tapHold = try r.number("tapHold", in: 0...2, default: 0.1)
    let border = try borderSpec(&r)
    let symbols = try customSymbols(&r)
    let loop = try r.bool("loop") ?? false
    let tour = try r.bool("tour") ?? false
    let silenced = try silence(&r)
    var authored = r.has("background") ? [background] : []
    if let border { authored.append(border.color) }

    guard let componentJSON = r.value("component") else {
      throw SceneError(file: file, path: "component", message: "missing: every scene needs a component")
    }
    let component = try ComponentDecoder(file: file).component(componentJSON, kind: kind)
    authored += colors(in: componentJSON)
    let height = givenHeight ?? kind.defaultHeight(component.style)
    if givenHeight == nil, let problem = Limits.canvasProblem(width: width, height: height, scale: scale) {
      throw SceneError(file: file, path: problem.key, message: problem.message)
    }
    var timeline = try TimelineDecoder(file: file, component: component, kind: kind, kinds: kinds).timeline(r.value("timeline"))
    if tour {
      // Visit every tab in turn from the initial one with the component's own animation.
      let n = component.items.count
      for step in 1..<max(n, 1) {
        timeline.append(.select(item: (component.selection + step) % n, animation: nil, wait: nil))
      }
    }
    if timeline.count > Limits.timelineEvents {
      throw SceneError(file: file, path: "timeline", message: "\(timeline.count) events; the limit is \(Limits.timelineEvents)")
    }
    try r.finish()
    var scene = Scene(
      file: file, name: name, width: width, height: height, scale: scale, appearance: appearance, era: era,
      background: background, padding: padding, font: font, fps: fps, component: component,
      timeline: timeline, border: border, symbols: symbols, loop: loop, speed: speed, authoredColors: authored,
      silencedWarnings: silenced)
    scene.tapHold = tapHold
    return scene
  }

  /// `"silence": ["contrast", …]`: warnings the scene turns off, by name.
  private func silence(_ r: inout JSONReader) throws(SceneError) -> Set<SceneWarning> {
    guard let value = r.value("silence") else { return [] }
    guard case .array(let items) = value else { throw r.error("silence", "expected an array of warning names, got \(value.typeName)") }
    var names: Set<SceneWarning> = []
    for (i, item) in items.enumerated() {
      guard case .string(let text) = item, let name = SceneWarning(rawValue: text) else {
        throw SceneError(
          file: file, path: "silence[\(i)]",
          message: "expected one of \(SceneWarning.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
      }
      names.insert(name)
    }
    return names
  }

  /// Every colour the component's style names (a value that reads as a colour, as the kind's own
  /// decoder read it; anything else, a number or a word, is skipped).
  func colors(in component: JSONValue) -> [ColorSpec] {
    guard case .object(let members) = component, let style = members.first(where: { $0.key == "style" })?.value,
      case .object(let fields) = style, var reader = try? JSONReader(style, file: file, path: "component.style")
    else { return [] }
    return fields.compactMap { field in try? reader.color(field.key) }
  }

  private func componentKind(_ r: inout JSONReader) throws(SceneError) -> any SceneKindDescription {
    guard let c = r.value("component") else {
      throw SceneError(file: file, path: "component", message: "missing: every scene needs a component")
    }
    var cr = try JSONReader(c, file: file, path: "component")
    guard let name = try cr.string("kind") else {
      throw SceneError(file: file, path: "component.kind", message: "missing: one of \(kinds.names.joined(separator: ", "))")
    }
    guard let kind = kinds[name] else {
      throw cr.error("kind", "unknown value \"\(name)\", expected one of \(kinds.names.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    return kind
  }

  /// The scene name becomes file names, so it is held to a portable, path-free alphabet.
  private func sceneName(_ r: inout JSONReader) throws(SceneError) -> String {
    let fallback = Self.baseName(file)
    guard let name = try r.string("name", maxLength: Limits.nameCharacters) ?? fallback else {
      throw r.error("name", "missing, and the file name \"\(file)\" does not make one")
    }
    guard Self.isSafeName(name) else {
      throw r.error(
        "name", "\"\(name)\" cannot name output files: use letters, digits, '-', '_' and '.', not starting with '.' (no '/', no '..')")
    }
    return name
  }

  static func isSafeName(_ name: String) -> Bool {
    !name.isEmpty && name.unicodeScalars.count <= Limits.nameCharacters && !name.hasPrefix(".") && !name.contains("..")
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
      }
  }

  static func baseName(_ file: String) -> String? {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    let stem = last.hasSuffix(".json") ? String(last.dropLast(5)) : last
    return isSafeName(stem) ? stem : nil
  }

  private func insets(_ r: inout JSONReader, _ key: String) throws(SceneError) -> InsetsSpec {
    guard let v = r.value(key) else { return .zero }
    let range = 0.0...Limits.canvasPoints / 2
    switch v {
    case .number(let n):
      guard range.contains(n) else {
        throw r.error(key, "must be from 0 to \(JSONReader.format(range.upperBound)), got \(JSONReader.format(n))")
      }
      return InsetsSpec(all: n)
    case .object:
      var p = try JSONReader(v, file: file, path: r.child(key))
      let vertical = try p.number("vertical", in: range, default: 0)
      let horizontal = try p.number("horizontal", in: range, default: 0)
      let insets = InsetsSpec(
        top: try p.number("top", in: range, default: vertical),
        leading: try p.number("leading", in: range, default: horizontal),
        bottom: try p.number("bottom", in: range, default: vertical),
        trailing: try p.number("trailing", in: range, default: horizontal))
      try p.finish()
      return insets
    default:
      throw r.error(key, "expected a number or an object of edges, got \(v.typeName)")
    }
  }

  /// SwiftUI text styles (docs/FIDELITY.md §5) usable as `"textStyle": "headline"`.
  static let textStyles: [String: (Double, FontWeight)] = [
    "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
    "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
    "footnote": (13, .regular), "caption": (12, .regular), "caption2": (11, .regular),
  ]

  private func fontSpec(_ r: inout JSONReader) throws(SceneError) -> FontSpec {
    guard let v = r.value("font") else { return FontSpec() }
    var f = try JSONReader(v, file: file, path: "font")
    var spec = FontSpec()
    if let style = try f.string("textStyle") {
      guard let (size, weight) = Self.textStyles[style] else {
        throw f.error(
          "textStyle", "unknown text style \"\(style)\", expected one of \(Self.textStyles.keys.sorted().joined(separator: ", "))")
      }
      spec.size = size
      spec.weight = weight
    }
    if let family = try f.string("family", maxLength: 100) {
      guard !family.isEmpty, !family.contains(","), family.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else {
        throw f.error("family", "\"\(family)\" is not a font family name")
      }
      spec.family = family
    }
    spec.size = try f.number("size", in: Limits.fontSize, default: spec.size)
    spec.weight = try f.oneOf("weight", FontWeight.self) ?? spec.weight
    try f.finish()
    return spec
  }

  private func borderSpec(_ r: inout JSONReader) throws(SceneError) -> Border? {
    guard let v = r.value("border") else { return nil }
    var b = try JSONReader(v, file: file, path: "border")
    let color = try b.color("color") ?? .named("primary", opacity: 1)
    let width = try b.positive("width", max: 100, default: 1)
    try b.finish()
    return Border(color: color, width: width)
  }

  private func customSymbols(_ r: inout JSONReader) throws(SceneError) -> [String: PathSymbol] {
    guard let v = r.value("symbols") else { return [:] }
    guard case .object(let members) = v else { throw r.error("symbols", "expected an object of name → symbol, got \(v.typeName)") }
    var result: [String: PathSymbol] = [:]
    for (name, value) in members {
      let path = "symbols.\(name)"
      guard !name.isEmpty, name.unicodeScalars.count <= Limits.nameCharacters else {
        throw SceneError(file: file, path: path, message: "a symbol name must have 1 to \(Limits.nameCharacters) characters")
      }
      var s = try JSONReader(value, file: file, path: path)
      guard let d = try s.string("path", maxLength: Limits.pathCharacters) else {
        throw s.error("path", "missing: SVG path data such as \"M0 0 L10 10 Z\"")
      }
      let parsed: PathData
      do {
        parsed = try SVGPathParser.parse(d)
      } catch {
        throw s.error("path", "invalid SVG path data: \(error.message)")
      }
      var box = (x: 0.0, y: 0.0, width: 24.0, height: 24.0)
      if let vb = s.value("viewBox") {
        guard case .array(let nums) = vb, nums.count == 4,
          case .number(let x) = nums[0], case .number(let y) = nums[1],
          case .number(let w) = nums[2], case .number(let h) = nums[3], w > 0, h > 0
        else {
          throw s.error("viewBox", "expected [x, y, width, height] with a positive width and height")
        }
        box = (x, y, w, h)
      }
      try Self.checkViewBox(box, path: parsed, reader: s)
      var p = parsed
      p.evenOdd = try s.bool("evenOdd") ?? false
      try s.finish()
      result[name] = PathSymbol(path: p, viewBox: box)
    }
    return result
  }

  /// A symbol is drawn 20 pt tall whatever its view box: a view box that is tiny, far from its
  /// path or very long would scale the path to coordinates that no renderer can hold (Cairo's
  /// are 24.8 fixed point). SF Symbols are at most a few times wider than tall.
  static func checkViewBox(
    _ box: (x: Double, y: Double, width: Double, height: Double), path: PathData, reader s: JSONReader
  ) throws(SceneError) {
    let limit = SVGPathParser.coordinateLimit
    guard [box.x, box.y].allSatisfy({ abs($0) <= limit }), box.width >= 0.01, box.height >= 0.01, box.width <= 2 * limit,
      box.height <= 2 * limit
    else {
      throw s.error(
        "viewBox",
        "x and y must be within ±\(JSONReader.format(limit)) and width and height from 0.01 to \(JSONReader.format(2 * limit)), got [\([box.x, box.y, box.width, box.height].map(JSONReader.format).joined(separator: ", "))]"
      )
    }
    let aspect = box.width / box.height
    guard aspect >= 1.0 / 16, aspect <= 16 else {
      throw s.error("viewBox", "a symbol's width must be from 1/16 to 16 times its height, got \(JSONReader.format(aspect))")
    }
    // Every point of the path within 50 view boxes of the view box: anything further is far
    // off the canvas anyway, and would scale to absurd coordinates.
    for element in path.elements {
      let points: [(Double, Double)]
      switch element {
      case .move(let x, let y), .line(let x, let y): points = [(x, y)]
      case .cubic(let a, let b, let c, let d, let e, let f): points = [(a, b), (c, d), (e, f)]
      case .close: points = []
      }
      for (x, y) in points {
        let u = (x - box.x) / box.width
        let v = (y - box.y) / box.height
        guard u >= -50, u <= 51, v >= -50, v <= 51 else {
          throw s.error(
            "path", "the point (\(JSONReader.format(x)), \(JSONReader.format(y))) is more than 50 view boxes outside the viewBox")
        }
      }
    }
  }
}
