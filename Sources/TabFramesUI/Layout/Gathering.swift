import Foundation

/// What one walk over a laid-out tree gathers (`LayoutNode.gather`): the problems found while
/// building, the tap and drag handlers, the preferences, the views `scrollTo` can find, and what
/// VoiceOver reads. Each kind is gathered only when asked for (a list that is nil is not), so a
/// tap walks the tree once for its targets, and a caller that needs several kinds gathers them in
/// the same walk. A node overrides `gather` once, for every kind it adds to or changes; what it
/// draws is `collectLeaves`, the renderer's own walk.
struct Gathering {
  struct Kinds: OptionSet {
    let rawValue: UInt8
    static let errors = Kinds(rawValue: 1)
    static let taps = Kinds(rawValue: 2)
    static let drags = Kinds(rawValue: 4)
    static let preferences = Kinds(rawValue: 8)
    static let scrollTargets = Kinds(rawValue: 16)
    static let accessibility = Kinds(rawValue: 32)
    /// What touches reach: a view that takes none (`allowsHitTesting(false)`, opacity 0) hides
    /// the handlers inside it.
    static let touches: Kinds = [.taps, .drags]
    static let all: Kinds = [.errors, .taps, .drags, .preferences, .scrollTargets, .accessibility]
  }

  /// Problems found while building or laying out (a view tree too deep).
  var errors: [String]?
  /// The tap handlers, back to front.
  var taps: [TapTarget]?
  /// The drag handlers, back to front.
  var drags: [DragTarget]?
  /// The preferences set so far among the current node's siblings, in view order (merged by each
  /// key's reduce).
  var preferences: PreferenceValues?
  /// The views with ids (for `scrollTo`), in canvas coordinates.
  var scrollTargets: [AnyHashable: CGRect]?
  /// What VoiceOver reads, in the order the views are written (Accessibility.swift).
  var accessibility: [AccessibilityItem]?
  /// The named coordinate spaces around the node being walked: their origins, by name (a drag
  /// reports its locations in one).
  var spaces: [AnyHashable: CGPoint] = [:]

  init(_ kinds: Kinds) {
    if kinds.contains(.errors) { errors = [] }
    if kinds.contains(.taps) { taps = [] }
    if kinds.contains(.drags) { drags = [] }
    if kinds.contains(.preferences) { preferences = PreferenceValues() }
    if kinds.contains(.scrollTargets) { scrollTargets = [:] }
    if kinds.contains(.accessibility) { accessibility = [] }
  }

  /// Gathers from `child` and what is below it. Its preferences are reduced on their own, then
  /// merged after its earlier siblings', as SwiftUI combines sibling values.
  mutating func visit(_ child: LayoutNode) {
    guard let outer = preferences else { return child.gather(&self) }
    preferences = PreferenceValues()
    child.gather(&self)
    var merged = outer
    if let inner = preferences { merged.merge(inner) }
    preferences = merged
  }

  /// Runs `body` with `kinds` not gathered (a mask's drawing takes no touches and is not read).
  /// The lists set aside are moved out and back, not copied.
  mutating func skipping(_ kinds: Kinds, _ body: (inout Gathering) -> Void) {
    func setAside<T>(_ kind: Kinds, _ list: inout T?) -> T? {
      guard kinds.contains(kind) else { return nil }
      defer { list = nil }
      return list
    }
    let aside = (
      setAside(.errors, &errors), setAside(.taps, &taps), setAside(.drags, &drags), setAside(.preferences, &preferences),
      setAside(.scrollTargets, &scrollTargets), setAside(.accessibility, &accessibility)
    )
    body(&self)
    if kinds.contains(.errors) { errors = aside.0 }
    if kinds.contains(.taps) { taps = aside.1 }
    if kinds.contains(.drags) { drags = aside.2 }
    if kinds.contains(.preferences) { preferences = aside.3 }
    if kinds.contains(.scrollTargets) { scrollTargets = aside.4 }
    if kinds.contains(.accessibility) { accessibility = aside.5 }
  }

  /// Runs `body` with the preferences below gathered on their own, lets `adjust` change them (a
  /// `preference` modifier's value replaces those inside), and merges them after the siblings'.
  mutating func scopingPreferences(_ body: (inout Gathering) -> Void, then adjust: (inout PreferenceValues) -> Void) {
    guard let outer = preferences else { return body(&self) }
    preferences = PreferenceValues()
    body(&self)
    var inner = preferences ?? PreferenceValues()
    adjust(&inner)
    var merged = outer
    merged.merge(inner)
    preferences = merged
  }

  /// How many tap and drag handlers are gathered so far.
  var touchCounts: (taps: Int, drags: Int) { (taps?.count ?? 0, drags?.count ?? 0) }

  /// Moves the areas of the handlers gathered since `start` as `place` moves them (a scale, a
  /// mirror, a scroll view's clip around them).
  mutating func moveTouches(since start: (taps: Int, drags: Int), by place: (HitArea) -> HitArea) {
    if var list = taps {
      taps = nil
      for i in start.taps..<list.count { list[i].areas = list[i].areas.map(place) }
      taps = list
    }
    if var list = drags {
      drags = nil
      for i in start.drags..<list.count { list[i].areas = list[i].areas.map(place) }
      drags = list
    }
  }

  /// Runs `body`, then lets `edit` change what it added to a list (a modifier's labels on the
  /// tap targets inside, its accessibility edits on the items inside).
  mutating func editing<T>(
    _ list: WritableKeyPath<Gathering, [T]?>, _ body: (inout Gathering) -> Void, then edit: (inout [T]) -> Void
  ) {
    let start = self[keyPath: list]?.count ?? 0
    body(&self)
    guard var all = self[keyPath: list] else { return }
    self[keyPath: list] = nil
    var added = Array(all[start...])
    edit(&added)
    all.replaceSubrange(start..., with: added)
    self[keyPath: list] = all
  }
}

extension LayoutNode {
  /// The kinds asked for, gathered from this node and those below in one walk.
  final func gathered(_ kinds: Gathering.Kinds) -> Gathering {
    var g = Gathering(kinds)
    gather(&g)
    return g
  }
}
