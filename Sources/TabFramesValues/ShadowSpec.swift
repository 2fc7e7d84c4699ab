/// A drop shadow: a Gaussian blur of standard deviation `sigma` (points) of the casters' alpha,
/// in `color`, moved by `dx`, `dy`. Declared once for both sides: a view's shadow carries a colour
/// still to be resolved for its appearance, the display list's carries components.
package struct ShadowSpec<Paint: Sendable>: Sendable {
  package var color: Paint
  package var sigma: Double
  package var dx: Double
  package var dy: Double
  package init(color: Paint, sigma: Double, dx: Double, dy: Double) {
    self.color = color
    self.sigma = sigma
    self.dx = dx
    self.dy = dy
  }
}

extension ShadowSpec: Equatable where Paint: Equatable {}
