import CTabFrames

/// PNG: written by libdeflate and `PNGFile` (or, for the settings libdeflate has not, libpng's
/// `PNGStream`), read back by libpng's simplified API. No time chunk is written, so the same
/// pixels give the same bytes.
package enum PNGCodec {
  // png.h builds this from flags in a macro Swift does not import.
  static let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

  /// Encodes an image: 8-bit RGB when `opaque` (a quarter smaller), RGBA otherwise.
  /// Callers pass opacity from what they know (an opaque background stays opaque under OVER),
  /// so no pixel scan is needed and every frame of a scene gets the same colour type.
  package static func encode(_ image: RGBAImage, opaque: Bool? = nil, settings: PNGSettings = .standard) throws(RenderError) -> [UInt8] {
    let channels = (opaque ?? image.isOpaque) ? 3 : 4
    if settings.usesLibdeflate {
      return try PNGFile.encode(width: image.width, height: image.height, channels: channels, deflater: Deflater(level: settings.level)) {
        image.writeRows(channels: channels, filterBytes: true, into: $0)
      }
    }
    let stream = try PNGStream(fd: nil, width: image.width, height: image.height, channels: channels, settings: settings)
    try stream.write(image)
    try stream.finish()
    return stream.bytes
  }

  /// The width and height a PNG declares in its header, read without decoding a pixel: a
  /// reference of another size is told apart before its pixels cost memory and time.
  package static func size(_ bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int) {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
    guard began != 0 else { throw RenderError("decoding PNG", message(png)) }
    defer { png_image_free(&png) }
    return (Int(png.width), Int(png.height))
  }

  /// Decodes any PNG libpng reads into straight RGBA.
  package static func decode(_ bytes: [UInt8]) throws(RenderError) -> RGBAImage {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
    guard began != 0 else { throw RenderError("decoding PNG", message(png)) }
    png.format = formatRGBA
    let width = Int(png.width)
    let height = Int(png.height)
    guard width > 0, height > 0, width * height <= 1 << 28 else {
      png_image_free(&png)
      throw RenderError("decoding PNG", "implausible size \(width)×\(height)")
    }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil) }
    guard finished != 0 else { throw RenderError("decoding PNG", message(png)) }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private static func message(_ png: png_image) -> String {
    var copy = png.message
    return withUnsafeBytes(of: &copy) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
