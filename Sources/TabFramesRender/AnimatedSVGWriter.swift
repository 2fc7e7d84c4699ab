import TabFramesDisplayList
import TabFramesSceneFormat

/// One self-contained SVG that plays the frames: no script, no external references, text as
/// outlines. Every element is written once, with one SMIL `<animate>` (or `<animateTransform>`)
/// for each of its attributes that changes: position, size, corner radius, colour, opacity,
/// scale, and `visibility` for an element that appears or disappears. Each animation is discrete
/// (a value holds for its frame, exactly as the frame shows it) and lists only what changes:
/// a value a frame, spread evenly over the time until the last change, or only the changes with
/// their key times, whichever is shorter; after its last change an animation freezes. The base
/// attributes are the first frame, which is what a viewer without SMIL shows. Outlines (text,
/// symbols) are defined once and placed with `<use>`. It plays in a browser and in an `<img>`.
///
/// An element is one id with one content (its text, font, symbol drawing) and clip; the elements
/// are drawn in an order that agrees with every frame's: when a frame draws two in the other
/// order, one of them gets a second element that shows in the frames drawn that way.
struct AnimatedSVGWriter {
  let size: Size
  let scale: Double
  let fps: Int
  let loops: Bool
  private var tracks: [Track] = []
  /// Track indices in drawing order.
  private var order: [Int] = []
  private var tracksByID: [String: [Int]] = [:]
  private var frameCount = 0

  /// One element through the frames: what it shows in each (nil where it is not drawn).
  private struct Track {
    var first: Element
    var shown: [Element?]
  }

  init(size: Size, scale: Double, fps: Int, loops: Bool) {
    self.size = size
    self.scale = scale
    self.fps = fps
    self.loops = loops
  }

