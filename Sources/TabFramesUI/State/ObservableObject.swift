import Foundation

// SwiftUI's holders of observable objects (`@StateObject`, `@ObservedObject`,
// `@EnvironmentObject`) and of `@Observable` ones (`@Bindable`, `environment(_:)`). The objects'
// own vocabulary, `ObservableObject` and `@Published`, is the Combine module's.

/// A store's subscription to one object's announcements.
struct Observation {
  weak var object: AnyObject?
  let cancellable: AnyCancellable
}

extension StateStore {
  /// Updates the views when the object announces a change (once per object and store).
  func observe(_ object: some ObservableObject) {
    let key = ObjectIdentifier(object)
    // An identifier is the object's only while it lives: a new object may reuse a gone one's.
    if let known = observations[key], known.object === object { return }
    observations[key] = Observation(object: object, cancellable: object.objectWillChange.sink { [weak self] _ in self?.invalidate() })
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
nonisolated struct _EnvironmentObjectModifier: ViewModifier, PrimitiveModifier {
  let type: ObjectIdentifier
  let object: AnyObject

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    inner.environment.objects[type] = object
    return content(inner)
  }
}

extension View {
  /// SwiftUI's `environmentObject(_:)`: for `@EnvironmentObject` inside.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentObjectModifier(type: ObjectIdentifier(T.self), object: object))
  }

  /// SwiftUI's `environment(_:)` of an `@Observable` object: for `@Environment(T.self)` inside.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
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
