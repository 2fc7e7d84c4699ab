import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesSceneFormat

/// A grid of frames with each frame's time under it, composed as one display list so the same
/// renderers draw it (PNG and SVG alike).
package enum ContactSheet {
  package static let gap = 8.0
  package static let labelHeight = 18.0
  package static let labelFont = FontSpec(family: "Inter", size: 11, weight: .regular)

  /// A cell's label: the frame's index and time (`12 · 0.200 s`), here and on reference sheets.
  package static func label(index: Int, time: Double) -> String { "\(index) · \(formatted(time, decimals: 3)) s" }

  /// About as many columns as rows, at most 8, and no more than fit Cairo's 32 767-pixel side.
  package static func columns(for count: Int, cellWidth: Double = 0, scale: Double = 1) -> Int {
    let square = max(1, min(count, Int(Double(count).squareRoot().rounded(.up)), 8))
    let fitting = Int(((Double(Limits.framePixelSide) / scale - gap) / (cellWidth + gap)).rounded(.down))
    return max(1, min(square, fitting))
  }

  /// The sheet's size in points: cells, their time labels and the gutters between them.
  package static func size(cell: Size, count: Int, columns: Int) -> Size {
    let rows = (count + columns - 1) / columns
    return Size(width: gap + Double(columns) * (cell.width + gap), height: gap + Double(rows) * (cell.height + labelHeight + gap))
  }

  /// The sheet cut into bands of `rows` pixel rows, each with only the elements that can touch
  /// it, so drawing every band costs about as much as drawing the sheet once (a band that
  /// looked at every element made the sheet's time grow with the square of the frame count).
  /// An element reaches at most its clip, or its frame grown by its scale effect and, for text
  /// whose glyphs may overhang the line box, by its height.
  package static func bands(_ sheet: DisplayList, rows: Int, pixelHeight: Int, scale: Double) -> [DisplayList] {
    let count = max(1, (pixelHeight + rows - 1) / rows)
    var lists = Array(repeating: [Element](), count: count)
    for e in sheet.elements {
      let reach: (top: Double, bottom: Double)
      if let clip = e.clip {
        reach = (clip.y, clip.y + clip.height)
      } else {
        let grown = e.frame.height * max(1, abs(e.scale))
        let overhang = grown + 2
        reach = (e.frame.midY - grown / 2 - overhang, e.frame.midY + grown / 2 + overhang)
      }
      // A reach that is not finite, or far off any sheet, is nothing a renderer can place: in no
      // band (its integer band number would trap).
      guard reach.top.isFinite, reach.bottom.isFinite, abs(reach.top) < 1e9, abs(reach.bottom) < 1e9 else { continue }
      let first = max(0, Int((reach.top * scale).rounded(.down)) / rows)
      let last = min(count - 1, Int((reach.bottom * scale).rounded(.up)) / rows)
      guard first <= last else { continue }
      for band in first...last { lists[band].append(e) }
    }
    return lists.map { DisplayList(size: sheet.size, background: sheet.background, elements: $0) }
  }

  package static func compose(_ frames: [Frame], columns: Int, measurer: any TextMeasuring, appearance: Appearance) -> DisplayList {
    guard let first = frames.first else { return DisplayList(size: Size(width: 1, height: 1), background: .clear, elements: []) }
    let cell = first.displayList.size
    let size = size(cell: cell, count: frames.count, columns: columns)
    let palette = Palette(appearance: appearance, era: .ios16)
    var elements: [Element] = []
    for (n, frame) in frames.enumerated() {
      let x = gap + Double(n % columns) * (cell.width + gap)
      let y = gap + Double(n / columns) * (cell.height + labelHeight + gap)
      elements.append(
        Element(
          id: "cell.\(n)", content: .rect, frame: Rect(x: x, y: y, width: cell.width, height: cell.height),
          color: frame.displayList.background))
      let cellRect = Rect(x: x, y: y, width: cell.width, height: cell.height)
      for element in frame.displayList.elements {
        // Moved whole (a shadow's casters, clips, masks with it), and cut to its cell as well as
        // to its own clip.
        var e = element.moved(dx: x, dy: y)
        e.id = "cell.\(n).\(e.id)"
        e.clip = e.clip.map { $0.meeting(cellRect) } ?? cellRect
        elements.append(e)
      }
      let run = TextRun(string: label(index: frame.index, time: frame.time), font: labelFont)
      let m = measurer.measure(run)
      elements.append(
        Element(
          id: "cell.\(n).time", content: .text(run),
          frame: Rect(
            x: x + (cell.width - m.width) / 2, y: y + cell.height + (labelHeight - m.height) / 2, width: m.width, height: m.height),
          color: palette.resolve(.named("secondary", opacity: 1))))
    }
    return DisplayList(size: size, background: palette.resolve(.named("secondarySystemBackground", opacity: 1)), elements: elements)
  }
}
