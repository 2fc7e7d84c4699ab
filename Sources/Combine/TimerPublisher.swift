import Foundation

/// Combine's `ConnectablePublisher`: a publisher that starts its work when connected.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects on the first subscription (`Timer.publish(…).autoconnect()`).
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
  /// Combine's `Publishers.Autoconnect`: the upstream connected when the first subscriber comes,
  /// and disconnected when the publisher is released.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    private var connection: (any Cancellable)?

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: subscriber)
      if connection == nil { connection = upstream.connect() }
    }

    deinit { connection?.cancel() }
  }
}

extension RunLoop {
  /// Combine's `RunLoop.SchedulerOptions` (it has none).
  public struct SchedulerOptions: Sendable {}
}

extension Timer {
  /// Combine's `Timer.publish(every:tolerance:on:in:options:)`: the date every `interval`
  /// seconds once connected. In a stage's play, the ticks come on the stage's clock (no waiting;
  /// dates from the clock's fixed epoch, 2001-01-01 00:00 UTC); elsewhere from a timer on `runLoop`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// Combine's `Timer.TimerPublisher`.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    public let options: RunLoop.SchedulerOptions?
    private let subject = PassthroughSubject<Date, Never>()

    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// The connection while connected: connecting again returns it, so `timer.upstream.connect()
    /// .cancel()` stops an autoconnected timer, as Combine's does.
    private var connection: AnyCancellable?

    public func connect() -> any Cancellable {
      if let connection { return connection }
      let made = start()
      let connection = AnyCancellable { [weak self] in
        made.cancel()
        self?.connection = nil
      }
      self.connection = connection
      return connection
    }

    private func start() -> AnyCancellable {
      // A timer of no interval would tick for ever at one instant.
      let interval = max(self.interval, 0.001)
      if let clock = VirtualClock.current {
        let ticking = Ticking()
        func tick(at time: Double) {
          ticking.token = clock.schedule(at: time, repeating: true) { [weak self] in
            guard let self, !ticking.cancelled else { return }
            self.subject.send(clock.date)
            // A subscriber may have stopped the timer on this tick.
            if !ticking.cancelled { tick(at: time + interval) }
          }
        }
        tick(at: clock.now + interval)
        return AnyCancellable {
          ticking.cancelled = true
          if let token = ticking.token { clock.cancel(token) }
        }
      }
      // The subject locks its subscriber list; the run loop's thread sends into it.
      // `nonisolated(unsafe)`: the subject is thread-safe (its lock), which its type does not declare.
      nonisolated(unsafe) let subject = subject
      let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }

    /// A virtual timer's state: its next tick, and whether it was cancelled.
    private final class Ticking {
      var token: Int?
      var cancelled = false
    }
  }
}
