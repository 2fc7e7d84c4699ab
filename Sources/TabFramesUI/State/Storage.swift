import Foundation

// Property wrappers whose storage a device keeps outside the view (user defaults, scene state,
// the keyboard's focus): in a stage each is the view's own state, starting from its default, so
// a render is the same on every run whatever a machine's defaults hold.

/// SwiftUI's `@AppStorage`: a value a device keeps in `UserDefaults` under `key`; in a stage,
/// state starting from the default given (never read from or written to a machine's defaults).
@propertyWrapper
public struct AppStorage<Value>: _DynamicProperty {
  private let state: State<Value>

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: wrappedValue) }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }
  public var projectedValue: Binding<Value> { state.projectedValue }
  public func _link(_ link: _PropertyLink) { state._link(link) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: nil) }
}

extension AppStorage where Value == TabViewCustomization {
  /// iOS 18's tab customization kept in user defaults: an empty customization on a stage.
  public init(_ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: TabViewCustomization()) }
}

/// SwiftUI's `@SceneStorage`: a value a device restores with the scene; in a stage, state from
/// the default.
@propertyWrapper
public struct SceneStorage<Value>: _DynamicProperty {
  private let state: State<Value>
  public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }
  public var projectedValue: Binding<Value> { state.projectedValue }
  public func _link(_ link: _PropertyLink) { state._link(link) }
}

/// SwiftUI's `@FocusState`: which field has the keyboard's focus; in a stage, state (nil or
/// false: nothing is focused until code sets it). `focused(_:)` and `focused(_:equals:)` accept
/// it; a focused field is drawn as any other (no caret, no keyboard).
@propertyWrapper
public struct FocusState<Value: Hashable>: _DynamicProperty {
  private let state: State<Value>

  public init() where Value == Bool { state = State(wrappedValue: false) }
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }
  public var projectedValue: Binding { Binding(binding: state.projectedValue) }
  public func _link(_ link: _PropertyLink) { state._link(link) }

  /// SwiftUI's `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let binding: TabFramesUI.Binding<Value>
    public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }
    public var projectedValue: Binding { self }
  }
}

extension View {
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
