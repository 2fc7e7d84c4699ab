/// A whole PNG written here, not by libpng: filter None rows deflated in one call by libdeflate
/// (which compresses whole buffers only, and faster and smaller than zlib: docs/PERFORMANCE.md),
/// and the four chunks around them (signature, IHDR, one IDAT, IEND) written as APNG's and
/// strips' chunks are, with libdeflate's CRC-32. libpng has no way to take image data already
/// deflated, and the chunks are 30 lines; libpng still reads every PNG (`PNGCodec.decode`) and
/// writes the other settings (`PNGStream`).
enum PNGFile {
  /// Encodes `height` rows of `width` pixels of 8-bit RGB (`channels` 3) or RGBA (4) that `fill`
  /// writes, each row after its filter byte 0 (`width * channels + 1` bytes a row).
  static func encode(
    width: Int, height: Int, channels: Int, deflater: Deflater, fill: (UnsafeMutablePointer<UInt8>) -> Void
  ) throws(RenderError) -> [UInt8] {
    precondition(channels == 3 || channels == 4, "PNG frames are RGB or RGBA")
    let count = (width * channels + 1) * height
    fill(deflater.input(count: count))
    let deflated = try deflater.compress(count: count, wrapper: .zlib)
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    out.reserveCapacity(8 + 25 + 12 + deflated.count + 12)
    var ihdr = [UInt8]()
    ihdr.append(be32: width)
    ihdr.append(be32: height)
    ihdr += [8, channels == 4 ? 6 : 2, 0, 0, 0]
    APNGEncoder.chunk("IHDR", ihdr, into: &out)
    APNGEncoder.chunk("IDAT", UnsafeBufferPointer(deflated), into: &out)
    APNGEncoder.chunk("IEND", [], into: &out)
    return out
  }
}
