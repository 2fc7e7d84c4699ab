import FoundationEssentials
import TabFramesOutput
import TabFramesRender

/// A reference read back for comparison: its frames, or the size its frames have when that is
/// not the size rendered (no pixel is compared then; `sample`, when worth decoding, is its first
/// frame for the artifacts).
enum LoadedReference {
  case frames(ReferenceFrames)
  case mismatch(size: (width: Int, height: Int), sample: RGBAImage?)

  /// One frame's PNG (`.final`, `.frame`, `.at`).
  static func frame(_ bytes: [UInt8], _ url: URL, size: (width: Int, height: Int)) throws(TabFramesError) -> LoadedReference {
    // Its size first, from the header: a reference of other dimensions is not compared pixel by
    // pixel, and one that declares a huge size is not decoded at all.
    let declared = try declaredSize(bytes, url)
    if declared == size {
      return .frames(ReferenceFrames(count: 1, groups: [0..<1]) { _ throws(TabFramesError) in [try decode(bytes, url)] })
    }
    return .mismatch(size: declared, sample: try sample(bytes, url, declared: declared, size: size))
  }

  /// Reference sheets, from the first one's bytes; the others are read from beside it. Each
  /// sheet's size is checked against the layout the first one states before it is decoded.
  static func sheets(_ first: [UInt8], _ base: URL, size: (width: Int, height: Int)) throws(TabFramesError) -> LoadedReference {
    let url = ReferenceSheet.url(base, sheet: 0)
    let declared = try declaredSize(first, url)
    guard let sheet = ReferenceSheet.read(first) else {
      throw .usage("\(url.path): not a reference sheet (it does not say how its frames are laid out); delete it and record it again")
    }
    func checkSize(_ declared: (width: Int, height: Int), _ n: Int) throws(TabFramesError) {
      let expected = sheet.size(ofSheet: n)
      guard declared != expected else { return }
      throw .usage(
        "\(ReferenceSheet.url(base, sheet: n).path): \(declared.width)×\(declared.height) px, where its layout needs \(expected.width)×\(expected.height) px; delete the sheets and record them again"
      )
    }
    try checkSize(declared, 0)
    guard (sheet.frameWidth, sheet.frameHeight) == size else {
      // Frames of another size: the first, to look at, and nothing more decoded.
      return .mismatch(size: (sheet.frameWidth, sheet.frameHeight), sample: sheet.frame(0, onSheet: try decode(first, url)))
    }
    // Every sheet is there and of its size before any is compared; each is decoded only when its
    // frames are (the compressed bytes are what is kept).
    var files = [first]
    for n in 1..<max(1, sheet.sheetCount) {
      let next = ReferenceSheet.url(base, sheet: n)
      guard let bytes = try ReferenceFiles.read(next) else {
        throw .usage("\(next.path): missing: the reference has \(sheet.sheetCount) sheets; record it again")
      }
      try checkSize(try declaredSize(bytes, next), n)
      files.append(bytes)
    }
    let groups = (0..<sheet.sheetCount).map { sheet.range(ofSheet: $0) }
    return .frames(
      ReferenceFrames(count: sheet.frames, groups: groups) { n throws(TabFramesError) in
        let picture = try decode(files[n], ReferenceSheet.url(base, sheet: n))
        return groups[n].map { sheet.frame($0, onSheet: picture) }
      })
  }

  /// A strip of every frame top to bottom: what every-frame references were before sheets.
  static func strip(_ bytes: [UInt8], _ url: URL, size: (width: Int, height: Int)) throws(TabFramesError) -> LoadedReference {
    let declared = try declaredSize(bytes, url)
    guard declared.width == size.width, declared.height % size.height == 0 else {
      return .mismatch(size: declared, sample: try sample(bytes, url, declared: declared, size: size))
    }
    let count = declared.height / size.height
    return .frames(
      ReferenceFrames(count: count, groups: [0..<count]) { _ throws(TabFramesError) in
        let strip = try decode(bytes, url)
        return (0..<count).map { ImageComparison.rows(strip, from: $0 * size.height, height: size.height) }
      })
  }

  private static func declaredSize(_ bytes: [UInt8], _ url: URL) throws(TabFramesError) -> (width: Int, height: Int) {
    do { return try PNGCodec.size(bytes) } catch {
      throw .usage("\(url.path): not a readable PNG reference (\(error.reason)); delete it and record it again")
    }
  }

  private static func decode(_ bytes: [UInt8], _ url: URL) throws(TabFramesError) -> RGBAImage {
    do { return try PNGCodec.decode(bytes) } catch {
      throw .usage("\(url.path): not a readable PNG reference (\(error.reason)); delete it and record it again")
    }
  }

  /// A reference of another size, decoded to look at when it is at most four times the pixels
  /// rendered (one declaring a huge size is not decoded).
  private static func sample(_ bytes: [UInt8], _ url: URL, declared: (width: Int, height: Int), size: (width: Int, height: Int))
    throws(TabFramesError) -> RGBAImage?
  {
    declared.width * declared.height <= 4 * size.width * size.height ? try decode(bytes, url) : nil
  }
}

/// A reference's frames, read a group at a time (a sheet's frames): comparing a long reference
/// holds one decoded sheet, not all of them (225 Mpx of frames took 2.9 GB to check when every
/// sheet and every rendered frame were held at once).
struct ReferenceFrames {
  /// How many frames the reference has.
  let count: Int
  /// The frames of each group, in order, together `0..<count`.
  let groups: [Range<Int>]
  /// Group `n`'s frames, decoded.
  let read: (Int) throws(TabFramesError) -> [RGBAImage]
}
