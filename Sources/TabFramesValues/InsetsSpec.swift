/// Space on each edge of a rectangle, in points, with leading and trailing named as the layout
/// direction has them: what SwiftUI's `EdgeInsets` holds (TabFramesUI's wraps one, in `CGFloat`)
/// and what a scene's `"padding"` decodes into.
public struct InsetsSpec: Sendable, Equatable, Hashable {
  public var top, leading, bottom, trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same space on every edge, as a scene's `"padding": 4` gives it.
  public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }

  public static let zero = InsetsSpec()
}
