import Foundation

// Property wrappers whose storage a device keeps outside the view (user defaults, scene state,
// the keyboard's focus): in a stage each is the view's own state, starting from its default, so
// a render is the same on every run whatever a machine's defaults hold.

/// SwiftUI's `@AppStorage`: a value a device keeps in `UserDefaults` under `key`; in a stage,
/// state starting from the default given — or from the value a store the code names holds
/// (`store:`, or `defaultAppStorage(_:)` around the view: a preview seeding its own suite), read
/// once when the view first appears. The standard defaults are never read, so a render does not
/// depend on a machine's; what the view writes stays in the stage.
@propertyWrapper
public struct AppStorage<Value>: _DynamicProperty {
  private let state: State<Value>
  private let key: String
  private let store: UserDefaults?

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    state = State(wrappedValue: wrappedValue)
    self.key = key
    self.store = store
  }

  fileprivate init(state: State<Value>, key: String, store: UserDefaults?) {
    self.state = state
    self.key = key
    self.store = store
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }
  public var projectedValue: Binding<Value> { state.projectedValue }
  public func _link(_ link: _PropertyLink) {
    // Read only for a view that is new (its slot takes the value when made; later builds keep
    // the slot's), before linking.
    if link.store?.hasSlot(link.key) != true, let defaults = store ?? link.environment.defaultAppStorage?.defaults,
      defaults !== UserDefaults.standard,
      let object = defaults.object(forKey: key), let value = StoredValue.decode(object, as: Value.self)
    {
      state.location.setQuietly(value)
    }
    state._link(link)
  }
}

/// A stored object as an `@AppStorage` value: the object itself (a number, string, date, data),
/// or a raw-representable value (an enum) made from its raw value.
enum StoredValue {
  static func decode<Value>(_ object: Any, as type: Value.Type) -> Value? {
    if let value = object as? Value { return value }
    if let raw = type as? any RawRepresentable.Type, let value = make(raw, from: object) { return value as? Value }
    return nil
  }
  private static func make<R: RawRepresentable>(_ type: R.Type, from object: Any) -> R? {
    (object as? R.RawValue).flatMap(R.init(rawValue:))
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) { self.init(state: State(wrappedValue: nil), key: key, store: store) }
}

extension AppStorage where Value == TabViewCustomization {
  /// iOS 18's tab customization kept in user defaults: an empty customization on a stage.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(state: State(wrappedValue: TabViewCustomization()), key: key, store: store)
  }
}

/// The store `defaultAppStorage(_:)` names.
// unchecked: UserDefaults is thread-safe (Foundation documents it so) but not marked Sendable.
struct _AppStorageDefaults: @unchecked Sendable {
  let defaults: UserDefaults
}

private struct DefaultAppStorageKey: EnvironmentKey { static let defaultValue: _AppStorageDefaults? = nil }

extension EnvironmentValues {
  var defaultAppStorage: _AppStorageDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension View {
  /// SwiftUI's `defaultAppStorage(_:)`: the store the `@AppStorage` values inside read from when
  /// they name none (see `AppStorage`).
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, _AppStorageDefaults(defaults: store))
  }
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
