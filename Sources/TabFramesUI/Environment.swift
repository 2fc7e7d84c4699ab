/// SwiftUI's environment: values a view passes down to everything inside it.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) set)" }
}

public enum ColorScheme: Sendable, CaseIterable { case light, dark }
public enum LayoutDirection: Sendable, CaseIterable { case leftToRight, rightToLeft }

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: Color? = nil }
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
}

/// Sets an environment value for a view and everything inside it.
public struct _EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  public func body(content: Content) -> Never { fatalError("laid out directly") }

  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var context = context
    let before = context.environment.layoutDirection
    context.environment[keyPath: keyPath] = value
    let nodes = content(context)
    // A change of layout direction mirrors the subtree within its frame.
    guard context.environment.layoutDirection != before else { return nodes }
    return [MirrorNode(child: single({ _ in nodes }, context), id: context.path)]
  }
}

extension View {
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentWritingModifier(keyPath: keyPath, value: value))
  }
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(_ForegroundStyleModifier(style: style)) }
}

/// `foregroundStyle`: the style is resolved where it is set (a hierarchical level of the
/// foreground outside it, the tint in effect there).
struct _ForegroundStyleModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier {
  let style: S
  func body(content: Content) -> Never { fatalError("laid out directly") }
  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    inner.environment.foregroundColor = style._color(in: context.environment)
    return content(inner)
  }
}

/// SwiftUI's `@Environment(\.key)`: a value of the environment the view is built in.
@propertyWrapper
public struct Environment<Value>: _DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value { (box.environment ?? EnvironmentValues())[keyPath: keyPath] }

  public func _link(_ link: _PropertyLink) { box.environment = link.environment }
}

/// Where an `Environment` property finds the environment it was linked to.
final class EnvironmentBox: @unchecked Sendable {
  var environment: EnvironmentValues?
}
