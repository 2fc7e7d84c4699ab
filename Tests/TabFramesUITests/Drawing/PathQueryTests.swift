import Foundation
import TabFrames
import Testing

// What a `Path` says of itself: its bounding rectangle and current point, as SwiftUI's.

/// `Path.boundingRect` holds the curves' extremes, not their control points.
@Test func aPathsBoundingRectHoldsItsCurvesNotTheirControls() {
  var path = Path()
  path.move(to: CGPoint(x: 0, y: 0))
  path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
  let box = path.boundingRect
  // The curve's highest point: y(1/2) = 3/4 of 100.
  #expect(box.minX == 0 && box.maxX == 100 && box.minY == 0 && abs(box.maxY - 75) < 1e-9, "\(box)")
  #expect(Path().boundingRect.isNull)
  let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect
  #expect(
    [ellipse.minX - 10, ellipse.minY - 20, ellipse.maxX - 40, ellipse.maxY - 60].allSatisfy { abs($0) < 1e-9 }, "\(ellipse)")
  #expect(path.currentPoint == CGPoint(x: 100, y: 0) && Path().currentPoint == nil)
}

/// `Path.contains(_:eoFill:)`: a ring drawn as two circles is filled between them under the
/// non-zero rule when they wind the same way only in the even-odd rule.
@Test func aPathContainsPointsByItsFillRule() {
  var rings = Path()
  rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
  rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
  #expect(rings.contains(CGPoint(x: 50, y: 50)))
  #expect(!rings.contains(CGPoint(x: 50, y: 50), eoFill: true))
  #expect(rings.contains(CGPoint(x: 10, y: 50), eoFill: true) && rings.contains(CGPoint(x: 10, y: 50)))
  #expect(!rings.contains(CGPoint(x: 101, y: 50)) && !Path().contains(.zero))
}
