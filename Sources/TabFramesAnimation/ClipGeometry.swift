import TabFramesDisplayList

/// Where an element's clips are, as a vector that animates: each clip rectangle (the views'
/// rectangles `clip` is the meeting of, or `clip` itself), then each clip outline's box. SwiftUI
/// clips a view at the clipping view's animated geometry, so a clip moves as that view moves — with the element when the clip is the element's own or a moving
/// ancestor's (`cornerRadius` on a matched underline, `clipShape` on a button that slides), and
/// not at all when it is a still container's (a scroll view's, whose content moves under it).
/// Animating each clip from where it was to where it goes, with the element's animation, gives
/// both without knowing which view the clip belongs to: an attached clip has moved exactly as the
/// element has, a still one not at all.
enum ClipGeometry {
  /// The vector, or nil for an element with no clips.
  static func make(_ e: Element) -> [Double]? {
    guard e.clip != nil || !e.clipPaths.isEmpty else { return nil }
    var v: [Double] = []
    v.reserveCapacity(4 * (e.clipPaths.count + 1))
    let rects = e.clipRects.isEmpty ? (e.clip.map { [$0] } ?? []) : e.clipRects
    for c in rects { v += [c.x, c.y, c.width, c.height] }
    for path in e.clipPaths {
      let b = path.inkBounds ?? .zero
      v += [b.x, b.y, b.width, b.height]
    }
    return v
  }

  /// The element's clips where the vector puts them: the clip where its rectangles meet, each
  /// outline mapped from its box in `target` (where the element's outlines are) to its box in `v`.
  static func apply(_ v: [Double], target: [Double], to e: inout Element) {
    guard v.count == target.count else { return }
    var i = 0
    if e.clip != nil {
      let rects = (0..<max(1, e.clipRects.count)).map { (k: Int) -> Rect in
        let o = 4 * k
        return Rect(x: v[o], y: v[o + 1], width: max(0, v[o + 2]), height: max(0, v[o + 3]))
      }
      i = 4 * rects.count
      e.clip = rects.dropFirst().reduce(rects[0]) { $0.meeting($1) }
      if !e.clipRects.isEmpty { e.clipRects = rects }
    }
    for k in e.clipPaths.indices {
      defer { i += 4 }
      guard i + 3 < v.count, v[i..<(i + 4)] != target[i..<(i + 4)] else { continue }
      let (sx, sy) = (ratio(v[i + 2], target[i + 2]), ratio(v[i + 3], target[i + 3]))
      e.clipPaths[k] = e.clipPaths[k].transformed(
        scaleX: sx, scaleY: sy, dx: v[i] - target[i] * sx, dy: v[i + 1] - target[i + 1] * sy)
    }
  }

  /// How much a side has grown; a side of no length keeps its scale.
  private static func ratio(_ now: Double, _ target: Double) -> Double {
    target > 1e-9 ? max(0, now) / target : 1
  }
}
