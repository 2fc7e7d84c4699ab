import FoundationEssentials

/// What the record mode and CI make of a check: which references are written, and what the
/// message tells the user to do next.
struct RecordPolicy {
  let mode: RecordMode
  /// Under CI a missing reference fails instead of being recorded.
  let isCI: Bool
  /// What to run to accept a change.
  let acceptHint: String
  /// What to run to record a missing reference.
  let recordHint: String

  /// Every reference is written and nothing compared (the check fails all the same).
  var recordsEverything: Bool { mode == .all }
  /// A missing reference is recorded: not under CI, nor in `.never`.
  var recordsMissing: Bool { !(isCI || mode == .never) }
  /// A reference that differs is written again.
  var recordsFailed: Bool { mode == .failed }

  func recordedEverything(_ pending: [PendingReference]) -> String {
    "recorded \(pending.filter { !$0.removes }.map(\.url.path).joined(separator: ", ")) (record mode all); turn recording off and run again to compare"
  }

  func missing(_ url: URL) -> String {
    "no reference at \(url.path)\(isCI ? " (CI is set, so a missing reference is not recorded)" : ""); record it with \(recordHint) and look at it before committing"
  }

  func recordedMissing(_ url: URL) -> String { "recorded a new reference at \(url.path); look at it, commit it, and run again" }

  func missingLayout(_ url: URL) -> String { "no layout reference at \(url.path); record it with \(recordHint)" }

  func recordedMissingLayout(_ url: URL) -> String {
    "recorded a new layout reference at \(url.path); look at it, commit it, and run again"
  }

  /// The end of a failure's message: what was recorded, or how to accept the change.
  var afterDifference: String {
    if recordsFailed { return " Recorded the new reference (record mode failed)." }
    return isCI
      ? " If the change is intended, run \(acceptHint) and commit the new reference." : " If the change is intended: \(acceptHint)."
  }
}
