import Foundation

// Combine's `ObservableObject` and `@Published`, which SwiftUI's model objects use, with their
// behaviour (Combine is not on Linux): a `@Published` property's change is announced through the
// object's `objectWillChange` before it happens, and a view holding the object through
// `@StateObject` or `@ObservedObject` is updated, in the transaction of the change.

/// Announces that an object is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private var subscribers: [ObjectIdentifier: () -> Void] = [:]

  public init() {}

  public func send() { for s in Array(subscribers.values) { s() } }

  /// One subscription per subscriber object (a store); later ones replace it.
  func subscribe(_ owner: AnyObject, _ action: @escaping () -> Void) { subscribers[ObjectIdentifier(owner)] = action }
}

public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

/// Each object's publisher, made on first use (Combine synthesises it the same way).
private final class PublisherTable: @unchecked Sendable {
  static let shared = PublisherTable()
  private let lock = NSLock()
  private var publishers: [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)] = [:]

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = publishers[key], entry.object.value === object { return entry.publisher }
    // Forget the publishers of objects that are gone (their identifiers may be reused).
    publishers = publishers.filter { $0.value.object.value != nil }
    let made = ObservableObjectPublisher()
    publishers[key] = (WeakObject(object), made)
    return made
  }

  final class WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
  }
}

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher { PublisherTable.shared.publisher(for: self) }
}

/// Combine's `@Published`: a property whose changes the enclosing object announces.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

extension StateStore {
  /// Updates the views when the object announces a change (once per object and store).
  func observe(_ object: some ObservableObject) {
    object.objectWillChange.subscribe(self) { [weak self] in self?.invalidate() }
  }
}

/// SwiftUI's `@StateObject`: an object a view owns, made once for the view's identity and kept
/// as long as it lasts; its changes update the view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: _DynamicProperty {
  private let make: () -> ObjectType
  private let location = StateLocation<ObjectType?>(nil)

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

  public var wrappedValue: ObjectType {
    if let object = location.value { return object }
    let object = make()
    location.setQuietly(object)
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

  public func _link(_ link: _PropertyLink) {
    guard let store = link.store else { return }
    location.link(store, key: link.key)
    store.observe(wrappedValue)
  }
}

/// SwiftUI's `@ObservedObject`: an object a view is given; its changes update the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: _DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  public func _link(_ link: _PropertyLink) { link.store?.observe(wrappedValue) }

  /// `$object.property`: a binding to a property of the object.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

/// SwiftUI's `@EnvironmentObject`: an object an ancestor put in the environment with
/// `environmentObject(_:)`, found by its type; its changes update the view. Without one, the
/// view is a layout error with SwiftUI's message (SwiftUI stops the app there).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: _DynamicProperty, _EnvironmentRequirement {
  private let box = EnvironmentBox()

  public init() {}

  public var wrappedValue: ObjectType {
    // `missing(in:)` stops the build before a body without its object can read it: never nil.
    guard let object = box.environment?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      preconditionFailure(missing(in: box.environment ?? EnvironmentValues()) ?? "no environment")
    }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

  public func _link(_ link: _PropertyLink) {
    box.environment = link.environment
    if let object = link.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType { link.store?.observe(object) }
  }

  func missing(in environment: EnvironmentValues) -> String? {
    guard environment.objects[ObjectIdentifier(ObjectType.self)] == nil else { return nil }
    return
      "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
  }
}

/// Puts an object in the environment of a view and everything inside it, by its type.
struct _EnvironmentObjectModifier: ViewModifier, PrimitiveModifier {
  let type: ObjectIdentifier
  let object: AnyObject

  func body(content: Content) -> Never { fatalError("laid out directly") }

  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    inner.environment.objects[type] = object
    return content(inner)
  }
}

extension View {
  /// SwiftUI's `environmentObject(_:)`: for `@EnvironmentObject` inside.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentObjectModifier(type: ObjectIdentifier(T.self), object: object))
  }

  /// SwiftUI's `environment(_:)` of an `@Observable` object: for `@Environment(T.self)` inside.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_EnvironmentObjectModifier(type: ObjectIdentifier(T.self), object: object ?? NoObject()))
  }
}

/// `environment(nil as T?)`: the type's entry is taken away for the views inside.
private final class NoObject {}

/// SwiftUI's `@Bindable`: bindings to the properties of an `@Observable` object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
