import TabFramesSceneFormat

/// Lays a scene's component out for a state. Pure: no drawing, no time; text sizes come
/// through `TextMeasuring`.
public struct LayoutEngine: Sendable {
  public let scene: Scene
  let measurer: any TextMeasuring
  /// Outlines of the icon glyphs mapped names draw; nil draws them as placeholders.
  let symbolOutlines: (any SymbolOutlining)?
  let palette: Palette
  let grid: PixelGrid

  public init(scene: Scene, measurer: any TextMeasuring, symbolOutlines: (any SymbolOutlining)? = nil) {
    self.scene = scene
    self.measurer = measurer
    self.symbolOutlines = symbolOutlines
    self.palette = scene.palette
    self.grid = PixelGrid(scale: scene.scale)
  }

  public var initialState: ComponentState { ComponentState(selection: scene.component.selection) }

  /// The scene's symbols that draw the placeholder, each once, in the order the scene names
  /// them: worth a warning (the driver words it), not an error.
  public var symbolProblems: [SymbolProblem] {
    var result: [SymbolProblem] = []
    var symbols = scene.component.items.compactMap(\.symbol)
    if case .title(let s) = scene.component.style { symbols.append(s.changeTabSymbol) }
    for name in symbols {
      if case .failure(let problem) = SymbolLibrary.drawing(named: name, custom: scene.symbols, outlines: symbolOutlines),
        !result.contains(problem)
      {
        result.append(problem)
      }
    }
    return result
  }

  /// The display list for a state.
  public func displayList(_ state: ComponentState) -> DisplayList {
    let canvas = Rect(x: 0, y: 0, width: scene.width, height: scene.height)
    let p = scene.padding
    let proposal = Size(width: max(0, canvas.width - p.leading - p.trailing), height: max(0, canvas.height - p.top - p.bottom))
    let kind = kindLayout()
    let size = kind.size(proposal: proposal)
    // The padded component sits centred in the canvas, as a SwiftUI root view does.
    let outer = Size(width: size.width + p.leading + p.trailing, height: size.height + p.top + p.bottom)
    let origin = (x: grid.round((canvas.width - outer.width) / 2), y: grid.round((canvas.height - outer.height) / 2))
    let bounds = Rect(x: origin.x + p.leading, y: origin.y + p.top, width: size.width, height: size.height)
    var elements = kind.elements(in: bounds, state: state)
    if let border = scene.border {
      let frame = Rect(x: origin.x, y: origin.y, width: outer.width, height: outer.height)
      elements.append(
        Element(id: "border", content: .border(width: border.width), frame: grid.snap(frame), color: palette.resolve(border.color)))
    }
    return DisplayList(
      size: Size(width: scene.width, height: scene.height), background: palette.resolve(scene.background), elements: elements)
  }

  func kindLayout() -> any KindLayout {
    let c = scene.component
    switch c.style {
    case .title(let s): return TitleLayout(engine: self, style: s)
    // A kind drawn by a view is played by its view (the driver's kind registry), never laid out
    // here; asked anyway, it draws nothing rather than guess.
    case .view: return ViewKindLayout()
    }
  }

  // MARK: Shared building blocks

  func measure(_ run: TextRun) -> TextMetrics {
    var m = measurer.measure(run)
    m.width = grid.ceil(m.width)
    m.height = grid.ceil(m.height)
    return m
  }

  func text(
    _ id: String, _ string: String, font: FontSpec, at origin: (x: Double, y: Double), metrics m: TextMetrics, color: RGBA,
    wrapWidth: Double? = nil, truncates: Bool = false
  ) -> Element {
    Element(
      id: id, content: .text(TextRun(string: string, font: font, wrapWidth: wrapWidth, truncates: truncates)),
      frame: grid.snap(Rect(x: origin.x, y: origin.y, width: m.width, height: m.height)), color: color)
  }

  /// A symbol at a point size: the scene's, built-in or mapped drawing, or the placeholder.
  func symbolDrawing(_ name: String) -> (SymbolDrawing, isPlaceholder: Bool) {
    switch SymbolLibrary.drawing(named: name, custom: scene.symbols, outlines: symbolOutlines) {
    case .success(let d): return (d, false)
    case .failure: return (SymbolLibrary.placeholder, true)
    }
  }

  func symbol(_ id: String, _ name: String, pointSize: Double, center: (x: Double, y: Double), color: RGBA) -> Element {
    let (drawing, placeholder) = symbolDrawing(name)
    let s = drawing.size(pointSize: pointSize)
    let frame = Rect(x: center.x - s.width / 2, y: center.y - s.height / 2, width: s.width, height: s.height)
    return Element(
      id: id, content: .symbol(name: name, path: drawing.unitPath), frame: grid.snap(frame),
      color: placeholder ? SymbolLibrary.placeholderColor : color)
  }

  func symbolSize(_ name: String, pointSize: Double) -> Size {
    symbolDrawing(name).0.size(pointSize: pointSize)
  }

  /// SwiftUI's default spacing between ordinary views in a stack.
  static let defaultSpacing = 8.0
}

/// What a kind drawn by a view has here: nothing (see `kindLayout`).
struct ViewKindLayout: KindLayout {
  func size(proposal: Size) -> Size { Size(width: 0, height: 0) }
  func elements(in bounds: Rect, state: ComponentState) -> [Element] { [] }
}

/// One component kind's layout: how big it wants to be and where its parts go.
protocol KindLayout {
  func size(proposal: Size) -> Size
  func elements(in bounds: Rect, state: ComponentState) -> [Element]
}
