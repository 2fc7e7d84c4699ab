import CTabFrames
import Synchronization
import TabFramesDisplayList
import TabFramesSceneFormat

/// One glyph of a shaped run: the outline it draws (an id of `GlyphOutlines`) and its origin,
/// relative to the run's layout's top-left.
struct PlacedGlyph: Hashable, Sendable {
  var id: String
  var x: Double
  var y: Double
  /// The colour of the part it is in, where that has its own (nil: the text's).
  var color: RGBA? = nil
}

/// Glyph outlines for SVG, each written once a file and used wherever the glyph is drawn: a title
/// of 500 combining marks outlined the same mark 500 times into every frame, and a bar's labels
/// repeat their letters. An outline is named by its font and glyph (a hash,
/// so the same glyph has the same id in every file and every run); the outlines are kept for the
/// whole process, as text outlines are, bounded by the distinct glyphs of the scenes rendered.
final class GlyphOutlines: Sendable {
  static let shared = GlyphOutlines()
  /// What the ids of glyph outlines start with, in `href="#…"`.
  static let prefix = "glyph-"

  /// A run's glyphs, or none when the run draws more than its glyphs (`TextEngine.placedGlyphs`).
  enum Placement: Sendable {
    case glyphs([PlacedGlyph])
    case wholeOutline
  }

  /// Each glyph's definition, by id: `<path id=… d=…/>`, or for a colour glyph (an emoji) a group
  /// holding its picture; empty for a glyph that draws nothing.
  private let definitions = Mutex<[String: String]>([:])
  /// Whether a run has colour glyphs, by run.
  private let colourRuns = Mutex<[TextRun: Bool]>([:])
  /// Whether a font (by Pango's description) draws in colour.
  private let colourFonts = Mutex<[String: Bool]>([:])
  private let placements = Mutex<[TextRun: Placement]>([:])

  /// The id for glyph `glyph` of the font Pango describes as `font` (with its absolute size):
  /// FNV-1a over both, 48 bits in base 36.
  static func id(font: String, glyph: UInt32) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in font.utf8 + [0] + withUnsafeBytes(of: glyph.littleEndian, Array.init) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return prefix + String(hash & 0xFFFF_FFFF_FFFF, radix: 36)
  }

  /// Whether the glyph `id` is defined already.
  func has(_ id: String) -> Bool { definitions.withLock { $0[id] != nil } }

  /// Whether the glyph `id` draws anything (a space's outline is empty).
  func draws(_ id: String) -> Bool { definitions.withLock { $0[id].map { !$0.isEmpty } ?? false } }

  /// Whether a run has glyphs of a colour font, asked of `find` the first time.
  func hasColour(_ run: TextRun, _ find: () -> Bool) -> Bool { Self.remembered(run, in: colourRuns, find) }

  /// Keeps `markup` as the definition of `id` (the first one kept stays).
  func keep(_ id: String, definition markup: String) {
    definitions.withLock { if $0[id] == nil { $0[id] = markup } }
  }

  /// Whether the font described as `font` draws in colour, asked of `isColour` the first time.
  func isColourFont(_ font: String, _ isColour: () -> Bool) -> Bool { Self.remembered(font, in: colourFonts, isColour) }

  /// The answer kept for `key`, or `find`'s, kept (asked outside the lock: it calls into Pango).
  private static func remembered<Key: Hashable & Sendable>(_ key: Key, in table: borrowing Mutex<[Key: Bool]>, _ find: () -> Bool) -> Bool {
    if let known = table.withLock({ $0[key] }) { return known }
    let answer = find()
    table.withLock { $0[key] = answer }
    return answer
  }

  subscript(run: TextRun) -> Placement? {
    get { placements.withLock { $0[run] } }
    set { placements.withLock { $0[run] = newValue } }
  }

  /// The `<defs>` of every glyph outline `markup` uses, in the order of their first use; empty when
  /// it uses none.
  func definitions(usedIn markup: String) -> String {
    let marker = Array("href=\"#\(Self.prefix)".utf8)
    let idOffset = marker.count - Self.prefix.utf8.count
    var markup = markup
    // Searched in place with glibc's memmem: copying the frame's markup into an array and comparing byte
    // by byte was a fifth of an SVG frame's time.
    let ids: [String] = markup.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return [] }
      var seen = Set<String>()
      var ids: [String] = []
      var i = 0
      while i < bytes.count, let hit = tf_memmem(base + i, bytes.count - i, marker, marker.count) {
        let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + idOffset
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += 1 }
        let id = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if seen.insert(id).inserted { ids.append(id) }
        i = end
      }
      return ids
    }
    guard !ids.isEmpty else { return "" }
    var out = "<defs>"
    let known = definitions.withLock { known in ids.map { known[$0] ?? "<path id=\"\($0)\" d=\"\"/>" } }.filter { !$0.isEmpty }
    for markup in known { out += markup }
    return out + "</defs>\n"
  }
}
