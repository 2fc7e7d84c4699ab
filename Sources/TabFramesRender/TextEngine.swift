import CTabFrames
import FoundationEssentials
import Glibc
import Synchronization
import TabFramesDisplayList
import TabFramesSceneFormat

/// Shapes text with Pango for one thread: its own font map and context (Pango objects are not
/// shared across threads), hinting and metric rounding off so that layout does not change with
/// scale, and a cache so each label is shaped once per font, not once per frame.
final class TextEngine {
  /// Made at the first layout: a renderer that only writes SVG takes every outline from
  /// `TextOutlineCache` and never needs fonts of its own.
  private var pango: (fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer)?
  private var layouts: [TextRun: OpaquePointer] = [:]
  /// The lines drawn apart from a run's glyphs (`drawnLines`), by run.
  var lines: [TextRun: [DrawnLine]] = [:]
  /// A font file this engine alone knows, outside fontconfig's folders (an icon font a Debian
  /// package installs for another program); nil for the fonts fontconfig is configured with.
  private let fontFile: String?

  init(fontFile: String? = nil) { self.fontFile = fontFile }

  deinit {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    if let pango {
      g_object_unref(UnsafeMutableRawPointer(pango.context))
      g_object_unref(UnsafeMutableRawPointer(pango.fontMap))
    }
  }

  func fonts() -> (fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
    if let pango { return pango }
    let fontMap = glibObject(pango_cairo_font_map_new(), "pango_cairo_font_map_new")
    if let fontFile, let config = FcConfigCreate() {
      // A configuration of that one file: its family cannot be confused with an installed font of
      // the same name, and text elsewhere never falls back to it. The font map keeps a reference.
      // A file that did not load leaves an empty configuration, in which the family is not found
      // (the caller checks the family it gets).
      if FcConfigAppFontAddFile(config, fontFile) != 0 {
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
      } else {
        let empty = FcConfigCreate()
        pango_fc_font_map_set_config(OpaquePointer(fontMap), empty)
        FcConfigDestroy(empty)
      }
      FcConfigDestroy(config)
    }
    let context = glibObject(pango_font_map_create_context(fontMap), "pango_font_map_create_context")
    // Cairo returns a shared "nil" options object rather than NULL when it runs out of memory;
    // NULL would only mean a broken libcairo. Without options the defaults (hinting on) apply.
    if let options = cairo_font_options_create() {
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }
    pango_context_set_round_glyph_positions(context, 0)
    pango = (fontMap, context)
    return (fontMap, context)
  }

  /// Small capitals as Pango draws them: the font's own where it has them, else made from its
  /// capitals scaled down (Pango 1.50; Inter has none). SwiftUI's capitals-only small caps are
  /// OpenType's unicase.
  static func variant(_ capitals: FontSpec.Capitals) -> PangoVariant {
    switch capitals {
    case .normal: PANGO_VARIANT_NORMAL
    case .allSmall: PANGO_VARIANT_ALL_SMALL_CAPS
    case .lowercaseSmall: PANGO_VARIANT_SMALL_CAPS
    case .uppercaseSmall: PANGO_VARIANT_UNICASE
    }
  }

