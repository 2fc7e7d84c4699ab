import Foundation

// Combine's schedulers: the protocol `receive(on:)`, `debounce` and their like take, and the
// schedulers app code passes them (`DispatchQueue.main`, `RunLoop.main`, `ImmediateScheduler`).
// While a stage plays, work scheduled on the main queue or the main run loop runs on the stage's
// clock (VirtualClock), as `DispatchQueue.main.asyncAfter` does: at its time, before the frame of
// that time is drawn, with no waiting on the wall clock. Elsewhere Dispatch and the run loop run
// it as always.

/// Combine's `SchedulerTimeIntervalConvertible`: a stride made from a count of seconds.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// Combine's `Scheduler`: when and how to run a closure.
public protocol Scheduler<SchedulerTimeType> {
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  associatedtype SchedulerOptions
  var now: SchedulerTimeType { get }
  var minimumTolerance: SchedulerTimeType.Stride { get }
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }
  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void)
    -> any Cancellable
  {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

/// Work handed to Dispatch or a run loop from a closure Combine does not mark `Sendable`: the
/// scheduler's contract is to run it where it was asked to, which is the caller's concern.
/// `@unchecked Sendable`: that contract, which the closure's type cannot state.
private struct Unchecked: @unchecked Sendable {
  let work: () -> Void
}

/// Runs `work` at `delay` seconds from now on the stage's clock, when a stage is playing; returns
/// false when none is.
private func onStageClock(after delay: Double, _ work: @escaping () -> Void) -> Bool {
  guard let clock = VirtualClock.current else { return false }
  // A delay read against the wall clock a moment before: the one meant, to a tenth of a
  // millisecond, so the work lands on the same frame on every run (as `asyncAfter` does).
  clock.schedule(at: clock.now + max(VirtualClock.nextTurn, (delay * 1e4).rounded() / 1e4), work)
  return true
}

/// Repeats `work` every `interval` seconds on the stage's clock until cancelled.
private func repeatingOnStageClock(_ clock: VirtualClock, first delay: Double, every interval: Double, _ work: @escaping () -> Void)
  -> AnyCancellable
{
  final class Repeat {
    var token: Int?
    var cancelled = false
  }
  let state = Repeat()
  let step = max(interval, 0.001)
  func tick(at time: Double) {
    state.token = clock.schedule(at: time, repeating: true) {
      guard !state.cancelled else { return }
      work()
      if !state.cancelled { tick(at: time + step) }
    }
  }
  tick(at: clock.now + max(VirtualClock.nextTurn, (delay * 1e4).rounded() / 1e4))
  return AnyCancellable {
    state.cancelled = true
    if let token = state.token { clock.cancel(token) }
  }
}

// MARK: - DispatchQueue

extension DispatchQueue: Scheduler {
  /// Combine's `DispatchQueue.SchedulerTimeType`: a `DispatchTime`.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(.nanoseconds(Int(Int64(bitPattern: other.dispatchTime.uptimeNanoseconds) - Int64(bitPattern: dispatchTime.uptimeNanoseconds))))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let ns = Int64(bitPattern: dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(ns, 1))))
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    public init(from decoder: any Decoder) throws {
      dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
    }
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// Combine's `DispatchQueue.SchedulerTimeType.Stride`: nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable,
      Sendable
    {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int
      /// Nanoseconds.
      public var magnitude: Int

      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s &* 1_000_000_000
        case .milliseconds(let ms): magnitude = ms &* 1_000_000
        case .microseconds(let us): magnitude = us &* 1000
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }
      /// Seconds.
      public init(floatLiteral value: Double) { magnitude = Int((value * 1e9).rounded()) }
      /// Seconds.
      public init(integerLiteral value: Int) { magnitude = value &* 1_000_000_000 }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
      }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude + rhs.magnitude)) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude - rhs.magnitude)) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(floatLiteral: Double(lhs.magnitude) / 1e9 * Double(rhs.magnitude) / 1e9)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func * (lhs: Stride, rhs: Int) -> Stride { Stride(.nanoseconds(lhs.magnitude * rhs)) }
      public static func * (lhs: Int, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs * rhs.magnitude)) }

      var seconds: Double { Double(magnitude) / 1e9 }
    }
  }

  /// Combine's `DispatchQueue.SchedulerOptions` (Sendable as Combine's is; Dispatch on Linux
  /// does not mark its flags so).
  /// `@unchecked Sendable`: its values are immutable settings; only their declarations lack the mark.
  public struct SchedulerOptions: @unchecked Sendable {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

  /// Whether this is the main queue (a new wrapper each time `DispatchQueue.main` is read on
  /// Linux: the label says it).
  private var isMainQueue: Bool { label == DispatchQueue.main.label }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if isMainQueue, onStageClock(after: 0, action) { return }
    let work = Unchecked(work: action)
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.work() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if isMainQueue, onStageClock(after: now.distance(to: date).seconds, action) { return }
    let work = Unchecked(work: action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.work() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if isMainQueue, let clock = VirtualClock.current {
      return repeatingOnStageClock(clock, first: now.distance(to: date).seconds, every: interval.seconds, action)
    }
    let work = Unchecked(work: action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.work() }
    timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

// MARK: - RunLoop

extension RunLoop: Scheduler {
  /// Combine's `RunLoop.SchedulerTimeType`: a date.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    public var date: Date
    public init(_ date: Date) { self.date = date }
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

    /// Combine's `RunLoop.SchedulerTimeType.Stride`: seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable,
      Sendable
    {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval
      /// Seconds.
      public var magnitude: TimeInterval
      public var timeInterval: TimeInterval { magnitude }

      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      public init(floatLiteral value: TimeInterval) { magnitude = value }
      public init(integerLiteral value: TimeInterval) { magnitude = value }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  private var isMainRunLoop: Bool { self === RunLoop.main }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if isMainRunLoop, onStageClock(after: 0, action) { return }
    let work = Unchecked(work: action)
    perform { work.work() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if isMainRunLoop, onStageClock(after: date.date.timeIntervalSinceNow, action) { return }
    let work = Unchecked(work: action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.work() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if isMainRunLoop, let clock = VirtualClock.current {
      return repeatingOnStageClock(clock, first: date.date.timeIntervalSinceNow, every: interval.magnitude, action)
    }
    let work = Unchecked(work: action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.work() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

// MARK: - ImmediateScheduler

/// Combine's `ImmediateScheduler`: runs every action at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
  public struct SchedulerTimeType: Strideable, Sendable {
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
    public func advanced(by n: Stride) -> SchedulerTimeType { self }

    /// Combine's `ImmediateScheduler.SchedulerTimeType.Stride`: a count with no unit.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral, Hashable, Codable,
      Sendable
    {
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int
      public var magnitude: Int
      public init(_ value: Int) { magnitude = value }
      public init(integerLiteral value: Int) { magnitude = value }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }
      public static func seconds(_ s: Int) -> Stride { Stride(0) }
      public static func seconds(_ s: Double) -> Stride { Stride(0) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
      public static func microseconds(_ us: Int) -> Stride { Stride(0) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
    }
  }
  public typealias SchedulerOptions = Never

  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void)
  {
    action()
  }
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
