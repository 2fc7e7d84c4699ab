import CTabFrames

/// Owns a Cairo ARGB32 image surface and its drawing context; frees both in `deinit`.
final class CairoSurface {
  let surface: OpaquePointer
  let context: OpaquePointer
  let pixelWidth: Int
  let pixelHeight: Int

  init(pixelWidth: Int, pixelHeight: Int) throws(RenderError) {
    // Cairo never returns NULL here (a failure is a "nil object" with an error status), but the
    // pointers are checked all the same rather than trusted.
    let operation = "creating a \(pixelWidth)×\(pixelHeight) surface"
    guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= Self.maximumSide, pixelHeight <= Self.maximumSide else {
      throw RenderError(operation, "each side must be from 1 to \(Self.maximumSide) pixels")
    }
    guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
      throw RenderError(operation, "out of memory")
    }
    let status = cairo_surface_status(s)
    guard status == CAIRO_STATUS_SUCCESS, let c = cairo_create(s) else {
      cairo_surface_destroy(s)
      throw RenderError(operation, status == CAIRO_STATUS_SUCCESS ? "out of memory" : String(cString: cairo_status_to_string(status)))
    }
    let cstatus = cairo_status(c)
    guard cstatus == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(c)
      cairo_surface_destroy(s)
      throw RenderError("creating a drawing context", String(cString: cairo_status_to_string(cstatus)))
    }
    surface = s
    context = c
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// Cairo's largest image surface side (its coordinates are 24.8 fixed point in 32 bits).
  package static let maximumSide = 32_767

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  func checkStatus(_ operation: String) throws(RenderError) {
    try RenderError.check(cairo_status(context), operation)
  }

  /// Lends the surface's own rows (native-endian 0xAARRGGBB words, premultiplied) and their stride.
  func withRows<R, E: Error>(_ body: (UnsafePointer<UInt8>, Int) throws(E) -> R) throws(E) -> R {
    cairo_surface_flush(surface)
    return try body(UnsafePointer(data), Int(cairo_image_surface_get_stride(surface)))
  }

  /// The surface's pixels. A surface that `init` accepted (status success, at least 1×1) always
  /// has them: Cairo returns NULL only for a surface in an error state or a finished one.
  private var data: UnsafeMutablePointer<UInt8> {
    guard let data = cairo_image_surface_get_data(surface) else {
      preconditionFailure("a live, successfully created Cairo image surface has pixel data")
    }
    return data
  }

  /// Writes the pixels of an opaque surface as unfiltered PNG RGB rows into `dst`, each row
  /// starting with filter byte 0 (`pixelWidth * 3 + 1` bytes a row): one pass, no alpha to undo.
  /// Four pixels at a time become three 32-bit words (a byte swap and shifts: 0xXXRRGGBB to R, G,
  /// B), a third of the stores of a byte at a time; the rest of a row byte by byte.
  /// `rows`: only these rows (all when nil).
  func writeFilteredRGBRows(into dst: UnsafeMutablePointer<UInt8>, rows range: Range<Int>? = nil) {
    withRows { rows, stride in
      let out = UnsafeMutableRawPointer(dst)
      var o = 0
      for y in range ?? 0..<pixelHeight {
        dst[o] = 0
        o += 1
        let row = UnsafeRawPointer(rows + y * stride).assumingMemoryBound(to: UInt32.self)
        var x = 0
        while x + 4 <= pixelWidth {
          // R, G, B of a pixel in the low three bytes, in memory order on a little-endian word.
          let q0 = row[x].byteSwapped >> 8
          let q1 = row[x + 1].byteSwapped >> 8
          let q2 = row[x + 2].byteSwapped >> 8
          let q3 = row[x + 3].byteSwapped >> 8
          out.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: o, as: UInt32.self)
          out.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: o + 4, as: UInt32.self)
          out.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: o + 8, as: UInt32.self)
          o += 12
          x += 4
        }
        while x < pixelWidth {
          let p = row[x]
          dst[o] = UInt8(truncatingIfNeeded: p >> 16)
          dst[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
          dst[o + 2] = UInt8(truncatingIfNeeded: p)
          o += 3
          x += 1
        }
      }
    }
  }

  /// The pixels as straight-alpha RGBA bytes, top row first: an opaque pixel is one 32-bit
  /// shuffle and store (most of a frame; a third of the time of doing every pixel by channels,
  /// which had been a tenth of an APNG's time), a translucent one is unpremultiplied.
  func rgbaImage() -> RGBAImage {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = self.data
    let (width, height) = (pixelWidth, pixelHeight)
    let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      guard let base = buffer.baseAddress.map(UnsafeMutableRawPointer.init) else { return }
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let dst = base + y * width * 4
        for x in 0..<width {
          // ARGB32 is premultiplied, in native-endian 32-bit words; RGBA bytes are R, G, B, A in
          // memory, a little-endian word.
          let p = row[x]
          let a = p >> 24
          let rgba: UInt32
          if a == 255 {
            rgba = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
          } else if a == 0 {
            rgba = 0
          } else {
            let r = min((((p >> 16) & 0xFF) * 255 + a / 2) / a, 255)
            let g = min((((p >> 8) & 0xFF) * 255 + a / 2) / a, 255)
            let b = min(((p & 0xFF) * 255 + a / 2) / a, 255)
            rgba = r | g << 8 | b << 16 | a << 24
          }
          dst.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
      }
      count = width * height * 4
    }
    return RGBAImage(width: width, height: height, pixels: out)
  }
}
