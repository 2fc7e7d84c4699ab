import Foundation

/// SwiftUI's `RectangleCornerRadii`: a radius for each corner, leading and trailing as the layout
/// direction reads them.
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  nonisolated public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
    set {
      topLeading = newValue.first.first
      bottomLeading = newValue.first.second
      bottomTrailing = newValue.second.first
      topTrailing = newValue.second.second
    }
  }
}

/// SwiftUI's `UnevenRoundedRectangle` (iOS 16): a rectangle whose corners each have their own
/// radius. Where two radii on one side add up to more than the side, both shrink in proportion
/// to fit it, so corners never overlap. Continuous corners are drawn circular, as for
/// `RoundedRectangle`.
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let r = cornerRadii
    var tl = max(r.topLeading, 0)
    var bl = max(r.bottomLeading, 0)
    var br = max(r.bottomTrailing, 0)
    var tr = max(r.topTrailing, 0)
    // Each side's two radii scaled down together until they fit it.
    let scale =
      [
        rect.width / max(tl + tr, .ulpOfOne), rect.width / max(bl + br, .ulpOfOne), rect.height / max(tl + bl, .ulpOfOne),
        rect.height / max(tr + br, .ulpOfOne), 1,
      ].min() ?? 1
    tl *= scale
    bl *= scale
    br *= scale
    tr *= scale
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
    if tr > 0 { path.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, from: -.pi / 2, to: 0) }
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
    if br > 0 { path.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, from: 0, to: .pi / 2) }
    path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
    if bl > 0 { path.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, from: .pi / 2, to: .pi) }
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
    if tl > 0 { path.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, from: .pi, to: 1.5 * .pi) }
    path.closeSubpath()
    return path
  }
}

// SwiftUI's shape shorthands (iOS 17): `.fill(.blue, in: .rect(cornerRadius: 8))`,
// `.clipShape(.capsule)`, `.background(.red, in: .circle)`. Nonisolated, as SwiftUI's are: code
// outside any view (a function returning a shape, Swift 5 mode) names them.

extension Shape where Self == Rectangle {
  nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  nonisolated public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
  nonisolated public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
      topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  nonisolated public static var capsule: Capsule { Capsule() }
  nonisolated public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}
