import FoundationEssentials
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat

/// How an every-frame (or every-interval) reference lays its frames out: a grid of frames, each
/// with its index and time under it, on sheets of at most 4096 px a side (`<name>.sheet.png`,
/// then `<name>.sheet-2.png`, … when one is not enough). One tall strip of every frame (what
/// references were before) is more than image viewers and pull-request diffs show: 86 frames of a
/// 390 × 100 pt bar at scale 3 made a 1170 × 25 800 px picture.
///
/// Frames are copied into their cells pixel for pixel, so a cell read back is the frame that was
/// rendered; the labels and gutters around them are never compared. The geometry is written into
/// the first sheet (a PNG text chunk), so a reference is read as it was laid out even when the
/// rules here change.
package struct ReferenceSheet: Equatable, Sendable {
  /// The longest side of a sheet, in pixels: what pull-request diffs and image viewers show.
  package static let maximumSide = 4096
  /// The PNG text keyword that holds the geometry.
  static let keyword = "TabFrames reference sheet"

  package var frameWidth: Int
  package var frameHeight: Int
  package var frames: Int
  package var columns: Int
  /// Rows on a full sheet.
  package var rows: Int
  /// Pixels between cells and around them.
  package var gutter: Int
  /// Pixels under each cell for its label.
  package var label: Int

  /// The layout of `frames` frames of `frameWidth` × `frameHeight` px rendered at `scale`:
  /// about as wide as tall when they fit on one sheet, else as many columns and rows as fit.
  package init(frameWidth: Int, frameHeight: Int, frames: Int, scale: Double) {
    let gutter = max(4, Int((8 * scale).rounded()))
    let label = max(14, Int((18 * scale).rounded()))
    let pitchX = frameWidth + gutter
    let pitchY = frameHeight + label + gutter
    let fitX = max(1, (Self.maximumSide - gutter) / pitchX)
    let fitY = max(1, (Self.maximumSide - gutter) / pitchY)
    let square = max(1, min(frames, Int((Double(frames * pitchY) / Double(pitchX)).squareRoot().rounded(.up))))
    let columns = square <= fitX && (frames + square - 1) / square <= fitY ? square : max(1, min(fitX, frames))
    self.init(
      frameWidth: frameWidth, frameHeight: frameHeight, frames: frames, columns: columns,
      rows: max(1, min(fitY, (frames + columns - 1) / columns)), gutter: gutter, label: label)
  }

  init(frameWidth: Int, frameHeight: Int, frames: Int, columns: Int, rows: Int, gutter: Int, label: Int) {
    self.frameWidth = frameWidth
    self.frameHeight = frameHeight
    self.frames = frames
    self.columns = columns
    self.rows = rows
    self.gutter = gutter
    self.label = label
  }

  package var framesPerSheet: Int { columns * rows }
  package var sheetCount: Int { (frames + framesPerSheet - 1) / framesPerSheet }

  /// The pixel size of sheet `n` (the last may hold fewer rows).
  package func size(ofSheet n: Int) -> (width: Int, height: Int) {
    let held = min(framesPerSheet, frames - n * framesPerSheet)
    let rowsHeld = (held + columns - 1) / columns
    return (gutter + min(columns, held) * (frameWidth + gutter), gutter + rowsHeld * (frameHeight + label + gutter))
  }

  /// Where frame `k` (counted over the reference) is: its sheet and its cell's top-left pixel.
  package func cell(_ k: Int) -> (sheet: Int, x: Int, y: Int) {
    let j = k % framesPerSheet
    return (k / framesPerSheet, gutter + (j % columns) * (frameWidth + gutter), gutter + (j / columns) * (frameHeight + label + gutter))
  }

  /// Sheet `n`'s file: `<base>.sheet.png`, then `<base>.sheet-2.png`, ….
  package static func url(_ base: URL, sheet n: Int) -> URL {
    base.appendingPathExtension(n == 0 ? "sheet.png" : "sheet-\(n + 1).png")
  }

  /// What the first sheet says about the layout.
  var text: String {
    "frames \(frames) frame \(frameWidth)x\(frameHeight) columns \(columns) rows \(rows) gutter \(gutter) label \(label)"
  }

  /// The layout a first sheet's text chunk describes; nil when it has none or it is not one of
  /// ours (not a sheet this tool wrote).
  package static func read(_ png: [UInt8]) -> ReferenceSheet? {
    guard let text = PNGText.read(png)[keyword] else { return nil }
    let words = text.split(separator: " ").map(String.init)
    guard words.count % 2 == 0 else { return nil }
    var fields: [String: String] = [:]
    for i in stride(from: 0, to: words.count, by: 2) { fields[words[i]] = words[i + 1] }
    let frame = fields["frame"]?.split(separator: "x").compactMap { Int($0) } ?? []
    guard frame.count == 2, let frames = fields["frames"].flatMap(Int.init), let columns = fields["columns"].flatMap(Int.init),
      let rows = fields["rows"].flatMap(Int.init), let gutter = fields["gutter"].flatMap(Int.init),
      let label = fields["label"].flatMap(Int.init),
      // Bounded before any arithmetic: the text is a file's, and may say anything.
      (1...Limits.framePixelSide).contains(frame[0]), (1...Limits.framePixelSide).contains(frame[1]),
      (1...Limits.sheetPixels).contains(frames), (1...frames).contains(columns), (1...frames).contains(rows),
      (0...maximumSide).contains(gutter), (0...maximumSide).contains(label),
      frames <= Limits.sheetPixels / (frame[0] * frame[1]) + 1
    else { return nil }
    return ReferenceSheet(
      frameWidth: frame[0], frameHeight: frame[1], frames: frames, columns: columns, rows: rows, gutter: gutter, label: label)
  }

  /// The frames sheet `n` holds, counted over the reference.
  package func range(ofSheet n: Int) -> Range<Int> {
    n * framesPerSheet..<min(frames, (n + 1) * framesPerSheet)
  }

  /// Sheet `n`'s picture: `images`, the frames of `range(ofSheet: n)` (each `frameWidth` ×
  /// `frameHeight`), copied into their cells on the palette's grouped background, each labelled
  /// with its entry of `labels` (one per frame of the reference) in the secondary colour. One
  /// sheet at a time, so a long reference is never in memory whole.
  package func compose(
    sheet n: Int, _ images: [RGBAImage], labels: [String], scale: Double, palette: Palette, measurer: any TextMeasuring
  ) throws(RenderError) -> RGBAImage {
    let font = FontSpec(family: "Inter", size: 11 * scale, weight: .regular)
    let background = palette.resolve(.named("secondarySystemBackground", opacity: 1))
    let ink = palette.resolve(.named("secondary", opacity: 1))
    let size = size(ofSheet: n)
    let range = range(ofSheet: n)
    var elements: [Element] = []
    for k in range {
      let (_, x, y) = cell(k)
      let run = TextRun(string: labels[k], font: font)
      let m = measurer.measure(run)
      let frame = Rect(
        x: Double(x) + (Double(frameWidth) - m.width) / 2, y: Double(y + frameHeight) + (Double(label) - m.height) / 2,
        width: m.width, height: m.height)
      elements.append(Element(id: "label.\(k)", content: .text(run), frame: frame, color: ink))
    }
    let list = DisplayList(
      size: Size(width: Double(size.width), height: Double(size.height)), background: background, elements: elements)
    // Drawn at scale 1, in pixels, so every cell lands on whole pixels.
    var sheet = try FrameRenderer(scale: 1).rasterize(list)
    for (image, k) in zip(images, range) {
      let (_, x, y) = cell(k)
      sheet.paste(image, x: x, y: y)
    }
    return sheet
  }

  /// The PNG of sheet `n`; the first says how the frames are laid out.
  package func png(_ sheet: RGBAImage, number n: Int, opaque: Bool) throws(RenderError) -> [UInt8] {
    let bytes = try PNGCodec.encode(sheet, opaque: opaque)
    return n == 0 ? PNGText.adding([(Self.keyword, text)], to: bytes) : bytes
  }

  /// Frame `k`'s pixels out of the decoded sheets.
  package func frame(_ k: Int, in sheets: [RGBAImage]) -> RGBAImage {
    frame(k, onSheet: sheets[cell(k).sheet])
  }

  /// Frame `k`'s pixels out of its own decoded sheet.
  package func frame(_ k: Int, onSheet picture: RGBAImage) -> RGBAImage {
    let (_, x, y) = cell(k)
    return picture.region(x: x, y: y, width: frameWidth, height: frameHeight)
  }
}

extension RGBAImage {
  /// Copies `image` over these pixels with its top-left corner at (`x`, `y`), replacing what is
  /// there (no blending: the cell holds exactly the frame's pixels); what falls outside is cut.
  mutating func paste(_ image: RGBAImage, x: Int, y: Int) {
    let w = min(image.width, width - x)
    guard w > 0, x >= 0 else { return }
    for row in 0..<min(image.height, height - y) where y + row >= 0 {
      let from = row * image.width * 4
      let to = ((y + row) * width + x) * 4
      pixels.replaceSubrange(to..<to + w * 4, with: image.pixels[from..<from + w * 4])
    }
  }

  /// The `width` × `height` pixels from (`x`, `y`); the part outside the image is left out.
  func region(x: Int, y: Int, width w: Int, height h: Int) -> RGBAImage {
    let w = max(0, min(w, width - x))
    let h = max(0, min(h, height - y))
    var out: [UInt8] = []
    out.reserveCapacity(w * h * 4)
    for row in 0..<h {
      let start = ((y + row) * width + x) * 4
      out += pixels[start..<start + w * 4]
    }
    return RGBAImage(width: w, height: h, pixels: out)
  }
}
