import Glibc

/// Runs `body` for indices 0..<count on `jobs` worker threads, each with its own worker state made
/// on that thread, and hands the results to `consume` on the calling thread in index order, each
/// as soon as it and every one before it are done.
///
/// There are no barriers: a worker takes the next index the moment it finishes one, so no core
/// waits for the slowest frame of a batch. At most `window` indices are in flight (handed out and
/// not yet through `consume`), which bounds memory however long the run. Output never depends on `jobs`;
/// when bodies fail, the error thrown is the one of the lowest index, whatever the scheduling.
func parallelStream<Worker, Result>(
  count: Int, jobs: Int, window: Int, makeWorker: @escaping () -> Worker,
  _ body: @escaping (inout Worker, Int) throws -> Result,
  consume: (Int, Result) throws -> Void
) throws {
  guard count > 0 else { return }
  let state = StreamState<Worker, Result>(count: count, window: max(1, window), makeWorker: makeWorker, body: body)
  let threads = try startThreads(max(1, min(jobs, count))) { state.work() }
  defer {
    state.stop()
    for thread in threads { thread.join() }
  }
  for i in 0..<count {
    try consume(i, try state.take(i))
    state.consumed(i)
  }
}

/// Starts up to `count` threads running `body`: at least one, or the error why not. Fewer than
/// asked (a thread limit) gives the same output, only slower.
private func startThreads(_ count: Int, _ body: @escaping () -> Void) throws -> [WorkerThread] {
  var threads: [WorkerThread] = []
  for _ in 0..<count {
    do {
      threads.append(try WorkerThread(body))
    } catch {
      if threads.isEmpty { throw error }
      break
    }
  }
  return threads
}

/// `parallelStream` collected into an array, for results small enough to keep all at once.
func parallelMap<Worker, Result>(
  count: Int, jobs: Int, makeWorker: @escaping () -> Worker, _ body: @escaping (inout Worker, Int) throws -> Result
) throws -> [Result] {
  let results = Collector<Result>()
  try parallelStream(count: count, jobs: jobs, window: count, makeWorker: makeWorker, body) { _, r in results.items.append(r) }
  return results.items
}

/// Results gathered by the consumer.
private final class Collector<Item> {
  var items: [Item] = []
}

/// The bookkeeping of one stream, guarded by its mutex. Only the thread that made a result
/// touches it before it is stored, and only the consumer after.
/// `@unchecked Sendable`: that discipline, kept by `monitor`, which the compiler cannot see.
private final class StreamState<Worker, Result>: @unchecked Sendable {
  private let monitor = Monitor()
  private let count: Int
  private let window: Int
  private let makeWorker: () -> Worker
  private let body: (inout Worker, Int) throws -> Result
  private var slots: [Swift.Result<Result, Error>?]
  /// The next index to hand out, and the next one the consumer takes.
  private var next = 0
  private var consumed = 0
  /// Set after the first failure (no new work is handed out) or when the consumer leaves.
  private var stopping = false

  init(count: Int, window: Int, makeWorker: @escaping () -> Worker, body: @escaping (inout Worker, Int) throws -> Result) {
    self.count = count
    self.window = window
    self.makeWorker = makeWorker
    self.body = body
    slots = Array(repeating: nil, count: count)
  }

  /// A worker thread's loop.
  func work() {
    var worker = makeWorker()
    while true {
      let index: Int? = monitor.locked {
        while !stopping && next < count && next >= consumed + window { monitor.wait() }
        guard !stopping, next < count else { return nil }
        defer { next += 1 }
        return next
      }
      guard let index else { return }
      let outcome: Swift.Result<Result, Error>
      do { outcome = .success(try body(&worker, index)) } catch { outcome = .failure(error) }
      monitor.locked {
        slots[index] = outcome
        // Indices are handed out in order, so every index below a failed one has been taken and
        // the consumer meets the lowest failure first.
        if case .failure = outcome { stopping = true }
        monitor.broadcast()
      }
    }
  }

  /// The consumer: waits for result `i` and frees its slot.
  func take(_ i: Int) throws -> Result {
    let outcome: Swift.Result<Result, Error> = monitor.locked {
      while true {
        if let outcome = slots[i] {
          slots[i] = nil
          return outcome
        }
        monitor.wait()
      }
    }
    return try outcome.get()
  }

  /// The consumer is done with result `i`: one more index may be handed out.
  func consumed(_ i: Int) {
    monitor.locked {
      consumed = i + 1
      monitor.broadcast()
    }
  }

  /// Lets every worker finish its current index and leave.
  func stop() {
    monitor.locked {
      stopping = true
      monitor.broadcast()
    }
  }
}

/// A mutex with one condition variable.
/// `@unchecked Sendable`: a pthread mutex and condition, made to be shared between threads.
package final class Monitor: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  package func locked<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Only inside `locked`.
  func wait() { pthread_cond_wait(condition, mutex) }
  func broadcast() { pthread_cond_broadcast(condition) }
}

/// A joinable POSIX thread running a closure. Frame workers are threads of their own rather than
/// Dispatch work items: they block on the stream's window, which must not starve a shared pool.
final class WorkerThread {
  private var thread = pthread_t()

  struct StartFailure: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "cannot start a worker thread (\(String(cString: strerror(code))))" }
  }

  init(_ body: @escaping () -> Void) throws(StartFailure) {
    let box = Unmanaged.passRetained(ThreadBody(run: body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    // Cairo and Pango need little stack; 8 MiB matches the main thread's.
    pthread_attr_setstacksize(&attributes, 8 << 20)
    let status = pthread_create(
      &thread, &attributes,
      { raw in
        // pthread hands back the argument it was given: the retained box, never NULL.
        guard let raw else { return nil }
        let box = Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue()
        box.run()
        return nil
      }, box)
    pthread_attr_destroy(&attributes)
    if status != 0 {
      Unmanaged<ThreadBody>.fromOpaque(box).release()
      throw StartFailure(code: status)
    }
  }

  func join() { pthread_join(thread, nil) }
}

/// A worker's closure, passed through pthread_create's context pointer.
private final class ThreadBody {
  let run: () -> Void
  init(run: @escaping () -> Void) { self.run = run }
}
