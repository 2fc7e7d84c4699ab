/// A decoded image: straight-alpha RGBA, 8 bits a channel, top row first.
package struct RGBAImage: Sendable, Equatable {
  package var width: Int
  package var height: Int
  package var pixels: [UInt8]

  package init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RGBAImage needs width × height × 4 bytes")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let o = (y * width + x) * 4
    return (pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3])
  }

  package var isOpaque: Bool {
    var i = 3
    while i < pixels.count {
      if pixels[i] != 255 { return false }
      i += 4
    }
    return true
  }

  /// Writes the rows of a rectangle as PNG scanlines into `dst`: RGB (`channels` 3, alpha dropped)
  /// or RGBA (4), each row led by filter byte 0 when `filterBytes` (what deflate takes directly),
  /// or bare (what libpng takes). The one packing loop of the encoders that start from an image.
  func writeRows(
    x: Int = 0, y: Int = 0, width w: Int? = nil, height h: Int? = nil, channels: Int, filterBytes: Bool,
    into dst: UnsafeMutablePointer<UInt8>
  ) {
    let w = w ?? width
    let h = h ?? height
    pixels.withUnsafeBufferPointer { p in
      guard let source = p.baseAddress else { return }  // an empty image has no rows
      var o = 0
      for row in y..<y + h {
        if filterBytes {
          dst[o] = 0
          o += 1
        }
        var i = (row * width + x) * 4
        if channels == 4 {
          (dst + o).update(from: source + i, count: w * 4)
          o += w * 4
        } else {
          for _ in 0..<w {
            dst[o] = p[i]
            dst[o + 1] = p[i + 1]
            dst[o + 2] = p[i + 2]
            i += 4
            o += 3
          }
        }
      }
    }
  }

  /// Images stacked top to bottom (vertical) or left to right; all must share the other dimension.
  package static func concatenate(_ images: [RGBAImage], vertical: Bool) -> RGBAImage {
    guard let first = images.first else { return RGBAImage(width: 0, height: 0, pixels: []) }
    if vertical {
      precondition(images.allSatisfy { $0.width == first.width }, "a vertical strip needs equal widths")
      return RGBAImage(width: first.width, height: images.reduce(0) { $0 + $1.height }, pixels: images.flatMap(\.pixels))
    }
    precondition(images.allSatisfy { $0.height == first.height }, "a horizontal strip needs equal heights")
    let width = images.reduce(0) { $0 + $1.width }
    var pixels = [UInt8]()
    pixels.reserveCapacity(width * first.height * 4)
    for y in 0..<first.height {
      for image in images {
        let start = y * image.width * 4
        pixels.append(contentsOf: image.pixels[start..<start + image.width * 4])
      }
    }
    return RGBAImage(width: width, height: first.height, pixels: pixels)
  }
}
