import Foundation

/// One colour filter of a leaf: a 4 × 5 matrix over unpremultiplied sRGB (SVG's
/// `feColorMatrix`), or a multiplication by a colour resolved where the leaf is drawn.
package enum ColorFilterStep: Sendable {
  case matrix([Double])
  case multiply(Color)

  /// SVG's `saturate` matrix (its luminance weights): 0 grey, 1 unchanged.
  static func saturation(_ s: Double) -> ColorFilterStep {
    .matrix([
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// SVG's `hueRotate` matrix.
  static func hueRotation(_ radians: Double) -> ColorFilterStep {
    let (c, s) = (cos(radians), sin(radians))
    return .matrix([
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// Each of red, green and blue as `k·x + offset`.
  static func linear(_ k: Double, offset: Double) -> ColorFilterStep {
    .matrix([k, 0, 0, 0, offset, 0, k, 0, 0, offset, 0, 0, k, 0, offset, 0, 0, 0, 1, 0])
  }

  /// Black where the drawing is dark, opaque white where it is bright (SVG's
  /// `luminanceToAlpha`: the luminance becomes the alpha, the colour black).
  static let luminanceToAlpha = ColorFilterStep.matrix([
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
  ])
}

extension View {
  /// Drawn in shades of grey: `amount` 0 leaves the colours, 1 takes all colour away.
  nonisolated public func grayscale(_ amount: Double) -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.saturation(1 - max(0, min(1, amount))))))
  }
  /// Colour made stronger (> 1) or weaker (< 1; 0 is grey).
  nonisolated public func saturation(_ amount: Double) -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.saturation(amount))))
  }
  /// `amount` added to red, green and blue (0 leaves them; 1 is white).
  nonisolated public func brightness(_ amount: Double) -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.linear(1, offset: amount))))
  }
  /// Colours pushed away from (> 1) or towards (< 1) middle grey.
  nonisolated public func contrast(_ amount: Double) -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.linear(amount, offset: 0.5 * (1 - amount)))))
  }
  /// Hues turned round the colour wheel by `angle`.
  nonisolated public func hueRotation(_ angle: Angle) -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.hueRotation(angle.radians))))
  }
  /// Each colour replaced by its opposite (alpha kept).
  nonisolated public func colorInvert() -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.linear(-1, offset: 1))))
  }
  /// Each component multiplied by `color`'s.
  nonisolated public func colorMultiply(_ color: Color) -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.multiply(color))))
  }
  /// The drawing's luminance as its alpha, in black (a mask made from a picture).
  nonisolated public func luminanceToAlpha() -> some View {
    modifier(_DrawingEffect(effect: .colorFilter(.luminanceToAlpha)))
  }
  /// Drawn combined with what is under it by `blendMode`. Each drawing of the view is blended
  /// by itself (as `compositingGroup()` would make one drawing of them, where they overlap the
  /// two differ: docs/SWIFTUI.md).
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_DrawingEffect(effect: .blend(blendMode)))
  }
  /// SwiftUI's `compositingGroup()`: the effects after it apply to the view as one drawing. A
  /// `shadow` after it is one shadow of the whole view (without it, each drawn part casts its
  /// own); opacity, blend modes and filters after it still apply to each drawing of the view,
  /// which differs only where they overlap (docs/SWIFTUI.md).
  nonisolated public func compositingGroup() -> some View { modifier(_DrawingEffect(effect: .compositingGroup)) }
  /// SwiftUI's `drawingGroup(opaque:colorMode:)`: the view flattened offscreen before it is
  /// shown — one drawing to the effects after it, as `compositingGroup()`; otherwise drawn as it
  /// is (the flattening changes only colour precision).
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(_DrawingEffect(effect: .compositingGroup))
  }
  /// iOS 17's `geometryGroup()`: accepted, drawn as without it. SwiftUI then animates the view's
  /// frame as one before its parts; a stage animates each drawn part's frame, SwiftUI's default,
  /// so a part inserted into a moving group appears at its end place (docs/SWIFTUI.md).
  nonisolated public func geometryGroup() -> some View { modifier(_InertModifier()) }
}
