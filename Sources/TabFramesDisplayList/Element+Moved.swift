import TabFramesSceneFormat
import TabFramesValues

extension Element {
  /// The same drawing moved by (dx, dy): its frame and everything else placed in canvas points
  /// with it — clips, clip outlines, a shadow's casters, masks and a transform — so that what it
  /// draws moves whole (a contact sheet's cell is a frame moved to its place on the sheet).
  package func moved(dx: Double, dy: Double) -> Element {
    guard dx != 0 || dy != 0 else { return self }
    var e = self
    e.frame = frame.offsetBy(dx: dx, dy: dy)
    e.clip = clip?.offsetBy(dx: dx, dy: dy)
    e.clipRects = clipRects.map { $0.offsetBy(dx: dx, dy: dy) }
    e.clipPaths = clipPaths.map { $0.transformed(scaleX: 1, scaleY: 1, dx: dx, dy: dy) }
    e.masks = masks.map { $0.map { $0.moved(dx: dx, dy: dy) } }
    if case .shadow(let shadow, let casters) = content {
      e.content = .shadow(shadow, casters: casters.map { $0.moved(dx: dx, dy: dy) })
    }
    if let t = transform {
      // The transform was of the drawing where it was: moved, it maps the moved drawing so that
      // the result moves by the same amount (translate back, transform, translate again).
      let make = t.make
      e.transform = AnimatedTransform(data: t.data) { v in
        let m = make(v)
        return Affine(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx + dx - m.a * dx - m.c * dy, ty: m.ty + dy - m.b * dx - m.d * dy)
      }
    }
    return e
  }
}
