/// The dimensions of a proposal that a node's size depends on. Most sizes depend on fewer than
/// both: a text its proposal does not make wrap reads only the width, a fixed frame neither, and
/// a stack or padding only what its children's sizes depend on. The size cache then answers every
/// proposal that agrees on those dimensions: a grid's cells, asked for the same widths by a row
/// at each of four heights (its smallest, largest, share and placed height), are worked out once
/// a width instead of once a width and height. Exact: a dimension a size does not depend on
/// cannot change it.
///
/// A node's answer depends on the dimensions its own arithmetic reads (`readsProposal`), and on
/// those its children's answers depend on, wherever it hands that dimension on to them (a stack
/// passes its width to each child of a VStack and shares its height among them) unless it proposes
/// a length of its own there (`cutsProposal`: a fixed frame). A node reads both unless it says
/// otherwise, which is always right; a plain wrapper (a modifier that sizes as its child) says it
/// reads nothing, so a wrapper that works out a size of its own must say what it reads. Baselines
/// are asked outside this accounting: a size that depends on children's baselines (a stack
/// aligned by them) reads both.
///
/// Tests check the claims (`sizeCacheSharing`): played with every answer cached for its own
/// proposal alone, the frames must be the same; and in `.verified` every shared answer is worked
/// out again for the proposal asked, which finds a false claim at the node that makes it.
struct ProposalDependence: OptionSet {
  let rawValue: UInt8
  static let width = ProposalDependence(rawValue: 1)
  static let height = ProposalDependence(rawValue: 2)
  static let both: ProposalDependence = [.width, .height]
}

/// How the size cache uses dependence: tests compare layouts with and without it.
package enum SizeCacheSharing {
  /// An answer serves every proposal that agrees on the dimensions it depends on.
  case shared
  /// Every answer is cached for its exact proposal only.
  case exact
  /// As `shared`, and every answer served for another proposal is worked out again for it: a
  /// difference goes to `sizeCacheMismatches` (debug builds, which the tests are).
  case verified
}

// `nonisolated(unsafe)`: set by tests and benchmarks between layouts, on the main actor; each
// layout reads it once, as it begins (`LayoutPass.cacheSharing`).
nonisolated(unsafe) package var sizeCacheSharing = SizeCacheSharing.shared

/// The shared answers that `.verified` found wrong: node, proposal, fresh and shared sizes.
/// `nonisolated(unsafe)`: written during layout, on the main actor only.
nonisolated(unsafe) package var sizeCacheMismatches: [String] = []