  static func fontDescription(_ font: FontSpec) -> OpaquePointer {
    let d = glibObject(pango_font_description_new(), "pango_font_description_new")
    pango_font_description_set_family(d, font.family)
    pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.cssWeight)))
    pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
    if font.italic { pango_font_description_set_style(d, PANGO_STYLE_ITALIC) }
    if font.capitals != .normal { pango_font_description_set_variant(d, variant(font.capitals)) }
    return d
  }

  /// The shaped layout for a run, made once.
  func layout(_ run: TextRun) -> OpaquePointer {
    if let cached = layouts[run] { return cached }
    let layout = glibObject(pango_layout_new(fonts().context), "pango_layout_new")
    let d = Self.fontDescription(run.font)
    pango_layout_set_font_description(layout, d)
    pango_font_description_free(d)
    pango_layout_set_text(layout, run.string, -1)
    if run.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32((run.lineSpacing * Double(PANGO_SCALE)).rounded())) }
    if let attributes = Self.attributes(run) {
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    if let wrap = run.wrapWidth {
      pango_layout_set_width(layout, Int32((wrap * Double(PANGO_SCALE)).rounded(.down)))
      let ellipsis: PangoEllipsizeMode
      switch run.truncation {
      case .head: ellipsis = PANGO_ELLIPSIZE_START
      case .middle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
      case .tail: ellipsis = PANGO_ELLIPSIZE_END
      }
      if run.truncates {
        pango_layout_set_ellipsize(layout, ellipsis)
      } else {
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let lines = run.maxLines {
          // A negative height is a line count: the last line kept is cut with the ellipsis.
          pango_layout_set_height(layout, -Int32(clamping: max(lines, 1)))
          pango_layout_set_ellipsize(layout, ellipsis)
        }
      }
      switch run.alignment {
      case .left: break
      case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
      case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
      }
    }
    layouts[run] = layout
    return layout
  }

  func measure(_ run: TextRun) -> TextMetrics {
    let l = layout(run)
    var logical = PangoRectangle()
    pango_layout_get_extents(l, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return TextMetrics(
      width: Double(logical.width) / scale,
      height: Double(logical.height) / scale,
      ascent: Double(pango_layout_get_baseline(l)) / scale,
      // Pango 1.50 exposes no cap height; Inter's is 1490/2048 of the size, SF's 0.705.
      capHeight: run.font.size * 0.7275,
      lineCount: Int(pango_layout_get_line_count(l)))
  }

  /// How many of the run's characters no font could draw (Pango's hex boxes).
  func unknownGlyphCount(_ run: TextRun) -> Int {
    Int(pango_layout_get_unknown_glyphs_count(layout(run)))
  }

  /// Which of the run's characters no font could draw, each once, in the order they come: the
  /// run is asked as a whole, then (only when it has any) each character by itself.
  func undrawnScalars(_ run: TextRun) -> [Unicode.Scalar] {
    guard unknownGlyphCount(run) > 0 else { return [] }
    var seen = Set<Unicode.Scalar>()
    var result: [Unicode.Scalar] = []
    for scalar in run.string.unicodeScalars where !scalar.properties.isWhitespace && seen.insert(scalar).inserted {
      if unknownGlyphCount(TextRun(string: String(scalar), font: run.font)) > 0 { result.append(scalar) }
    }
    return result
  }

  /// Draws a run with its layout origin at the current point of `cr`.
  func draw(_ run: TextRun, in cr: OpaquePointer) {
    pango_cairo_show_layout(cr, layout(run))
  }

  /// The glyph outlines of a run, origin at the layout's top-left: text for SVG without fonts.
  /// Shared by every engine of the process through `TextOutlineCache`: a run is outlined once.
  func outline(_ run: TextRun) throws(RenderError) -> PathData {
    if let cached = TextOutlineCache.shared[run] { return cached }
    // An unbounded recording surface: Pango leaves out the lines and glyphs it sees outside a
    // bounded target's clip (on the 1 × 1 image surface used before, a wrapped text lost the
    // ends of its lines).
    guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
      throw RenderError("outlining text", "out of memory")
    }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { throw RenderError("outlining text", "out of memory") }
    defer { cairo_destroy(cr) }
    pango_cairo_layout_path(cr, layout(run))
    let path = CairoPath.copy(from: cr)
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      throw RenderError("outlining text", String(cString: cairo_status_to_string(cairo_status(cr))))
    }
    TextOutlineCache.shared[run] = path
    return path
  }

  /// A run's glyphs, each placed by its origin and named by its outline, which is kept in
  /// `GlyphOutlines` (made here the first time a glyph is seen); nil when the run draws more
  /// than its glyphs — a line in the text's colour, or a hex box for a character no font has —
  /// which only its whole outline holds. Shared by every engine, as outlines are.
  func placedGlyphs(_ run: TextRun) throws(RenderError) -> [PlacedGlyph]? {
    switch GlyphOutlines.shared[run] {
    case .glyphs(let glyphs): return glyphs
    case .wholeOutline: return nil
    case nil: break
    }
    let placement = try placement(run)
    GlyphOutlines.shared[run] = placement
    if case .glyphs(let glyphs) = placement { return glyphs }
    return nil
  }

  private func placement(_ run: TextRun) throws(RenderError) -> GlyphOutlines.Placement {
    let l = layout(run)
    guard run.underline?.color != nil || run.underline == nil, run.strikethrough?.color != nil || run.strikethrough == nil,
      pango_layout_get_unknown_glyphs_count(l) == 0, let iter = pango_layout_get_iter(l)
    else { return .wholeOutline }
    defer { pango_layout_iter_free(iter) }
    guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
      throw RenderError("outlining text", "out of memory")
    }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { throw RenderError("outlining text", "out of memory") }
    defer { cairo_destroy(cr) }
    let scale = Double(PANGO_SCALE)
    var placed: [PlacedGlyph] = []
    repeat {
      // A run's glyphs in visual order from its left edge, each moved by its own offset, on the
      // line's baseline: where Pango's renderer puts them (letter spacing is in their widths).
      guard let item = pango_layout_iter_get_run_readonly(iter), let glyphs = item.pointee.glyphs,
        let font = item.pointee.item.pointee.analysis.font
      else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iter, nil, &logical)
      // A run raised by `rise` sits on a baseline of its own.
      let baseline = Int(pango_layout_iter_get_run_baseline(iter))
      let fontName = Self.name(of: font)
      let offset = Int(item.pointee.item.pointee.offset)
      let color = run.spans.last { $0.start <= offset && offset < $0.end && $0.color != nil }?.color
      // Outlines are kept by the font's name: a font without one (none seen) keeps its whole outline.
      guard !fontName.isEmpty, let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return .wholeOutline }
      var x = Int(logical.x)
      for i in 0..<Int(glyphs.pointee.num_glyphs) {
        let info = glyphs.pointee.glyphs[i]
        defer { x += Int(info.geometry.width) }
        // An empty glyph (a space, a zero-width character) draws nothing.
        guard info.glyph != PANGO_GLYPH_EMPTY else { continue }
        let id = GlyphOutlines.id(font: fontName, glyph: info.glyph)
        if !GlyphOutlines.shared.has(id) {
          if GlyphOutlines.shared.isColourFont(fontName, { Self.drawsInColour(font) }) {
            GlyphOutlines.shared.keep(id, definition: try Self.colourGlyph(id, info.glyph, scaledFont))
          } else {
            cairo_new_path(cr)
            cairo_set_scaled_font(cr, scaledFont)
            var glyph = cairo_glyph_t(index: UInt(info.glyph), x: 0, y: 0)
            cairo_glyph_path(cr, &glyph, 1)
            let path = CairoPath.copy(from: cr)
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
              throw RenderError("outlining text", String(cString: cairo_status_to_string(cairo_status(cr))))
            }
            // A glyph with no outline (a space) is kept as drawing nothing, and not used.
            GlyphOutlines.shared.keep(id, definition: path.elements.isEmpty ? "" : "<path id=\"\(id)\" d=\"\(SVGWriter.pathData(path))\"/>")
          }
        }
        guard GlyphOutlines.shared.draws(id) else { continue }
        placed.append(
          PlacedGlyph(
            id: id, x: Double(x + Int(info.geometry.x_offset)) / scale, y: Double(baseline + Int(info.geometry.y_offset)) / scale,
            color: color))
      }
    } while pango_layout_iter_next_run(iter) != 0
    return .glyphs(placed)
  }

  /// Whether any of a run's glyphs come from a colour font (an emoji's).
  func hasColourGlyphs(_ run: TextRun) -> Bool {
    GlyphOutlines.shared.hasColour(run) { self.findsColourGlyphs(run) }
  }

  private func findsColourGlyphs(_ run: TextRun) -> Bool {
    guard let iter = pango_layout_get_iter(layout(run)) else { return false }
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let item = pango_layout_iter_get_run_readonly(iter), let font = item.pointee.item.pointee.analysis.font else { continue }
      if GlyphOutlines.shared.isColourFont(Self.name(of: font), { Self.drawsInColour(font) }) { return true }
    } while pango_layout_iter_next_run(iter) != 0
    return false
  }

  /// How Pango describes a font, with its size in pixels ("Inter Semi-Bold 17px"): the name its
  /// glyphs' outlines are kept by.
  static func name(of font: UnsafeMutablePointer<PangoFont>) -> String {
    guard let described = pango_font_describe_with_absolute_size(font) else { return "" }
    defer { pango_font_description_free(described) }
    guard let text = pango_font_description_to_string(described) else { return "" }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// Whether fontconfig says the font draws in colour (an emoji font's bitmaps): such a glyph has
  /// no outline — Cairo traces its bitmap into a one-colour silhouette — so SVG shows its picture.
  static func drawsInColour(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
    // Every font of Pango's Cairo font map on Linux is a fontconfig font; checked all the same.
    let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
    guard g_type_check_instance_is_a(instance, pango_fc_font_get_type()) != 0,
      let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
    else { return false }
    var colour: FcBool = 0
    return FcPatternGetBool(pattern, "color", 0, &colour) == FcResultMatch && colour != 0
  }

  /// A colour glyph's definition for SVG: its picture, drawn by Cairo as a frame draws it, at four
  /// pixels a point (sharp at scale 3), placed over its ink about the glyph's origin.
  static func colourGlyph(_ id: String, _ index: PangoGlyph, _ font: OpaquePointer?) throws(RenderError) -> String {
    guard let font else { return "" }
    var glyph = cairo_glyph_t(index: UInt(index), x: 0, y: 0)
    var ink = cairo_text_extents_t()
    cairo_scaled_font_glyph_extents(font, &glyph, 1, &ink)
    guard ink.width > 0, ink.height > 0 else { return "" }
    let density = 4.0
    let x = (ink.x_bearing * density).rounded(.down) / density
    let y = (ink.y_bearing * density).rounded(.down) / density
    let width = ((ink.x_bearing + ink.width - x) * density).rounded(.up)
    let height = ((ink.y_bearing + ink.height - y) * density).rounded(.up)
    let surface = try CairoSurface(pixelWidth: Int(width), pixelHeight: Int(height))
    let cr = surface.context
    cairo_scale(cr, density, density)
    cairo_translate(cr, -x, -y)
    cairo_set_font_face(cr, cairo_scaled_font_get_font_face(font))
    var matrix = cairo_matrix_t()
    cairo_scaled_font_get_font_matrix(font, &matrix)
    cairo_set_font_matrix(cr, &matrix)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_show_glyphs(cr, &glyph, 1)
    try surface.checkStatus("drawing a colour glyph")
    let png = try PNGCodec.encode(surface.rgbaImage(), opaque: false)
    return
      "<g id=\"\(id)\"><image x=\"\(SVGWriter.num(x))\" y=\"\(SVGWriter.num(y))\" width=\"\(SVGWriter.num(width / density))\" height=\"\(SVGWriter.num(height / density))\" href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/></g>"
  }

  /// The family fontconfig actually gives for a request, to warn when a font is missing.
  func resolvedFamily(_ font: FontSpec) -> String? {
    let d = Self.fontDescription(font)
    defer { pango_font_description_free(d) }
    let (fontMap, context) = fonts()
    guard let loaded = pango_font_map_load_font(fontMap, context, d) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    guard let described = pango_font_describe(loaded) else { return nil }
    defer { pango_font_description_free(described) }
    return pango_font_description_get_family(described).map { String(cString: $0) }
  }
}

