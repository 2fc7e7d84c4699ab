import Foundation

extension Publishers {
  /// Combine's `Publishers.Merge`: the values of both publishers as each sends them; finished
  /// when both have finished, failed when either fails. Both are asked for every value; values
  /// sent while downstream asks for none are dropped.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let link = OperatorSubscription()
      var subscriptions: [any Subscription] = []
      var finished = 0
      var ended = false
      link.onCancel = {
        for s in subscriptions { s.cancel() }
        subscriptions = []
      }
      func deliver(_ value: Output) -> Subscribers.Demand {
        if !ended, link.take() { link.add(subscriber.receive(value)) }
        return .none
      }
      func complete(_ completion: Subscribers.Completion<Failure>) {
        guard !ended else { return }
        if case .finished = completion {
          finished += 1
          guard finished == 2 else { return }
        }
        ended = true
        if !link.isCancelled { subscriber.receive(completion: completion) }
      }
      subscriber.receive(subscription: link)
      for upstream in [AnyPublisher(a), AnyPublisher(b)] {
        upstream.receive(
          subscriber: AnySubscriber<Output, Failure>(
            receiveSubscription: { s in
              subscriptions.append(s)
              s.request(.unlimited)
            },
            receiveValue: deliver, receiveCompletion: complete))
      }
    }
  }
}

extension Publisher {
  /// The values of this publisher and `other`, as each sends them.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
