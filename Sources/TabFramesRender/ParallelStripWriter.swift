import CTabFrames

/// Writes a tall PNG (a vertical strip) whose image data is compressed in independent pieces, one
/// per frame, so the pieces can be deflated on every core (pigz's technique): with PNG's filter
/// None each row stands alone, each piece is raw deflate ending byte-aligned on an empty stored
/// block (the last one finished), the pieces concatenate into one valid deflate stream, and the zlib
/// checksum is combined from the pieces' own. Pieces are written as they arrive, in order, so
/// memory holds only the frames in flight.
package final class ParallelStripWriter {
  private let write: ([UInt8]) throws(RenderError) -> Void
  package let width: Int
  package let channels: Int
  private var adler: uLong = 1
  private var started = false

  /// `write` receives the file's bytes in order.
  package init(width: Int, height: Int, channels: Int, write: @escaping ([UInt8]) throws(RenderError) -> Void) throws(RenderError) {
    self.width = width
    self.channels = channels
    self.write = write
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var ihdr = [UInt8]()
    ihdr.append(be32: width)
    ihdr.append(be32: height)
    ihdr += [8, channels == 4 ? 6 : 2, 0, 0, 0]
    APNGEncoder.chunk("IHDR", ihdr, into: &out)
    try write(out)
  }

  /// A frame's rows compressed on their own (safe to call from any thread): filter byte 0 and the
  /// pixels of each row, deflated by libdeflate at PNG frames' level, ending byte-aligned (`last`:
  /// ending the stream).
  /// Made by `StripPieceCompressor`.
  package struct Piece: Sendable {
    var deflated: [UInt8]
    var adler: UInt32
    var length: Int
  }

  /// Appends the next piece (pieces must arrive in frame order).
  package func append(_ piece: Piece) throws(RenderError) {
    var data = [UInt8]()
    if !started {
      data = [0x78, 0x9C]  // zlib header: deflate, 32 KiB window, default level
      started = true
    }
    data += piece.deflated
    // zlib's checksum arithmetic (no deflating): libdeflate has no combine.
    adler = adler32_combine(adler, uLong(piece.adler), off_t(piece.length))
    var out = [UInt8]()
    APNGEncoder.chunk("IDAT", data, into: &out)
    try write(out)
  }

  /// Ends the file (after the piece compressed with `last: true`).
  package func finish() throws(RenderError) {
    var out = [UInt8]()
    var tail = [UInt8]()
    tail.append(be32: Int(adler))
    APNGEncoder.chunk("IDAT", tail, into: &out)
    APNGEncoder.chunk("IEND", [], into: &out)
    try write(out)
  }
}
