import CTabFrames
import Glibc
import TabFramesDisplayList
import TabFramesSceneFormat
import TabFramesValues

// The SVG backend of `FrameRenderer`: a frame as a self-contained SVG document, all frames as one
// animated SVG, and the outlines both draw text and symbols with.

extension FrameRenderer {
  /// The frame as a self-contained SVG document (text as outlines, so no font is needed).
  package func svg(_ list: DisplayList) throws(RenderError) -> String {
    var writer = SVGWriter(size: list.size, scale: scale)
    writer.background(list.background)
    var backdrops = 0
    let shown = list.elements.filter { $0.isVisible && !Self.liesOffCanvas($0, list.size) }
    for run in CompositingRun.runs(shown) {
      if run.isolated { writer.beginIsolatedGroup() }
      for e in shown[run.range] {
        if let backdrop = e.backdrop {
          // What is drawn so far becomes a group the material shows again, blurred.
          let id = "backdrop\(backdrops)"
          backdrops += 1
          writer.groupDrawingSoFar(id: id)
          writer.append(SVGWriter.backdrop(e, backdrop, shape: Self.backdropShape(e), group: id))
        }
        // CSS has no destination-out: the drawing so far is masked by the element's alpha.
        if e.blendMode == .destinationOut {
          writer.cutOut(try svgMarkup(e), id: e.id)
        } else {
          writer.append(try svgMarkup(e))
        }
      }
      if run.isolated { writer.endIsolatedGroup() }
    }
    return writer.finish()
  }

  /// Whether nothing of an element can show on the canvas, so that a frame's SVG leaves it out
  /// (labels scrolled off a bar were once outlined into every frame, 12 MB a frame).
  /// Only plainly placed elements are judged — a shadow, or a transformed, rotated, scaled or
  /// masked element is always written — by where their ink can reach: a shape's or symbol's
  /// outline, a text's frame and a line's height around it (overhangs, italics), a blur's reach,
  /// a symbol's growth, a border's width.
  package static func liesOffCanvas(_ e: Element, _ size: Size) -> Bool {
    guard e.transform == nil, e.rotation == 0, e.scale == 1, e.masks.isEmpty else { return false }
    var reach = e.frame
    var margin = 3 * e.blur + e.outlineGrowth + 1
    switch e.content {
    case .shadow: return false
    case .symbol(_, let path):
      guard let ink = path.inkBounds else { return false }
      reach = Rect(
        x: e.frame.x + ink.x * e.frame.width, y: e.frame.y + ink.y * e.frame.height, width: ink.width * e.frame.width,
        height: ink.height * e.frame.height)
    case .text: margin += max(e.frame.height, 12)
    case .border(let width): margin += width
    case .rect, .ellipse, .image: break
    }
    return reach.x + reach.width + margin < 0 || reach.y + reach.height + margin < 0 || reach.x - margin > size.width
      || reach.y - margin > size.height
  }

  /// One element as SVG markup, with its text and symbol outlines (a shadow's casters too).
  func svgMarkup(_ e: Element) throws(RenderError) -> String {
    guard !e.masks.isEmpty else { return try unmaskedMarkup(e) }
    var bare = e
    bare.masks = []
    var out = try unmaskedMarkup(bare)
    for (i, mask) in e.masks.enumerated() {
      // The mask's drawing by its alpha (`mask-type`), its elements renamed for this use (a
      // mask's content is repeated for each element it masks, and ids must stay unique).
      var inner = ""
      for (k, var m) in mask.enumerated() where m.isVisible {
        m.id = "\(e.id).mask\(i).\(k)"
        inner += try svgMarkup(m)
      }
      let id = "mask\(i)-" + SVGWriter.escape(e.id)
      out =
        "<mask id=\"\(id)\" mask-type=\"alpha\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">\(inner)</mask><g mask=\"url(#\(id))\">\(out)</g>"
    }
    return out
  }

