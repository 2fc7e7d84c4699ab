import TabFramesDisplayList
import TabFramesKinds
import TabFramesOutput
import TabFramesSceneFormat
import TabFramesSnapshot

/// Every symbol in a grid with its name under it, drawn at body size and large, and the
/// placeholder an unknown name gets: what `tabframes symbols --sheet` writes.
enum SymbolSheet {
  struct Grid {
    var columns: Int
    var cell: Size
    var labelFont: FontSpec
    /// Long names wrap onto more lines within the cell (the full sheet's narrow cells).
    var wraps: Bool
  }

  /// The hand drawings alone, six to a row: the README's picture.
  static let builtInGrid = Grid(columns: 6, cell: Size(width: 176, height: 96), labelFont: FontSpec(size: 12), wraps: false)
  /// Every name: 1 000 and more, so 24 to a row in narrower cells, within the canvas limit of
  /// 4 096 points a side (3 456 × 4 500 points, 62 Mpx at scale 2).
  static let fullGrid = Grid(columns: 24, cell: Size(width: 144, height: 100), labelFont: FontSpec(size: 10), wraps: true)

  static let unknownName = "(unknown name)"

  static func builtInSheet(measurer: any TextMeasuring) -> DisplayList {
    displayList(names: SymbolLibrary.builtInNames + [unknownName], grid: builtInGrid, measurer: measurer, outlines: nil)
  }

  static func fullSheet(measurer: any TextMeasuring, outlines: any SymbolOutlining) -> DisplayList {
    displayList(names: SymbolLibrary.allNames + [unknownName], grid: fullGrid, measurer: measurer, outlines: outlines)
  }

  static func displayList(names: [String], grid: Grid, measurer: any TextMeasuring, outlines: (any SymbolOutlining)?) -> DisplayList {
    let rows = (names.count + grid.columns - 1) / grid.columns
    let cell = grid.cell
    let size = Size(width: Double(grid.columns) * cell.width, height: Double(rows) * cell.height)
    let palette = Palette(appearance: .light, era: .ios16)
    let ink = palette.resolve(.named("primary", opacity: 1))
    var elements: [Element] = []
    for (i, name) in names.enumerated() {
      let x = Double(i % grid.columns) * cell.width
      let y = Double(i / grid.columns) * cell.height
      let known = try? SymbolLibrary.drawing(named: name, outlines: outlines).get()
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
      let run = TextRun(string: name, font: grid.labelFont, wrapWidth: grid.wraps ? cell.width - 8 : nil)
      let m = measurer.measure(run)
      elements.append(
        Element(
          id: "\(name).label", content: .text(run),
          frame: Rect(x: x + (cell.width - m.width) / 2, y: y + (grid.wraps ? 64 : 70), width: m.width, height: m.height),
          color: palette.resolve(.named("secondary", opacity: 1))))
    }
    return DisplayList(size: size, background: palette.resolve(.named("white", opacity: 1)), elements: elements)
  }

  /// One symbol alone at 20 points in black on white, for docs/SYMBOLS.md's table.
  static func icon(_ name: String, outlines: any SymbolOutlining) -> DisplayList {
    let side = 28.0
    let known = try? SymbolLibrary.drawing(named: name, outlines: outlines).get()
    let drawing = known ?? SymbolLibrary.placeholder
    let s = drawing.size(pointSize: 20)
    let frame = Rect(x: (side - s.width) / 2, y: (side - s.height) / 2, width: s.width, height: s.height)
    return DisplayList(
      size: Size(width: side, height: side), background: RGBA(1, 1, 1, 1),
      elements: [
        Element(
          id: name, content: .symbol(name: name, path: drawing.unitPath), frame: frame,
          color: known == nil ? SymbolLibrary.placeholderColor : RGBA(0, 0, 0, 1))
      ])
  }
}
