import CPNGStream
import FoundationEssentials
import Glibc

/// Settings for PNG writing, chosen by measurement on tab-bar frames (docs/PERFORMANCE.md): flat
/// colour with anti-aliased edges compresses smallest *unfiltered* — the compressor finds the long
/// runs of identical pixels itself, and Sub/Up/Paeth only add noise to them (3 samples, 256 frames:
/// None 2.80 MB in 1.40 s, Sub 3.55 MB in 2.23 s, all filters 3.23 MB in 2.97 s, zlib level 6);
/// and libdeflate deflates W1's frames in about half zlib's time, a few per cent smaller.
package struct PNGSettings: Sendable, Equatable {
  /// PNG_FILTER_* mask (NONE 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80).
  package var filters: Int32
  /// libdeflate's level 0…12, or zlib's 0…9 with `zlib`.
  package var level: Int32
  /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 RLE.
  package var strategy: Int32
  /// Through libpng and zlib rather than libdeflate: for comparison (`TABFRAMES_PNG`), and
  /// implied by any filter but None or any strategy but the default, which libdeflate has not.
  package var zlib: Bool

  package init(filters: Int32, level: Int32, strategy: Int32, zlib: Bool = false) {
    self.filters = filters
    self.level = level
    self.strategy = strategy
    self.zlib = zlib
  }

  /// Whether PNGs are written by libdeflate and `PNGFile` (otherwise by libpng with zlib).
  package var usesLibdeflate: Bool { !zlib && filters == 0x08 && strategy == 0 }

  package static let standard = override ?? PNGSettings(filters: 0x08, level: 6, strategy: 0)

  /// `TABFRAMES_PNG=filters:level:strategy[:zlib]` overrides the choice, for `scripts/bench` to
  /// compare.
  static let override: PNGSettings? = {
    guard let text = ProcessInfo.processInfo.environment["TABFRAMES_PNG"] else { return nil }
    let fields = text.split(separator: ":")
    let zlib = fields.count == 4 && fields[3] == "zlib"
    let parts = fields.prefix(3).compactMap { Int32($0) }
    guard parts.count == 3, fields.count == 3 || zlib else { return nil }
    return PNGSettings(filters: parts[0], level: parts[1], strategy: parts[2], zlib: zlib)
  }()
}

/// Owns one libpng write stream (zlib deflating, libpng's filters): the settings libdeflate has
/// not (`PNGSettings.usesLibdeflate`). Rows go to a file descriptor or to memory. Frees it in
/// `deinit`.
package final class PNGStream {
  private let stream: OpaquePointer
  package let width: Int
  package let channels: Int
  private var expectsXRGB = false

  /// Starts a PNG; `fd` nil writes to memory.
  package init(fd: Int32?, width: Int, height: Int, channels: Int, settings: PNGSettings = .standard) throws(RenderError) {
    var message = [CChar](repeating: 0, count: 256)
    guard
      let s = tf_png_stream_create(
        fd ?? -1, UInt32(width), UInt32(height), Int32(channels), settings.filters, settings.level, settings.strategy, &message,
        message.count)
    else {
      throw RenderError("starting a PNG", String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    stream = s
    self.width = width
    self.channels = channels
  }

  deinit { tf_png_stream_destroy(stream) }

  /// Writes rows of straight RGBA pixels, dropping alpha for an RGB stream.
  package func write(_ image: RGBAImage) throws(RenderError) {
    precondition(image.width == width, "rows must match the PNG's width")
    let status: Int32
    if channels == 4 {
      status = image.pixels.withUnsafeBufferPointer { tf_png_stream_write_rows(stream, $0.baseAddress, UInt32(image.height), width * 4) }
    } else {
      let rgb = [UInt8](unsafeUninitializedCapacity: width * image.height * 3) { buffer, count in
        if let base = buffer.baseAddress { image.writeRows(channels: 3, filterBytes: false, into: base) }
        count = buffer.count
      }
      status = rgb.withUnsafeBufferPointer { tf_png_stream_write_rows(stream, $0.baseAddress, UInt32(image.height), width * 3) }
    }
    guard status == 0 else { throw failure("writing PNG rows") }
  }

  /// Writes rows of native-endian 32-bit 0xXXRRGGBB pixels, `stride` bytes apart (an opaque Cairo
  /// surface's own memory) to an RGB stream: libpng drops the unused byte while copying each row
  /// in, so there is no packed copy. Every row of the image must come through here.
  func writeNativeXRGBRows(_ rows: UnsafePointer<UInt8>, count: Int, stride: Int) throws(RenderError) {
    precondition(channels == 3, "XRGB rows go to an RGB stream")
    if !expectsXRGB {
      guard tf_png_stream_expect_native_xrgb(stream) == 0 else { throw failure("setting up PNG rows") }
      expectsXRGB = true
    }
    guard tf_png_stream_write_rows(stream, rows, UInt32(count), stride) == 0 else { throw failure("writing PNG rows") }
  }

  package func finish() throws(RenderError) {
    guard tf_png_stream_finish(stream) == 0 else { throw failure("finishing a PNG") }
  }

  /// The encoded bytes of a memory stream.
  package var bytes: [UInt8] {
    var size = 0
    guard let p = tf_png_stream_bytes(stream, &size), size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: p, count: size))
  }

  private func failure(_ operation: String) -> RenderError {
    RenderError(operation, String(cString: tf_png_stream_error(stream)))
  }
}
