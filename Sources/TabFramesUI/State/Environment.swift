/// SwiftUI's environment: values a view passes down to everything inside it.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  /// Objects by their type: `environmentObject(_:)`'s and `environment(_:)`'s of an
  /// `@Observable` object (a type is its own key, apart from the `EnvironmentKey`s).
  var objects: [ObjectIdentifier: AnyObject] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrapped first: a missing value cast to an optional type would be `.some(nil)`, and an
      // optional key's non-nil default (`horizontalSizeClass`'s `.compact`) never read.
      guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
      return stored as? K.Value ?? K.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) set)" }
}

public enum ColorScheme: Sendable, CaseIterable { case light, dark }
public enum LayoutDirection: Sendable, CaseIterable { case leftToRight, rightToLeft }

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct HierarchicalForegroundKey: EnvironmentKey { static let defaultValue: HierarchicalForeground? = nil }

/// Where a hierarchical style is the foreground (`.foregroundStyle(.secondary)`): the colour it
/// gave and the foreground it is a level of.
struct HierarchicalForeground {
  let level: Color
  let base: Color?
}
private struct LabelTintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// `foregroundColor(_:)` / `foregroundStyle(_:)`; nil is `.primary`.
  var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }
  var hierarchicalForeground: HierarchicalForeground? {
    get { self[HierarchicalForegroundKey.self] }
    set { self[HierarchicalForegroundKey.self] = newValue }
  }
  /// What a hierarchical style is a level of: the current foreground style, the last one set
  /// that is not itself a level (docs/SWIFTUI.md, the `ShapeStyle` row). Inside
  /// `.foregroundStyle(.secondary)`, `.primary` is the foreground's first level again, not the
  /// secondary's; a colour set inside since is the foreground then.
  var hierarchicalBase: Color? {
    if let h = hierarchicalForeground, h.level == foregroundColor { return h.base }
    return foregroundColor
  }
  /// The colour a button style that tints its label gave the label (or a list header its text),
  /// `foregroundColor` then holding the same: a foreground style set around a button differs from
  /// it, so a style drawn inside (a bordered look) can tell the author's colour from the tint.
  var labelTint: Color? {
    get { self[LabelTintKey.self] }
    set { self[LabelTintKey.self] = newValue }
  }
}

/// Sets (or transforms) an environment value for a view and everything inside it.
public nonisolated struct _EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  public func body(content: Content) -> Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var context = context
    let (direction, scheme) = (context.environment.layoutDirection, context.environment.colorScheme)
    transform(&context.environment[keyPath: keyPath])
    var nodes = content(context)
    // `.environment(\.colorScheme, .dark)`: the subtree's named colours resolve for that scheme,
    // as a `preferredColorScheme` draws them, but nothing asks the presentation to change (the
    // window, and views beside, keep theirs).
    if context.environment.colorScheme != scheme {
      nodes = [
        ColorSchemeNode(
          child: single({ _ in nodes }, context), id: context.path, scheme: context.environment.colorScheme, isPreference: false)
      ]
    }
    // A change of layout direction mirrors the subtree within its frame.
    guard context.environment.layoutDirection != direction else { return nodes }
    return [MirrorNode(child: single({ _ in nodes }, context), id: context.path)]
  }
}

extension View {
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentWritingModifier(keyPath: keyPath) { $0 = value })
  }
  /// Changes an environment value for the view and everything inside, from the value outside.
  nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void)
    -> some View
  {
    modifier(_EnvironmentWritingModifier(keyPath: keyPath, transform: transform))
  }
  nonisolated public func font(_ font: Font?) -> some View { environment(\.font, font) }
  nonisolated public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(_ForegroundStyleModifier(style: style)) }
}

