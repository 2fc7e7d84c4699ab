/// Combine's `Just`: one value, then finished.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output

  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let output = output
    var sent = false
    let subscription = DemandSubscription(subscriber) { s in
      guard !sent, s.offer(output) else { return }
      sent = true
      s.finish(.finished)
    }
    subscriber.receive(subscription: subscription)
  }
}

/// Combine's `Empty`: no value; finished at once unless told not to be.
public struct Empty<Output, Failure: Error>: Publisher {
  public let completeImmediately: Bool

  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = DemandSubscription(subscriber)
    subscriber.receive(subscription: subscription)
    if completeImmediately { subscription.finish(.finished) }
  }
}

/// Combine's `AnyPublisher`: a publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void

  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.receive(subscriber: $0) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

/// Combine's `AnySubscriber`: a subscriber with its type erased.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  public let combineIdentifier: CombineIdentifier
  private let subscription: (any Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completion: (Subscribers.Completion<Failure>) -> Void

  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = s.combineIdentifier
    subscription = s.receive(subscription:)
    value = s.receive(_:)
    completion = s.receive(completion:)
  }

  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscription = receiveSubscription ?? { _ in }
    value = receiveValue ?? { _ in .none }
    completion = receiveCompletion ?? { _ in }
  }

  public func receive(subscription: any Subscription) { self.subscription(subscription) }
  public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
  public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// Combine's `Publishers` namespace: the operators' publishers.
public enum Publishers {
  /// A publisher whose values pass through a closure on the way: `map`, `compactMap`, `filter`,
  /// `removeDuplicates` are each one of these (the closure returns nil for a value left out).
  public struct Transform<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    let makeTransform: () -> (Upstream.Output) -> Output?

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = makeTransform()
      upstream.receive(
        subscriber: AnySubscriber<Upstream.Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in transform(value).map { subscriber.receive($0) } ?? .max(1) },
          receiveCompletion: { subscriber.receive(completion: $0) }))
    }
  }
}

extension Publisher {
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Transform<Self, T> {
    Publishers.Transform(upstream: self) { { transform($0) } }
  }

  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.Transform<Self, T> {
    Publishers.Transform(upstream: self) { transform }
  }

  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Transform<Self, Output> {
    Publishers.Transform(upstream: self) { { isIncluded($0) ? $0 : nil } }
  }

  /// Leaves out a value equal to the one before it (each subscriber keeps its own last value).
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.Transform<Self, Output> {
    Publishers.Transform(upstream: self) {
      var last: Output?
      return { value in
        defer { last = value }
        if let last, predicate(last, value) { return nil }
        return value
      }
    }
  }

  /// Leaves out the first `count` values (each subscriber counts its own), as `$text.dropFirst()`
  /// skips a `@Published` property's current value.
  public func dropFirst(_ count: Int = 1) -> Publishers.Transform<Self, Output> {
    Publishers.Transform(upstream: self) {
      var left = count
      return { value in
        guard left <= 0 else {
          left -= 1
          return nil
        }
        return value
      }
    }
  }

  /// Leaves out values while `predicate` holds, then passes every value.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.Transform<Self, Output> {
    Publishers.Transform(upstream: self) {
      var dropping = true
      return { value in
        if dropping, predicate(value) { return nil }
        dropping = false
        return value
      }
    }
  }

  /// Each value folded into the result so far, starting from `initialResult` (each subscriber
  /// keeps its own).
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Transform<Self, T> {
    Publishers.Transform(upstream: self) {
      var result = initialResult
      return { value in
        result = nextPartialResult(result, value)
        return result
      }
    }
  }

  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  public func removeDuplicates() -> Publishers.Transform<Self, Output> { removeDuplicates(by: ==) }
}
