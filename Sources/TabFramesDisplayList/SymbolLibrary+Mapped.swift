import FoundationEssentials
import Glibc
import TabFramesSceneFormat

/// Mapped names (docs/SYMBOLS.md): an SF name with no hand drawing is drawn with an icon font's glyph,
/// sized and boxed like the built-in drawings so that layouts treat both alike.
extension SymbolLibrary {
  /// The em an outliner shapes glyphs at, in design units: both sets draw on a 24-unit grid.
  package static let iconEm = 24.0
  /// Design units per unit of that em. Calibrated against the hand drawings of the names that
  /// have both (house.fill, cart.fill, person.fill, tray, archivebox, doc.text, checkmark): the
  /// median ratio of their ink sizes (`SymbolMapTests.mappedGlyphsAreSizedLikeTheBuiltIns`).
  package static let iconScale = 1.075
  /// Space around a glyph's ink in its box, in design units: the hand drawings leave about this.
  package static let iconPadding = 0.5
  /// A glyph inside an enclosure, relative to its size alone (SF draws `heart.circle`'s heart at
  /// a little over half the circle).
  package static let enclosedGlyphScale = 0.58

  /// Where a name's drawing comes from: the scene's own, a hand drawing, a mapped glyph, or none.
  package static func source(of name: String, custom: [String: PathSymbol] = [:]) -> SymbolSource {
    let name = drawnName(name, custom: custom)
    if custom[name] != nil { return .custom }
    if builtIns[name] != nil { return .builtIn }
    if let m = SymbolMap.entries[name] { return .mapped(m) }
    return .unknown
  }

  /// The name drawn for `name`: itself when it draws, else its other form when that draws — an
  /// SF name's filled form (`mountain.2.fill`) drawn as its outline (`mountain.2`) or the other
  /// way round, so that a name of SF's that the map lacks in one form still shows its shape
  /// (docs/SYMBOLS.md).
  package static func drawnName(_ name: String, custom: [String: PathSymbol] = [:]) -> String {
    func draws(_ n: String) -> Bool { custom[n] != nil || builtIns[n] != nil || SymbolMap.entries[n] != nil }
    if draws(name) { return name }
    let other = name.hasSuffix(".fill") ? String(name.dropLast(".fill".count)) : name + ".fill"
    return draws(other) ? other : name
  }

  /// Every name that draws something other than the placeholder: the built-ins first, then the
  /// mapped names without a hand drawing, each group in Finder's order.
  package static var allNames: [String] { builtInNames + SymbolMap.names.filter { builtIns[$0] == nil } }

  /// The weight a name's drawing has at a font weight (CSS numbers): the drawn weight of its
  /// glyph where the set has weights, else regular (400). Heavier fonts grow the outline from it.
  package static func drawnWeight(of name: String, weight: Int, custom: [String: PathSymbol] = [:]) -> Int {
    guard case .mapped(let m) = source(of: name, custom: custom) else { return 400 }
    return m.glyph(weight: weight).drawnWeight
  }

  /// The drawing for a name at a font weight (CSS numbers, regular by default), or why it falls
  /// back to the placeholder.
  package static func drawing(
    named name: String, custom: [String: PathSymbol] = [:], outlines: (any SymbolOutlining)?, weight: Int = 400
  ) -> Result<SymbolDrawing, SymbolProblem> {
    let name = drawnName(name, custom: custom)
    switch source(of: name, custom: custom) {
    case .custom, .builtIn:
      guard let d = drawing(named: name, custom: custom) else { return .failure(.unknown(name)) }
      return .success(d)
    case .mapped(let m):
      guard let outlines else { return .failure(.unavailable(name, m.glyph, IconGlyphUnavailable("no icon fonts in this layout"))) }
      let glyph = m.glyph(weight: weight).glyph
      switch outlines.outline(of: glyph) {
      case .success(let glyph):
        // Reflected about x = 0; the drawing boxes the glyph by its ink, wherever that lies.
        var faced = m.mirrored ? glyph.transformed(scaleX: -1, scaleY: 1, dx: 0, dy: 0) : glyph
        if m.turnedQuarter { faced = faced.turnedQuarterClockwise() }
        return .success(mappedDrawing(glyph: faced, enclosure: m.enclosure, scale: m.glyph.set.scale))
      case .failure(let why): return .failure(.unavailable(name, glyph, why))
      }
    case .unknown:
      return .failure(.unknown(name))
    }
  }

