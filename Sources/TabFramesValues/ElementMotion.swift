// How an element comes and goes, as a view's leaf says it and the display list plays it: one
// declaration for both (the view side writes them as it lays out, the animation plays them).

/// How a presentation's elements move when it comes up or goes down: `id` names the presentation,
/// `dy` is how far below its place it comes from and goes to, with `animation`.
package struct PresentationMotion: Sendable, Equatable {
  package var id: String
  package var dy: Double
  package var animation: AnimationSpec
  package init(id: String, dy: Double, animation: AnimationSpec) {
    self.id = id
    self.dy = dy
    self.animation = animation
  }
}

/// Where a transition takes an element from (insertion) or to (removal): moved by `dx`, `dy`,
/// scaled by `scale`, and faded when `fades`.
package struct ElementTransition: Sendable, Equatable {
  package var fades: Bool
  package var scale: Double
  package var dx: Double
  package var dy: Double
  package init(fades: Bool, scale: Double = 1, dx: Double = 0, dy: Double = 0) {
    self.fades = fades
    self.scale = scale
    self.dx = dx
    self.dy = dy
  }
}
