import Glibc
import TabFramesRender
import Testing

@testable import TabFramesOutput

// The frame pool under every render: results in order whatever the threads, bounded memory, the
// lowest failing index reported, and no thread left behind when the consumer fails.

private struct Failure: Error, Equatable {
  var index: Int
}

/// A few microseconds of uneven work, so that threads finish out of order.
private func jitter(_ i: Int) {
  usleep(useconds_t((i * 7919) % 5 * 200))
}

@Test(arguments: [(1, 1), (2, 3), (3, 100), (7, 2)])
func resultsArriveInIndexOrder(jobs: Int, window: Int) throws {
  var seen: [Int] = []
  try parallelStream(count: 40, jobs: jobs, window: window, makeWorker: { 0 }) { calls, i in
    calls += 1
    jitter(i)
    return i * i
  } consume: { i, square in
    #expect(square == i * i)
    seen.append(i)
  }
  #expect(seen == Array(0..<40))
  #expect(
    try parallelMap(count: 25, jobs: jobs, makeWorker: { () }) { _, i in
      jitter(i); return i + 1
    } == Array(1...25))
  #expect(try parallelMap(count: 0, jobs: jobs, makeWorker: { () }) { _, i in i }.isEmpty)
}

@Test func noMoreThanTheWindowIsInFlight() throws {
  let monitor = Monitor()
  nonisolated(unsafe) var started = 0
  var consumed = 0
  nonisolated(unsafe) var worst = 0
  try parallelStream(count: 60, jobs: 3, window: 4, makeWorker: { () }) { _, i in
    monitor.locked {
      started += 1
      worst = max(worst, started - consumed)
    }
    jitter(i)
    return i
  } consume: { _, _ in
    monitor.locked { consumed += 1 }
    usleep(300)  // a slow consumer, so workers run ahead until the window stops them
  }
  #expect(worst <= 4)
  #expect(worst >= 2, "the workers did run ahead of the consumer")
}

@Test func theLowestFailingIndexIsReportedWhateverTheScheduling() {
  for _ in 0..<20 {
    var consumed: [Int] = []
    #expect(throws: Failure(index: 5)) {
      try parallelStream(count: 30, jobs: 3, window: 8, makeWorker: { () }) { _, i in
        // Index 9 fails fast and index 5 slowly: 9 fails first in time, 5 must still win.
        if i == 9 { throw Failure(index: 9) }
        if i == 5 {
          usleep(2000)
          throw Failure(index: 5)
        }
        return i
      } consume: { i, _ in
        consumed.append(i)
      }
    }
    #expect(consumed == [0, 1, 2, 3, 4])
  }
}

@Test func aFailingConsumerStopsTheWorkers() {
  let monitor = Monitor()
  nonisolated(unsafe) var calls = 0
  #expect(throws: Failure(index: 3)) {
    try parallelStream(count: 10_000, jobs: 2, window: 6, makeWorker: { () }) { _, i in
      monitor.locked { calls += 1 }
      return i
    } consume: { i, _ in
      if i == 3 { throw Failure(index: 3) }
    }
  }
  // Returning means every worker was joined; the window kept them from running far ahead.
  #expect(monitor.locked { calls } <= 3 + 6 + 2)
}

@Test func eachWorkerKeepsItsOwnStateForTheWholeRun() throws {
  // Workers are made once per thread, not once per index: the counts add up to the indices.
  let monitor = Monitor()
  nonisolated(unsafe) var made = 0
  final class Tally { var count = 0 }
  var total = 0
  try parallelStream(
    count: 50, jobs: 2, window: 10,
    makeWorker: { () -> Tally in
      monitor.locked { made += 1 }
      return Tally()
    }
  ) { tally, i in
    tally.count += 1
    return tally.count
  } consume: { _, count in
    total = max(total, count)
  }
  #expect(made == 2)
  #expect(total >= 25, "one worker did at least half of the 50 indices with the same state")
}

/// The frames APNG workers share: each taken once by the frame after it, the newest kept.
@Test func recentImagesHandEachFrameToTheNextOnce() {
  func image(_ v: UInt8) -> RGBAImage { RGBAImage(width: 1, height: 1, pixels: [v, v, v, 255]) }
  let recent = RecentImages(capacity: 2)
  recent.put(0, image(0))
  recent.put(1, image(1))
  #expect(recent.take(0) == image(0))
  #expect(recent.take(0) == nil, "taken once")
  recent.put(2, image(2))
  recent.put(3, image(3))  // three kept would pass capacity: the oldest, 1, goes
  #expect(recent.take(1) == nil)
  #expect(recent.take(3) == image(3) && recent.take(2) == image(2))
}
