/// PNG text chunks (`tEXt`: a Latin-1 keyword, a zero byte, the text): what a picture says
/// about itself for the program that reads it back, such as how a reference sheet's frames are
/// laid out. Written after IHDR, as the PNG specification allows, and read without decoding a
/// pixel. A keyword's text is ASCII here, so Latin-1 and UTF-8 agree.
package enum PNGText {
  /// `png` with a `tEXt` chunk for each entry, in the order given, after its IHDR chunk.
  package static func adding(_ entries: [(keyword: String, text: String)], to png: [UInt8]) -> [UInt8] {
    // Signature (8) and IHDR (4 length, 4 type, 13 data, 4 CRC).
    let afterHeader = 8 + 25
    guard png.count > afterHeader else { return png }
    var chunks: [UInt8] = []
    for entry in entries {
      APNGEncoder.chunk("tEXt", Array(entry.keyword.utf8) + [0] + Array(entry.text.utf8), into: &chunks)
    }
    return Array(png[..<afterHeader]) + chunks + Array(png[afterHeader...])
  }

  /// The text of every `tEXt` chunk before the image data, by keyword (the first of a keyword
  /// wins); nothing for bytes that are not a PNG.
  package static func read(_ png: [UInt8]) -> [String: String] {
    guard png.count >= 8, png[0] == 0x89, png[1] == 0x50, png[2] == 0x4E, png[3] == 0x47 else { return [:] }
    var entries: [String: String] = [:]
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= png.count, type != "IDAT", type != "IEND" else { break }
      if type == "tEXt", let zero = png[start..<start + length].firstIndex(of: 0) {
        let keyword = String(decoding: png[start..<zero], as: UTF8.self)
        if entries[keyword] == nil { entries[keyword] = String(decoding: png[(zero + 1)..<(start + length)], as: UTF8.self) }
      }
      offset = start + length + 4
    }
    return entries
  }
}
