/// Where a gradient lies over the frame it paints: along a line between two points, or out from
/// a centre, the points in unit coordinates of the frame (0, 0 its top left). SwiftUI's four
/// gradient views each make one; the renderers paint each.
package enum GradientGeometry: Sendable, Hashable {
  case linear(startX: Double, startY: Double, endX: Double, endY: Double)
  /// Radii in points.
  case radial(centerX: Double, centerY: Double, startRadius: Double, endRadius: Double)
  /// Around a centre (a unit point of the frame), from one angle to another in radians,
  /// clockwise on screen from the trailing side (SwiftUI's `AngularGradient`).
  case angular(centerX: Double, centerY: Double, startAngle: Double, endAngle: Double)
  /// Around a centre (a unit point), radii as fractions of the frame's width across and its
  /// height down: ellipses that stretch with the frame (SwiftUI's `EllipticalGradient`).
  case elliptical(centerX: Double, centerY: Double, startFraction: Double, endFraction: Double)
}

/// A gradient over an element's frame: its geometry and colour stops at locations 0…1. Declared
/// once for both sides of the renderer: a view's leaf carries its stops as colours still to be
/// resolved for the appearance it is drawn in, the display list carries them as components, and
/// `map` is the one step between the two.
package struct GradientSpec<Paint: Sendable>: Sendable {
  package struct Stop: Sendable {
    package var color: Paint
    package var location: Double
    package init(color: Paint, location: Double) {
      self.color = color
      self.location = location
    }
  }
  package var geometry: GradientGeometry
  package var stops: [Stop]
  package init(geometry: GradientGeometry, stops: [Stop]) {
    self.geometry = geometry
    self.stops = stops
  }

  /// The same gradient with every stop's colour transformed (resolved for an appearance, say).
  package func map<Other>(_ transform: (Paint) -> Other) -> GradientSpec<Other> {
    GradientSpec<Other>(geometry: geometry, stops: stops.map { .init(color: transform($0.color), location: $0.location) })
  }
}

extension GradientSpec.Stop: Equatable where Paint: Equatable {}
extension GradientSpec.Stop: Hashable where Paint: Hashable {}
extension GradientSpec: Equatable where Paint: Equatable {}
extension GradientSpec: Hashable where Paint: Hashable {}
