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
  private var textInk: [TextPlacement: SVGWriter.TextInk] = [:]

  private struct TextPlacement: Hashable {
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
  private var shadowMasks: [(key: ShadowKey, mask: OpaquePointer)] = []
  private static let keptShadowMasks = 8

  /// What a shadow's mask depends on: its casters (at full opacity), its blur, and where on the
  /// pixel grid it is drawn (the transform, the clip's extents and the outlines that clip it).
  private struct ShadowKey: Equatable {
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

  /// A gradient as a Cairo pattern over `frame` (canvas points), its stops at `opacity`.
  static func pattern(_ gradient: GradientFill, in frame: Rect, opacity: Double) -> OpaquePointer? {
    let pattern: OpaquePointer?
    switch gradient.geometry {
    case .linear(let x0, let y0, let x1, let y1):
      pattern = cairo_pattern_create_linear(
        frame.x + x0 * frame.width, frame.y + y0 * frame.height, frame.x + x1 * frame.width, frame.y + y1 * frame.height)
    case .radial(let cx, let cy, let r0, let r1):
      let x = frame.x + cx * frame.width
      let y = frame.y + cy * frame.height
      pattern = cairo_pattern_create_radial(x, y, r0, x, y, r1)
    case .elliptical(let cx, let cy, let f0, let f1):
      // Circles in the frame's unit square, the pattern's space stretched to the frame.
      pattern = cairo_pattern_create_radial(cx, cy, f0, cx, cy, f1)
      if let pattern, frame.width > 0, frame.height > 0 {
        var m = cairo_matrix_t(
          xx: 1 / frame.width, yx: 0, xy: 0, yy: 1 / frame.height, x0: -frame.x / frame.width, y0: -frame.y / frame.height)
        cairo_pattern_set_matrix(pattern, &m)
      }
    case .angular(let cx, let cy, _, _):
      // Cairo has no conic gradient: a mesh of thin wedges from the centre, each shading from
      // its start colour to its end colour across its angle (the outer edge a chord far beyond
      // the frame).
      let x = frame.x + cx * frame.width
      let y = frame.y + cy * frame.height
      let r = 4 * max(frame.width, frame.height, 1)
      guard let mesh = cairo_pattern_create_mesh() else { return nil }
      for w in gradient.wedges(count: 128) {
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, x, y)
        cairo_mesh_pattern_line_to(mesh, x + r * cos(w.start), y + r * sin(w.start))
        cairo_mesh_pattern_line_to(mesh, x + r * cos(w.end), y + r * sin(w.end))
        cairo_mesh_pattern_line_to(mesh, x, y)
        for (corner, c) in [(0, w.from), (1, w.from), (2, w.to), (3, w.to)] {
          cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.r, c.g, c.b, c.a * opacity)
        }
        cairo_mesh_pattern_end_patch(mesh)
      }
      return mesh
    }
    guard let pattern else { return nil }
    for stop in gradient.stops {
      cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.r, stop.color.g, stop.color.b, stop.color.a * opacity)
    }
    return pattern
  }

  /// Draws a display list and encodes it as PNG.
  package func png(_ list: DisplayList) throws(RenderError) -> [UInt8] {
    try PNGCodec.encode(rasterize(list))
  }

  private func draw(_ e: Element, _ cr: OpaquePointer) {
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

  /// Cairo's operator for a blend mode. Cairo has none for `plusDarker`: multiply is the
  /// nearest (docs/SWIFTUI.md).
  static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
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
      let grouped = alpha < 1 && e.gradient == nil && text.hasColourGlyphs(run)
      if grouped {
        cairo_push_group(cr)
        cairo_set_source_rgb(cr, e.color.r, e.color.g, e.color.b)
      }
      cairo_move_to(cr, f.x, f.y)
      text.draw(run, in: cr)
      if grouped {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
      }
      for (rect, color) in text.colouredLines(run) {
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a * e.opacity)
        cairo_rectangle(cr, f.x + rect.x, f.y + rect.y, rect.width, rect.height)
        cairo_fill(cr)
      }
    case .shadow(let shadow, let casters):
      drawShadow(shadow, casters, opacity: e.opacity, clipPaths: e.clipPaths, cr)
    }
  }

  /// The casters' alpha drawn into a group, blurred there (in device pixels, as SVG's filter
  /// blurs), and painted through as a mask in the shadow's colour. Casters that share an opacity
  /// and do not overlap (a shape fading as a whole) are drawn opaque and the opacity is the
  /// mask's, so a fade reuses one blurred mask (the same to a level of rounding; overlapping
  /// casters would composite differently, so they are drawn as they are).
  private func drawShadow(_ shadow: Shadow, _ casters: [Element], opacity: Double, clipPaths: [PathData], _ cr: OpaquePointer) {
    guard let bounds = Self.bounds(of: casters) else { return }
    let visible = casters.filter(\.isVisible)
    guard let shared = visible.first?.opacity else { return }
    let fades = visible.allSatisfy { $0.opacity == shared } && Self.apart(visible)
    let drawn =
      fades
      ? visible.map { c in
        var c = c; c.opacity = 1; return c
      } : visible
    let reach = 3 * max(shadow.sigma, 0) + 1
    cairo_translate(cr, shadow.dx, shadow.dy)
    cairo_rectangle(cr, bounds.x - reach, bounds.y - reach, bounds.width + 2 * reach, bounds.height + 2 * reach)
    cairo_clip(cr)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var clip = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
    let key = ShadowKey(
      casters: drawn, sigma: shadow.sigma, matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0], clip: [clip.0, clip.1, clip.2, clip.3],
      clipPaths: clipPaths)
    let mask: OpaquePointer
    if let i = shadowMasks.firstIndex(where: { $0.key == key }) {
      let kept = shadowMasks.remove(at: i)
      shadowMasks.append(kept)
      mask = kept.mask
    } else {
      guard let made = blurredMask(drawn, sigma: shadow.sigma, cr) else { return }
      if shadowMasks.count == Self.keptShadowMasks { cairo_pattern_destroy(shadowMasks.removeFirst().mask) }
      shadowMasks.append((key, made))
      mask = made
    }
    let alpha = shadow.color.a * opacity * (fades ? shared : 1)
    cairo_set_source_rgba(cr, shadow.color.r, shadow.color.g, shadow.color.b, alpha)
    cairo_mask(cr, mask)
  }

  /// The casters' alpha drawn into a group under the current clip, blurred in place.
  private func blurredMask(_ casters: [Element], sigma: Double, _ cr: OpaquePointer) -> OpaquePointer? {
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    for caster in casters { draw(caster, cr) }
    guard let pattern = cairo_pop_group(cr) else { return nil }
    var group: OpaquePointer?
    if sigma > 0, cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let group,
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(group) == CAIRO_FORMAT_A8
    {
      cairo_surface_flush(group)
      if let data = cairo_image_surface_get_data(group) {
        AlphaBlur.blur(
          data, width: Int(cairo_image_surface_get_width(group)), height: Int(cairo_image_surface_get_height(group)),
          stride: Int(cairo_image_surface_get_stride(group)), sigma: sigma * scale)
      }
      cairo_surface_mark_dirty(group)
    }
    return pattern
  }

  /// Whether no two elements' drawings can overlap (their frames, grown by their scale, are
  /// apart); few elements cast a shadow, so every pair is compared.
  static func apart(_ elements: [Element]) -> Bool {
    let boxes = elements.compactMap { bounds(of: [$0]) }
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        let (a, b) = (boxes[i], boxes[j])
        if a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height { return false }
      }
    }
    return true
  }

  /// The union of the elements' frames (their drawing, scaled or turned, may reach a little
  /// beyond).
  static func bounds(of elements: [Element]) -> Rect? {
    var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
    for e in elements {
      let f = e.frame
      let grow = max(e.scale, 1)
      var (w, h) = (f.width * grow, f.height * grow)
      if e.rotation != 0 {
        // Turned, it reaches as far as the box that bounds the turned rectangle.
        let (c, s) = (abs(cos(e.rotation)), abs(sin(e.rotation)))
        (w, h) = (w * c + h * s, w * s + h * c)
      }
      var r = (f.midX - w / 2, f.midY - h / 2, f.midX + w / 2, f.midY + h / 2)
      if let t = e.transform?.matrix, !t.isIdentity {
        let mapped = t.bounds(of: Rect(x: r.0, y: r.1, width: r.2 - r.0, height: r.3 - r.1))
        r = (mapped.minX, mapped.minY, mapped.maxX, mapped.maxY)
      }
      box = box.map { (min($0.x0, r.0), min($0.y0, r.1), max($0.x1, r.2), max($0.y1, r.3)) } ?? r
    }
    return box.map { Rect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
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
      var markup = SVGWriter.markup(e, outline: nil, text: try textInk(run, at: e.frame))
      for (k, (rect, color)) in text.colouredLines(run).enumerated() {
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

  private func textInk(_ run: TextRun, at frame: Rect) throws(RenderError) -> SVGWriter.TextInk {
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
      for (rect, _) in self.text.colouredLines(run) { outline.rect(rect.x, rect.y, rect.width, rect.height) }
      return outline
    }
    return try writer.finish(textOutline: outline) { (run: TextRun) throws(RenderError) -> SVGWriter.TextInk in
      guard let glyphs = try self.text.placedGlyphs(run) else { return .pathData(SVGWriter.pathData(try outline(run))) }
      var uses = SVGWriter.TextInk.markup(glyphs, x: 0, y: 0)
      let lines = self.text.colouredLines(run)
      if !lines.isEmpty {
        var path = PathData()
        for (rect, _) in lines { path.rect(rect.x, rect.y, rect.width, rect.height) }
        uses += "<path d=\"\(SVGWriter.pathData(path))\"/>"
      }
      return .glyphs(uses)
    }
  }
}
