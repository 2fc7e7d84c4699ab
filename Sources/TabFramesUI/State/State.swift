import Foundation

/// SwiftUI's `@State`: a value the view owns, kept by the view's identity (its place in the
/// tree, its branch, its `ForEach` id, its `.id`) for as long as that identity lasts. A view
/// value is rebuilt on every update; when TabFramesUI builds it, each `State` it holds is
/// linked to the store's slot for that identity (found by reflection, as SwiftUI finds its
/// dynamic properties), so a fresh copy reads and writes the value that lives on.
@propertyWrapper
public struct State<Value>: _DynamicProperty {
  let location: StateLocation<Value>

  public init(wrappedValue value: Value) { location = StateLocation(value) }
  public init(initialValue value: Value) { location = StateLocation(value) }

  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.value }, set: { location.set($0) })
  }

  public func _link(_ link: _PropertyLink) { if let store = link.store { location.link(store, key: link.key) } }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// Properties a view's builder connects before reading its body: to the store (state) and to
/// the environment the view is built in.
public protocol _DynamicProperty {
  func _link(_ link: _PropertyLink)
}

/// What a dynamic property is linked to: the stage's store (nil for a layout at rest), the key
/// of its view's identity and name, and the view's environment.
public struct _PropertyLink {
  package let store: StateStore?
  package let key: String
  package let environment: EnvironmentValues
}

/// Where a `State` reads and writes: its initial value until it is linked to a slot.
/// `@unchecked Sendable`: read and written by views' code on the main actor only, as SwiftUI's state is.
final class StateLocation<Value>: @unchecked Sendable {
  private var initial: Value
  private var slot: StateStore.Slot?
  private weak var store: StateStore?

  init(_ initial: Value) { self.initial = initial }

  var value: Value {
    guard let slot, let v = slot.value as? Value else { return initial }
    return v
  }

  func set(_ newValue: Value) {
    guard let slot, let store else {
      initial = newValue
      return
    }
    store.write(newValue, to: slot)
  }

  /// Sets without marking a change (a value the store makes for itself, such as a namespace).
  func setQuietly(_ newValue: Value) {
    if let slot { slot.value = newValue } else { initial = newValue }
  }

  func link(_ store: StateStore, key: String) {
    slot = store.slot(key, initial: initial)
    self.store = store
  }
}

/// The values views own, by identity, and whether any changed since the last build (with the
/// transaction the change came in). One store a stage.
/// `@unchecked Sendable`: a stage's views read and write it on the main actor only, where the stage plays.
public final class StateStore: @unchecked Sendable {
  final class Slot {
    var value: Any
    init(_ value: Any) { self.value = value }
  }
  private var slots: [String: Slot] = [:]
  private var touched: Set<String> = []
  /// Values `.animation(_:value:)` and `onChange` last saw, by view identity.
  private var watched: [String: Any] = [:]
  private var watchedTouched: Set<String> = []
  /// The observable objects the views hold, each subscribed to once (`observe`).
  var observations: [ObjectIdentifier: Observation] = [:]

  /// Set by a state write: the transaction of the first change since the last build.
  package private(set) var pendingTransaction: Transaction?
  package var hasChanges: Bool { pendingTransaction != nil }

  package init() {}

  /// The scroll views of the last layout, by identity.
  var scrollViews: [String: ScrollRecord] = [:]

  private var namespaces = 0
  /// A new namespace identity (never 0, the unlinked value).
  func newNamespace() -> Int {
    namespaces += 1
    return namespaces
  }

  /// Whether a view of this identity holds state already (its slot was made by an earlier build).
  func hasSlot(_ key: String) -> Bool { slots[key] != nil }

  func slot(_ key: String, initial: Any) -> Slot {
    touched.insert(key)
    if let s = slots[key] { return s }
    let s = Slot(initial)
    slots[key] = s
    return s
  }

