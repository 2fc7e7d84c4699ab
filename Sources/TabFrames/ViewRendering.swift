import Foundation
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat
import TabFramesUI

extension Rect {
  init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

/// Turns a laid-out view into the display list every renderer and format takes: texts as text
/// runs in Inter (the stand-in for SF Pro), colours resolved for the appearance and era, shapes
/// as filled outlines.
@MainActor
struct ViewRendering {
  var palette: Palette
  let measurer: PangoTextMeasurer
  /// Pixels a point: frames are snapped to this grid.
  let scale: CGFloat
  /// Symbols a scene file defines as SVG path data (a scene kind drawn by a view) or a stage was
  /// given (`addSymbol`): they win over the asset catalogues' and over built-in and mapped names.
  var customSymbols: [String: PathSymbol] = [:]
  /// Where mapped names' icon glyphs come from: the process's outliner (a test gives one that fails).
  var symbolOutlines: any SymbolOutlining = IconFontOutliner.shared

  /// The drawing of its own that a symbol name has, as `SymbolLibrary` takes it: the stage's or
  /// scene's, else an asset catalogue's. The catalogues are looked for (a walk of the working
  /// folder, once a process) only when a symbol is drawn: a render of text alone never walks it,
  /// which was 40 % of a 60-frame SVG render started in a busy folder.
  func ownSymbol(_ name: String) -> [String: PathSymbol] {
    if let symbol = customSymbols[name] ?? CatalogueSymbols.all[name] { return [name: symbol] }
    return [:]
  }
  /// A name no drawing has: drawn as the magenta placeholder (scene files, whose authors want to
  /// see the mistake), or as nothing and no room, as a device draws an `Image(systemName:)` that
  /// SF Symbols does not have (Swift views).
  var unknownSymbolsDrawPlaceholder = true

  /// A text's size: ideal for a nil width, else wrapped at words to it (Pango wraps as
  /// SwiftUI's Text does: at word boundaries, a word longer than the line broken within).
  ///
  /// Tracking follows every character on a device, the last one too; Pango puts it only between
  /// characters. So a line measures one tracking more than Pango says, and wraps where Pango's
  /// line would pass the width less one tracking.
  func measure(_ string: String, _ font: Font, _ width: CGFloat?) -> CGSize? {
    measureStyled(string, font, [], width)
  }

  /// The same for a text with parts in styles of their own.
  func measureStyled(_ string: String, _ font: Font, _ spans: [TextStyleSpan], _ width: CGFloat?) -> CGSize? {
    let spec = Self.fontSpec(font)
    var run = TextRun(string: string, font: spec, wrapWidth: width.map { Double($0) - spec.letterSpacing })
    run.spans = spans.map(span)
    let m = measurer.measure(run)
    return CGSize(width: m.width > 0 ? m.width + spec.letterSpacing : 0, height: m.height)
  }

  /// A font's line metrics as Pango lays Inter out (a line of "Ag").
  func fontMetrics(_ font: Font) -> FontMetrics? {
    let m = measurer.measure(TextRun(string: "Ag", font: Self.fontSpec(font)))
    return FontMetrics(lineHeight: m.height / Double(max(m.lineCount, 1)), ascent: m.ascent, capHeight: m.capHeight)
  }

  /// SF Pro's line metrics at a font's size (docs/FIDELITY.md §5: at 17 pt, line 20.287, ascender
  /// 16.187, cap height 11.978), for layouts whose text sizes are given rather than measured.
  static func sfMetrics(_ font: Font) -> FontMetrics {
    let k = font.size / 17
    return FontMetrics(lineHeight: 20.287 * k, ascent: 16.187 * k, capHeight: 11.978 * k)
  }

  /// The text run for a laid-out text: whole when its frame holds its ideal width (the frame is
  /// snapped to the pixel grid, so it may be a pixel narrower), wrapped to the frame when layout
  /// gave it several lines (at most its line limit, or as many as the frame holds, the last cut
  /// with an ellipsis), cut with an ellipsis when it has one line and too little width.
  func run(_ text: String, _ font: Font, _ options: TextOptions? = nil, in frame: CGRect) -> TextRun {
    var run = fittingRun(text, font, options, in: frame)
    run.spans = options?.spans.map(span) ?? []
    if let options {
      run.lineSpacing = Double(options.lineSpacing)
      run.underline = options.underline.map { TextRun.TextLine(color: $0.map(rgba)) }
      run.strikethrough = options.strikethrough.map { TextRun.TextLine(color: $0.map(rgba)) }
    }
    return run
  }

