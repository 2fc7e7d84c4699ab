import Foundation

// Combine's publishing vocabulary, the part SwiftUI code uses on Apple platforms (Combine is not
// on Linux): publishers, subscribers and their subscriptions with demand, `sink` and `assign`,
// `AnyCancellable`, and the operators a view model reaches for. Values are delivered at once, on
// the thread that sends them, as Combine delivers them without `receive(on:)`.

/// Combine's `Publisher`: delivers values to the subscribers that ask for them.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Combine's `Subscriber`: receives a subscription, then values as it asks for them, then at most
/// one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error
  func receive(subscription: any Subscription)
  func receive(_ input: Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>)
}

/// Combine's `CustomCombineIdentifierConvertible`.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Combine's `CombineIdentifier`: a unique identity for a subscriber.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64
  // Unsafe only to the compiler: every read and write of the counter holds `lock`.
  nonisolated(unsafe) private static var next: UInt64 = 0
  private static let lock = NSLock()

  public init() {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    Self.next += 1
    value = Self.next
  }

  public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }

  public var description: String { "0x\(String(value, radix: 16))" }
}

/// Combine's `Cancellable`.
public protocol Cancellable {
  func cancel()
}

/// Combine's `Subscription`: the link between a publisher and one subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  func request(_ demand: Subscribers.Demand)
}

/// Combine's `Subscribers` namespace.
public enum Subscribers {
  /// How many more values a subscriber wants.
  public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    let count: Int?
    public static let unlimited = Demand(count: nil)
    public static let none = Demand(count: 0)
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(count: value)
    }
    public var max: Int? { count }
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      return Demand(count: a.addingReportingOverflow(b).overflow ? nil : a + b)
    }
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      guard let b = rhs.count else { return .none }
      return Demand(count: Swift.max(a - b, 0))
    }
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): return false
      case (_, nil): return true
      case (let a?, let b?): return a < b
      }
    }
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }

  /// The subscriber `sink` makes: asks for every value and hands each to a closure.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    public let receiveValue: (Input) -> Void
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?

    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      guard self.subscription == nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      receiveValue(input)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      receiveCompletion(completion)
      subscription = nil
    }

    public func cancel() {
      subscription?.cancel()
      subscription = nil
    }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Combine's `AnyCancellable`: cancels when cancelled or released.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { action = cancel }
  public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

  public func cancel() {
    let run = action
    action = nil
    run?()
  }

  deinit { cancel() }

  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
  /// Subscribes with closures for the completion and for each value.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }

  /// Attaches a subscriber (Combine's name for `receive(subscriber:)` seen from outside).
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for each value (a publisher that cannot fail).
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Sets a property of an object to each value.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }

  /// Republishes each value through a `@Published` property (`assign(to: &$value)`); the
  /// subscription lasts as long as the property's object.
  public func assign(to published: inout Published<Output>.Publisher) {
    let subject = published.subject
    subject.upstream.append(sink { [weak subject] in subject?.send($0, announcing: true) })
  }
}
