import Foundation
import Testing

@testable import TabFrames

// SwiftUI's path building beyond the basics, Core Graphics' paths as SwiftUI code meets them, and
// UIKit's `UIBezierPath` behind the ubiquitous `cornerRadius(_:corners:)` extension.

private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
}

/// Every point the path's elements end at.
private func ends(_ path: Path) -> [CGPoint] {
  path.elements.compactMap {
    switch $0 {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }
}

@Test func linesPathsAndRelativeArcsBuildAsSwiftUIsDo() {
  var lines = Path()
  lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)])
  #expect(lines.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
  var both = lines
  both.addPath(lines, transform: CGAffineTransform(translationX: 100, y: 0))
  #expect(ends(both).suffix(3) == [CGPoint(x: 100, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 110, y: 5)])
  // A positive delta runs towards larger angles: from the trailing side down to the bottom.
  var arc = Path()
  arc.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
  #expect(arc.elements.first == .move(to: CGPoint(x: 10, y: 0)))
  #expect(near(arc.currentPoint, CGPoint(x: 0, y: 10)))
  // After other elements the arc is joined by a line.
  var joined = lines
  joined.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(180), delta: .degrees(-90))
  #expect(joined.elements[3] == .line(to: CGPoint(x: 40, y: 50)))
  #expect(near(joined.currentPoint, CGPoint(x: 50, y: 60)), "from 180° back to 90°: the bottom, y down")
}

@Test func anArcTangentToTwoLinesRoundsTheirCorner() {
  var corner = Path()
  corner.move(to: .zero)
  corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
  #expect(corner.elements.count >= 3 && near(ends(corner)[1], CGPoint(x: 6, y: 0)), "a line to where the arc meets the first line")
  if case .line = corner.elements[1] {} else { Issue.record("a line first: \(corner.elements)") }
  #expect(near(corner.currentPoint, CGPoint(x: 10, y: 4)), "the arc ends on the second line")
  let box = corner.boundingRect
  #expect(abs(box.maxX - 10) < 1e-6 && abs(box.maxY - 4) < 1e-6 && box.minY == 0, "\(box)")
  // The arc's curves end a radius from the centre (6, 4), and their middles lie on the circle.
  var start = CGPoint(x: 6, y: 0)
  for element in corner.elements.dropFirst(2) {
    guard case .curve(let end, let c1, let c2) = element else { Issue.record("curves: \(corner.elements)"); break }
    // The Bézier's point at t = ½: (p0 + 3 c1 + 3 c2 + p1) / 8.
    let middle = CGPoint(x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
    #expect(abs(hypot(middle.x - 6, middle.y - 4) - 4) < 0.01 && middle.x > 6 && middle.y < 4, "\(middle)")
    #expect(abs(hypot(end.x - 6, end.y - 4) - 4) < 1e-6)
    start = end
  }
  // Three points in a line: a line to the first end, as Core Graphics draws it.
  var straight = Path()
  straight.move(to: .zero)
  straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
  #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
}

@Test func coreGraphicsPathsAndPathsConvertBothWays() {
  let mutable = CGMutablePath()
  mutable.addRect(CGRect(x: 0, y: 0, width: 20, height: 10))
  mutable.addEllipse(in: CGRect(x: 30, y: 0, width: 10, height: 10))
  mutable.move(to: CGPoint(x: 50, y: 0))
  mutable.addLine(to: CGPoint(x: 60, y: 10), transform: CGAffineTransform(translationX: 0, y: 5))
  let path = Path(mutable)
  #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 15))
  #expect(path.cgPath == mutable)
  #expect(mutable.boundingBox == path.boundingRect && mutable.currentPoint == CGPoint(x: 60, y: 15))
  var transform = CGAffineTransform(scaleX: 2, y: 2)
  #expect(
    CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: &transform).boundingBox == CGRect(x: 2, y: 2, width: 4, height: 4))
}

@Test func aBezierPathRoundsOnlyTheCornersItIsGiven() {
  let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
  let top = Path(
    UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20)).cgPath)
  let points = ends(top)
  #expect(points.contains(CGPoint(x: 100, y: 50)) && points.contains(CGPoint(x: 0, y: 50)), "square bottom corners")
  #expect(!points.contains(.zero) && !points.contains(CGPoint(x: 100, y: 0)), "no square top corners")
  #expect(points.contains { near($0, CGPoint(x: 20, y: 0)) } && points.contains { near($0, CGPoint(x: 100, y: 20)) })
  #expect(top.boundingRect == rect)
  // A radius larger than half the shorter side is clamped to it.
  let capsule = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 80, height: 80)).cgPath)
  #expect(ends(capsule).contains { near($0, CGPoint(x: 25, y: 0)) })
  // UIKit's `clockwise` is clockwise on screen: from the trailing side through the bottom.
  let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
  #expect(near(arc.currentPoint, CGPoint(x: 0, y: 10)) && arc.bounds.maxY > 9.9 && arc.bounds.minY > -1e-6, "\(arc.bounds)")
}

@Test @MainActor func aColourLiteralIsAUIColor() throws {
  let literal = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
  #expect(literal == Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
  let bare = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
  #expect(type(of: bare) == UIColor.self)
}
