import FoundationEssentials
import Glibc
import Synchronization
import TabFramesDisplayList
import TabFramesSceneFormat

/// Writes one frame as SVG text. Numbers are printed with at most three decimals (a thousandth
/// of a point is far below a pixel at any scale) so output is compact and byte-stable.
struct SVGWriter {
  /// The XML declaration and the root element's start tag.
  private let head: String
  /// The drawing, after `head`.
  private var out = ""
  let size: Size

  init(size: Size, scale: Double) {
    self.size = size
    head =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.num(size.width * scale))\" height=\"\(Self.num(size.height * scale))\" viewBox=\"0 0 \(Self.num(size.width)) \(Self.num(size.height))\">\n"
  }

  /// The drawings outside the isolated groups being written (innermost last).
  private var outside: [String] = []
  /// How many cut-outs were written, for their masks' names.
  private var cuts = 0

  /// A compositing group that blends: drawn apart (`isolation:isolate`), so that its blends
  /// meet only its own drawing, as Cairo's pushed group does.
  mutating func beginIsolatedGroup() {
    outside.append(out)
    out = ""
  }

  mutating func endIsolatedGroup() {
    let inner = out
    out = (outside.popLast() ?? "") + "<g style=\"isolation:isolate\">\n" + inner + "</g>\n"
  }

  /// A drawing with `.destinationOut`: what is drawn so far (in its group, or on the canvas) is
  /// kept by one minus the drawing's alpha — a mask of white with the drawing in black over it.
  mutating func cutOut(_ markup: String, id: String) {
    let name = "cut\(cuts)-" + Self.escape(id)
    cuts += 1
    let everywhere = "x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\""
    let black = "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"
    out =
      "<filter id=\"\(name)-black\" filterUnits=\"userSpaceOnUse\" \(everywhere)><feColorMatrix type=\"matrix\" values=\"\(black)\"/></filter>"
      + "<mask id=\"\(name)\" maskUnits=\"userSpaceOnUse\" \(everywhere)><rect \(everywhere) fill=\"#FFFFFF\"/><g filter=\"url(#\(name)-black)\">\(markup)</g></mask>\n"
      + "<g mask=\"url(#\(name))\">\n" + out + "</g>\n"
  }

  /// Everything drawn so far, made a group named `id` that a material's backdrop uses again.
  mutating func groupDrawingSoFar(id: String) {
    out = "<g id=\"\(id)\">\n" + out + "</g>\n"
  }

  /// A material's backdrop: the group `id` (what lies behind) blurred and saturated, as Cairo
  /// does it (in sRGB, a Gaussian of σ), seen through the element's `shape` and clips at its
  /// opacity.
  static func backdrop(_ e: Element, _ backdrop: Backdrop, shape: PathData, group id: String) -> String {
    let name = escape(e.id)
    let values = ColorMatrix.saturation(backdrop.saturation).values.map { num($0) }.joined(separator: " ")
    var out =
      "<filter id=\"backdrop-blur-\(name)\" filterUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"\(num(backdrop.sigma))\"/><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>"
    out +=
      "<clipPath id=\"backdrop-shape-\(name)\"><path d=\"\(pathData(shape))\"/></clipPath><g clip-path=\"url(#backdrop-shape-\(name))\"\(alpha("opacity", e.opacity))><use href=\"#\(id)\" filter=\"url(#backdrop-blur-\(name))\"/></g>"
    return clipped(out, e, prefix: "backdrop-clip")
  }

  mutating func background(_ c: RGBA) {
    guard c.a > 0 else { return }
    out += "<rect width=\"\(Self.num(size.width))\" height=\"\(Self.num(size.height))\"\(Self.fill(c, opacity: 1))/>\n"
  }

  mutating func append(_ markup: String) { out += markup + "\n" }

  mutating func element(_ e: Element, outline: PathData?) {
    out += Self.markup(e, outline: outline) + "\n"
  }

  /// How a text is drawn, written out already: its whole outline as path data, or its glyphs as
  /// `<use>`s of the outlines in `GlyphOutlines`, which `finish` defines once a file.
  enum TextInk: Sendable {
    case pathData(String)
    case glyphs(String)

    /// The `<use>`s of `glyphs` placed with the layout's top-left at (`x`, `y`); a glyph in a
    /// colour of its own is filled with it.
    static func markup(_ glyphs: [PlacedGlyph], x: Double, y: Double) -> String {
      var out = ""
      for g in glyphs {
        let paint = g.color.map { SVGWriter.fill($0, opacity: 1) } ?? ""
        out += "<use href=\"#\(g.id)\" x=\"\(num(x + g.x))\" y=\"\(num(y + g.y))\"\(paint)/>"
      }
      return out
    }
  }

  /// One element as SVG markup (no trailing newline); `outline` fills text and symbols, unless
  /// `text` gives a text's drawing written out already.
  /// A shadow's casters come as `castersMarkup`, written out by the caller.
  static func markup(_ e: Element, outline: PathData?, text: TextInk? = nil, castersMarkup: String = "") -> String {
    var out = ""
    let f = e.frame
    var attributes = " id=\"\(Self.escape(e.id))\""
    // A gradient is defined beside the element it paints and named by it.
    var paint = Self.fill(e.color, opacity: e.opacity)
    if let gradient = e.gradient {
      let id = "gradient-" + Self.escape(e.id)
      out += Self.definition(gradient, id: id, in: f)
      paint = " fill=\"url(#\(id))\"" + Self.alpha("fill-opacity", e.opacity)
    }
    let affine = e.transform?.matrix ?? .identity
    if e.scale != 1 || e.rotation != 0 || !affine.isIdentity {
      let outer =
        affine.isIdentity
        ? ""
        : "matrix(\(Self.num(affine.a)) \(Self.num(affine.b)) \(Self.num(affine.c)) \(Self.num(affine.d)) \(Self.num(affine.tx)) \(Self.num(affine.ty))) "
      let rotate = e.rotation != 0 ? " rotate(\(Self.num(e.rotation * 180 / .pi)))" : ""
      let scale = e.scale != 1 ? " scale(\(Self.num(e.scale)))" : ""
      let centred =
        e.scale != 1 || e.rotation != 0
        ? "translate(\(Self.num(f.midX)) \(Self.num(f.midY)))\(rotate)\(scale) translate(\(Self.num(-f.midX)) \(Self.num(-f.midY)))" : ""
      attributes += " transform=\"\(outer)\(centred)\""
    }
    switch e.content {
    case .rect:
      let r = max(0, min(e.cornerRadius, f.width / 2, f.height / 2))
      let radius = r > 0 ? " rx=\"\(Self.num(r))\"" : ""
      out +=
        "<rect\(attributes) x=\"\(Self.num(f.x))\" y=\"\(Self.num(f.y))\" width=\"\(Self.num(f.width))\" height=\"\(Self.num(f.height))\"\(radius)\(paint)/>"
    case .border(let w):
      out +=
        "<rect\(attributes) x=\"\(Self.num(f.x + w / 2))\" y=\"\(Self.num(f.y + w / 2))\" width=\"\(Self.num(max(0, f.width - w)))\" height=\"\(Self.num(max(0, f.height - w)))\" fill=\"none\" stroke=\"\(Self.hex(e.color))\" stroke-width=\"\(Self.num(w))\"\(Self.alpha("stroke-opacity", e.color.a * e.opacity))/>"
    case .ellipse:
      out +=
        "<ellipse\(attributes) cx=\"\(Self.num(f.midX))\" cy=\"\(Self.num(f.midY))\" rx=\"\(Self.num(f.width / 2))\" ry=\"\(Self.num(f.height / 2))\"\(paint)/>"
    case .text(let run):
      attributes += " aria-label=\"\(Self.escape(run.string))\""
      switch text {
      case .glyphs(let uses):
        // Glyphs are drawn one by one: a translucent fill would lay its colour twice where two
        // overlap (combining marks, joined scripts, tight tracking), and would not fade a colour
        // glyph's picture. The group is faded as a whole instead, as Cairo fades a text.
        // A text with parts in colours of their own is faded by its opacity alone, each part's
        // alpha its own.
        let parts = run.spans.contains { $0.color != nil }
        let paint =
          e.gradient != nil
          ? " fill=\"url(#gradient-\(Self.escape(e.id)))\"" + Self.alpha("opacity", e.opacity)
          : parts
            ? Self.fill(e.color, opacity: 1) + Self.alpha("opacity", e.opacity)
            : Self.fill(RGBA(e.color.r, e.color.g, e.color.b, 1), opacity: 1) + Self.alpha("opacity", e.color.a * e.opacity)
        out += "<g\(attributes)\(paint)>\(uses)</g>"
      case .pathData(let d): out += "<path\(attributes) d=\"\(d)\"\(paint)/>"
      case nil: out += "<path\(attributes) d=\"\(Self.pathData(outline ?? PathData()))\"\(paint)/>"
      }
    case .symbol(let name, let path):
      let rule = path.evenOdd ? " fill-rule=\"evenodd\"" : ""
      attributes += " aria-label=\"\(Self.escape(name))\""
      // A grown symbol's fill and stroke are one shape: its alpha is the element's `opacity`,
      // which SVG applies to the two together (fill-opacity and stroke-opacity would lay a
      // translucent colour twice where they overlap).
      let paint =
        e.outlineGrowth > 0
        ? Self.fill(RGBA(e.color.r, e.color.g, e.color.b, 1), opacity: 1) + Self.growth(e.outlineGrowth, e.color)
          + Self.alpha("opacity", e.color.a * e.opacity) : paint
      out += "<path\(attributes) d=\"\(Self.pathData(outline ?? PathData()))\"\(rule)\(paint)/>"
    case .shadow(let shadow, let casters):
      out += Self.shadow(shadow, id: e.id, opacity: e.opacity, casters: casters, castersMarkup: castersMarkup)
    case .image(let path):
      out +=
        "<image\(attributes) x=\"\(Self.num(f.x))\" y=\"\(Self.num(f.y))\" width=\"\(Self.num(f.width))\" height=\"\(Self.num(f.height))\" preserveAspectRatio=\"none\" href=\"\(Self.imageData(path))\"\(Self.alpha("opacity", e.opacity))/>"
    }
    if e.blur > 0 {
      // The element blurred as Cairo blurs it: a Gaussian of σ over its drawing, in a region
      // that holds the blur's reach (3σ past the frame, grown by its scale).
      let id = "blur-" + Self.escape(e.id)
      let reach = 3 * e.blur + max(f.width, f.height) * max(0, e.scale - 1)
      out =
        "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(num(f.x - reach))\" y=\"\(num(f.y - reach))\" width=\"\(num(f.width + 2 * reach))\" height=\"\(num(f.height + 2 * reach))\"><feGaussianBlur stdDeviation=\"\(num(e.blur))\"/></filter><g filter=\"url(#\(id))\">\(out)</g>"
    }
    if let matrix = e.colorMatrix {
      // Filtered in sRGB, as Cairo's pass over the pixels filters (SVG's default is linear RGB),
      // over the whole canvas: a filter's default region would cut a blur's reach.
      let id = "filter-" + Self.escape(e.id)
      let values = matrix.values.map { Self.num($0) }.joined(separator: " ")
      out =
        "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter><g filter=\"url(#\(id))\">\(out)</g>"
    }
    if e.blendMode != .normal {
      // CSS's blend modes by the same names; `destination-out` is a mask (`cutOut`), the other
      // Porter–Duff ones have no CSS blend and are drawn as normal, and `plus-darker` as
      // `multiply`, as Cairo draws it (docs/SWIFTUI.md).
      let css: String
      switch e.blendMode {
      case .sourceAtop, .destinationOver, .destinationOut, .normal: css = "normal"
      case .plusDarker: css = "multiply"
      case .plusLighter: css = "plus-lighter"
      default: css = e.blendMode.cssName
      }
      out = "<g style=\"mix-blend-mode:\(css)\">\(out)</g>"
    }
    return clipped(out, e, prefix: "clip")
  }

  /// `markup` cut by the element's clip outlines (named `<prefix><i>-<id>`) and clip rectangle.
  static func clipped(_ markup: String, _ e: Element, prefix: String) -> String {
    var out = markup
    for (i, outline) in e.clipPaths.enumerated() {
      // clipPath is never drawn itself, so it may stand where it is used.
      let id = "\(prefix)\(i)-" + escape(e.id)
      out = "<clipPath id=\"\(id)\"><path d=\"\(pathData(outline))\"/></clipPath><g clip-path=\"url(#\(id))\">\(out)</g>"
    }
    guard let c = e.clip else { return out }
    // A nested viewport clips without needing a definition elsewhere in the document.
    let box = "\(num(c.x)) \(num(c.y)) \(num(c.width)) \(num(c.height))"
    return "<svg x=\"\(num(c.x))\" y=\"\(num(c.y))\" width=\"\(num(c.width))\" height=\"\(num(c.height))\" viewBox=\"\(box)\">\(out)</svg>"
  }

  /// The casters' alpha blurred as `feGaussianBlur` blurs it, moved, and tinted: the filter
  /// draws only the shadow (the casters are drawn after it as ordinary elements). Its region is
  /// given in user space, so a wide blur is not cut to the default 10 % margin.
  static func shadow(_ s: Shadow, id: String, opacity: Double, casters: [Element], castersMarkup: String) -> String {
    guard let b = FrameRenderer.bounds(of: casters) else { return "" }
    let reach = 3 * max(s.sigma, 0) + 1
    let x0 = b.x + min(0, s.dx) - reach
    let y0 = b.y + min(0, s.dy) - reach
    let region =
      "x=\"\(num(x0))\" y=\"\(num(y0))\" width=\"\(num(b.width + abs(s.dx) + 2 * reach))\" height=\"\(num(b.height + abs(s.dy) + 2 * reach))\""
    let filter = "shadow-" + escape(id)
    return
      "<filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\">"
      + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(num(max(0, s.sigma)))\" result=\"blur\"/>"
      + "<feOffset in=\"blur\" dx=\"\(num(s.dx))\" dy=\"\(num(s.dy))\" result=\"moved\"/>"
      + "<feFlood flood-color=\"\(hex(s.color))\" flood-opacity=\"\(num(s.color.a * opacity))\" result=\"tint\"/>"
      + "<feComposite in=\"tint\" in2=\"moved\" operator=\"in\"/></filter>"
      + "<g id=\"\(escape(id))\" filter=\"url(#\(filter))\">\(castersMarkup)</g>"
  }

  /// The document: the glyph outlines the drawing uses, defined once, then the drawing.
  mutating func finish() -> String {
    head + GlyphOutlines.shared.definitions(usedIn: out) + out + "</svg>\n"
  }

  /// A heavier symbol's stroke, round-joined, in its colour (`Element.outlineGrowth`).
  static func growth(_ growth: Double, _ c: RGBA) -> String {
    " stroke=\"\(hex(c))\" stroke-width=\"\(num(2 * growth))\" stroke-linejoin=\"round\" stroke-linecap=\"round\""
  }

  /// A `<linearGradient>` or `<radialGradient>` in canvas coordinates, as Cairo's pattern is.
  static func definition(_ gradient: GradientFill, id: String, in f: Rect) -> String {
    var out: String
    if case .angular(let cx, let cy, _, _) = gradient.geometry {
      // SVG has no conic gradient: a pattern of wedges around the centre, each in the colour of
      // its middle (a little wider than its angle, so no seam shows between neighbours).
      let x = f.x + cx * f.width
      let y = f.y + cy * f.height
      let r = 4 * max(f.width, f.height, 1)
      out =
        "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(num(f.x))\" y=\"\(num(f.y))\" width=\"\(num(f.width))\" height=\"\(num(f.height))\"><g transform=\"translate(\(num(-f.x)) \(num(-f.y)))\">"
      for w in gradient.wedges(count: 256) {
        let pad = (w.end - w.start) * 0.3
        let (a0, a1) = (w.start - pad, w.end + pad)
        let mid = RGBA((w.from.r + w.to.r) / 2, (w.from.g + w.to.g) / 2, (w.from.b + w.to.b) / 2, (w.from.a + w.to.a) / 2)
        out +=
          "<path d=\"M\(num(x)) \(num(y))L\(num(x + r * cos(a0))) \(num(y + r * sin(a0)))L\(num(x + r * cos(a1))) \(num(y + r * sin(a1)))Z\"\(fill(mid, opacity: 1))/>"
      }
      return out + "</g></pattern>"
    }
    switch gradient.geometry {
    case .linear(let x0, let y0, let x1, let y1):
      out =
        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(num(f.x + x0 * f.width))\" y1=\"\(num(f.y + y0 * f.height))\" x2=\"\(num(f.x + x1 * f.width))\" y2=\"\(num(f.y + y1 * f.height))\">"
    case .radial(let cx, let cy, let r0, let r1):
      let x = num(f.x + cx * f.width)
      let y = num(f.y + cy * f.height)
      out =
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(num(r1))\" fx=\"\(x)\" fy=\"\(y)\" fr=\"\(num(r0))\">"
    case .elliptical(let cx, let cy, let f0, let f1):
      // In the frame's unit square, stretched to the frame.
      out =
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(\(num(f.width)) 0 0 \(num(f.height)) \(num(f.x)) \(num(f.y)))\" cx=\"\(num(cx))\" cy=\"\(num(cy))\" r=\"\(num(f1))\" fx=\"\(num(cx))\" fy=\"\(num(cy))\" fr=\"\(num(f0))\">"
    case .angular: return ""
    }
    for stop in gradient.stops {
      out += "<stop offset=\"\(num(stop.location))\" stop-color=\"\(hex(stop.color))\"\(alpha("stop-opacity", stop.color.a))/>"
    }
    switch gradient.geometry {
    case .linear: out += "</linearGradient>"
    case .radial, .elliptical, .angular: out += "</radialGradient>"
    }
    return out
  }

  static func fill(_ c: RGBA, opacity: Double) -> String {
    " fill=\"\(hex(c))\"" + alpha("fill-opacity", c.a * opacity)
  }

  static func alpha(_ name: String, _ a: Double) -> String {
    a >= 1 ? "" : " \(name)=\"\(num(a))\""
  }

  static func hex(_ c: RGBA) -> String { String(c.hexString.prefix(7)) }

  static func pathData(_ p: PathData) -> String {
    var d = ""
    d.reserveCapacity(p.elements.count * 24)
    for e in p.elements {
      switch e {
      case .move(let x, let y): d += "M\(num(x)) \(num(y))"
      case .line(let x, let y): d += "L\(num(x)) \(num(y))"
      case .cubic(let a, let b, let c, let dd, let x, let y): d += "C\(num(a)) \(num(b)) \(num(c)) \(num(dd)) \(num(x)) \(num(y))"
      case .close: d += "Z"
      }
    }
    return d
  }

  /// A number with at most three decimals and no trailing zeros.
  /// Total for every Double: scenes keep coordinates far inside ±10^9, but a value outside (or
  /// not finite) is written clamped rather than trapping in the Int conversion.
  static func num(_ v: Double) -> String { AnimatedSVGWriter.decimal(v, digits: 3) }

  static func escape(_ s: String) -> String {
    var r = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": r += "&amp;"
      case "<": r += "&lt;"
      case ">": r += "&gt;"
      case "\"": r += "&quot;"
      case "\n": r += "&#10;"
      default: r.unicodeScalars.append(c)
      }
    }
    return r
  }

  /// A PNG file as a data URL, so the SVG stands alone; read once a process per file.
  static func imageData(_ path: String) -> String {
    imageURLs.withLock { urls in
      if let cached = urls[path] { return cached }
      let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
      let url = "data:image/png;base64," + bytes.base64EncodedString()
      urls[path] = url
      return url
    }
  }
  private static let imageURLs = Mutex<[String: String]>([:])
}
