import FoundationEssentials
import Glibc

/// Parses SVG path data (`d` attribute: M L H V C S Q T A Z, absolute and relative) into `PathData`,
/// converting quadratics and arcs to cubics.
package enum SVGPathParser {
  /// The largest coordinate, radius or angle accepted.
  package static let coordinateLimit = 1e6

  package struct Failure: Error, Equatable {
    package var message: String
  }

  package static func parse(_ d: String) throws(Failure) -> PathData {
    var scanner = Tokens(Array(d.utf8))
    var path = PathData()
    var command: UInt8 = 0
    var x = 0.0
    var y = 0.0
    var startX = 0.0
    var startY = 0.0
    var lastControl: (Double, Double)? = nil
    var lastQuad: (Double, Double)? = nil
    var hasCurrentPoint = false

    while true {
      scanner.skipSeparators()
      guard let c = scanner.peek else { break }
      if c.isLetter {
        command = c
        scanner.advance()
        if c == UInt8(ascii: "Z") || c == UInt8(ascii: "z") {
          guard hasCurrentPoint else { throw Failure(message: "'Z' before any 'M'") }
          path.close()
          x = startX
          y = startY
          lastControl = nil
          lastQuad = nil
          continue
        }
      } else if command == 0 {
        throw Failure(message: "path data must start with a command letter")
      }
      let relative = command >= UInt8(ascii: "a")
      let upper = relative ? command - 32 : command
      let ox = relative ? x : 0
      let oy = relative ? y : 0
      if upper != UInt8(ascii: "M") && !hasCurrentPoint {
        throw Failure(message: "path data must start with 'M'")
      }
      switch upper {
      case UInt8(ascii: "M"):
        x = ox + (try scanner.number())
        y = oy + (try scanner.number())
        path.move(x, y)
        startX = x
        startY = y
        hasCurrentPoint = true
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
        lastControl = nil
        lastQuad = nil
      case UInt8(ascii: "L"):
        x = ox + (try scanner.number())
        y = oy + (try scanner.number())
        path.line(x, y)
        lastControl = nil
        lastQuad = nil
      case UInt8(ascii: "H"):
        x = ox + (try scanner.number())
        path.line(x, y)
        lastControl = nil
        lastQuad = nil
      case UInt8(ascii: "V"):
        y = oy + (try scanner.number())
        path.line(x, y)
        lastControl = nil
        lastQuad = nil
      case UInt8(ascii: "C"):
        let x1 = ox + (try scanner.number())
        let y1 = oy + (try scanner.number())
        let x2 = ox + (try scanner.number())
        let y2 = oy + (try scanner.number())
        x = ox + (try scanner.number())
        y = oy + (try scanner.number())
        path.cubic(x1, y1, x2, y2, x, y)
        lastControl = (x2, y2)
        lastQuad = nil
      case UInt8(ascii: "S"):
        let (x1, y1) = lastControl.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
        let x2 = ox + (try scanner.number())
        let y2 = oy + (try scanner.number())
        x = ox + (try scanner.number())
        y = oy + (try scanner.number())
        path.cubic(x1, y1, x2, y2, x, y)
        lastControl = (x2, y2)
        lastQuad = nil
      case UInt8(ascii: "Q"), UInt8(ascii: "T"):
        let q: (Double, Double)
        if upper == UInt8(ascii: "Q") {
          q = (ox + (try scanner.number()), oy + (try scanner.number()))
        } else {
          q = lastQuad.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
        }
        let ex = ox + (try scanner.number())
        let ey = oy + (try scanner.number())
        path.cubic(x + 2 / 3 * (q.0 - x), y + 2 / 3 * (q.1 - y), ex + 2 / 3 * (q.0 - ex), ey + 2 / 3 * (q.1 - ey), ex, ey)
        x = ex
        y = ey
        lastQuad = q
        lastControl = nil
      case UInt8(ascii: "A"):
        let rx = abs(try scanner.number())
        let ry = abs(try scanner.number())
        let rotation = try scanner.number()
        let large = try scanner.flag()
        let sweep = try scanner.flag()
        let ex = ox + (try scanner.number())
        let ey = oy + (try scanner.number())
        appendArc(&path, from: (x, y), to: (ex, ey), rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep)
        x = ex
        y = ey
        lastControl = nil
        lastQuad = nil
      default:
        throw Failure(message: "unknown path command '\(Character(Unicode.Scalar(command)))'")
      }
    }
    guard !path.elements.isEmpty else { throw Failure(message: "empty path data") }
    return path
  }

  /// SVG arc (endpoint parameterisation) to cubics, following SVG 1.1 appendix F.6.
  private static func appendArc(
    _ path: inout PathData, from p0: (Double, Double), to p1: (Double, Double),
    rx rx0: Double, ry ry0: Double, rotation: Double, large: Bool, sweep: Bool
  ) {
    if p0 == p1 { return }
    // A radius too small to square is a straight line, as a zero radius is (SVG F.6.2).
    if rx0 < 1e-9 || ry0 < 1e-9 { return path.line(p1.0, p1.1) }
    let phi = rotation * .pi / 180
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    let dx = (p0.0 - p1.0) / 2
    let dy = (p0.1 - p1.1) / 2
    let x1p = cosPhi * dx + sinPhi * dy
    let y1p = -sinPhi * dx + cosPhi * dy
    var rx = rx0
    var ry = ry0
    let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    let den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    var coef = (max(0, num) / den).squareRoot()
    if large == sweep { coef = -coef }
    let cxp = coef * rx * y1p / ry
    let cyp = -coef * ry * x1p / rx
    let cx = cosPhi * cxp - sinPhi * cyp + (p0.0 + p1.0) / 2
    let cy = sinPhi * cxp + cosPhi * cyp + (p0.1 + p1.1) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    var delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    guard delta.isFinite, theta1.isFinite, cx.isFinite, cy.isFinite else { return path.line(p1.0, p1.1) }
    let pieces = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
    let step = delta / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var t = theta1
    func point(_ a: Double) -> (Double, Double) {
      (cx + rx * cos(a) * cosPhi - ry * sin(a) * sinPhi, cy + rx * cos(a) * sinPhi + ry * sin(a) * cosPhi)
    }
    func derivative(_ a: Double) -> (Double, Double) {
      (-rx * sin(a) * cosPhi - ry * cos(a) * sinPhi, -rx * sin(a) * sinPhi + ry * cos(a) * cosPhi)
    }
    for i in 0..<pieces {
      let t2 = t + step
      let a = point(t)
      let b = i == pieces - 1 ? p1 : point(t2)
      let da = derivative(t)
      let db = derivative(t2)
      path.cubic(a.0 + k * da.0, a.1 + k * da.1, b.0 - k * db.0, b.1 - k * db.1, b.0, b.1)
      t = t2
    }
  }

  private struct Tokens {
    let bytes: [UInt8]
    var i = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }
    mutating func advance() { i += 1 }
    mutating func skipSeparators() {
      while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: ",") { i += 1 }
    }
    mutating func flag() throws(Failure) -> Bool {
      skipSeparators()
      guard let c = peek, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else {
        throw Failure(message: "expected an arc flag (0 or 1)")
      }
      i += 1
      return c == UInt8(ascii: "1")
    }
    mutating func number() throws(Failure) -> Double {
      skipSeparators()
      let start = i
      if let c = peek, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { i += 1 }
      var digits = 0
      while let c = peek, c.isDigit { i += 1; digits += 1 }
      if peek == UInt8(ascii: ".") {
        i += 1
        while let c = peek, c.isDigit { i += 1; digits += 1 }
      }
      guard digits > 0 else { throw Failure(message: "expected a number at offset \(start)") }
      if let c = peek, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
        i += 1
        if let c = peek, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { i += 1 }
        while let c = peek, c.isDigit { i += 1 }
      }
      guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else {
        throw Failure(message: "invalid number at offset \(start)")
      }
      // Symbol coordinates live in a view box of a few hundred units; far larger (or smaller)
      // numbers only overflow the arc and curve maths.
      guard abs(v) <= SVGPathParser.coordinateLimit else {
        throw Failure(message: "number \(v) at offset \(start) is beyond ±\(Int(SVGPathParser.coordinateLimit))")
      }
      return v
    }
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= 0x30 && self <= 0x39 }
  fileprivate var isLetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
}
