import Foundation

/// Combine's `Subject`: a publisher values can be sent into from outside.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// One subscriber of a subject or of a publisher made from closures: its outstanding demand, and
/// whether it was cancelled.
final class DemandSubscription<Output, Failure: Error>: Subscription {
  private let deliver: (Output) -> Subscribers.Demand
  private let complete: (Subscribers.Completion<Failure>) -> Void
  private let onRequest: ((DemandSubscription) -> Void)?
  private(set) var demand = Subscribers.Demand.none
  private(set) var isCancelled = false
  private let lock = NSRecursiveLock()

  init<S: Subscriber>(_ subscriber: S, onRequest: ((DemandSubscription) -> Void)? = nil)
  where S.Input == Output, S.Failure == Failure {
    deliver = subscriber.receive(_:)
    complete = subscriber.receive(completion:)
    self.onRequest = onRequest
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    lock.unlock()
    onRequest?(self)
  }

  /// Delivers a value when the subscriber asked for one; false when it did not.
  @discardableResult
  func offer(_ value: Output) -> Bool {
    lock.lock()
    guard !isCancelled, demand > .none else {
      lock.unlock()
      return false
    }
    demand = demand - .max(1)
    lock.unlock()
    let more = deliver(value)
    lock.lock()
    demand += more
    lock.unlock()
    return true
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !isCancelled else { return lock.unlock() }
    isCancelled = true
    lock.unlock()
    complete(completion)
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    lock.unlock()
  }
}

/// The subscribers of a subject, in the order they subscribed.
struct SubscriberList<Output, Failure: Error> {
  private(set) var subscriptions: [DemandSubscription<Output, Failure>] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  mutating func add(_ subscription: DemandSubscription<Output, Failure>) {
    subscriptions.removeAll { $0.isCancelled }
    subscriptions.append(subscription)
  }

  func send(_ value: Output) {
    for s in subscriptions { s.offer(value) }
  }

  mutating func finish(_ completion: Subscribers.Completion<Failure>) {
    self.completion = completion
    let ended = subscriptions
    subscriptions = []
    for s in ended { s.finish(completion) }
  }
}

/// The subscribers of a publisher that values are sent into, behind a lock: what every subject
/// here shares (the two subjects, an object's `objectWillChange`, a `@Published` property's).
/// Values are delivered outside the lock, so a subscriber may send again or subscribe.
/// `@unchecked Sendable`: the list is read and written under `lock` only.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private var list = SubscriberList<Output, Failure>()
  private let lock = NSRecursiveLock()

  /// Runs `body` holding the lock (for state a subject keeps beside its subscribers).
  func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Adds a subscriber; one that comes after the completion gets the completion at once.
  func attach<S: Subscriber>(_ subscription: DemandSubscription<Output, Failure>, for subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    let ended: Subscribers.Completion<Failure>? = withLock {
      if list.completion == nil { list.add(subscription) }
      return list.completion
    }
    subscriber.receive(subscription: subscription)
    if let ended { subscription.finish(ended) }
  }

  /// Sends a value to the subscribers there now, after `update` ran under the lock; nothing once
  /// completed.
  func send(_ value: Output, update: () -> Void = {}) {
    let subscribers: SubscriberList<Output, Failure>? = withLock {
      guard list.completion == nil else { return nil }
      update()
      return list
    }
    subscribers?.send(value)
  }

  /// Completes every subscriber, once.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    withLock {
      guard list.completion == nil else { return }
      list.finish(completion)
    }
  }
}

/// Combine's `PassthroughSubject`: passes each value sent to the subscribers there at the time.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(DemandSubscription(subscriber), for: subscriber)
  }

  public func send(_ value: Output) { core.send(value) }

  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// Combine's `CurrentValueSubject`: holds a value, sends it to each new subscriber, and sends
/// every new value to all of them.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()
  private var current: Output

  public init(_ value: Output) { current = value }

  public var value: Output {
    get { core.withLock { current } }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    // The current value goes to the new subscriber as soon as it asks for one.
    var sentFirst = false
    let subscription = DemandSubscription(subscriber) { [weak self] s in
      guard let self, !sentFirst else { return }
      sentFirst = s.offer(self.value)
    }
    core.attach(subscription, for: subscriber)
  }

  public func send(_ value: Output) { core.send(value) { current = value } }

  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
