import Foundation

// The operators that deliver on a scheduler (`receive(on:)`, `debounce(for:scheduler:)`,
// `delay(for:scheduler:)`) and those that combine publishers (`combineLatest`). On a stage, a
// main-queue or main-run-loop scheduler runs on the stage's clock (Scheduler.swift): a debounce
// of 0.3 s delivers 0.3 s of the stage's time after the last value, with no waiting.

/// The subscription an operator hands downstream: demand and cancellation, with the upstream's
/// subscription once it comes. Values are counted against the demand downstream asked for.
/// `@unchecked Sendable`: every mutable field is read and written under `lock`.
final class OperatorSubscription: Subscription, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private(set) var isCancelled = false
  /// What a request does besides counting (asking the upstreams for what the operator needs).
  var onRequest: ((Subscribers.Demand) -> Void)?
  var onCancel: (() -> Void)?

  func attach(_ subscription: any Subscription) {
    lock.lock()
    upstream = subscription
    lock.unlock()
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    lock.unlock()
    onRequest?(more)
  }

  /// Takes one from the demand; false when downstream asked for none (the value is dropped).
  func take() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !isCancelled, demand > .none else { return false }
    demand = demand - .max(1)
    return true
  }

  func add(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let up = upstream
    upstream = nil
    lock.unlock()
    up?.cancel()
    onCancel?()
  }
}

extension Publishers {
  /// Combine's `Publishers.ReceiveOn`: the upstream's values and completion delivered through
  /// `scheduler`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, options) = (scheduler, options)
      let link = OperatorSubscription()
      var upstreamSubscription: (any Subscription)?
      link.onRequest = { upstreamSubscription?.request($0) }
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { s in
            upstreamSubscription = s
            link.attach(s)
            subscriber.receive(subscription: link)
          },
          receiveValue: { value in
            scheduler.schedule(options: options) {
              guard !link.isCancelled else { return }
              let more = subscriber.receive(value)
              if more > .none { upstreamSubscription?.request(more) }
            }
            return .none
          },
          receiveCompletion: { completion in
            scheduler.schedule(options: options) {
              guard !link.isCancelled else { return }
              subscriber.receive(completion: completion)
            }
          }))
    }
  }

  /// Combine's `Publishers.Debounce`: a value delivered once `dueTime` has passed on the
  /// scheduler with no newer value; the ones a newer value follows too soon are dropped.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, options, dueTime) = (scheduler, options, dueTime)
      let link = OperatorSubscription()
      let state = DebounceState<Output>()
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { s in
            link.attach(s)
            // Every value is needed to know which is last: all are asked for, and downstream's
            // demand is counted here.
            s.request(.unlimited)
            subscriber.receive(subscription: link)
          },
          receiveValue: { value in
            let generation = state.set(value)
            scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
              guard let value = state.take(generation), link.take() else { return }
              link.add(subscriber.receive(value))
            }
            return .none
          },
          receiveCompletion: { completion in
            // A value still waiting goes first, at once, as Combine's does.
            scheduler.schedule(options: options) {
              guard !link.isCancelled else { return }
              if let value = state.takeAny(), link.take() { _ = subscriber.receive(value) }
              subscriber.receive(completion: completion)
            }
          }))
    }
  }

  /// Combine's `Publishers.Delay`: each value and the completion delivered `interval` later on
  /// the scheduler.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, options, interval, tolerance) = (scheduler, options, interval, tolerance)
      let link = OperatorSubscription()
      var upstreamSubscription: (any Subscription)?
      link.onRequest = { upstreamSubscription?.request($0) }
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { s in
            upstreamSubscription = s
            link.attach(s)
            subscriber.receive(subscription: link)
          },
          receiveValue: { value in
            scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
              guard !link.isCancelled else { return }
              let more = subscriber.receive(value)
              if more > .none { upstreamSubscription?.request(more) }
            }
            return .none
          },
          receiveCompletion: { completion in
            scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
              guard !link.isCancelled else { return }
              subscriber.receive(completion: completion)
            }
          }))
    }
  }

  /// Combine's `Publishers.CombineLatest`: once both publishers have sent a value, a pair of
  /// their latest values each time either sends one; finished when both have finished, failed
  /// when either fails. Both are asked for every value; pairs made while downstream asks for
  /// none are dropped.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let link = OperatorSubscription()
      let state = LatestPair<A.Output, B.Output, Failure>()
      var subscriptions: [any Subscription] = []
      link.onCancel = {
        for s in subscriptions { s.cancel() }
        subscriptions = []
      }
      func deliver(_ pair: (A.Output, B.Output)?) -> Subscribers.Demand {
        if let pair, link.take() { link.add(subscriber.receive(pair)) }
        return .none
      }
      func complete(_ completion: Subscribers.Completion<Failure>) {
        if state.complete(completion), !link.isCancelled { subscriber.receive(completion: completion) }
      }
      subscriber.receive(subscription: link)
      a.receive(
        subscriber: AnySubscriber<A.Output, Failure>(
          receiveSubscription: { s in
            subscriptions.append(s)
            s.request(.unlimited)
          },
          receiveValue: { deliver(state.set(first: $0)) }, receiveCompletion: complete))
      b.receive(
        subscriber: AnySubscriber<B.Output, Failure>(
          receiveSubscription: { s in
            subscriptions.append(s)
            s.request(.unlimited)
          },
          receiveValue: { deliver(state.set(second: $0)) }, receiveCompletion: complete))
    }
  }

  /// Combine's `Publishers.CombineLatest3`: `CombineLatest` of three.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), c).map { abc in (abc.0.0, abc.0.1, abc.1) }.receive(subscriber: subscriber)
    }
  }

  /// Combine's `Publishers.CombineLatest4`: `CombineLatest` of four.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), CombineLatest(c, d)).map { abcd in (abcd.0.0, abcd.0.1, abcd.1.0, abcd.1.1) }.receive(
        subscriber: subscriber)
    }
  }
}

