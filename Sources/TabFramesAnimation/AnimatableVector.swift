import FoundationEssentials
import Glibc
import TabFramesDisplayList
import TabFramesSceneFormat

/// An element's animatable properties as one vector, in SwiftUI's animation units (docs/FIDELITY.md §3):
/// geometry in points, colour in linear RGB × 128, opacity, scale and rotation (radians) as they
/// are; then a custom
/// shape's animatable data, if it has any.
enum AnimatableVector {
  static let count = 12
  static let colorUnitScale = 128.0

  static func make(_ e: Element) -> [Double] {
    let c = e.color
    var v = [
      e.frame.x, e.frame.y, e.frame.width, e.frame.height,
      linear(c.r) * colorUnitScale, linear(c.g) * colorUnitScale, linear(c.b) * colorUnitScale, c.a * colorUnitScale,
      e.opacity, e.scale, e.cornerRadius, e.rotation,
    ]
    // Appended only when there is shape data, a transform or a colour filter: every element of
    // every frame comes through here. Each is there exactly when its modifier is (an identity
    // transform or filter included), so a change of its amount animates.
    if let data = e.outline?.data { v.append(contentsOf: data) }
    if let data = e.transform?.data { v.append(contentsOf: data) }
    if let matrix = e.colorMatrix { v.append(contentsOf: matrix.values) }
    return v
  }

  /// The element with its animatable properties taken from the vector.
  static func apply(_ v: [Double], to e: Element) -> Element {
    let targetFrame = e.frame
    var e = e
    e.frame = Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    e.color = RGBA(
      sRGB(v[4] / colorUnitScale), sRGB(v[5] / colorUnitScale), sRGB(v[6] / colorUnitScale),
      min(max(v[7] / colorUnitScale, 0), 1))
    e.opacity = min(max(v[8], 0), 1)
    e.scale = max(v[9], 0)
    e.cornerRadius = max(v[10], 0)
    e.rotation = v[11]
    let outlineCount = e.outline?.data.count ?? 0
    let transformCount = e.transform?.data.count ?? 0
    guard v.count == count + outlineCount + transformCount + (e.colorMatrix == nil ? 0 : 20) else { return e }
    if transformCount > 0 {
      e.transform?.set(Array(v[(count + outlineCount)..<(count + outlineCount + transformCount)]))
    }
    if e.colorMatrix != nil { e.colorMatrix = ColorMatrix(Array(v.suffix(20))) }
    // The outline of this frame's data, as SwiftUI calls `path(in:)` with each frame's data;
    // `e` is the target element, whose outline is already that of the target data and frame.
    if var outline = e.outline, outlineCount > 0, e.frame.width > 0, e.frame.height > 0 {
      let data = v[count..<(count + outlineCount)]
      if !data.elementsEqual(outline.data) || e.frame != targetFrame {
        outline.data = Array(data)
        e.content = .symbol(name: "shape", path: outline.make(outline.data, e.frame))
        e.outline = outline
      }
    }
    return e
  }

  static func linear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  static func sRGB(_ l: Double) -> Double {
    let l = min(max(l, 0), 1)
    return l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
  }
}