  /// A state write, in the transaction in effect. The value is there at once for the rest of the
  /// handler to read; the update replays the handler's writes in order, one update for each run
  /// of writes in the same transaction, so what an unanimated write changes jumps and what a
  /// `withAnimation` write changes animates, as SwiftUI animates each change by its own
  /// transaction.
  func write(_ value: Any, to slot: Slot) {
    let transaction = Transaction.current ?? Transaction()
    let key = ObjectIdentifier(slot)
    if originals[key] == nil { originals[key] = (slot, slot.value) }
    slot.value = value
    writes.append((slot, value, transaction))
    if pendingTransaction == nil { pendingTransaction = transaction }
  }
  /// A change the store does not hold (an observed object's, an `@Observable` property's): an
  /// update in the transaction in effect.
  func invalidate() {
    let transaction = Transaction.current ?? Transaction()
    writes.append((nil, nil, transaction))
    if pendingTransaction == nil { pendingTransaction = transaction }
  }

  private var writes: [(slot: Slot?, value: Any?, transaction: Transaction)] = []
  private var originals: [ObjectIdentifier: (slot: Slot, value: Any)] = [:]

  /// The pending writes as updates: each run of writes in one transaction (by its animation),
  /// with the step that puts its values in place. The values go back to where they were before
  /// the first write; the caller applies the steps in order, updating after each.
  package func takeUpdates() -> [(transaction: Transaction, apply: () -> Void)] {
    defer {
      writes = []
      originals = [:]
      pendingTransaction = nil
    }
    guard !writes.isEmpty else { return [] }
    for (slot, value) in originals.values { slot.value = value }
    var runs: [(transaction: Transaction, writes: [(Slot?, Any?)])] = []
    for w in writes {
      if let last = runs.last, Self.same(last.transaction, w.transaction) {
        runs[runs.count - 1].writes.append((w.slot, w.value))
        // Writes of one animation are one run; each transaction's completions stay with it.
        for c in w.transaction.completions where !last.transaction.completions.contains(where: { $0 === c }) {
          runs[runs.count - 1].transaction.completions.append(c)
        }
      } else {
        runs.append((w.transaction, [(w.slot, w.value)]))
      }
    }
    return runs.map { run in
      (run.transaction, { for case let (slot?, value?) in run.writes { slot.value = value } })
    }
  }

  private static func same(_ a: Transaction, _ b: Transaction) -> Bool {
    a.animation == b.animation && a.disablesAnimations == b.disablesAnimations
  }

  /// Whether `value` differs from what the view at `key` saw at the last build (false the first
  /// time: nothing has changed yet), remembering it.
  func valueChanged<V: Equatable>(_ value: V, at key: String) -> Bool {
    watchedTouched.insert(key)
    defer { watched[key] = value }
    guard let old = watched[key] else { return false }
    return (old as? V) != value
  }

  /// The value the view at `key` saw at the last build, if any.
  func lastValue(at key: String) -> Any? { watched[key] }

  /// Whether the view at `key` appears in this build for the first time (as far as the views
  /// kept in the store know).
  func appears(at key: String) -> Bool {
    watchedTouched.insert(key)
    defer { watched[key] = true }
    return watched[key] == nil
  }

  /// Actions that run once the update is done (`onChange`, `onAppear`), in order.
  private var afterUpdateActions: [@MainActor () -> Void] = []
  func afterUpdate(_ action: @escaping @MainActor () -> Void) { afterUpdateActions.append(action) }

  /// Takes the actions the last build queued.
  package func takeAfterUpdateActions() -> [@MainActor () -> Void] {
    defer { afterUpdateActions = [] }
    return afterUpdateActions
  }

  /// `onDisappear` actions by the view's key, as the last build that had the view left them.
  private var disappearActions: [String: @MainActor () -> Void] = [:]
  private var disappearTouched: Set<String> = []
  /// Registers the action to run when the view at `key` is no longer built.
  func onDisappear(at key: String, _ action: @escaping @MainActor () -> Void) {
    disappearTouched.insert(key)
    disappearActions[key] = action
  }

