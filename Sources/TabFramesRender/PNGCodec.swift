import CTabFrames

/// PNG through libpng's simplified API, which handles libpng's errors internally (no longjmp
/// crosses Swift frames). It writes no time chunk, so the same pixels give the same bytes.
public enum PNGCodec {
  // png.h builds these from flags in macros Swift does not import: COLOR = 2, ALPHA = 1.
  static let formatRGB = UInt32(PNG_FORMAT_FLAG_COLOR)
  static let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

  /// Encodes an image: 8-bit RGB when every pixel is opaque (a quarter smaller), RGBA otherwise.
  public static func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
    let opaque = image.isOpaque
    var source = image.pixels
    if opaque {
      var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
      var j = 0
      var i = 0
      while i < source.count {
        rgb[j] = source[i]
        rgb[j + 1] = source[i + 1]
        rgb[j + 2] = source[i + 2]
        i += 4
        j += 3
      }
      source = rgb
    }
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = opaque ? formatRGB : formatRGBA
    let stride = Int32(image.width * (opaque ? 3 : 4))
    var size = 0
    // First call measures, second writes.
    let measured = source.withUnsafeBytes { png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, stride, nil) }
    guard measured != 0, size > 0 else { throw RenderError("encoding PNG", message(png)) }
    var out = [UInt8](repeating: 0, count: size)
    let written = out.withUnsafeMutableBytes { dst in
      source.withUnsafeBytes { png_image_write_to_memory(&png, dst.baseAddress, &size, 0, $0.baseAddress, stride, nil) }
    }
    guard written != 0 else { throw RenderError("encoding PNG", message(png)) }
    png_image_free(&png)
    return Array(out.prefix(size))
  }

  /// Decodes any PNG libpng reads into straight RGBA.
  public static func decode(_ bytes: [UInt8]) throws(RenderError) -> RGBAImage {
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
