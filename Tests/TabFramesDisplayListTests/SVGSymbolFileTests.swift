import TabFramesSceneFormat
import Testing

@testable import TabFramesDisplayList

// Symbols their users draw, read from SVG (issue 31 item 2): SF Symbols' custom-symbol templates
// and plain SVGs of filled paths.

/// A template's regular medium form is what is drawn, placed by the transforms of its groups and
/// sized by its guides: the cap line to the baseline is SF's cap height (0.705 of the point size,
/// 20 design units): 70.46 template units → 14.1 units, so the box is 100 template units tall.
@Test func aTemplatesRegularMediumFormIsDrawnSizedByItsGuides() throws {
  let svg = """
    <svg width="3300" height="2200">
     <g id="Guides">
      <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
      <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
     </g>
     <g id="Symbols">
      <g id="Ultralight-S"><path d="M0 0L9999 0L9999 9999Z"/></g>
      <g id="Regular-M" transform="translate(1000)">
       <g transform="matrix(1 0 0 1 391.3 1126)"><path d="M0 0L70.46 0L70.46 -70.46L0 -70.46Z" transform="scale(0.5)"/></g>
      </g>
     </g>
    </svg>
    """
  let symbol = try SVGSymbolFile.symbol(fromSVG: svg)
  // Only the regular form: the ultralight one's far corner is not there.
  #expect(symbol.path.elements.count == 5)
  // Translated by both groups and scaled by the path's own transform: x 1391.3…1426.53, y 1090.77…1126.
  guard case .move(let x, let y) = symbol.path.elements[0], case .line(let x2, let y2) = symbol.path.elements[2] else {
    Issue.record("a move and lines")
    return
  }
  #expect(abs(x - 1391.3) < 1e-9 && abs(y - 1126) < 1e-9)
  #expect(abs(x2 - 1426.53) < 1e-9 && abs(y2 - 1090.77) < 1e-9)
  let height = 20 / (20 * 0.705 / 70.46)
  #expect(abs(symbol.viewBox.height - height) < 1e-9, "\(symbol.viewBox)")
  #expect(abs(symbol.viewBox.y + symbol.viewBox.height / 2 - (1126 - 70.46 / 4)) < 1e-9, "centred on the ink")
}

/// A plain SVG is drawn whole in its view box; what it cannot draw is refused with the reason.
@Test func aPlainSVGKeepsItsViewBoxAndBadOnesSayWhy() throws {
  let plain = try SVGSymbolFile.symbol(
    fromSVG: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><!-- a square --><path d='M4 4h16v16H4z'/></svg>"#)
  #expect(plain.viewBox == (0, 0, 24, 24))
  #expect(plain.path.elements.count == 5)
  #expect(throws: SVGSymbolFile.Failure(message: "no filled path to draw")) {
    try SVGSymbolFile.symbol(fromSVG: #"<svg viewBox="0 0 24 24"><circle r="4"/></svg>"#)
  }
  #expect(throws: SVGSymbolFile.Failure(message: #"transform "rotate(45)": only matrix, translate and scale are read"#)) {
    try SVGSymbolFile.symbol(fromSVG: #"<svg viewBox="0 0 24 24"><path transform="rotate(45)" d="M4 4h16v16H4z"/></svg>"#)
  }
  #expect(throws: SVGSymbolFile.Failure(message: "a tag is not closed")) {
    try SVGSymbolFile.symbol(fromSVG: #"<svg viewBox="0 0 24 24"><path d="M4 4h16v16H4z""#)
  }
}