  /// A glyph's outline (at `iconEm`) boxed like a hand drawing: scaled by `iconScale`, cropped to
  /// its ink with `iconPadding` around it; or inside its enclosure, in the box the hand-drawn
  /// `N.circle` and `arrow.left.arrow.right.square` use (21 units), with the same ring and stroke.
  package static func mappedDrawing(glyph: PathData, enclosure: Enclosure?, scale: Double = iconScale) -> SymbolDrawing {
    guard let ink = glyph.inkBounds, ink.width > 0 || ink.height > 0 else { return placeholder }
    guard let enclosure else {
      let s = scale
      let box = Size(width: ink.width * s + 2 * iconPadding, height: ink.height * s + 2 * iconPadding)
      let path = glyph.transformed(scaleX: s, scaleY: s, dx: iconPadding - ink.x * s, dy: iconPadding - ink.y * s)
      return SymbolDrawing(width: box.width, height: box.height, path: path)
    }
    let side = 21.0
    let centre = side / 2
    // Scaled down about its ink's centre, kept inside the enclosure's opening whatever its shape.
    let s = min(scale * enclosedGlyphScale, 12.6 / max(ink.width, ink.height))
    let inner = glyph.transformed(
      scaleX: s, scaleY: s, dx: centre - (ink.x + ink.width / 2) * s, dy: centre - (ink.y + ink.height / 2) * s)
    var p = PathData()
    switch enclosure {
    case .circle: p.ring(cx: centre, cy: centre, r: 9.3, width: line)
    case .square: p.strokedRoundedRect(1.2, 1.2, 18.6, 18.6, radius: 4, width: line)
    case .circleFill: p.circle(cx: centre, cy: centre, r: 10.15)
    case .squareFill: p.roundedRect(0.35, 0.35, 20.3, 20.3, radius: 4.85)
    }
    p.elements += inner.elements
    // A filled enclosure shows the glyph as a hole, through to whatever is behind the symbol (the
    // bubble's circle, a tinted bar), as SF draws `heart.circle.fill`: the even-odd rule makes the
    // glyph's area a hole in one path. The glyph's own contours do not overlap
    // (`SymbolMapTests.enclosedGlyphsFillAlikeUnderBothRules`), so even-odd keeps its own holes too.
    p.evenOdd = enclosure == .circleFill || enclosure == .squareFill
    return SymbolDrawing(width: side, height: side, path: p)
  }
}

/// Why a name draws the placeholder.
package enum SymbolProblem: Error, Sendable, Equatable {
  /// Neither the scene, the hand drawings nor the map know the name.
  case unknown(String)
  /// The map names a glyph that cannot be drawn here (its font is missing).
  case unavailable(String, IconGlyph, IconGlyphUnavailable)

  package var name: String {
    switch self {
    case .unknown(let n), .unavailable(let n, _, _): return n
    }
  }
}

extension PathData {
  /// Turned 90° clockwise about the origin (y points down): the top becomes the right.
  func turnedQuarterClockwise() -> PathData {
    PathData(
      elements.map {
        switch $0 {
        case .move(let x, let y): return .move(-y, x)
        case .line(let x, let y): return .line(-y, x)
        case .cubic(let a, let b, let c, let d, let e, let f): return .cubic(-b, a, -d, c, -f, e)
        case .close: return .close
        }
      }, evenOdd: evenOdd)
  }
}
