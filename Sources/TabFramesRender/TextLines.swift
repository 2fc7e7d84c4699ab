import CTabFrames
import TabFramesDisplayList
import TabFramesSceneFormat

/// A line drawn with a text but apart from its glyphs: where, relative to the layout's origin,
/// and in what colour (nil: the text's).
struct DrawnLine {
  var rect: Rect
  var color: RGBA?
}

extension TextEngine {
  /// The underlines and strikethroughs drawn apart from a run's glyphs, placed by the font's
  /// metrics as Pango places its own: the whole text's that have a colour of their own, each as
  /// wide as a line of the layout, and every line of a part in a style of its own, as wide as the
  /// part is on each line, in the part's font, on its (raised) baseline and in its colour.
  func drawnLines(_ run: TextRun) -> [DrawnLine] {
    let under = run.underline?.color
    let through = run.strikethrough?.color
    let parts = run.spans.contains { $0.underline != nil || $0.strikethrough != nil }
    guard under != nil || through != nil || parts else { return [] }
    if let cached = lines[run] { return cached }
    var result: [DrawnLine] = []
    if under != nil || through != nil { result += wholeLines(run, under: under, through: through) }
    if parts { result += partLines(run) }
    lines[run] = result
    return result
  }

  private func wholeLines(_ run: TextRun, under: RGBA?, through: RGBA?) -> [DrawnLine] {
    guard let metrics = metrics(run.font), let iter = pango_layout_get_iter(layout(run)) else { return [] }
    defer { pango_layout_iter_free(iter) }
    var result: [DrawnLine] = []
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = pango_layout_iter_get_baseline(iter)
      if let under { result.append(DrawnLine(rect: Self.line(logical, baseline, metrics.under), color: under)) }
      if let through { result.append(DrawnLine(rect: Self.line(logical, baseline, metrics.through), color: through)) }
    } while pango_layout_iter_next_line(iter) != 0
    return result
  }

  private func partLines(_ run: TextRun) -> [DrawnLine] {
    guard let iter = pango_layout_get_iter(layout(run)) else { return [] }
    defer { pango_layout_iter_free(iter) }
    var result: [DrawnLine] = []
    repeat {
      guard let item = pango_layout_iter_get_run_readonly(iter) else { continue }
      let offset = Int(item.pointee.item.pointee.offset)
      guard let span = run.spans.last(where: { $0.start <= offset && offset < $0.end }),
        span.underline != nil || span.strikethrough != nil, let metrics = metrics(span.font)
      else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iter, nil, &logical)
      let baseline = pango_layout_iter_get_run_baseline(iter)
      if let line = span.underline {
        result.append(DrawnLine(rect: Self.line(logical, baseline, metrics.under), color: line.color ?? span.color))
      }
      if let line = span.strikethrough {
        result.append(DrawnLine(rect: Self.line(logical, baseline, metrics.through), color: line.color ?? span.color))
      }
    } while pango_layout_iter_next_run(iter) != 0
    return result
  }

  /// Each line's logical extents (as wide as its text, as tall as the line), origin at the
  /// layout's top-left: where a placeholder draws its bars (`redacted(reason: .placeholder)`).
  func lineRects(_ run: TextRun) -> [Rect] {
    guard let iter = pango_layout_get_iter(layout(run)) else { return [] }
    defer { pango_layout_iter_free(iter) }
    let scale = Double(PANGO_SCALE)
    var result: [Rect] = []
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      result.append(
        Rect(
          x: Double(logical.x) / scale, y: Double(logical.y) / scale, width: Double(logical.width) / scale,
          height: Double(logical.height) / scale))
    } while pango_layout_iter_next_line(iter) != 0
    return result
  }

  /// A font's underline and strikethrough: each its position above the baseline and thickness.
  private func metrics(_ font: FontSpec) -> (under: (Int32, Int32), through: (Int32, Int32))? {
    let d = Self.fontDescription(font)
    defer { pango_font_description_free(d) }
    guard let metrics = pango_context_get_metrics(fonts().context, d, nil) else { return nil }
    defer { pango_font_metrics_unref(metrics) }
    return (
      (pango_font_metrics_get_underline_position(metrics), pango_font_metrics_get_underline_thickness(metrics)),
      (pango_font_metrics_get_strikethrough_position(metrics), pango_font_metrics_get_strikethrough_thickness(metrics))
    )
  }

  private static func line(_ extents: PangoRectangle, _ baseline: Int32, _ metric: (position: Int32, thickness: Int32)) -> Rect {
    let scale = Double(PANGO_SCALE)
    return Rect(
      x: Double(extents.x) / scale, y: Double(baseline - metric.position) / scale, width: Double(extents.width) / scale,
      height: max(Double(metric.thickness), 1) / scale)
  }
}
