import TabFramesDisplayList

/// A colour matrix over a group's pixels (Cairo's premultiplied ARGB32, native byte order: on
/// little-endian machines B, G, R, A in memory): each pixel unpremultiplied, filtered, clamped
/// and premultiplied again, in sRGB as SVG's `feColorMatrix` with
/// `color-interpolation-filters="sRGB"` filters.
enum ColorFilter {
  static func apply(_ matrix: ColorMatrix, _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    // Transparent pixels stay transparent unless the filter gives them alpha of their own (an
    // alpha offset): then every pixel is filtered; else only those with something drawn.
    let keepsClear = matrix.apply(0, 0, 0, 0).a == 0
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width {
        let p = row + x * 4
        let a = p[3]
        if a == 0 && keepsClear { continue }
        let alpha = Double(a) / 255
        let un = alpha > 0 ? 1 / (alpha * 255) : 0
        let out = matrix.apply(Double(p[2]) * un, Double(p[1]) * un, Double(p[0]) * un, alpha)
        let na = out.a * 255
        p[3] = UInt8((na).rounded())
        p[2] = UInt8((out.r * na).rounded())
        p[1] = UInt8((out.g * na).rounded())
        p[0] = UInt8((out.b * na).rounded())
      }
    }
  }
}