  /// Adds the next frame.
  mutating func add(_ list: DisplayList) {
    var elements = list.elements.filter { Self.isDrawn($0) }
    if list.background.a > 0 {
      // The background is a rectangle like any other (an id no element has: ids never start with a space).
      elements.insert(
        Element(id: " background", content: .rect, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), color: list.background),
        at: 0)
    }
    var position = -1
    for e in elements {
      var chosen: (track: Int, position: Int)?
      for t in tracksByID[e.id] ?? [] where tracks[t].shown.count == frameCount && Self.sameElement(tracks[t].first, e) {
        guard let p = order.firstIndex(of: t), p > position else { continue }
        if let c = chosen, c.position < p { continue }
        chosen = (t, p)
      }
      if let chosen {
        tracks[chosen.track].shown.append(e)
        position = chosen.position
      } else {
        let t = tracks.count
        tracks.append(Track(first: e, shown: Array(repeating: nil, count: frameCount) + [e]))
        tracksByID[e.id, default: []].append(t)
        position += 1
        order.insert(t, at: position)
      }
    }
    for t in tracks.indices where tracks[t].shown.count == frameCount { tracks[t].shown.append(nil) }
    frameCount += 1
  }

  /// Whether an element draws anything (the others are left out, as every backend does).
  static func isDrawn(_ e: Element) -> Bool {
    guard e.isVisible, e.scale != 0 else { return false }
    if case .symbol = e.content { return e.frame.width != 0 && e.frame.height != 0 }
    return true
  }

  /// Whether two frames' elements are the same element: one id, content and clip.
  private static func sameElement(_ a: Element, _ b: Element) -> Bool {
    a.content == b.content && a.clip == b.clip && a.clipPaths == b.clipPaths
  }

  /// The document; `textOutline` gives a text run's glyph outlines (a shadow's casters), and
  /// `textInk` how the run is drawn, origin at its layout's top-left.
  func finish(
    textOutline: (TextRun) throws(RenderError) -> PathData, textInk: (TextRun) throws(RenderError) -> SVGWriter.TextInk
  ) throws(RenderError) -> String {
    var defs = Definitions()
    var body = ""
    for t in order {
      body += try markup(tracks[t], defs: &defs, textOutline: textOutline, textInk: textInk) + "\n"
    }
    // The glyph outlines the texts use, each once (`GlyphOutlines`).
    defs.text += GlyphOutlines.shared.definitions(usedIn: defs.text)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.num(size.width * scale))\" height=\"\(SVGWriter.num(size.height * scale))\" viewBox=\"0 0 \(SVGWriter.num(size.width)) \(SVGWriter.num(size.height))\">\n"
    if !defs.text.isEmpty { out += "<defs>\n\(defs.text)</defs>\n" }
    out += body
    out += "</svg>\n"
    return out
  }

  /// Outlines written once each, by their path data.
  private struct Definitions {
    var ids: [String: String] = [:]
    var text = ""
    /// Clip outlines written so far (each gets an id of its own).
    var clips = 0

    mutating func reference(_ d: String, evenOdd: Bool) -> String {
      let key = (evenOdd ? "e" : "n") + d
      if let id = ids[key] { return id }
      let id = "o\(ids.count)"
      ids[key] = id
      text += "<path id=\"\(id)\" d=\"\(d)\"\(evenOdd ? " fill-rule=\"evenodd\"" : "")/>\n"
      return id
    }

    /// A text's glyphs (their `<use>`s), written once each as a group.
    mutating func reference(glyphs markup: String) -> String {
      let key = "g" + markup
      if let id = ids[key] { return id }
      let id = "o\(ids.count)"
      ids[key] = id
      text += "<g id=\"\(id)\">\(markup)</g>\n"
      return id
    }
  }

  /// One attribute through the frames.
  private struct Attribute {
    var name: String
    /// What the attribute is when absent: such a value is not written.
    var absent: String?
    var values: [String]
  }

  /// The element of a track, with its animations.
  private func markup(
    _ track: Track, defs: inout Definitions, textOutline: (TextRun) throws(RenderError) -> PathData,
    textInk: (TextRun) throws(RenderError) -> SVGWriter.TextInk
  ) throws(RenderError) -> String {
    // Where the element is not drawn it keeps the values of the nearest frame that draws it,
    // so that hiding it changes nothing else.
    var filled: [Element] = []
    filled.reserveCapacity(frameCount)
    var last = track.first
    for e in track.shown {
      if let e { last = e }
      filled.append(last)
    }
    if case .shadow(let shadow, let casters) = track.first.content {
      // A view's shadow, as its first frame draws it (a shadow does not move in the animated
      // SVG yet), shown in the frames that draw it.
      var inner = ""
      for c in casters where Self.isDrawn(c) { inner += try Self.staticMarkup(c, textOutline: textOutline) }
      var element = SVGWriter.shadow(shadow, id: track.first.id, opacity: track.first.opacity, casters: casters, castersMarkup: inner)
      let visibility = track.shown.map { $0 == nil ? "hidden" : "visible" }
      if visibility.contains("hidden") {
        let base = visibility[0] == "hidden" ? " visibility=\"hidden\"" : ""
        element = "<g\(base)>\(element)\(animation(Attribute(name: "visibility", absent: "visible", values: visibility)))</g>"
      }
      return clipped(element, track.first, defs: &defs)
    }
    let f0 = track.first.frame
    var tag: String
    var fixed = ""
    var attributes: [Attribute] = []
    func add(_ name: String, absent: String? = nil, _ value: (Element) -> String) {
      attributes.append(Attribute(name: name, absent: absent, values: filled.map(value)))
    }
    // Shapes take their scale about the centre into their geometry; outlines keep it as a
    // transform, their position as the `<use>`'s x and y (applied before the transform).
    func scaled(_ e: Element) -> Rect {
      let f = e.frame
      let w = f.width * e.scale
      let h = f.height * e.scale
      return Rect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
    }
    func opacity(_ e: Element) -> String { SVGWriter.num(e.color.a * e.opacity) }
    func placeOutline(unit: (Element) -> (Double, Double)) {
      // Scaling by s about the frame's centre moves the origin to `origin + size / 2 * (1 - s)`.
      func factors(_ e: Element) -> (x: Double, y: Double) {
        let (ux, uy) = unit(e)
        return (e.scale * ux, e.scale * uy)
      }
      add("x", absent: "0") { SVGWriter.num(($0.frame.x + $0.frame.width / 2 * (1 - $0.scale)) / factors($0).x) }
      add("y", absent: "0") { SVGWriter.num(($0.frame.y + $0.frame.height / 2 * (1 - $0.scale)) / factors($0).y) }
      add("transform", absent: "1") {
        let (sx, sy) = factors($0)
        return sx == sy ? Self.decimal(sx, digits: 5) : "\(Self.decimal(sx, digits: 5)) \(Self.decimal(sy, digits: 5))"
      }
      add("fill") { SVGWriter.hex($0.color) }
      add("fill-opacity", absent: "1", opacity)
    }
    switch track.first.content {
    case .rect:
      tag = "rect"
      add("x", absent: "0") { SVGWriter.num(scaled($0).x) }
      add("y", absent: "0") { SVGWriter.num(scaled($0).y) }
      add("width") { SVGWriter.num(scaled($0).width) }
      add("height") { SVGWriter.num(scaled($0).height) }
      add("rx", absent: "0") { SVGWriter.num(max(0, min($0.cornerRadius, $0.frame.width / 2, $0.frame.height / 2)) * $0.scale) }
      add("fill") { SVGWriter.hex($0.color) }
      add("fill-opacity", absent: "1", opacity)
    case .border(let width):
      tag = "rect"
      fixed = " fill=\"none\""
      add("x", absent: "0") { SVGWriter.num(scaled($0).x + width * $0.scale / 2) }
      add("y", absent: "0") { SVGWriter.num(scaled($0).y + width * $0.scale / 2) }
      add("width") { SVGWriter.num(max(0, ($0.frame.width - width) * $0.scale)) }
      add("height") { SVGWriter.num(max(0, ($0.frame.height - width) * $0.scale)) }
      add("stroke") { SVGWriter.hex($0.color) }
      add("stroke-width") { SVGWriter.num(width * $0.scale) }
      add("stroke-opacity", absent: "1", opacity)
    case .ellipse:
      tag = "ellipse"
      add("cx", absent: "0") { SVGWriter.num($0.frame.midX) }
      add("cy", absent: "0") { SVGWriter.num($0.frame.midY) }
      add("rx") { SVGWriter.num($0.frame.width * $0.scale / 2) }
      add("ry") { SVGWriter.num($0.frame.height * $0.scale / 2) }
      add("fill") { SVGWriter.hex($0.color) }
      add("fill-opacity", absent: "1", opacity)
    case .text(let run):
      tag = "use"
      placeOutline(unit: { _ in (1, 1) })
      switch try textInk(run) {
      case .pathData(let d):
        fixed = " href=\"#\(defs.reference(d, evenOdd: false))\""
      case .glyphs(let uses):
        fixed = " href=\"#\(defs.reference(glyphs: uses))\""
        // Faded as a whole, not glyph by glyph (`SVGWriter.markup`: overlapping glyphs, pictures).
        attributes.removeAll { $0.name == "fill-opacity" }
        add("opacity", absent: "1", opacity)
      }
    case .shadow: return ""
    case .image(let path):
      tag = "image"
      fixed = " href=\"\(SVGWriter.imageData(path))\" preserveAspectRatio=\"none\""
      add("x", absent: "0") { SVGWriter.num(scaled($0).x) }
      add("y", absent: "0") { SVGWriter.num(scaled($0).y) }
      add("width") { SVGWriter.num(scaled($0).width) }
      add("height") { SVGWriter.num(scaled($0).height) }
      add("opacity", absent: "1", opacity)
    case .symbol(_, let path):
      tag = "use"
      // The drawing at the first frame's size; other sizes scale it.
      let local = path.transformed(scaleX: f0.width, scaleY: f0.height, dx: 0, dy: 0)
      let id = defs.reference(SVGWriter.pathData(local), evenOdd: path.evenOdd)
      fixed = " href=\"#\(id)\""
      placeOutline(unit: { ($0.frame.width / f0.width, $0.frame.height / f0.height) })
      if track.first.outlineGrowth > 0 {
        // In the drawing's own units, which the transform scales as it scales the fill. Fill
        // and stroke are one shape: the alpha is the element's `opacity`, not fill-opacity and
        // stroke-opacity (which would lay a translucent colour twice where they overlap).
        fixed += " stroke-width=\"\(SVGWriter.num(2 * track.first.outlineGrowth))\" stroke-linejoin=\"round\" stroke-linecap=\"round\""
        attributes.removeAll { $0.name == "fill-opacity" }
        add("opacity", absent: "1", opacity)
        add("stroke") { SVGWriter.hex($0.color) }
      }
    }
    add("visibility", absent: "visible") { _ in "visible" }
    attributes[attributes.count - 1].values = track.shown.map { $0 == nil ? "hidden" : "visible" }

    var head = "<\(tag)\(fixed)"
    var animations = ""
    for a in attributes {
      guard let base = a.values.first else { continue }
      if base != a.absent { head += " \(a.name)=\"\(a.name == "transform" ? "scale(\(base))" : base)\"" }
      if a.values.contains(where: { $0 != base }) { animations += animation(a) }
    }
    var element = animations.isEmpty ? head + "/>" : head + ">" + animations + "</\(tag)>"
    // rotationEffect: a group turned about each frame's centre (SVG's `rotate(a cx cy)`), inside
    // the clips, which are already where the turned view puts them.
    if filled.contains(where: { $0.rotation != 0 }) {
      let turns = filled.map { e in
        "\(SVGWriter.num(e.rotation * 180 / .pi)) \(SVGWriter.num(e.frame.midX)) \(SVGWriter.num(e.frame.midY))"
      }
      let turning = turns.contains { $0 != turns[0] } ? animation(Attribute(name: "rotate", absent: nil, values: turns)) : ""
      element = "<g transform=\"rotate(\(turns[0]))\">\(turning)\(element)</g>"
    }
    element = clipped(element, track.first, defs: &defs, rectangle: false)
    if let c = track.first.clip {
      // A nested viewport clips without needing a definition elsewhere in the document.
      let (x, y, w, h) = (SVGWriter.num(c.x), SVGWriter.num(c.y), SVGWriter.num(c.width), SVGWriter.num(c.height))
      element = "<svg x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" viewBox=\"\(x) \(y) \(w) \(h)\">\(element)</svg>"
    }
    return element
  }

  /// An element inside its clip outlines (`clipShape`), and its clip rectangle unless told not to.
  private func clipped(_ markup: String, _ e: Element, defs: inout Definitions, rectangle: Bool = true) -> String {
    var out = markup
    for outline in e.clipPaths {
      let id = "clip\(defs.clips)"
      defs.clips += 1
      out = "<clipPath id=\"\(id)\"><path d=\"\(SVGWriter.pathData(outline))\"/></clipPath><g clip-path=\"url(#\(id))\">\(out)</g>"
    }
    if rectangle, let c = e.clip {
      let (x, y, w, h) = (SVGWriter.num(c.x), SVGWriter.num(c.y), SVGWriter.num(c.width), SVGWriter.num(c.height))
      out = "<svg x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" viewBox=\"\(x) \(y) \(w) \(h)\">\(out)</svg>"
    }
    return out
  }

  /// A shadow caster as one frame draws it.
  private static func staticMarkup(_ e: Element, textOutline: (TextRun) throws(RenderError) -> PathData) throws(RenderError) -> String {
    let f = e.frame
    switch e.content {
    case .text(let run):
      return SVGWriter.markup(e, outline: try textOutline(run).transformed(scaleX: 1, scaleY: 1, dx: f.x, dy: f.y))
    case .symbol(_, let path): return SVGWriter.markup(e, outline: path.transformed(scaleX: f.width, scaleY: f.height, dx: f.x, dy: f.y))
    case .shadow(_, let casters):
      var inner = ""
      for c in casters where isDrawn(c) { inner += try staticMarkup(c, textOutline: textOutline) }
      return SVGWriter.markup(e, outline: nil, castersMarkup: inner)
    default: return SVGWriter.markup(e, outline: nil)
    }
  }

  /// One attribute's discrete animation.
  private func animation(_ a: Attribute) -> String {
    let values = a.values
    // Frames the animation spans: to the last change, after which it freezes; a loop spans all.
    var end = values.count
    if !loops {
      var lastChange = 0
      for i in 1..<values.count where values[i] != values[i - 1] { lastChange = i }
      end = lastChange + 1
    }
    // Every frame's value, spread evenly; or only the changes, at their key times.
    let even = " values=\"" + values[0..<end].joined(separator: ";") + "\""
    // Key times to within a twentieth of a frame (discrete values switch at them, and a frame
    // shows from its start to the next's).
    let digits = Self.digits(steps: end)
    var changes: [String] = []
    var times: [String] = []
    for i in 0..<end where i == 0 || values[i] != values[i - 1] {
      changes.append(values[i])
      times.append(Self.decimal(Double(i) / Double(end), digits: digits))
    }
    let keyed = " values=\"" + changes.joined(separator: ";") + "\" keyTimes=\"" + times.joined(separator: ";") + "\""
    let timing = keyed.utf8.count < even.utf8.count ? keyed : even
    // A transform's values are its scale factors; "rotate" names a group's turn (angle and centre).
    let transform = a.name == "transform" || a.name == "rotate"
    let tag = transform ? "animateTransform" : "animate"
    let type = transform ? " type=\"\(a.name == "rotate" ? "rotate" : "scale")\"" : ""
    let name = transform ? "transform" : a.name
    let duration = Self.decimal(Double(end) / Double(fps), digits: max(3, Self.digits(steps: fps)))
    let ending = loops ? " repeatCount=\"indefinite\"" : " fill=\"freeze\""
    return "<\(tag) attributeName=\"\(name)\"\(type)\(timing) dur=\"\(duration)s\" calcMode=\"discrete\"\(ending)/>"
  }

  /// Decimals that give a twentieth of one of `steps` equal parts of 1: 10^digits ≥ 10 × steps.
  static func digits(steps: Int) -> Int {
    var digits = 1
    var power = 10
    while power < 10 * steps {
      power *= 10
      digits += 1
    }
    return digits
  }

  /// A number with at most `digits` decimals and no trailing zeros.
  static func decimal(_ v: Double, digits: Int) -> String {
    var power = 1.0
    for _ in 0..<digits { power *= 10 }
    let bound = 1e12
    let scaled = (v.isNaN ? 0 : min(max(v, -bound), bound) * power).rounded()
    if scaled == 0 { return "0" }
    let magnitude = Int(abs(scaled))
    let unit = Int(power)
    var s = (scaled < 0 ? "-" : "") + String(magnitude / unit)
    var frac = magnitude % unit
    if frac != 0 {
      var width = digits
      while frac % 10 == 0 {
        frac /= 10
        width -= 1
      }
      let text = String(frac)
      s += "." + String(repeating: "0", count: width - text.count) + text
    }
    return s
  }
}
