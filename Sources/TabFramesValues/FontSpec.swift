/// A font as the text engine draws it: an installed family, a size, a weight and the features
/// that take room. A scene's font decodes into one; a view's SwiftUI `Font` resolves into one
/// for the faces this machine has (Inter stands in for SF Pro, README).
public struct FontSpec: Sendable, Equatable, Hashable {
  public var family: String
  public var size: Double
  public var weight: FontWeight
  /// The italic (or oblique) face.
  public var italic = false
  /// Digits of one width, for numbers that line up and do not shift as they change (OpenType
  /// `tnum`, SwiftUI's `monospacedDigit()`).
  public var tabularDigits = false
  /// Points added between characters (SwiftUI's `tracking` and `kerning`); it takes room, so it
  /// is the font's, as text is measured with it.
  public var letterSpacing: Double = 0
  /// Which letters are small capitals (SwiftUI's `Font.smallCaps()` and its kin).
  public var capitals = Capitals.normal
  public init(family: String = "Inter", size: Double = 17, weight: FontWeight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// Which letters a font draws as small capitals: none, every one, the lowercase ones, or the
  /// capitals (OpenType's `smcp`, `smcp` with `c2sc`, and `unic`).
  public enum Capitals: Sendable, Hashable { case normal, allSmall, lowercaseSmall, uppercaseSmall }
}

public enum FontWeight: String, Sendable, CaseIterable, Hashable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  /// The OpenType weight class Pango asks fontconfig for.
  public var cssWeight: Int {
    switch self {
    case .ultraLight: return 200
    case .thin: return 100
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }
}
