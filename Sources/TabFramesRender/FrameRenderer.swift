import CTabFrames
import Glibc
import TabFramesDisplayList
import TabFramesSceneFormat
import TabFramesValues

/// Renders display lists for one worker thread: a reusable surface, a text engine with its shaped
/// text cache, and the two backends (Cairo raster, SVG text). Not shared across threads: make one
/// per worker.
package final class FrameRenderer {
  let text = TextEngine()
  private var surface: CairoSurface?
  /// Made on first use: only strips need it.
  private var compressor: StripPieceCompressor?
  /// Made on first use, for PNG frames.
  private var deflater: Deflater?
  package let scale: Double
  /// Texts already written as SVG, by run and position: most labels stay put from frame to
  /// frame, and writing outlines out is most of an SVG frame's cost.
  var textInk: [TextPlacement: SVGWriter.TextInk] = [:]

  struct TextPlacement: Hashable {
    var run: TextRun
    var x: Double
    var y: Double
  }

  package init(scale: Double) {
    self.scale = scale
  }

  deinit {
    for kept in shadowMasks { cairo_pattern_destroy(kept.mask) }
  }

  /// The latest shadows' blurred masks, kept for the next frames: a panel that fades in or out
  /// keeps its shape for many frames, and drawing and blurring the mask is most of a shadow's
  /// cost. Several, because each drawn part of a shadowed container casts its own; the least
  /// recently used is dropped first.
  var shadowMasks: [(key: ShadowKey, mask: OpaquePointer)] = []
  static let keptShadowMasks = 8

  /// What a shadow's mask depends on: its casters (at full opacity), its blur, and where on the
  /// pixel grid it is drawn (the transform, the clip's extents and the outlines that clip it).
  struct ShadowKey: Equatable {
    var casters: [Element]
    var sigma: Double
    var matrix: [Double]
    var clip: [Double]
    var clipPaths: [PathData]
  }

  /// Pixel size of a display list at this renderer's scale.
  package func pixelSize(_ list: DisplayList) -> (width: Int, height: Int) {
    (Int((list.size.width * scale).rounded(.up)), Int((list.size.height * scale).rounded(.up)))
  }

  /// Draws a display list with Cairo and returns its pixels.
  package func rasterize(_ list: DisplayList) throws(RenderError) -> RGBAImage {
    try draw(list).rgbaImage()
  }

  /// Draws an opaque display list and encodes it as PNG straight from the surface: one pass from
  /// Cairo's pixels to unfiltered RGB rows in the worker's reused buffer, then libdeflate. (With
  /// settings libdeflate has not, libpng reads Cairo's rows as they are and drops the alpha byte.)
  package func opaquePNG(_ list: DisplayList) throws(RenderError) -> [UInt8] {
    precondition(list.background.a >= 1, "opaquePNG needs an opaque background")
    let s = try draw(list)
    let settings = PNGSettings.standard
    if settings.usesLibdeflate {
      return try PNGFile.encode(width: s.pixelWidth, height: s.pixelHeight, channels: 3, deflater: frameDeflater(settings)) {
        s.writeFilteredRGBRows(into: $0)
      }
    }
    let stream = try PNGStream(fd: nil, width: s.pixelWidth, height: s.pixelHeight, channels: 3)
    try s.withRows { (rows, stride) throws(RenderError) in try stream.writeNativeXRGBRows(rows, count: s.pixelHeight, stride: stride) }
    try stream.finish()
    return stream.bytes
  }

  /// Draws an opaque display list and returns its rows as a PNG strip piece, compressed: one pass
  /// from Cairo's pixels to filtered RGB rows in a reused buffer, then deflate.
  package func opaqueStripPiece(_ list: DisplayList, last: Bool) throws(RenderError) -> ParallelStripWriter.Piece {
    try opaquePiece(list, band: nil, last: last)
  }

  /// An image's rows as a PNG strip piece: RGB (`channels` 3) or RGBA (4).
  package func stripPiece(_ image: RGBAImage, channels: Int, last: Bool) throws(RenderError) -> ParallelStripWriter.Piece {
    try stripCompressor().compress(image, channels: channels, last: last)
  }

  private func frameDeflater(_ settings: PNGSettings) throws(RenderError) -> Deflater {
    if let deflater { return deflater }
    let made = try Deflater(level: settings.level)
    deflater = made
    return made
  }

  private func stripCompressor() throws(RenderError) -> StripPieceCompressor {
    if let compressor { return compressor }
    let made = try StripPieceCompressor()
    compressor = made
    return made
  }

  /// Draws an opaque display list's pixel rows `rows` (a band of a picture too tall to draw and
  /// compress on one core, such as a contact sheet) and returns them as a PNG strip piece. The
  /// band is the whole picture moved up by a whole number of pixels, so its pixels are exactly
  /// those rows of the whole picture drawn at once.
  package func opaqueBandPiece(_ list: DisplayList, rows: Range<Int>, last: Bool) throws(RenderError) -> ParallelStripWriter.Piece {
    try opaquePiece(list, band: rows, last: last)
  }

  /// The rows of an opaque list (all, or a band) drawn and compressed as a strip piece.
  private func opaquePiece(_ list: DisplayList, band: Range<Int>?, last: Bool) throws(RenderError) -> ParallelStripWriter.Piece {
    precondition(list.background.a >= 1, "strip pieces drawn straight from Cairo need an opaque background")
    let (s, top) = try drawBand(list, band: band)
    let rows = top..<(top + (band?.count ?? s.pixelHeight))
    return try stripCompressor().compress(rowCount: rows.count, rowBytes: s.pixelWidth * 3 + 1, last: last) {
      s.writeFilteredRGBRows(into: $0, rows: rows)
    }
  }

  /// A band drawn with the rows around it that a blur or a shadow in it reads (a blur of the
  /// band's rows alone would fade at the band's edges where the whole picture does not), and the
  /// first of the band's own rows in the surface.
  private func drawBand(_ list: DisplayList, band: Range<Int>?) throws(RenderError) -> (CairoSurface, top: Int) {
    guard let band else { return (try draw(list), 0) }
    let margin = Self.blurReach(list.elements, scale: scale)
    guard margin > 0 else { return (try draw(list, band: band), 0) }
    let height = pixelSize(list).height
    let grown = max(0, band.lowerBound - margin)..<min(height, band.upperBound + margin)
    return (try draw(list, band: grown), band.lowerBound - grown.lowerBound)
  }

  /// How many pixel rows away a drawing's blur or shadow reads: three standard deviations and a
  /// pixel (the reach its blurs are cut to), and a shadow's offset.
  package static func blurReach(_ elements: [Element], scale: Double) -> Int {
    var reach = 0.0
    for e in elements {
      if e.blur > 0 { reach = max(reach, 3 * e.blur + 1) }
      if let backdrop = e.backdrop { reach = max(reach, 3 * backdrop.sigma + 1) }
      if case .shadow(let shadow, let casters) = e.content {
        reach = max(reach, 3 * max(shadow.sigma, 0) + 1 + abs(shadow.dy) + Double(blurReach(casters, scale: 1)))
      }
    }
    return Int((reach * scale).rounded(.up))
  }

  private func draw(_ list: DisplayList, band: Range<Int>? = nil) throws(RenderError) -> CairoSurface {
    let (w, fullHeight) = pixelSize(list)
    let h = band?.count ?? fullHeight
    let s: CairoSurface
    if let reused = surface, reused.pixelWidth == w, reused.pixelHeight == h {
      s = reused
    } else {
      s = try CairoSurface(pixelWidth: w, pixelHeight: h)
      surface = s
    }
    let cr = s.context
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cr, list.background.r, list.background.g, list.background.b, list.background.a)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    // A band: the same drawing moved up by whole pixels, in device space, so every shape lands on
    // the same pixel grid as in the whole picture.
    if let band { cairo_translate(cr, 0, -Double(band.lowerBound)) }
    cairo_scale(cr, scale, scale)
    let visible = list.elements.filter(\.isVisible)
    for run in CompositingRun.runs(visible) {
      // A compositing group that blends is drawn apart, so its blends meet only its own drawing.
      if run.isolated { cairo_push_group(cr) }
      for element in visible[run.range] {
        if let backdrop = element.backdrop { drawBackdrop(element, backdrop, cr) }
        draw(element, cr)
      }
      if run.isolated {
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
      }
    }
    cairo_restore(cr)
    try s.checkStatus("drawing a frame")
    return s
  }

  /// Draws a display list and encodes it as PNG.
  package func png(_ list: DisplayList) throws(RenderError) -> [UInt8] {
    try PNGCodec.encode(rasterize(list))
  }

  func draw(_ e: Element, _ cr: OpaquePointer) {
    guard e.blendMode != .normal else { return drawUnblended(e, cr) }
    // Drawn alone into a group, then laid over what is under it with the blend's operator.
    cairo_push_group(cr)
    drawUnblended(e, cr)
    guard let drawn = cairo_pop_group(cr) else { return }
    cairo_save(cr)
    cairo_set_operator(cr, Self.cairoOperator(e.blendMode))
    cairo_set_source(cr, drawn)
    cairo_paint(cr)
    cairo_restore(cr)
    cairo_pattern_destroy(drawn)
  }

  private func drawUnblended(_ e: Element, _ cr: OpaquePointer) {
    guard !e.masks.isEmpty else { return drawUnmasked(e, cr) }
    // Drawn into a group, then through each mask in turn (innermost first): the group painted
    // with the mask's drawing as its alpha.
    var bare = e
    bare.masks = []
    cairo_push_group(cr)
    drawUnmasked(bare, cr)
    for mask in e.masks {
      guard let content = cairo_pop_group(cr) else { return }
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      for m in mask where m.isVisible { draw(m, cr) }
      let alpha = cairo_pop_group(cr)
      cairo_push_group(cr)
      cairo_set_source(cr, content)
      if let alpha {
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(alpha)
      }
      cairo_pattern_destroy(content)
    }
    guard let result = cairo_pop_group(cr) else { return }
    cairo_set_source(cr, result)
    cairo_paint(cr)
    cairo_pattern_destroy(result)
  }

  private func drawUnmasked(_ e: Element, _ cr: OpaquePointer) {
    guard e.blur > 0 || e.colorMatrix != nil else { return drawSharp(e, cr, clipped: true) }
    // Drawn sharp into a group, blurred there in device pixels, and painted through the
    // element's clips: the clips of the views around a blurred one cut its blur, as they do in
    // SwiftUI and as the SVG's filter inside its clip does.
    cairo_push_group(cr)
    drawSharp(e, cr, clipped: false)
    guard let pattern = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(pattern) }
    filter(pattern, blur: e.blur, matrix: e.colorMatrix)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    clip(to: e, cr)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
  }

  /// A material's view of what is drawn so far: the pixels under the element, within the blur's
  /// reach, copied into a group, blurred and saturated there in device pixels, and painted through
  /// the element's shape (and clips) at its opacity; the element's tint is drawn over it next.
  private func drawBackdrop(_ e: Element, _ backdrop: Backdrop, _ cr: OpaquePointer) {
    let shape = Self.backdropShape(e)
    let r = Self.scaledFrame(e)
    let reach = 3 * backdrop.sigma + 1
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, r.x - reach, r.y - reach, r.width + 2 * reach, r.height + 2 * reach)
    cairo_clip(cr)
    let target = cairo_get_target(cr)
    cairo_surface_flush(target)
    cairo_push_group(cr)
    cairo_save(cr)
    // Device space: the target's pixels where they are.
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, target, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
    guard let pattern = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(pattern) }
    filter(pattern, blur: backdrop.sigma, matrix: backdrop.saturation != 1 ? .saturation(backdrop.saturation) : nil)
    clip(to: e, cr)
    addPath(shape, cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, e.opacity)
  }

  /// Blurs a popped group's pixels by σ `blur` points and then filters their colours, in place,
  /// in device pixels (a group Cairo made as an ARGB32 image, as it does on an image surface).
  private func filter(_ pattern: OpaquePointer, blur: Double, matrix: ColorMatrix?) {
    var group: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let group,
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(group)
    else { return }
    cairo_surface_flush(group)
    let (width, height) = (Int(cairo_image_surface_get_width(group)), Int(cairo_image_surface_get_height(group)))
    let stride = Int(cairo_image_surface_get_stride(group))
    if blur > 0 { AlphaBlur.blurChannels(data, width: width, height: height, stride: stride, sigma: blur * scale) }
    if let matrix { ColorFilter.apply(matrix, data, width: width, height: height, stride: stride) }
    cairo_surface_mark_dirty(group)
  }

  /// The frame as its scale effect shows it, about its centre.
  static func scaledFrame(_ e: Element) -> Rect {
    let f = e.frame
    guard e.scale != 1 else { return f }
    let (w, h) = (f.width * abs(e.scale), f.height * abs(e.scale))
    return Rect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
  }

  /// The outline a material shows what lies behind through, in canvas points: the element's
  /// shape as its scale effect shows it (a rotation or transform of a material is not followed).
  static func backdropShape(_ e: Element) -> PathData {
    let f = scaledFrame(e)
    let k = abs(e.scale)
    var p = PathData()
    switch e.content {
    case .ellipse: p.ellipse(cx: f.midX, cy: f.midY, rx: f.width / 2, ry: f.height / 2)
    case .symbol(_, let path): return path.transformed(scaleX: f.width, scaleY: f.height, dx: f.x, dy: f.y)
    default: p.roundedRect(f.x, f.y, f.width, f.height, radius: e.cornerRadius * k)
    }
    return p
  }

  /// Cuts drawing to the element's clip rectangle and outlines.
  private func clip(to e: Element, _ cr: OpaquePointer) {
    if let c = e.clip {
      cairo_rectangle(cr, c.x, c.y, c.width, c.height)
      cairo_clip(cr)
    }
    for outline in e.clipPaths {
      addPath(outline, cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    }
  }

  private func drawSharp(_ e: Element, _ cr: OpaquePointer, clipped: Bool) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let f = e.frame
    if clipped { clip(to: e, cr) }
    if let t = e.transform?.matrix, !t.isIdentity {
      // After scale and rotation, in canvas points: outermost.
      var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
      cairo_transform(cr, &m)
    }
    if e.scale != 1 || e.rotation != 0 {
      // scaleEffect and rotationEffect: about the frame's centre.
      cairo_translate(cr, f.midX, f.midY)
      if e.rotation != 0 { cairo_rotate(cr, e.rotation) }
      if e.scale != 1 { cairo_scale(cr, e.scale, e.scale) }
      cairo_translate(cr, -f.midX, -f.midY)
    }
    if let gradient = e.gradient, let pattern = Self.pattern(gradient, in: f, opacity: e.opacity) {
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    } else {
      cairo_set_source_rgba(cr, e.color.r, e.color.g, e.color.b, e.color.a * e.opacity)
    }
    switch e.content {
    case .image(let path):
      guard let surface = ImageSurfaces.surface(path), f.width > 0, f.height > 0 else { return }
      cairo_translate(cr, f.x, f.y)
      cairo_scale(cr, f.width / Double(cairo_image_surface_get_width(surface)), f.height / Double(cairo_image_surface_get_height(surface)))
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint_with_alpha(cr, e.opacity)
    case .rect:
      var p = PathData()
      p.roundedRect(f.x, f.y, f.width, f.height, radius: e.cornerRadius)
      fill(p, cr)
    case .border(let width):
      // SwiftUI's border is drawn inside the frame.
      cairo_set_line_width(cr, width)
      cairo_rectangle(cr, f.x + width / 2, f.y + width / 2, max(0, f.width - width), max(0, f.height - width))
      cairo_stroke(cr)
    case .ellipse:
      var p = PathData()
      p.ellipse(cx: f.midX, cy: f.midY, rx: f.width / 2, ry: f.height / 2)
      fill(p, cr)
    case .symbol(_, let path):
      let placed = path.transformed(scaleX: f.width, scaleY: f.height, dx: f.x, dy: f.y)
      guard e.outlineGrowth > 0 else { return fill(placed, cr) }
      // Fill and stroke are one shape: where they overlap a translucent colour must not be laid
      // twice, so they are drawn opaque into a group and the group painted with the alpha.
      let alpha = e.color.a * e.opacity
      if alpha < 1 {
        cairo_push_group(cr)
        cairo_set_source_rgb(cr, e.color.r, e.color.g, e.color.b)
      }
      fill(placed, cr)
      addPath(placed, cr)
      cairo_set_line_width(cr, 2 * e.outlineGrowth)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_stroke(cr)
      if alpha < 1 {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
      }
    case .text(let run):
      // Cairo paints a colour glyph (an emoji) opaque whatever the source's alpha: a translucent
      // text that has one is drawn opaque into a group, and the group painted with the alpha.
      let alpha = e.color.a * e.opacity
      // Parts in colours of their own are painted in them by Pango, whatever the source: such a
      // text is drawn into a group too, and the group painted with the element's opacity.
      let coloured = e.opacity < 1 && run.spans.contains { $0.color != nil }
      let grouped = coloured || alpha < 1 && e.gradient == nil && text.hasColourGlyphs(run)
      if grouped {
        cairo_push_group(cr)
        if e.gradient == nil { cairo_set_source_rgba(cr, e.color.r, e.color.g, e.color.b, coloured ? e.color.a : 1) }
      }
      cairo_move_to(cr, f.x, f.y)
      text.draw(run, in: cr)
      if grouped {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, coloured ? e.opacity : alpha)
      }
      for line in text.drawnLines(run) {
        let (rect, color) = (line.rect, line.color ?? e.color)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a * e.opacity)
        cairo_rectangle(cr, f.x + rect.x, f.y + rect.y, rect.width, rect.height)
        cairo_fill(cr)
      }
    case .shadow(let shadow, let casters):
      drawShadow(shadow, casters, opacity: e.opacity, clipPaths: e.clipPaths, cr)
    }
  }

  private func fill(_ path: PathData, _ cr: OpaquePointer) {
    addPath(path, cr)
    cairo_set_fill_rule(cr, path.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
  }

  private func addPath(_ path: PathData, _ cr: OpaquePointer) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let x, let y): cairo_move_to(cr, x, y)
      case .line(let x, let y): cairo_line_to(cr, x, y)
      case .cubic(let a, let b, let c, let d, let x, let y): cairo_curve_to(cr, a, b, c, d, x, y)
      case .close: cairo_close_path(cr)
      }
    }
  }
}
