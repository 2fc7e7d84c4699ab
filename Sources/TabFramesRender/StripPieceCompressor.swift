import CDeflateBlocks

/// Deflates one frame's rows of a vertical strip (or a band of a contact sheet) into a
/// `ParallelStripWriter.Piece` with libdeflate, reusing its compressor and buffers from frame to
/// frame. libdeflate ends every buffer with a final block; a piece that is not the last is made
/// joinable by `tf_deflate_make_joinable` (its final block's BFINAL bit cleared, then an empty
/// stored block to end on a byte boundary, zlib's sync-flush marker): 0.1 ms of a W1 frame's
/// 1.2 (docs/PERFORMANCE.md). One per worker (it is not thread-safe); `FrameRenderer` owns one.
package final class StripPieceCompressor {
  private let deflater: Deflater

  /// At PNG frames' level by default (docs/PERFORMANCE.md); always filter None, which lets the
  /// rows of a piece stand alone.
  package init(level: Int32 = PNGSettings.standard.level) throws(RenderError) {
    deflater = try Deflater(level: level)
  }

  /// Compresses `rowCount` rows of `rowBytes` bytes each (filter byte included) that `fill`
  /// writes into the buffer it is given; `last` ends the deflate stream, otherwise the piece ends
  /// byte-aligned on an empty stored block, ready for the next piece to follow.
  package func compress(
    rowCount: Int, rowBytes: Int, last: Bool, fill: (UnsafeMutablePointer<UInt8>) -> Void
  ) throws(RenderError) -> ParallelStripWriter.Piece {
    let count = rowCount * rowBytes
    fill(deflater.input(count: count))
    let deflated = try deflater.compress(count: count, wrapper: .raw, spare: 5)
    var size = deflated.count
    if !last {
      size = tf_deflate_make_joinable(deflated.baseAddress, deflated.count, deflated.count + 5)
      guard size > 0 else { throw RenderError("compressing a strip", "libdeflate's piece is not a complete deflate stream") }
    }
    return ParallelStripWriter.Piece(
      deflated: Array(UnsafeBufferPointer(start: deflated.baseAddress, count: size)), adler: deflater.inputAdler32(count: count),
      length: count)
  }

  /// Compresses an image's rows as RGB (`channels` 3, alpha dropped) or RGBA (4), unfiltered.
  package func compress(_ image: RGBAImage, channels: Int, last: Bool) throws(RenderError) -> ParallelStripWriter.Piece {
    try compress(rowCount: image.height, rowBytes: image.width * channels + 1, last: last) {
      image.writeRows(channels: channels, filterBytes: true, into: $0)
    }
  }
}