/// Fontconfig's start-up: reading and parsing its configuration is a third of the work of a short
/// render (W1's 60 SVG frames: 24 of 68 million instructions, under callgrind).
package enum FontSetup {
  /// Starts loading fontconfig's configuration now, off the calling thread: Pango runs `FcInit` on
  /// a thread of its own when the first font map is made, and waits for it at the first use of a
  /// font. Made at the start of the process, that load overlaps reading the arguments and the
  /// scenes instead of following them.
  package static func startLoading() {
    g_object_unref(UnsafeMutableRawPointer(pango_cairo_font_map_new()))
  }
}

/// Glyph outlines of text runs for the whole process. Every engine makes the same outline for a
/// run (the same fonts, the same font options), so the first one made serves every thread: a
/// worker writing SVG then needs no font map of its own, which cost each worker about 3 ms of
/// font loading before its first frame, more than W1's SVG frames took to write. Bounded by the
/// distinct labels of the scenes rendered.
final class TextOutlineCache: Sendable {
  static let shared = TextOutlineCache()
  private let entries = Mutex<[TextRun: PathData]>([:])

  subscript(run: TextRun) -> PathData? {
    get { entries.withLock { $0[run] } }
    set { entries.withLock { $0[run] = newValue } }
  }
}

/// GLib's constructors abort the process themselves when memory runs out (g_malloc), so they
/// never return NULL to a caller that passes valid arguments; a NULL here is a broken library.
func glibObject<T>(_ pointer: T?, _ function: StaticString) -> T {
  guard let pointer else { preconditionFailure("\(function) returned NULL: the Pango/GLib installation is broken") }
  return pointer
}

