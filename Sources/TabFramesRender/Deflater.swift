import CLibDeflate

/// Owns one libdeflate compressor and the input and output buffers it fills, reused from call to
/// call: a fresh compressor and fresh half-megabyte buffers for every frame would cost more in
/// allocation and page faults than the copy they hold. One per worker (libdeflate's compressor is
/// not thread-safe). libdeflate compresses whole buffers only, so a caller fills `input(count:)`
/// with everything and then calls `compress`.
final class Deflater {
  private let compressor: OpaquePointer
  /// libdeflate's level, 0 (stored) … 12.
  let level: Int32
  private var raw: UnsafeMutablePointer<UInt8>
  private var rawCapacity = 0
  private var out: UnsafeMutablePointer<UInt8>
  private var outCapacity = 0

  /// The stream around the deflate data: zlib's header and Adler-32 (PNG, APNG), or none (a
  /// strip piece, joined to others under one header).
  enum Wrapper {
    case zlib
    case raw
  }

  init(level: Int32) throws(RenderError) {
    guard let made = libdeflate_alloc_compressor(level) else {
      // A level in range fails only for want of memory (under `ulimit -v`, say): said as such.
      throw (0...12).contains(level)
        ? RenderError("starting libdeflate", "out of memory for its compressor (level \(level))")
        : RenderError("starting libdeflate", "no compressor at level \(level) (0 to 12)")
    }
    compressor = made
    self.level = level
    raw = .allocate(capacity: 0)
    out = .allocate(capacity: 0)
  }

  deinit {
    libdeflate_free_compressor(compressor)
    raw.deallocate()
    out.deallocate()
  }

  /// The input buffer, at least `count` bytes; valid until the next call.
  func input(count: Int) -> UnsafeMutablePointer<UInt8> {
    if count > rawCapacity {
      raw.deallocate()
      raw = .allocate(capacity: count)
      rawCapacity = count
    }
    return raw
  }

  /// Compresses the first `count` bytes of `input(count:)`; the result stays valid until the
  /// next call, with `spare` bytes free after it.
  func compress(count: Int, wrapper: Wrapper, spare: Int = 0) throws(RenderError) -> UnsafeMutableBufferPointer<UInt8> {
    precondition(count <= rawCapacity, "fill input(count:) first")
    let bound =
      (wrapper == .zlib ? libdeflate_zlib_compress_bound(compressor, count) : libdeflate_deflate_compress_bound(compressor, count))
      + spare
    if bound > outCapacity {
      out.deallocate()
      out = .allocate(capacity: bound)
      outCapacity = bound
    }
    let written =
      wrapper == .zlib
      ? libdeflate_zlib_compress(compressor, raw, count, out, bound - spare)
      : libdeflate_deflate_compress(compressor, raw, count, out, bound - spare)
    // The bound is libdeflate's own worst case, so 0 (did not fit) means a broken library.
    guard written > 0 else { throw RenderError("compressing with libdeflate", "the output did not fit its bound") }
    return UnsafeMutableBufferPointer(start: out, count: written)
  }

  /// Adler-32 of the first `count` bytes of the input (a strip piece's share of the checksum).
  func inputAdler32(count: Int) -> UInt32 {
    libdeflate_adler32(1, raw, count)
  }

  /// A PNG chunk's CRC-32: of its type and data.
  static func crc32(_ type: [UInt8], _ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let crc = type.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    return libdeflate_crc32(crc, data.baseAddress, data.count)
  }
}
