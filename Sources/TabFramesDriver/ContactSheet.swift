import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesLayout
import TabFramesScene

/// A grid of frames with each frame's time under it, composed as one display list so the same
/// renderers draw it (PNG and SVG alike).
enum ContactSheet {
  static let gap = 8.0
  static let labelHeight = 18.0
  static let labelFont = FontSpec(family: "Inter", size: 11, weight: .regular)

  static func columns(for count: Int) -> Int {
    max(1, min(count, Int(Double(count).squareRoot().rounded(.up)), 8))
  }

  static func compose(_ frames: [Frame], columns: Int, measurer: any TextMeasuring, appearance: Appearance) -> DisplayList {
    guard let first = frames.first else { return DisplayList(size: Size(width: 1, height: 1), background: .clear, elements: []) }
    let cell = first.displayList.size
    let rows = (frames.count + columns - 1) / columns
    let size = Size(
      width: gap + Double(columns) * (cell.width + gap),
      height: gap + Double(rows) * (cell.height + labelHeight + gap))
    let palette = Palette(appearance: appearance, era: .ios16)
    var elements: [Element] = []
    for (n, frame) in frames.enumerated() {
      let x = gap + Double(n % columns) * (cell.width + gap)
      let y = gap + Double(n / columns) * (cell.height + labelHeight + gap)
      elements.append(
        Element(
          id: "cell.\(n)", content: .rect, frame: Rect(x: x, y: y, width: cell.width, height: cell.height),
          color: frame.displayList.background))
      for var e in frame.displayList.elements {
        e.id = "cell.\(n).\(e.id)"
        e.frame = e.frame.offsetBy(dx: x, dy: y)
        e.clip = Rect(x: x, y: y, width: cell.width, height: cell.height)
        elements.append(e)
      }
      let label = "\(frame.index) · \(formatted(frame.time, decimals: 3)) s"
      let run = TextRun(string: label, font: labelFont)
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
