import CTabFrames
import TabFramesDisplayList
import TabFramesSceneFormat

extension TextEngine {
  /// What a run draws beyond its font description: letter spacing, OpenType features, lines,
  /// no hyphens where it wraps, and the parts in a style of their own.
  static func attributes(_ run: TextRun) -> OpaquePointer? {
    let font = run.font
    let wraps = run.wrapWidth != nil && !run.truncates
    guard
      wraps || font.letterSpacing != 0 || font.tabularDigits || run.underline?.color == nil && run.underline != nil
        || run.strikethrough?.color == nil && run.strikethrough != nil || !run.spans.isEmpty
    else { return nil }
    let list = glibObject(pango_attr_list_new(), "pango_attr_list_new")
    // iOS never hyphenates a label: a word wider than the line breaks between two characters with
    // nothing added. Pango (since 1.44) puts a hyphen at such a break unless told not to.
    if wraps { pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0)) }
    if font.letterSpacing != 0 {
      pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32((font.letterSpacing * Double(PANGO_SCALE)).rounded())))
    }
    if font.tabularDigits { pango_attr_list_insert(list, pango_attr_font_features_new("tnum")) }
    // A line in the text's colour is Pango's, so it is in the glyphs' outline too (SVG); one in a
    // colour of its own is drawn apart (`drawnLines`), as an outline has one colour.
    if let line = run.underline, line.color == nil { pango_attr_list_insert(list, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
    if let line = run.strikethrough, line.color == nil { pango_attr_list_insert(list, pango_attr_strikethrough_new(1)) }
    for span in run.spans { insert(span, over: font, into: list) }
    return list
  }

  /// A span's differences from the run's font, each over the span's bytes.
  private static func insert(_ span: TextRun.Span, over base: FontSpec, into list: OpaquePointer) {
    func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(clamping: span.start)
      attribute.pointee.end_index = UInt32(clamping: span.end)
      pango_attr_list_insert(list, attribute)
    }
    let font = span.font
    if font.family != base.family { add(pango_attr_family_new(font.family)) }
    if font.size != base.size { add(pango_attr_size_new_absolute(Int32((font.size * Double(PANGO_SCALE)).rounded()))) }
    if font.weight != base.weight { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(font.weight.cssWeight)))) }
    if font.italic != base.italic { add(pango_attr_style_new(font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
    if font.capitals != base.capitals { add(pango_attr_variant_new(variant(font.capitals))) }
    if font.letterSpacing != base.letterSpacing {
      add(pango_attr_letter_spacing_new(Int32((font.letterSpacing * Double(PANGO_SCALE)).rounded())))
    }
    if font.tabularDigits != base.tabularDigits { add(pango_attr_font_features_new(font.tabularDigits ? "tnum" : "tnum 0")) }
    if let color = span.color {
      add(pango_attr_foreground_new(channel(color.r), channel(color.g), channel(color.b)))
      // Pango reads an alpha of 0 as none given (opaque): the least it can draw stands for it.
      add(pango_attr_foreground_alpha_new(max(channel(color.a), 1)))
    }
    if span.rise != 0 { add(pango_attr_rise_new(Int32((span.rise * Double(PANGO_SCALE)).rounded()))) }
    // A part's lines are drawn apart (`drawnLines`): in SVG a glyph has a colour, a line none.
    // An attribute that draws nothing marks the part's ends, so that Pango's runs end there too
    // and the lines are as wide as the part.
    if span.underline != nil || span.strikethrough != nil { add(pango_attr_underline_new(PANGO_UNDERLINE_NONE)) }
  }

  /// A colour channel as Pango takes it, 0…65535.
  private static func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
}
