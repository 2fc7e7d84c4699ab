import CTabFrames
import Glibc
import TabFramesDisplayList
import TabFramesSceneFormat
import TabFramesValues

// Shadows in `FrameRenderer`'s Cairo backend: a shadow drawn from its casters' blurred mask (kept
// for the frames that follow, as most shadows stay put), and the tests of how casters lie.

extension FrameRenderer {
  /// The casters' alpha drawn into a group, blurred there (in device pixels, as SVG's filter
  /// blurs), and painted through as a mask in the shadow's colour. Casters that share an opacity
  /// and do not overlap (a shape fading as a whole) are drawn opaque and the opacity is the
  /// mask's, so a fade reuses one blurred mask (the same to a level of rounding; overlapping
  /// casters would composite differently, so they are drawn as they are).
  func drawShadow(_ shadow: Shadow, _ casters: [Element], opacity: Double, clipPaths: [PathData], _ cr: OpaquePointer) {
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
  func blurredMask(_ casters: [Element], sigma: Double, _ cr: OpaquePointer) -> OpaquePointer? {
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
}
