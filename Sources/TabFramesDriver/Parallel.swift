import Dispatch
import Foundation

/// Runs `body` for indices 0..<count on `jobs` threads, each with its own worker state, and
/// returns the results in index order, so output never depends on the number of jobs.
/// Indices are handed out one at a time, so a slow frame does not hold up a whole stripe.
func parallelMap<Worker, Result>(
  count: Int, jobs: Int, makeWorker: () -> Worker, _ body: @escaping (inout Worker, Int) throws -> Result
) throws -> [Result] {
  let threads = max(1, min(jobs, count))
  let state = ParallelState<Worker, Result>(count: count, workers: (0..<threads).map { _ in makeWorker() }, body: body)
  DispatchQueue.concurrentPerform(iterations: threads) { thread in state.run(thread: thread) }
  return try state.collect()
}

/// The shared bookkeeping of one `parallelMap`: guarded by its lock, except each result slot and
/// each worker, which only one thread touches.
private final class ParallelState<Worker, Result>: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result?]
  private var workers: [Worker]
  private var next = 0
  private var firstError: (index: Int, error: Error)?
  private let body: (inout Worker, Int) throws -> Result

  init(count: Int, workers: [Worker], body: @escaping (inout Worker, Int) throws -> Result) {
    results = Array(repeating: nil, count: count)
    self.workers = workers
    self.body = body
  }

  func run(thread: Int) {
    var worker = lock.withLock { workers[thread] }
    while true {
      let i: Int? = lock.withLock {
        guard firstError == nil, next < results.count else { return nil }
        defer { next += 1 }
        return next
      }
      guard let i else { break }
      do {
        let r = try body(&worker, i)
        lock.withLock { results[i] = r }
      } catch {
        lock.withLock {
          // Report the error of the lowest index, so the message does not depend on scheduling.
          if firstError == nil || i < firstError!.index { firstError = (i, error) }
        }
      }
    }
  }

  func collect() throws -> [Result] {
    if let firstError { throw firstError.error }
    return results.map { $0! }
  }
}
