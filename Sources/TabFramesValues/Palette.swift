/// SwiftUI's named colours for an appearance and era (docs/FIDELITY.md §6). The light iOS 13–18 values
/// are sourced there; dark-mode values and the iOS 26 values other than blue and purple are
/// Apple's published system colours as transcribed in public palettes: approximate, named here only.
public struct Palette: Sendable {
  public var appearance: Appearance
  public var era: Era

  public init(appearance: Appearance, era: Era) {
    self.appearance = appearance
    self.era = era
  }

  public static let names: Set<String> = Set([
    "primary", "secondary", "tertiary", "quaternary", "accentColor", "clear", "white", "black",
    "blue", "gray", "green", "purple", "red", "orange", "yellow", "pink", "teal", "indigo", "mint",
    "cyan", "brown", "systemBackground", "secondarySystemBackground", "menuBackground", "separator",
  ]).union(uiKitNames)

  /// UIKit's semantic colours (`UIColor.label`, `.systemGroupedBackground`, `.systemGray4`…), which
  /// SwiftUI code draws with through `Color(uiColor:)` and `Color(.systemBackground)`: iOS's light
  /// and dark values, docs/FIDELITY.md §6.
  public static let uiKitNames: Set<String> = [
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "opaqueSeparator",
    "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "lightText", "darkText",
  ]