/// Reads the current Cairo path into `PathData`.
enum CairoPath {
  static func copy(from cr: OpaquePointer) -> PathData {
    var result = PathData()
    // An empty path (text of spaces, an empty title) has no data at all: `data` is NULL.
    guard let path = cairo_copy_path(cr) else { return result }
    defer { cairo_path_destroy(path) }
    let count = Int(path.pointee.num_data)
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, count > 0, let data = path.pointee.data else { return result }
    var i = 0
    while i < count {
      let header = data[i].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO: result.move(data[i + 1].point.x, data[i + 1].point.y)
      case CAIRO_PATH_LINE_TO: result.line(data[i + 1].point.x, data[i + 1].point.y)
      case CAIRO_PATH_CURVE_TO:
        result.cubic(
          data[i + 1].point.x, data[i + 1].point.y, data[i + 2].point.x, data[i + 2].point.y, data[i + 3].point.x, data[i + 3].point.y)
      case CAIRO_PATH_CLOSE_PATH: result.close()
      default: break
      }
      i += Int(header.length)
    }
    return result
  }
}

/// Text measurement for Layout, safe to share: one engine behind a lock.
/// `@unchecked Sendable`: its caches and Pango objects are used under `lock` only.
package final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
  private let lock = Mutex(())
  private let engine = TextEngine()
  private var cache: [TextRun: TextMetrics] = [:]
  private var undrawn: [TextRun: [Unicode.Scalar]] = [:]

  package init() {}

  package func undrawnCharacters(_ run: TextRun) -> [Unicode.Scalar] {
    lock.withLock { _ in
      if let known = undrawn[run] { return known }
      let found = engine.undrawnScalars(run)
      undrawn[run] = found
      return found
    }
  }

  /// Each line's logical extents, origin at the layout's top-left (`TextEngine.lineRects`).
  package func lineRects(_ run: TextRun) -> [Rect] {
    lock.withLock { _ in engine.lineRects(run) }
  }

  package func measure(_ run: TextRun) -> TextMetrics {
    lock.withLock { _ in
      if let m = cache[run] { return m }
      let m = engine.measure(run)
      cache[run] = m
      return m
    }
  }

  /// Outlines runs ahead of the frames that show them (into `TextOutlineCache`), with this
  /// measurer's fonts, which are loaded already: SVG workers then start writing at once.
  package func prepareOutlines(_ runs: some Sequence<TextRun>) throws(RenderError) {
    try lock.withLock { (_: inout ()) throws(RenderError) in
      for run in runs {
        _ = try engine.outline(run)
        _ = try engine.placedGlyphs(run)
      }
    }
  }

  /// The family used for a requested font (it differs when the font is not installed).
  package func resolvedFamily(_ font: FontSpec) -> String? {
    lock.withLock { _ in engine.resolvedFamily(font) }
  }
}