  /// A build starts: state not used by it is released at its end (its view has gone).
  package func beginBuild() {
    touched = []
    watchedTouched = []
    disappearTouched = []
    afterUpdateActions = []
  }

  package func endBuild() {
    // A stage's own binding is not a view's: it lives as long as the stage.
    slots = slots.filter { touched.contains($0.key) || $0.key.hasPrefix(Self.stageKeyPrefix) }
    watched = watched.filter { watchedTouched.contains($0.key) }
    // Views this build no longer has: their `onDisappear` runs after the update, in view order
    // of their keys (a dictionary has none of its own).
    for key in disappearActions.keys.sorted() where !disappearTouched.contains(key) {
      if let action = disappearActions.removeValue(forKey: key) { afterUpdateActions.append(action) }
    }
  }

  /// The store's own slot for a value that a stage's binding drives.
  package func rootSlot<Value>(_ key: String, initial: Value) -> (get: () -> Value, set: (Value) -> Void) {
    let s = slot(key, initial: initial)
    return (
      { (s.value as? Value) ?? initial },
      { [weak self] v in
        if let self { self.write(v, to: s) } else { s.value = v }
      }
    )
  }

  /// Keys of the slots a stage holds for itself (kept across builds).
  package static let stageKeyPrefix = "stage:"

  // MARK: The button a finger holds down

  private static let pressedKey = stageKeyPrefix + "pressed"
  /// The identity of the button a stage's tap is holding down (nil: none): the button builds
  /// its style with `isPressed` true.
  package var pressedButton: String? { slots[Self.pressedKey]?.value as? String }

  /// A finger comes down on the button `id`, or (nil) lifts: a state change like a view's, so
  /// that the press and the release are updates in the transaction in effect.
  package func press(_ id: String?) {
    guard pressedButton != id else { return }
    write(id as Any, to: slot(Self.pressedKey, initial: String?.none as Any))
  }
}

/// SwiftUI's `Binding`: a value read and written somewhere else (a parent's state).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// The transaction `Binding.animation(_:)` and `.transaction(_:)` add to writes.
  public var transaction = Transaction()
  private var hasTransaction = false

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = { set($0, Transaction.current ?? Transaction()) }
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes (writes are dropped).
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set {
      if hasTransaction {
        withTransaction(transaction) { setter(newValue) }
      } else {
        setter(newValue)
      }
    }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let (get, set) = (getter, setter)
    var b = Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var whole = get()
        whole[keyPath: keyPath] = newValue
        set(whole)
      })
    b.transaction = transaction
    b.hasTransaction = hasTransaction
    return b
  }

  /// Writes through this binding animate with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var b = self
    b.transaction = Transaction(animation: animation)
    b.hasTransaction = true
    return b
  }

  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var b = self
    b.transaction = transaction
    b.hasTransaction = true
    return b
  }
}

extension Binding: _DynamicProperty {
  public func _link(_ link: _PropertyLink) {}
}

/// Links every dynamic property of `view` (found by reflection) to the store, under the view's
/// identity and the property's name.
/// Links a view's dynamic properties; returns what one of them needs and cannot find (its body
/// must not run then).
func linkDynamicProperties<V>(_ view: V, _ context: BuildContext) -> String? {
  let mirror = Mirror(reflecting: view)
  guard !mirror.children.isEmpty else { return nil }
  var failure: String?
  for child in mirror.children {
    guard let property = child.value as? any _DynamicProperty else { continue }
    if failure == nil, let requirement = property as? any _EnvironmentRequirement {
      failure = requirement.missing(in: context.environment)
    }
    property._link(_PropertyLink(store: context.store, key: context.path + "#" + (child.label ?? "?"), environment: context.environment))
  }
  return failure
}

/// As SwiftUI's: a binding is handed between views, which all live on the main actor.
/// `@unchecked`: a binding's closures reach state only on the main actor, where views run.
extension Binding: @unchecked Sendable {}
