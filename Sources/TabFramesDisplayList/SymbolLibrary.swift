import FoundationEssentials
import Glibc
import TabFramesSceneFormat

/// The project's own drawings for every SF Symbol name the seeds use (SF Symbols cannot ship).
/// Each is drawn in a design grid where 20 units equal the font's point size, the size
/// `Image(systemName:)` takes from the font (docs/FIDELITY.md §5: the box varies per symbol).
package struct SymbolDrawing: Sendable, Equatable {
  /// Size in design units (20 units = the point size).
  package var width: Double
  package var height: Double
  package var path: PathData

  /// The box this symbol takes at a point size, in points.
  package func size(pointSize: Double) -> Size {
    Size(width: width * pointSize / SymbolLibrary.unitsPerPoint, height: height * pointSize / SymbolLibrary.unitsPerPoint)
  }

  /// The outline in unit coordinates (0…1 across the box), as `Element.Content.symbol` carries it.
  package var unitPath: PathData { path.transformed(scaleX: 1 / width, scaleY: 1 / height, dx: 0, dy: 0) }
}

package enum SymbolLibrary {
  /// Design units per point of font size.
  package static let unitsPerPoint = 20.0

  /// Every built-in name, sorted, for `tabframes symbols`.
  package static var builtInNames: [String] { builtIns.keys.sorted(by: Self.naturalOrder) }

  /// Finder's order: letters without regard to case, runs of digits by their value ("2.circle"
  /// before "10.circle"); names equal that way fall back to plain order.
  package static func naturalOrder(_ a: String, _ b: String) -> Bool {
    let x = naturalKey(a)
    let y = naturalKey(b)
    for (p, q) in zip(x, y) where p != q {
      switch (p, q) {
      case (.number(let m), .number(let n)): return m.count != n.count ? m.count < n.count : m < n
      case (.number, .text): return true
      case (.text, .number): return false
      case (.text(let s), .text(let t)): return s < t
      }
    }
    return x.count != y.count ? x.count < y.count : a < b
  }

  private enum NaturalPart: Equatable {
    /// Digits without leading zeros, so that length then text orders by value.
    case number(String)
    case text(String)
  }

  private static func naturalKey(_ name: String) -> [NaturalPart] {
    var parts: [NaturalPart] = []
    var run = ""
    var digits = false
    func flush() {
      guard !run.isEmpty else { return }
      if digits {
        let trimmed = String(run.drop { $0 == "0" })
        parts.append(.number(trimmed))
      } else {
        parts.append(.text(run.lowercased()))
      }
      run = ""
    }
    for c in name {
      let isDigit = c.isASCII && c.isNumber
      if isDigit != digits { flush() }
      digits = isDigit
      run.append(c)
    }
    flush()
    return parts
  }

  /// The drawing for a name: a scene's own symbol first, then the built-ins; nil for unknown names.
  package static func drawing(named name: String, custom: [String: PathSymbol] = [:]) -> SymbolDrawing? {
    let name = drawnName(name, custom: custom)
    if let c = custom[name] {
      // A custom symbol's view box maps to a box as tall as a circle symbol.
      let h = 20.0
      let w = h * c.viewBox.width / c.viewBox.height
      let path = c.path.transformed(
        scaleX: w / c.viewBox.width, scaleY: h / c.viewBox.height,
        dx: -c.viewBox.x * w / c.viewBox.width, dy: -c.viewBox.y * h / c.viewBox.height)
      return SymbolDrawing(width: w, height: h, path: path)
    }
    return builtIns[name]
  }

  /// A clearly visible stand-in for a name nobody drew: a crossed box.
  package static let placeholder: SymbolDrawing = {
    var p = PathData()
    p.strokedRoundedRect(1.5, 1.5, 17, 17, radius: 2.5, width: 2)
    p.stroke(5, 5, 15, 15, width: 2)
    p.stroke(15, 5, 5, 15, width: 2)
    return SymbolDrawing(width: 20, height: 20, path: p)
  }()

  /// The colour the placeholder is drawn in, whatever tint the view asks for.
  package static let placeholderColor = RGBA(1, 0, 1, 1)

  static let builtIns: [String: SymbolDrawing] = {
    var all: [String: SymbolDrawing] = [
      "house.fill": house(), "cart.fill": cart(), "person.fill": person(), "tray": tray(),
      "archivebox": archivebox(), "doc.text": docText(), "circle.dashed": circleDashed(),
      "circle.hexagongrid": circleHexagonGrid(), "arrow.left.arrow.right.square": arrowsSquare(),
      "arrow.triangle.branch": branch(), "checkmark": checkmark(),
    ]
    for d in 0...9 { all["\(d).circle"] = numberCircle(d) }
    return all
  }()

  // MARK: - Drawings (design units; strokes 1.7 units ≈ regular weight)

  static let line = 1.7

  static func house() -> SymbolDrawing {
    var p = PathData()
    // Roof: a thick chevron with an overhang; body below with a door cut out.
    p.polyline([(2, 10.5), (12.5, 1.5), (23, 10.5)], width: 2.4)
    p.move(5, 9.2)
    p.line(12.5, 3)
    p.line(20, 9.2)
    p.line(20, 18.2)
    p.cubic(20, 19.3, 19.3, 20, 18.2, 20)
    p.line(15, 20)
    p.line(15, 14)
    p.line(10, 14)
    p.line(10, 20)
    p.line(6.8, 20)
    p.cubic(5.7, 20, 5, 19.3, 5, 18.2)
    p.close()
    return SymbolDrawing(width: 25, height: 20.5, path: p)
  }

  static func cart() -> SymbolDrawing {
    var p = PathData()
    p.polyline([(1.2, 1.8), (4.2, 1.8), (7, 13.2), (20, 13.2)], width: 1.9)
    // The basket, filled.
    p.move(5.2, 3.6)
    p.line(22.4, 3.6)
    p.cubic(23.1, 3.6, 23.5, 4.2, 23.3, 4.8)
    p.line(21.6, 10.6)
    p.cubic(21.4, 11.2, 20.9, 11.5, 20.3, 11.5)
    p.line(7.3, 11.5)
    p.close()
    p.circle(cx: 8.6, cy: 17.5, r: 2.1)
    p.circle(cx: 18.8, cy: 17.5, r: 2.1)
    return SymbolDrawing(width: 24, height: 19.8, path: p)
  }

  static func person() -> SymbolDrawing {
    var p = PathData()
    p.circle(cx: 10, cy: 5.2, r: 4.7)
    p.move(1, 18.6)
    p.cubic(1, 14.4, 5, 11.6, 10, 11.6)
    p.cubic(15, 11.6, 19, 14.4, 19, 18.6)
    p.cubic(19, 19.4, 18.5, 20, 17.6, 20)
    p.line(2.4, 20)
    p.cubic(1.5, 20, 1, 19.4, 1, 18.6)
    p.close()
    return SymbolDrawing(width: 20, height: 20, path: p)
  }

  static func tray() -> SymbolDrawing {
    var p = PathData()
    p.strokedRoundedRect(1.5, 1.5, 22, 16, radius: 3, width: line)
    p.polyline([(1.5, 10), (7.5, 10), (9, 12.8), (17, 12.8), (18.5, 10), (23.5, 10)], width: line)
    return SymbolDrawing(width: 25, height: 19, path: p)
  }

  static func archivebox() -> SymbolDrawing {
    var p = PathData()
    p.strokedRoundedRect(1.2, 1.2, 20.6, 5, radius: 1.5, width: line)
    p.strokedRoundedRect(2.8, 6.2, 17.4, 13.3, radius: 2, width: line)
    p.stroke(8.6, 10.3, 14.4, 10.3, width: line)
    return SymbolDrawing(width: 23, height: 20.6, path: p)
  }

  static func docText() -> SymbolDrawing {
    var p = PathData()
    p.polyline([(11, 1.2), (4, 1.2)], width: line)
    p.strokedArc(cx: 4, cy: 4.2, r: 3, from: .pi, to: 1.5 * .pi, width: line)
    p.stroke(1, 4.2, 1, 18.8, width: line)
    p.strokedArc(cx: 4, cy: 18.8, r: 3, from: 0.5 * .pi, to: .pi, width: line)
    p.stroke(4, 21.8, 13, 21.8, width: line)
    p.strokedArc(cx: 13, cy: 18.8, r: 3, from: 0, to: 0.5 * .pi, width: line)
    p.polyline([(16, 18.8), (16, 6.2), (11, 1.2), (11, 6.2), (16, 6.2)], width: line)
    for y in [10.5, 13.7, 16.9] { p.stroke(5, y, 12, y, width: 1.4) }
    return SymbolDrawing(width: 17, height: 23, path: p)
  }

  static func circleDashed() -> SymbolDrawing {
    var p = PathData()
    let count = 14
    for i in 0..<count {
      let a0 = Double(i) * 2 * .pi / Double(count)
      p.strokedArc(cx: 10.5, cy: 10.5, r: 9.3, from: a0, to: a0 + 0.18, width: line)
    }
    return SymbolDrawing(width: 21, height: 21, path: p)
  }

  static func circleHexagonGrid() -> SymbolDrawing {
    var p = PathData()
    p.ring(cx: 10.5, cy: 10.5, r: 9.3, width: line)
    func hexagon(_ cx: Double, _ cy: Double, _ r: Double) {
      for k in 0..<6 {
        let a = Double(k) * .pi / 3 + .pi / 6
        let x = cx + r * cos(a)
        let y = cy + r * sin(a)
        if k == 0 { p.move(x, y) } else { p.line(x, y) }
      }
      p.close()
    }
    hexagon(10.5, 10.5, 2)
    for k in 0..<6 {
      let a = Double(k) * .pi / 3
      hexagon(10.5 + 4.3 * cos(a), 10.5 + 4.3 * sin(a), 1.7)
    }
    return SymbolDrawing(width: 21, height: 21, path: p)
  }

  static func arrowsSquare() -> SymbolDrawing {
    var p = PathData()
    p.strokedRoundedRect(1.2, 1.2, 18.6, 18.6, radius: 4, width: line)
    p.stroke(5.5, 7.6, 15, 7.6, width: 1.6)
    p.polyline([(12.2, 4.9), (15, 7.6), (12.2, 10.3)], width: 1.6)
    p.stroke(15.5, 13.4, 6, 13.4, width: 1.6)
    p.polyline([(8.8, 10.7), (6, 13.4), (8.8, 16.1)], width: 1.6)
    return SymbolDrawing(width: 21, height: 21, path: p)
  }

  static func branch() -> SymbolDrawing {
    var p = PathData()
    p.stroke(9, 21, 9, 11, width: line)
    p.polyline([(9, 11), (3, 4)], width: line)
    p.polyline([(9, 11), (15, 4)], width: line)
    p.polyline([(2.6, 8.4), (2.6, 3.6), (7.4, 3.6)], width: line)
    p.polyline([(10.6, 3.6), (15.4, 3.6), (15.4, 8.4)], width: line)
    return SymbolDrawing(width: 18, height: 22, path: p)
  }

  static func checkmark() -> SymbolDrawing {
    var p = PathData()
    p.polyline([(2, 10), (7, 16), (17, 2.5)], width: 2.2)
    return SymbolDrawing(width: 19, height: 18, path: p)
  }

  /// A ring with a digit drawn as strokes inside.
  static func numberCircle(_ digit: Int) -> SymbolDrawing {
    var p = PathData()
    p.ring(cx: 10.5, cy: 10.5, r: 9.3, width: line)
    let w = 1.6
    // Digit box: x 7.5…13.5, y 5.5…15.5.
    switch digit {
    case 0:
      p.ellipse(cx: 10.5, cy: 10.5, rx: 2.6 + w / 2, ry: 4.1 + w / 2)
      p.ellipse(cx: 10.5, cy: 10.5, rx: 2.6 - w / 2, ry: 4.1 - w / 2, clockwise: false)
    case 1:
      p.polyline([(8.6, 7.2), (10.9, 5.6), (10.9, 15.4)], width: w)
    case 2:
      p.strokedArc(cx: 10.5, cy: 8.3, r: 2.6, from: .pi * 1.05, to: .pi * 2.2, width: w)
      p.polyline([(12.8, 9.6), (7.9, 15.3), (13.3, 15.3)], width: w)
    case 3:
      p.strokedArc(cx: 10.4, cy: 8, r: 2.3, from: .pi * 1.1, to: .pi * 2.5, width: w)
      p.strokedArc(cx: 10.4, cy: 12.8, r: 2.6, from: .pi * 1.5, to: .pi * 2.9, width: w)
    case 4:
      p.polyline([(12.2, 15.4), (12.2, 5.6), (7.6, 12.6), (13.8, 12.6)], width: w)
    case 5:
      p.polyline([(13, 5.7), (8.6, 5.7), (8.2, 10)], width: w)
      p.strokedArc(cx: 10.5, cy: 12.4, r: 2.8, from: -.pi * 0.75, to: .pi * 0.8, width: w)
    case 6:
      p.ring(cx: 10.5, cy: 12.5, r: 2.7, width: w)
      p.strokedArc(cx: 12.6, cy: 12.4, r: 6.7, from: .pi * 1.02, to: .pi * 1.42, width: w)
    case 7:
      p.polyline([(7.8, 5.7), (13.2, 5.7), (9.4, 15.4)], width: w)
    case 8:
      p.ring(cx: 10.5, cy: 7.9, r: 2.2, width: w)
      p.ring(cx: 10.5, cy: 12.9, r: 2.6, width: w)
    default:
      p.ring(cx: 10.5, cy: 8.5, r: 2.7, width: w)
      p.strokedArc(cx: 8.4, cy: 8.6, r: 6.7, from: .pi * 0.02, to: .pi * 0.42, width: w)
    }
    return SymbolDrawing(width: 21, height: 21, path: p)
  }
}