  /// A name's colour for this appearance and era: `names` holds every name there is (a name
  /// outside it is a bug in the caller, which checks first, as `ColorSpec.parse` does).
  package func named(_ name: String) -> RGBA {
    let dark = appearance == .dark
    let ios26 = era == .ios26
    switch name {
    case "primary": return dark ? RGBA(1, 1, 1) : RGBA(0, 0, 0)
    case "secondary": return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.6) : RGBA(hex: 0x3C3C43, alpha: 0.6)
    case "tertiary": return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.3) : RGBA(hex: 0x3C3C43, alpha: 0.3)
    case "quaternary": return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.18) : RGBA(hex: 0x3C3C43, alpha: 0.18)
    case "clear": return .clear
    case "white": return RGBA(1, 1, 1)
    case "black": return RGBA(0, 0, 0)
    case "blue", "accentColor":
      return RGBA(hex: ios26 ? (dark ? 0x0091FF : 0x0088FF) : (dark ? 0x0A84FF : 0x007AFF))
    case "gray": return RGBA(hex: 0x8E8E93)
    case "green": return RGBA(hex: dark ? 0x30D158 : 0x34C759)
    case "purple":
      return RGBA(hex: ios26 ? (dark ? 0xDB34F2 : 0xCB30E0) : (dark ? 0xBF5AF2 : 0xAF52DE))
    case "red": return RGBA(hex: ios26 ? (dark ? 0xFF4245 : 0xFF383C) : (dark ? 0xFF453A : 0xFF3B30))
    case "orange": return RGBA(hex: ios26 ? (dark ? 0xFF9230 : 0xFF8D28) : (dark ? 0xFF9F0A : 0xFF9500))
    case "yellow": return RGBA(hex: ios26 ? (dark ? 0xFFD600 : 0xFFCC00) : (dark ? 0xFFD60A : 0xFFCC00))
    case "pink": return RGBA(hex: dark ? 0xFF375F : 0xFF2D55)
    case "teal": return RGBA(hex: ios26 ? (dark ? 0x00D2E0 : 0x00C3D0) : (dark ? 0x40C8E0 : 0x30B0C7))
    case "indigo": return RGBA(hex: ios26 ? (dark ? 0x6D7CFF : 0x6155F5) : (dark ? 0x5E5CE6 : 0x5856D6))
    case "mint": return RGBA(hex: ios26 ? (dark ? 0x00DAC3 : 0x00C8B3) : (dark ? 0x63E6E2 : 0x00C7BE))
    case "cyan": return RGBA(hex: ios26 ? (dark ? 0x3CD3FE : 0x00C0E8) : (dark ? 0x64D2FF : 0x32ADE6))
    case "brown": return RGBA(hex: ios26 ? (dark ? 0xB78A66 : 0xAC7F5E) : (dark ? 0xAC8E68 : 0xA2845E))
    case "systemBackground": return dark ? RGBA(0, 0, 0) : RGBA(1, 1, 1)
    case "secondarySystemBackground": return RGBA(hex: dark ? 0x1C1C1E : 0xF2F2F7)
    // The context menu's blurred panel, flattened to its look over a plain background.
    case "menuBackground": return dark ? RGBA(hex: 0x252525, alpha: 0.96) : RGBA(hex: 0xF2F2F2, alpha: 0.97)
    case "separator": return dark ? RGBA(hex: 0x545458, alpha: 0.6) : RGBA(hex: 0x3C3C43, alpha: 0.29)
    case "label", "darkText": return name == "label" && dark ? RGBA(1, 1, 1) : RGBA(0, 0, 0)
    case "secondaryLabel": return named("secondary")
    case "tertiaryLabel", "placeholderText": return named("tertiary")
    case "quaternaryLabel": return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.16) : RGBA(hex: 0x3C3C43, alpha: 0.18)
    case "lightText": return RGBA(1, 1, 1, 0.6)
    case "link": return RGBA(hex: dark ? 0x0984FF : 0x007AFF)
    case "opaqueSeparator": return RGBA(hex: dark ? 0x38383A : 0xC6C6C8)
    case "tertiarySystemBackground": return dark ? RGBA(hex: 0x2C2C2E) : RGBA(1, 1, 1)
    case "systemGroupedBackground": return dark ? RGBA(0, 0, 0) : RGBA(hex: 0xF2F2F7)
    case "secondarySystemGroupedBackground": return dark ? RGBA(hex: 0x1C1C1E) : RGBA(1, 1, 1)
    case "tertiarySystemGroupedBackground": return RGBA(hex: dark ? 0x2C2C2E : 0xF2F2F7)
    case "systemFill": return RGBA(hex: 0x787880, alpha: dark ? 0.36 : 0.2)
    case "secondarySystemFill": return RGBA(hex: 0x787880, alpha: dark ? 0.32 : 0.16)
    case "tertiarySystemFill": return RGBA(hex: 0x767680, alpha: dark ? 0.24 : 0.12)
    case "quaternarySystemFill": return dark ? RGBA(hex: 0x767680, alpha: 0.18) : RGBA(hex: 0x747480, alpha: 0.08)
    case "systemGray": return RGBA(hex: 0x8E8E93)
    case "systemGray2": return RGBA(hex: dark ? 0x636366 : 0xAEAEB2)
    case "systemGray3": return RGBA(hex: dark ? 0x48484A : 0xC7C7CC)
    case "systemGray4": return RGBA(hex: dark ? 0x3A3A3C : 0xD1D1D6)
    case "systemGray5": return RGBA(hex: dark ? 0x2C2C2E : 0xE5E5EA)
    case "systemGray6": return RGBA(hex: dark ? 0x1C1C1E : 0xF2F2F7)
    default: preconditionFailure("Palette.names has no \(name)")
    }
  }
}

extension Palette {
  /// The system backgrounds' dark values at UIKit's elevated level (a sheet's content: each a
  /// step up, so a sheet stands out from the screen behind it, docs/FIDELITY.md §6); light ones
  /// do not change. A view at that level draws them through `Color._color(in:)`.
  package static let elevatedDark: [String: RGBA] = [
    "systemBackground": RGBA(hex: 0x1C1C1E),
    "secondarySystemBackground": RGBA(hex: 0x2C2C2E),
    "tertiarySystemBackground": RGBA(hex: 0x3A3A3C),
    "systemGroupedBackground": RGBA(hex: 0x1C1C1E),
    "secondarySystemGroupedBackground": RGBA(hex: 0x2C2C2E),
    "tertiarySystemGroupedBackground": RGBA(hex: 0x3A3A3C),
  ]
}

public enum Appearance: String, Sendable, CaseIterable { case light, dark }

/// Which SDK's defaults apply: `ios16` (the seeds' era), `ios17` (springs by default), `ios26` (new colours).
public enum Era: String, Sendable, CaseIterable { case ios16, ios17, ios26 }