/// `foregroundStyle`: the style is resolved where it is set (a hierarchical level of the
/// foreground outside it, the tint in effect there).
nonisolated struct _ForegroundStyleModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier {
  let style: S
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    let color = style._color(in: context.environment)
    inner.environment.foregroundColor = color
    if style is HierarchicalShapeStyle {
      inner.environment.hierarchicalForeground = HierarchicalForeground(level: color, base: context.environment.hierarchicalBase)
    }
    // A gradient or a material paints the shapes that take the foreground (`RoundedRectangle()
    // .foregroundStyle(LinearGradient(…))`, a bar's `.foregroundStyle(.ultraThinMaterial)`),
    // as long as the colour it stands for is still the foreground there.
    let paint = ForegroundPaint(color: color, style: style, in: context.environment)
    inner.environment.foregroundPaint = paint.gradient == nil && paint.backdropBlur == 0 ? nil : paint
    return content(inner)
  }
}

/// What a foreground style paints beyond its colour: a gradient, a material's blur of what lies
/// behind. It holds while the foreground colour is still `color` (a colour set inside, by any
/// modifier, is a plain colour).
struct ForegroundPaint {
  let color: Color
  let gradient: GradientPaint?
  let backdropBlur: Double

  /// What `style` paints beyond its colour (a fill's, a foreground style's).
  init(color: Color, style: any ShapeStyle, in environment: EnvironmentValues) {
    let concrete = concreteStyle(style)
    self.color = color
    gradient = (concrete as? any _GradientStyle)?._gradient(in: environment)
    backdropBlur = Double((concrete as? Material)?.backdropBlur ?? 0)
  }
}

private struct ForegroundPaintKey: EnvironmentKey { static let defaultValue: ForegroundPaint? = nil }

extension EnvironmentValues {
  /// The foreground style's gradient or material, while its colour is the foreground.
  var foregroundPaint: ForegroundPaint? {
    get { self[ForegroundPaintKey.self].flatMap { $0.color == foregroundColor ? $0 : nil } }
    set { self[ForegroundPaintKey.self] = newValue }
  }
}

/// SwiftUI's `@Environment(\.key)`: a value of the environment the view is built in; and
/// `@Environment(Model.self)`: an `@Observable` object put there with `environment(_:)`.
@propertyWrapper
public struct Environment<Value>: _DynamicProperty, _EnvironmentRequirement {
  private let read: (EnvironmentValues) -> Value?
  /// The type an object read must be found for (nil: a key path, or an optional object).
  private let required: Any.Type?
  private let box = EnvironmentBox()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    required = nil
  }

  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0.objects[ObjectIdentifier(objectType)] as? Value }
    required = objectType
  }

  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { .some($0.objects[ObjectIdentifier(objectType)] as? T) }
    required = nil
  }

  public var wrappedValue: Value {
    // A missing object stops the build before the body runs (`missing(in:)`): never nil here.
    guard let value = read(box.environment ?? EnvironmentValues()) else {
      preconditionFailure(missing(in: box.environment ?? EnvironmentValues()) ?? "no environment")
    }
    return value
  }

  public func _link(_ link: _PropertyLink) { box.environment = link.environment }

  func missing(in environment: EnvironmentValues) -> String? {
    guard let required, read(environment) == nil else { return nil }
    return "no \(required) in the environment: an environment(_:) with one may be missing from an ancestor of this view"
  }
}

/// A dynamic property that cannot work without something from the environment: SwiftUI stops
/// there with a message; TabFramesUI makes the view a layout error naming it, before its body
/// can read what is not there.
protocol _EnvironmentRequirement {
  func missing(in environment: EnvironmentValues) -> String?
}

/// Where an `Environment` property finds the environment it was linked to.
/// `@unchecked Sendable`: set when its view is built and read by its body, both on the main actor.
final class EnvironmentBox: @unchecked Sendable {
  var environment: EnvironmentValues?
}

/// SwiftUI's `@Entry` (iOS 18): `extension EnvironmentValues { @Entry var accent: Color = .pink }`
/// declares an environment value with its key. The implementation is the compiler plugin that
/// `#Preview` uses (scripts/install-preview-macro).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
// "plugin for module 'TabFramesPreviewMacros' not found"? Run TabFrames' scripts/setup, or
// scripts/install-preview-macro, once on this machine (docs/PREVIEWS.md).
public macro Entry() = #externalMacro(module: "TabFramesPreviewMacros", type: "EntryMacro")
