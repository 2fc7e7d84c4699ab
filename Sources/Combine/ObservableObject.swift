import Foundation

// Combine's `ObservableObject` and `@Published`, which SwiftUI's model objects use, with their
// behaviour: a `@Published` property's change is announced through the object's
// `objectWillChange` before it happens (TabFramesUI's `@StateObject` and `@ObservedObject`
// subscribe to it and update the view, in the transaction of the change), and `$property` is a
// publisher of the property's values.

/// Announces that an object is about to change.
/// `@unchecked Sendable`: its one field, the subject core, locks every access.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  private let core = SubjectCore<Void, Never>()

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    core.attach(DemandSubscription(subscriber), for: subscriber)
  }

  public func send() { core.send(()) }
}

/// Combine's `ObservableObject`: an object whose `objectWillChange` publishes before it changes.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// Each object's publisher, made on first use (Combine synthesises it the same way).
/// `@unchecked Sendable`: the table is read and written under `lock` only.
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

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { PublisherTable.shared.publisher(for: self) }
}

/// Combine's `@Published`: a property whose changes the enclosing object announces, and whose
/// values `$property` publishes (the current one to a new subscriber, then each new one as it is
/// set, before the property holds it, as Combine's does).
@propertyWrapper
public struct Published<Value> {
  private var value: Value
  /// Made on the first `$property`; from then on it holds the value.
  private var publisher: Publisher?

  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// `$property`: the property's values as a publisher.
  public var projectedValue: Publisher {
    mutating get {
      if let publisher { return publisher }
      let made = Publisher(value)
      publisher = made
      return made
    }
    set { publisher = newValue }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath]
      guard let publisher = storage.publisher else { return storage.value }
      publisher.subject.owner(object)
      return publisher.subject.value
    }
    set {
      (object as? any ObservableObject)?.announceChange()
      if let publisher = object[keyPath: storageKeyPath].publisher {
        publisher.subject.owner(object)
        publisher.subject.send(newValue, announcing: false)
      } else {
        object[keyPath: storageKeyPath].value = newValue
      }
    }
  }

  /// The publisher `$property` is.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let subject: PublishedSubject<Value>

    init(_ value: Value) { subject = PublishedSubject(value) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }
  }
}

/// What a `@Published` property holds once it has a publisher: its value, its subscribers, the
/// subscriptions `assign(to: &$property)` made (kept as long as the property), and the object it
/// belongs to, learned at the first access through the object, so that values assigned from a
/// publisher are announced by the object too.
final class PublishedSubject<Value> {
  private let core = SubjectCore<Value, Never>()
  private var current: Value
  var upstream: [AnyCancellable] = []
  private weak var object: AnyObject?

  init(_ value: Value) { current = value }

  var value: Value { core.withLock { current } }

  func owner(_ object: AnyObject) {
    core.withLock { if self.object == nil { self.object = object } }
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    var sentFirst = false
    let subscription = DemandSubscription(subscriber) { [weak self] s in
      guard let self, !sentFirst else { return }
      sentFirst = s.offer(self.value)
    }
    core.attach(subscription, for: subscriber)
  }

  /// Subscribers hear the new value before the property holds it (Combine's `willSet` order).
  func send(_ newValue: Value, announcing: Bool) {
    if announcing { (core.withLock { object } as? any ObservableObject)?.announceChange() }
    core.send(newValue)
    core.withLock { current = newValue }
  }
}

extension ObservableObject {
  /// Sends `objectWillChange` before a `@Published` property changes.
  func announceChange() {
    // Combine announces through the object's own ObservableObjectPublisher; an object that
    // publishes something else announces its changes itself.
    (objectWillChange as? ObservableObjectPublisher)?.send()
  }
}
