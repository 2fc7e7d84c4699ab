import CTabFrames
import Glibc
import TabFramesDisplayList
import TabFramesSceneFormat
import TabFramesValues

// Paints in `FrameRenderer`'s Cairo backend: a gradient as a Cairo pattern, and a blend mode as
// Cairo's operator.

extension FrameRenderer {
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
}