/// A debounce's latest value and its number: a timer delivers the value only if no newer one
/// came since it was set.
/// `@unchecked Sendable`: every field is read and written under `lock`.
private final class DebounceState<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?
  private var generation = 0

  func set(_ newValue: Value) -> Int {
    lock.lock()
    defer { lock.unlock() }
    value = newValue
    generation += 1
    return generation
  }

  func take(_ expected: Int) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    guard generation == expected, let v = value else { return nil }
    value = nil
    return v
  }

  func takeAny() -> Value? {
    lock.lock()
    defer { lock.unlock() }
    let v = value
    value = nil
    return v
  }
}

/// The latest value of each of two publishers, and how many of them have finished.
/// `@unchecked Sendable`: every field is read and written under `lock`.
private final class LatestPair<First, Second, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var first: First?
  private var second: Second?
  private var ending = TwoUpstreamEnding()

  func set(first value: First) -> (First, Second)? {
    lock.lock()
    defer { lock.unlock() }
    first = value
    guard !ending.ended, let second else { return nil }
    return (value, second)
  }

  func set(second value: Second) -> (First, Second)? {
    lock.lock()
    defer { lock.unlock() }
    second = value
    guard !ending.ended, let first else { return nil }
    return (first, value)
  }

  /// Whether this completion ends the combination: a failure at once, finishing when both have.
  func complete(_ completion: Subscribers.Completion<Failure>) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return ending.ends(by: completion)
  }
}

/// When a combination of two upstreams (`CombineLatest`, `Merge`) ends: at the first failure,
/// or when both have finished. Its owner holds it under its lock.
struct TwoUpstreamEnding {
  private var finished = 0
  private(set) var ended = false

  /// Whether this completion ends the combination (once).
  mutating func ends<Failure>(by completion: Subscribers.Completion<Failure>) -> Bool {
    guard !ended else { return false }
    switch completion {
    case .failure: ended = true
    case .finished:
      finished += 1
      ended = finished == 2
    }
    return ended
  }
}

extension Publisher {
  /// Delivers values and the completion through `scheduler` (on a stage, the main queue's and
  /// the main run loop's next turn on the stage's clock).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Delivers a value only once `dueTime` has passed with no newer one.
  public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.Debounce<Self, S>
  {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Delivers each value and the completion `interval` later.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
  }

  /// Pairs of the latest values of this publisher and `other`.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and `other`, through `transform`.
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Transform<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
  {
    Publishers.CombineLatest(self, other).map(transform)
  }

  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
  where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, p, q)
  }

  public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
    -> Publishers.Transform<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure
  {
    Publishers.CombineLatest3(self, p, q).map(transform)
  }

  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
    -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure
  {
    Publishers.CombineLatest4(self, p, q, r)
  }
}
