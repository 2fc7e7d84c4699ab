import Synchronization

/// Process-wide bookkeeping of the assertions in this run: the count of unnamed assertions per
/// test, and which test asserted each reference path, so that two assertions that would write
/// one reference fail loudly instead of overwriting or passing against each other's image.
///
/// Both are kept for the whole process. A test run twice in one process (Swift Testing's
/// repetitions) would count on and claim its paths again, and so fail, loudly, on the second run:
/// Testing 6.3 offers no public way to tell a new run of a case from the same one.
enum SnapshotRegistry {
  private struct State {
    var counters: [String: Int] = [:]
    var owners: [String: String] = [:]
  }
  private static let state = Mutex(State())

  /// 1 for the first unnamed assertion at `key`, then 2, 3, …
  static func nextNumber(_ key: String) -> Int {
    state.withLock { state in
      let next = state.counters[key, default: 0] + 1
      state.counters[key] = next
      return next
    }
  }

  /// Claims a reference path (without extension) for `owner`; returns who claimed it first when
  /// it is taken already (possibly the same test, asserting one name twice).
  static func claim(_ path: String, by owner: String) -> String? {
    state.withLock { state in
      if let first = state.owners[path] { return first }
      state.owners[path] = owner
      return nil
    }
  }
}