  private func fittingRun(_ text: String, _ font: Font, _ options: TextOptions?, in frame: CGRect) -> TextRun {
    let spec = Self.fontSpec(font)
    let ideal = measureStyled(text, font, options?.spans ?? [], nil) ?? .zero
    let slack = 1 / max(scale, 1) + 0.01
    guard frame.width + slack < ideal.width else { return TextRun(string: text, font: spec) }
    // Lines `lineSpacing` apart: n lines take n heights and n - 1 spacings.
    let spacing = options?.lineSpacing ?? 0
    let lines = ideal.height > 0 ? max(1, Int(((frame.height + spacing) / (ideal.height + spacing)).rounded())) : 1
    var run = TextRun(string: text, font: spec, wrapWidth: Double(frame.width + slack) - spec.letterSpacing, truncates: lines <= 1)
    run.maxLines = lines
    if let options {
      switch options.truncation {
      case .head: run.truncation = .head
      case .middle: run.truncation = .middle
      case .tail: run.truncation = .tail
      }
      let rightToLeft = options.layoutDirection == .rightToLeft
      switch options.alignment {
      case .leading: run.alignment = rightToLeft ? .right : .left
      case .center: run.alignment = .center
      case .trailing: run.alignment = rightToLeft ? .left : .right
      }
    }
    return run
  }

  /// An SF Symbol's drawing as scene files get it: the project's own drawing, else the mapped
  /// icon-font glyph (at the font's weight, where the icon set has weights), else the placeholder
  /// (a magenta crossed box).
  func symbol(_ name: String, weight: Int = 400) -> (drawing: SymbolDrawing, placeholder: Bool) {
    switch SymbolLibrary.drawing(named: name, custom: ownSymbol(name), outlines: symbolOutlines, weight: weight) {
    case .success(let d): return (d, false)
    case .failure: return (SymbolLibrary.placeholder, true)
    }
  }

  /// The names among `leaves` that are known but fall back to the placeholder, each once with
  /// why (their icon font could not draw the glyph: not installed, not loaded).
  func undrawableSymbols(in leaves: [LayoutLeaf]) -> [(name: String, reason: String)] {
    var result: [(name: String, reason: String)] = []
    for leaf in leaves where leaf.kind == "symbol" {
      guard let name = leaf.text, drawsSymbol(name), !result.contains(where: { $0.name == name }) else { continue }
      let weight = leaf.font?.weight.value ?? 400
      if case .failure(.unavailable(_, _, let why)) = SymbolLibrary.drawing(
        named: name, custom: ownSymbol(name), outlines: symbolOutlines, weight: weight)
      {
        result.append((name, why.reason))
      }
    }
    return result
  }

