import TabFramesLayout
import TabFramesScene

/// Every built-in symbol in a grid with its name under it, drawn at body size and large, and the
/// placeholder an unknown name gets: what `tabframes symbols --sheet` writes.
enum SymbolSheet {
  static let columns = 6
  static let cell = Size(width: 176, height: 96)

  static func displayList(measurer: any TextMeasuring) -> DisplayList {
    let names = SymbolLibrary.builtInNames + ["(unknown name)"]
    let rows = (names.count + columns - 1) / columns
    let size = Size(width: Double(columns) * cell.width, height: Double(rows) * cell.height)
    let palette = Palette(appearance: .light, era: .ios16)
    let ink = palette.resolve(.named("primary", opacity: 1))
    let font = FontSpec(size: 12)
    var elements: [Element] = []
    for (i, name) in names.enumerated() {
      let x = Double(i % columns) * cell.width
      let y = Double(i / columns) * cell.height
      let known = SymbolLibrary.drawing(named: name)
      let drawing = known ?? SymbolLibrary.placeholder
      for (k, pointSize) in [17.0, 34.0].enumerated() {
        let s = drawing.size(pointSize: pointSize)
        let cx = x + cell.width * (k == 0 ? 0.3 : 0.62)
        let frame = Rect(x: cx - s.width / 2, y: y + 38 - s.height / 2, width: s.width, height: s.height)
        elements.append(
          Element(
            id: "\(name).\(Int(pointSize))", content: .symbol(name: name, path: drawing.unitPath), frame: frame,
            color: known == nil ? SymbolLibrary.placeholderColor : ink))
      }
      let run = TextRun(string: name, font: font)
      let m = measurer.measure(run)
      elements.append(
        Element(
          id: "\(name).label", content: .text(run),
          frame: Rect(x: x + (cell.width - m.width) / 2, y: y + 70, width: m.width, height: m.height),
          color: palette.resolve(.named("secondary", opacity: 1))))
    }
    return DisplayList(size: size, background: palette.resolve(.named("white", opacity: 1)), elements: elements)
  }
}
