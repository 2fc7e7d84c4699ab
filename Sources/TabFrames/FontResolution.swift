import TabFramesSceneFormat
import TabFramesUI

/// A view's font resolved to a face this machine has. Not a translation between two vocabularies:
/// SwiftUI's `Font` names a style, the `FontSpec` it becomes names an installed family, with
/// SF Pro's tracking for the size, which only the renderer's side knows.
extension ViewRendering {
  /// SwiftUI's font as the renderer's: the system font as Inter at the same size and weight
  /// (SF Pro's stand-in), Inter Display from 23 pt, with SF Pro's tracking for the size and weight
  /// so that text takes the room it takes on a device (`SystemFontMetrics`); DejaVu Sans Mono for
  /// the monospaced design (SF Mono's), DejaVu Serif for the serif one (New York's) and
  /// Quicksand, tracked to SF's display widths, for the rounded one (SF Pro Rounded's;
  /// `RoundedFontMetrics`), or the default design where Quicksand is not installed. A named font
  /// is drawn as named, untracked, when installed; else as the system font at its name's weight
  /// (CustomFonts). `tracking`/`kerning` add to the system's tracking, as on a device.
  static func fontSpec(_ font: Font) -> FontSpec {
    // By weight class: SwiftUI's ultraLight (100) is its lightest, so it draws the face CSS
    // calls thin (100), and SwiftUI's thin (200) the one CSS calls extra- or ultra-light.
    let size = Double(font.size)
    var weight = FontWeight.allCases.first { $0.cssWeight == font.weight.value } ?? .regular
    var weightValue = font.weight.value
    var italic = font.isItalic
    // A named font: as named when installed, else the system font at the weight its name says.
    var named: String?
    if let custom = font.family, font.drawsFamilyAsNamed {
      named = custom
    } else if let custom = font.family {
      let resolution = CustomFonts.resolve(custom)
      named = resolution.family
      if let styled = resolution.weight, font.weight.value == 400 { (weight, weightValue) = (styled, styled.cssWeight) }
      italic = italic || resolution.italic
    }
    let family: String
    var tracking = 0.0
    switch font.design {
    case .monospaced: family = "DejaVu Sans Mono"
    case .serif: family = "DejaVu Serif"
    case .rounded where named == nil && roundedFaceInstalled:
      let face = RoundedFontMetrics.face(weight: weightValue)
      family = face.family
      weight = face.weight
      tracking = RoundedFontMetrics.tracking(size: size, weight: weightValue)
    case .default, .rounded:
      family = SystemFontMetrics.family(size: size)
      tracking = SystemFontMetrics.tracking(size: size, weight: weightValue)
    }
    var spec = FontSpec(family: named ?? family, size: size, weight: weight)
    spec.italic = italic
    spec.tabularDigits = font.hasTabularDigits
    spec.capitals = font.capitals
    spec.letterSpacing = (named == nil ? tracking : 0) + Double(font.letterSpacing)
    return spec
  }

  /// Whether every Quicksand face the rounded design draws with is installed (Debian's
  /// fonts-quicksand); without them it is drawn as the default design, with a warning.
  static let roundedFaceInstalled = RoundedFontMetrics.families.allSatisfy { CustomFonts.resolve($0).family == $0 }
}
