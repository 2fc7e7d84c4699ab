/// SwiftUI's `BlendMode`: how a view's drawing combines with what is drawn under it. One type for
/// the view that asks (`blendMode(_:)`, re-exported by TabFramesUI) and the renderers that draw it.
public enum BlendMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  /// Porter–Duff modes.
  case sourceAtop, destinationOver, destinationOut
  /// 1 − ((1 − under) + (1 − over)), clamped.
  case plusDarker
  /// The sum of the colours, clamped.
  case plusLighter

  /// Its name among CSS's `mix-blend-mode` values and Cairo's operators (the layout dump's and
  /// the SVG's spelling).
  package var cssName: String {
    switch self {
    case .normal: "normal"
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .sourceAtop: "source-atop"
    case .destinationOver: "destination-over"
    case .destinationOut: "destination-out"
    case .plusDarker: "plus-darker"
    case .plusLighter: "plus-lighter"
    }
  }
}
