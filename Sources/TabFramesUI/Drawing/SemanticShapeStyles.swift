import Foundation

// iOS 17's semantic shape styles: each is one of UIKit's semantic colours, resolved in the
// environment it is used in (light or dark; their values: docs/FIDELITY.md §6).

/// `.separator`: the colour of the thin lines between rows and under bars.
public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Color { Color(named: "separator") }
}

/// `.fill` and its levels: the translucent fills of controls over a background — the primary
/// level for thin shapes (a slider's track), the secondary for medium ones (a switch's off
/// track), the tertiary for large ones (a search field), the quaternary for large areas.
public struct FillShapeStyle: ShapeStyle {
  let level: Int
  public init() { level = 0 }
  init(level: Int) { self.level = level }
  public func _color(in environment: EnvironmentValues) -> Color {
    Color(named: ["systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill"][level])
  }
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

/// `.link`: the colour of links.
public struct LinkShapeStyle: ShapeStyle {
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Color { Color(named: "link") }
}

/// `.placeholder`: the colour of a field's placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle {
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Color { Color(named: "placeholderText") }
}

/// `.windowBackground`: the background of the window, the system background on iPhone.
public struct WindowBackgroundShapeStyle: ShapeStyle {
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Color { Color(named: "systemBackground") }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle {
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
extension ShapeStyle where Self == LinkShapeStyle {
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// A level of a style (`.red.secondary`, `.tint.tertiary`): the style at the level's opacity,
/// as the hierarchical styles are levels of the foreground.
public struct _LevelShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let level: Int
  public func _color(in environment: EnvironmentValues) -> Color {
    base._color(in: environment).opacity(HierarchicalShapeStyle.opacities[level])
  }
}

extension ShapeStyle {
  /// The style's second level (iOS 17).
  public var secondary: _LevelShapeStyle<Self> { _LevelShapeStyle(base: self, level: 1) }
  /// The style's third level.
  public var tertiary: _LevelShapeStyle<Self> { _LevelShapeStyle(base: self, level: 2) }
  /// The style's fourth level.
  public var quaternary: _LevelShapeStyle<Self> { _LevelShapeStyle(base: self, level: 3) }
}