  private func unmaskedMarkup(_ e: Element) throws(RenderError) -> String {
    switch e.content {
    case .text(let run):
      // A gradient is laid over the element's frame; a glyph drawn by `<use>` would take it in
      // its own moved space (every glyph at the gradient's start), so such text is one path.
      var markup = SVGWriter.markup(e, outline: nil, text: try textInk(run, at: e.frame, whole: e.gradient != nil))
      for (k, (rect, color)) in text.drawnLines(run).map({ ($0.rect, $0.color ?? e.color) }).enumerated() {
        // The text's element in all but its content: the same clips, opacity and scale.
        var line = e
        line.id = "\(e.id).line\(k + 1)"
        line.content = .rect
        line.frame = Rect(x: e.frame.x + rect.x, y: e.frame.y + rect.y, width: rect.width, height: rect.height)
        line.color = color
        markup += SVGWriter.markup(line, outline: nil)
      }
      return markup
    case .shadow(_, let casters):
      var inner = ""
      for c in casters where c.isVisible { inner += try svgMarkup(c) }
      return SVGWriter.markup(e, outline: nil, castersMarkup: inner)
    default: return SVGWriter.markup(e, outline: try outline(e))
    }
  }

  private func textInk(_ run: TextRun, at frame: Rect, whole: Bool = false) throws(RenderError) -> SVGWriter.TextInk {
    if whole { return .pathData(SVGWriter.pathData(try text.outline(run).transformed(scaleX: 1, scaleY: 1, dx: frame.x, dy: frame.y))) }
    let key = TextPlacement(run: run, x: frame.x, y: frame.y)
    if let cached = textInk[key] { return cached }
    // Moving text (a scrolling bar) would grow the cache without end: start over past a bound.
    if textInk.count >= 512 { textInk.removeAll(keepingCapacity: true) }
    let ink: SVGWriter.TextInk
    if let glyphs = try text.placedGlyphs(run) {
      ink = .glyphs(SVGWriter.TextInk.markup(glyphs, x: frame.x, y: frame.y))
    } else {
      ink = .pathData(SVGWriter.pathData(try text.outline(run).transformed(scaleX: 1, scaleY: 1, dx: frame.x, dy: frame.y)))
    }
    textInk[key] = ink
    return ink
  }

  /// The outline an element is filled with in SVG (nil for shapes SVG draws natively).
  func outline(_ e: Element) throws(RenderError) -> PathData? {
    switch e.content {
    case .text(let run): return try text.outline(run).transformed(scaleX: 1, scaleY: 1, dx: e.frame.x, dy: e.frame.y)
    case .symbol(_, let path): return path.transformed(scaleX: e.frame.width, scaleY: e.frame.height, dx: e.frame.x, dy: e.frame.y)
    default: return nil
    }
  }
}

extension FrameRenderer {
  /// All frames as one self-contained animated SVG (each element once, animated with SMIL; text
  /// as outlines).
  package func animatedSVG(_ lists: [DisplayList], fps: Int, loops: Bool) throws(RenderError) -> String {
    guard let first = lists.first else { throw RenderError("writing an animated SVG", "no frames") }
    var writer = AnimatedSVGWriter(size: first.size, scale: scale, fps: fps, loops: loops)
    for list in lists { writer.add(list) }
    // An element has one colour here: a line with a colour of its own is drawn in the text's.
    func outline(_ run: TextRun) throws(RenderError) -> PathData {
      var outline = try self.text.outline(run)
      for line in self.text.drawnLines(run) { outline.rect(line.rect.x, line.rect.y, line.rect.width, line.rect.height) }
      return outline
    }
    return try writer.finish(textOutline: outline) { (run: TextRun) throws(RenderError) -> SVGWriter.TextInk in
      guard let glyphs = try self.text.placedGlyphs(run) else { return .pathData(SVGWriter.pathData(try outline(run))) }
      var uses = SVGWriter.TextInk.markup(glyphs, x: 0, y: 0)
      let lines = self.text.drawnLines(run)
      if !lines.isEmpty {
        var path = PathData()
        for line in lines { path.rect(line.rect.x, line.rect.y, line.rect.width, line.rect.height) }
        uses += "<path d=\"\(SVGWriter.pathData(path))\"/>"
      }
      return .glyphs(uses)
    }
  }
}
