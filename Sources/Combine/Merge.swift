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
      let state = MergeState()
      var subscriptions: [any Subscription] = []
      link.onCancel = {
        for s in subscriptions { s.cancel() }
        subscriptions = []
      }
      func deliver(_ value: Output) -> Subscribers.Demand {
        if !state.isEnded, link.take() { link.add(subscriber.receive(value)) }
        return .none
      }
      func complete(_ completion: Subscribers.Completion<Failure>) {
        if state.ends(by: completion), !link.isCancelled { subscriber.receive(completion: completion) }
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

/// Whether a merge has ended (`TwoUpstreamEnding`), under a lock: its upstreams may send from
/// other threads.
/// `@unchecked Sendable`: `ending` is read and written under `lock` only.
private final class MergeState: @unchecked Sendable {
  private let lock = NSLock()
  private var ending = TwoUpstreamEnding()

  var isEnded: Bool { lock.withLock { ending.ended } }

  /// Whether this completion ends the merge (once).
  func ends<Failure>(by completion: Subscribers.Completion<Failure>) -> Bool { lock.withLock { ending.ends(by: completion) } }
}

extension Publisher {
  /// The values of this publisher and `other`, as each sends them.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
