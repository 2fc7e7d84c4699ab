import CTabFrames

/// Deflates one frame's rows of a vertical strip into a `ParallelStripWriter.Piece`, reusing its
/// zlib stream and buffers from frame to frame: a fresh deflate state and fresh half-megabyte
/// buffers for every frame cost more in allocation and page faults than the copy they hold.
/// One per worker (it is not thread-safe); `FrameRenderer` owns one.
public final class StripPieceCompressor {
  /// Heap-allocated because zlib's state points back at its stream: the stream must not move.
  private let stream: UnsafeMutablePointer<z_stream>
  private var raw: UnsafeMutablePointer<UInt8>
  private var rawCapacity = 0
  private var out: UnsafeMutablePointer<UInt8>
  private var outCapacity = 0

  public init() throws(RenderError) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    // Raw deflate (no zlib header): the pieces are concatenated under one header. PNG frames'
    // level and strategy (docs/PERFORMANCE.md); always filter None, which lets the rows of a piece
    // stand alone.
    let settings = PNGSettings.standard
    guard
      deflateInit2_(stream, settings.level, Z_DEFLATED, -15, 8, settings.strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else {
      stream.deallocate()
      throw RenderError("compressing a strip", "deflateInit2 failed")
    }
    raw = .allocate(capacity: 0)
    out = .allocate(capacity: 0)
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
    raw.deallocate()
    out.deallocate()
  }

  /// Compresses `rowCount` rows of `rowBytes` bytes each (filter byte included) that `fill`
  /// writes into the buffer it is given; `last` ends the deflate stream, otherwise the piece ends
  /// on a sync flush, byte-aligned, ready for the next piece to follow.
  public func compress(
    rowCount: Int, rowBytes: Int, last: Bool, fill: (UnsafeMutablePointer<UInt8>) -> Void
  ) throws(RenderError) -> ParallelStripWriter.Piece {
    let count = rowCount * rowBytes
    if count > rawCapacity {
      raw.deallocate()
      raw = .allocate(capacity: count)
      rawCapacity = count
    }
    fill(raw)
    guard deflateReset(stream) == Z_OK else { throw RenderError("compressing a strip", "deflateReset failed") }
    let bound = Int(deflateBound(stream, uLong(count))) + 16
    if bound > outCapacity {
      out.deallocate()
      out = .allocate(capacity: bound)
      outCapacity = bound
    }
    stream.pointee.next_in = raw
    stream.pointee.avail_in = uInt(count)
    stream.pointee.next_out = out
    stream.pointee.avail_out = uInt(bound)
    let status = deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH)
    guard status == (last ? Z_STREAM_END : Z_OK), stream.pointee.avail_in == 0 else {
      throw RenderError("compressing a strip", "deflate status \(status)")
    }
    let written = bound - Int(stream.pointee.avail_out)
    return ParallelStripWriter.Piece(
      deflated: Array(UnsafeBufferPointer(start: out, count: written)), adler: adler32(1, raw, uInt(count)), length: count)
  }

  /// Compresses an image's rows as RGB (`channels` 3, alpha dropped) or RGBA (4), unfiltered.
  public func compress(_ image: RGBAImage, channels: Int, last: Bool) throws(RenderError) -> ParallelStripWriter.Piece {
    try compress(rowCount: image.height, rowBytes: image.width * channels + 1, last: last) {
      image.writeRows(channels: channels, filterBytes: true, into: $0)
    }
  }
}