  /// The symbol names among `leaves` that no drawing has, each once, in drawing order.
  func unknownSymbols(in leaves: [LayoutLeaf]) -> [String] {
    var names: [String] = []
    for leaf in leaves where leaf.kind == "symbol" {
      if let name = leaf.text, !drawsSymbol(name), !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The symbol names among `leaves` drawn as their other form (a `.fill` name as its outline or
  /// the other way round, SymbolLibrary.drawnName), each once with the name drawn.
  func otherFormSymbols(in leaves: [LayoutLeaf]) -> [(name: String, drawn: String)] {
    var found: [(name: String, drawn: String)] = []
    for leaf in leaves where leaf.kind == "symbol" {
      guard let name = leaf.text, !found.contains(where: { $0.name == name }) else { continue }
      let drawn = SymbolLibrary.drawnName(name, custom: ownSymbol(name))
      if drawn != name { found.append((name, drawn)) }
    }
    return found
  }

  /// Whether `name` draws something, itself or its other form (a `.fill` name as its outline).
  func drawsSymbol(_ name: String) -> Bool {
    if case .unknown = SymbolLibrary.source(of: name, custom: ownSymbol(name)) { return false }
    return true
  }

  /// Whether `name` itself draws, not its other form: what a symbol variant asks (`house` with
  /// `.fill` draws `house.fill` only where that is drawn; `magnifyingglass` in a tab bar stays
  /// itself, as SF has no `magnifyingglass.fill`).
  func hasSymbol(_ name: String) -> Bool {
    drawsSymbol(name) && SymbolLibrary.drawnName(name, custom: ownSymbol(name)) == name
  }

  /// Its box at a font: the drawing's design grid at the font's point size (none for a name that
  /// draws nothing).
  func symbolSize(_ name: String, _ font: Font) -> CGSize {
    if !unknownSymbolsDrawPlaceholder && !drawsSymbol(name) { return .zero }
    let s = symbol(name, weight: font.weight.value).drawing.size(pointSize: Double(font.size))
    return CGSize(width: s.width, height: s.height)
  }

  func rgba(_ color: Color) -> RGBA { color.rgba(in: palette) }

  /// A part of a text in a style of its own, as the renderers draw it.
  func span(_ span: TextStyleSpan) -> TextRun.Span {
    var drawn = TextRun.Span(start: span.start, end: span.end, font: Self.fontSpec(span.font), color: span.color.map(rgba))
    drawn.rise = Double(span.baselineOffset)
    drawn.underline = span.underline.map { TextRun.TextLine(color: $0.map(rgba)) }
    drawn.strikethrough = span.strikethrough.map { TextRun.TextLine(color: $0.map(rgba)) }
    return drawn
  }

  /// A text under `redacted(reason: .placeholder)`: a rounded bar over each of its lines, as
  /// long as the line's text, in the text's colour faded (SwiftUI's proportions are not
  /// documented: a bar of 70 % of the line's height, corners a quarter of it, 16 % of the
  /// colour's opacity, chosen to look like an iPhone's placeholder, not measured).
  func placeholder(_ run: TextRun, id: String, in frame: CGRect, color: RGBA) -> Element {
    var bars = Path()
    for line in measurer.lineRects(run) where line.width > 0 {
      let height = line.height * 0.7
      let rect = CGRect(x: frame.minX + line.x, y: frame.minY + line.y + (line.height - height) / 2, width: line.width, height: height)
      bars.addRoundedRect(in: rect, cornerSize: CGSize(width: height / 4, height: height / 4))
    }
    var faded = color
    faded.a *= 0.16
    return Element(id: id, content: .symbol(name: "shape", path: bars.data(in: frame)), frame: Rect(frame), color: faded)
  }

  func displayList(_ leaves: [LayoutLeaf], size: CGSize, background: RGBA) -> DisplayList {
    DisplayList(
      size: Size(width: Double(size.width), height: Double(size.height)), background: background, elements: leaves.compactMap(element))
  }

  /// The element a leaf draws as (nil for one with nothing to draw).
  func element(_ leaf: LayoutLeaf) -> Element? {
    // A leaf under `preferredColorScheme` other than the stage's: its colours for that scheme.
    if let scheme = leaf.colorScheme, (scheme == .dark) != (palette.appearance == .dark) {
      var other = self
      other.palette.appearance = scheme == .dark ? .dark : .light
      var plain = leaf
      plain.colorScheme = nil
      return other.element(plain)
    }
    let f = leaf.frame
    let frame = Rect(f)
    let color = rgba(leaf.color)
    var element: Element
    switch leaf.kind {
    case "text":
      guard let text = leaf.text, let font = leaf.font else { return nil }
      let run = run(text, font, leaf.textOptions, in: f)
      if leaf.textOptions?.redacted == true {
        // Bars in unit coordinates of the frame: a frame with no area has none.
        guard f.width > 0, f.height > 0 else { return nil }
        element = placeholder(run, id: leaf.id, in: f, color: color)
      } else {
        element = Element(id: leaf.id, content: .text(run), frame: frame, color: color)
      }
    case "shape":
      guard let path = leaf.path, f.width > 0, f.height > 0 else { return nil }
      switch leaf.shapeKind {
      case .roundedRect(let r):
        element = Element(id: leaf.id, content: .rect, frame: frame, color: color)
        element.cornerRadius = Double(min(r, f.width / 2, f.height / 2))
      case .capsule:
        element = Element(id: leaf.id, content: .rect, frame: frame, color: color)
        element.cornerRadius = Double(min(f.width, f.height) / 2)
      case .ellipse:
        element = Element(id: leaf.id, content: .ellipse, frame: frame, color: color)
      case .circle:
        let d = min(f.width, f.height)
        element = Element(
          id: leaf.id, content: .ellipse, frame: Rect(CGRect(x: f.midX - d / 2, y: f.midY - d / 2, width: d, height: d)), color: color)
      case nil:
        var outline = path.data(in: f)
        outline.evenOdd = leaf.evenOdd
        element = Element(id: leaf.id, content: .symbol(name: "shape", path: outline), frame: frame, color: color)
        if let (data, outline) = leaf.animatedOutline {
          element.outline = AnimatedOutline(data: data) { data, frame in
            let rect = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            return outline(data, rect).data(in: rect)
          }
        }
      }
    case "symbol":
      guard let name = leaf.text, unknownSymbolsDrawPlaceholder || drawsSymbol(name) else { return nil }
      let weight = leaf.font?.weight.value ?? 400
      let (drawing, placeholder) = symbol(name, weight: weight)
      element = Element(
        id: leaf.id, content: .symbol(name: name, path: drawing.unitPath), frame: frame,
        color: placeholder ? SymbolLibrary.placeholderColor : color)
      if !placeholder {
        let drawn = SymbolLibrary.drawnWeight(of: name, weight: weight, custom: ownSymbol(name))
        element.outlineGrowth = Self.growth(drawing.unitPath, font: leaf.font, drawnWeight: drawn)
      }
    case "border":
      element = Element(id: leaf.id, content: .border(width: Double(leaf.lineWidth ?? 1)), frame: frame, color: color)
    case "image":
      guard let path = leaf.imagePath else { return nil }
      element = Element(id: leaf.id, content: .image(path: path), frame: frame, color: color)
    case "shadow":
      guard let look = leaf.shadow else { return nil }
      let shadow = Shadow(color: color, sigma: look.sigma, dx: look.dx, dy: look.dy)
      element = Element(id: leaf.id, content: .shadow(shadow, casters: leaf.casters.compactMap(self.element)), frame: frame, color: color)
    default:
      element = Element(id: leaf.id, content: .rect, frame: frame, color: color)
    }
    element.opacity = leaf.opacity
    element.scale = Double(leaf.scale)
    element.identity = leaf.identity
    element.rotation = Double(leaf.rotation)
    element.blur = Double(leaf.blur)
    element.masks = leaf.masks.map { $0.compactMap(self.element) }
    element.transform = leaf.transform
    if !leaf.colorFilters.isEmpty {
      element.colorMatrix = leaf.colorFilters.reduce(ColorMatrix.identity) { matrix, step in
        switch step {
        case .matrix(let values): return matrix.then(ColorMatrix(values))
        case .multiply(let color):
          let c = rgba(color)
          return matrix.then(ColorMatrix([c.r, 0, 0, 0, 0, 0, c.g, 0, 0, 0, 0, 0, c.b, 0, 0, 0, 0, 0, c.a, 0]))
        }
      }
    }
    element.blendMode = leaf.blendMode
    element.compositingGroup = leaf.compositingGroup
    element.gradient = leaf.gradient?.map(rgba)
    if leaf.backdropBlur > 0 { element.backdrop = Backdrop(sigma: Double(leaf.backdropBlur), saturation: Material.backdropSaturation) }
    if leaf.shapeKind == nil || leaf.cornerRadius > 0 { element.cornerRadius = max(element.cornerRadius, Double(leaf.cornerRadius)) }
    element.clip = leaf.clip.map(Rect.init)
    if leaf.clipRects.count > 1 { element.clipRects = leaf.clipRects.map(Rect.init) }
    element.clipPaths = leaf.clipPaths.map(\.data)
    element.crossFadesOnMove = leaf.crossFadesOnMove
    element.scroll = leaf.scrolledBy.map { ScrollPosition(container: $0.container, x: Double($0.offset.x), y: Double($0.offset.y)) }
    element.insertion = leaf.insertion
    element.removal = leaf.removal
    if let pinned = leaf.pinnedAnimation { element.pinnedAnimation = pinned?.spec ?? AnimationSpec.none }
    element.animationScopes = leaf.animationScopes
    element.presentation = leaf.presentation
    return element
  }

  /// How far each edge of a symbol grows at a font weight, in ems: SF Symbols draw heavier
  /// weights with thicker strokes, and the drawings here have one weight (regular), so heavier
  /// weights are drawn by growing the outline (at bold, a 17 pt symbol's strokes are about 0.6 pt
  /// thicker, some 40 % over regular). Lighter weights draw as regular.
  static func emboldening(_ weight: Int) -> CGFloat {
    switch weight {
    case ..<500: return 0
    case 500: return 0.006
    case 600: return 0.012
    case 700: return 0.018
    case 800: return 0.026
    default: return 0.034
    }
  }

  /// How far a symbol's outline grows at the font's weight (points all round, drawn as a
  /// round-joined stroke) from the weight its drawing has: non-zero drawings only, as under the
  /// even-odd rule a stroke would open holes.
  static func growth(_ unit: PathData, font: Font?, drawnWeight: Int = 400) -> Double {
    guard let font, !unit.evenOdd else { return 0 }
    let grown = emboldening(font.weight.value) - emboldening(drawnWeight)
    return Double(max(0, grown) * font.size)
  }
}
