import Foundation
import TabFramesValues

/// SwiftUI's `Animation`: a timing curve or a spring, with SwiftUI's defaults. What each means
/// on a given iOS (docs/FIDELITY.md §1–2) is resolved where frames are made.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  /// What it is, as the engine and scene files name it: the curve or spring, and any delay,
  /// speed and repetition, one value all the way down (nothing translates it).
  package let spec: AnimationSpec

  /// A spec as a view's animation: nil for `.none`, which animates nothing.
  package init?(_ spec: AnimationSpec) {
    if case .none = spec { return nil }
    self.spec = spec
  }
  init(_unchecked spec: AnimationSpec) { self.spec = spec }

  /// Its curve or spring, its delay (seconds, as played), its speed and its repetition: what
  /// `delay`, `speed`, `repeatCount` and `repeatForever` wrap it in, taken apart.
  private var parts: (base: AnimationSpec, repeats: (count: Int?, autoreverses: Bool)?, delay: Double, speed: Double) {
    var (inner, delay, speed) = (spec, 0.0, 1.0)
    if case .modified(let base, let d, let s) = spec { (inner, delay, speed) = (base, d, s) }
    if case .repeated(let base, let count, let autoreverses) = inner { return (base, (count, autoreverses), delay, speed) }
    return (inner, nil, delay, speed)
  }

  /// The parts put back together: repetition inside, delay and speed outside, and no wrapper that
  /// changes nothing (so `.easeIn.delay(0) == .easeIn`).
  private static func assemble(
    _ base: AnimationSpec, repeats: (count: Int?, autoreverses: Bool)?, delay: Double, speed: Double
  ) -> Animation {
    var spec = base
    if let repeats { spec = .repeated(spec, count: repeats.count, autoreverses: repeats.autoreverses) }
    if delay != 0 || speed != 1 { spec = .modified(spec, delay: delay, speed: speed) }
    return Animation(_unchecked: spec)
  }

  /// Starts `delay` seconds after the change.
  public func delay(_ delay: Double) -> Animation {
    let p = parts
    return Self.assemble(p.base, repeats: p.repeats, delay: p.delay + max(0, delay), speed: p.speed)
  }

  /// Runs `count` times, back and forth when `autoreverses`; a spring's run lasts until it rests.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    let p = parts
    return Self.assemble(p.base, repeats: (max(1, count), autoreverses), delay: p.delay, speed: p.speed)
  }

  /// Runs for ever: the view never settles, so a stage's render stops at its frame limit.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    let p = parts
    return Self.assemble(p.base, repeats: (nil, autoreverses), delay: p.delay, speed: p.speed)
  }

  /// Runs `speed` times as fast (its delay so far included).
  public func speed(_ speed: Double) -> Animation {
    guard speed > 0 else { return self }
    let p = parts
    return Self.assemble(p.base, repeats: p.repeats, delay: p.delay / speed, speed: p.speed * speed)
  }

  public var description: String { "\(parts.base)" }

  public static let `default` = Animation(_unchecked: .default)
  public static let linear = Animation(_unchecked: .linear(duration: 0.35))
  public static let easeIn = Animation(_unchecked: .easeIn(duration: 0.35))
  public static let easeOut = Animation(_unchecked: .easeOut(duration: 0.35))
  public static let easeInOut = Animation(_unchecked: .easeInOut(duration: 0.35))
  public static func linear(duration: Double) -> Animation { Animation(_unchecked: .linear(duration: duration)) }
  public static func easeIn(duration: Double) -> Animation { Animation(_unchecked: .easeIn(duration: duration)) }
  public static func easeOut(duration: Double) -> Animation { Animation(_unchecked: .easeOut(duration: duration)) }
  public static func easeInOut(duration: Double) -> Animation { Animation(_unchecked: .easeInOut(duration: duration)) }

  /// `spring()` is the era's: response 0.55, damping 0.825 before iOS 17; `spring(duration: 0.5,
  /// bounce: 0)` after.
  public static var spring: Animation { Animation(_unchecked: .spring(response: nil, dampingFraction: nil, blendDuration: nil)) }
  /// Parts left out take the era's `spring()` (so `.spring()` is the era's, as in SwiftUI).
  public static func spring(response: Double? = nil, dampingFraction: Double? = nil, blendDuration: Double? = nil) -> Animation {
    Animation(_unchecked: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }
  /// iOS 17's duration and bounce: `smooth` is bounce 0, `snappy` 0.15, `bouncy` 0.3.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(_unchecked: .smooth(duration: duration, extraBounce: bounce))
  }
  public static var interactiveSpring: Animation { Animation(_unchecked: .interactiveSpring) }
  /// `interactiveSpring()` is the era's (as `.interactiveSpring`: response 0.15, ζ 0.86 before
  /// iOS 17, duration 0.15 and bounce 0.15 after, blend 0.25); parts given take SwiftUI's
  /// defaults for the rest (0.15, 0.86, 0.25).
  public static func interactiveSpring(response: Double? = nil, dampingFraction: Double? = nil, blendDuration: Double? = nil)
    -> Animation
  {
    guard response != nil || dampingFraction != nil || blendDuration != nil else { return .interactiveSpring }
    return .spring(response: response ?? 0.15, dampingFraction: dampingFraction ?? 0.86, blendDuration: blendDuration ?? 0.25)
  }
  /// iOS 17's form: a spring of `duration` with bounce 0.15 plus `extraBounce`. (The blend, as
  /// in `spring(duration:bounce:blendDuration:)`, only matters to a spring retargeted within it.)
  @_disfavoredOverload
  public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
    Animation(_unchecked: .snappy(duration: duration, extraBounce: extraBounce))
  }
  public static var smooth: Animation { Animation(_unchecked: .smooth(duration: 0.5, extraBounce: 0)) }
  public static var snappy: Animation { Animation(_unchecked: .snappy(duration: 0.5, extraBounce: 0)) }
  public static var bouncy: Animation { Animation(_unchecked: .bouncy(duration: 0.5, extraBounce: 0)) }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(_unchecked: .smooth(duration: duration, extraBounce: extraBounce))
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(_unchecked: .snappy(duration: duration, extraBounce: extraBounce))
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(_unchecked: .bouncy(duration: duration, extraBounce: extraBounce))
  }
}

/// SwiftUI's `Transaction`: the context of a state change — chiefly the animation it runs with.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  /// What runs when the change's animations finish (`addAnimationCompletion`).
  package var completions: [AnimationCompletion] = []

  /// Runs `completion` when the animations of this transaction's changes have finished.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    completions.append(AnimationCompletion(completion))
  }

  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// The transaction a state write made now belongs to (`withAnimation`, `withTransaction`).
  @TaskLocal static var current: Transaction?
}

/// Runs `body` in a transaction with `animation`: the state it changes animates.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// iOS 17's form: `completion` runs when the animations the changes start have finished, outside
/// any transaction (so what it changes jumps, unless it animates itself). A stage runs it when
/// everything moving after the change has come to rest: SwiftUI's `.logicallyComplete` may come
/// a little before a spring rests, and an animation already running that ends later delays it.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// When an animation counts as finished for its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// One completion of a transaction, shared by every state change the transaction makes, so it
/// runs once. A stage runs it on the main actor, where it also reads and sets `seen` (a view's
/// code, which makes it, runs there too): that is what makes the unchecked `Sendable` hold.
package final class AnimationCompletion: @unchecked Sendable {
  package let run: () -> Void
  /// Whether the stage has scheduled it (once).
  package var seen = false
  init(_ run: @escaping () -> Void) { self.run = run }

  /// The completions of the transactions code ran in (`withTransaction`, `withAnimation`) while
  /// a stage plays, whether or not they changed anything: one that changed nothing runs at once,
  /// as SwiftUI's does. Each stage has its own; outside a stage there is none and nothing is
  /// kept (a completion made in a test of a body, say, never leaks into a later stage).
  /// `@unchecked Sendable`: the list is read and written under `lock` only.
  package final class Entered: @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [AnimationCompletion] = []
    package init() {}
    func add(_ new: [AnimationCompletion]) { lock.withLock { completions += new } }
    package func take() -> [AnimationCompletion] {
      lock.withLock {
        defer { completions = [] }
        return completions
      }
    }
  }
  @TaskLocal package static var entered: Entered?
}

@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  if !transaction.completions.isEmpty { AnimationCompletion.entered?.add(transaction.completions) }
  return try Transaction.$current.withValue(transaction, operation: body)
}

/// `.animation(_:value:)`: changes inside animate with `animation` when `value` changed in the
/// update, whatever the transaction; `.animation(_:)` (no value, deprecated in SwiftUI) on every
/// change. The innermost one wins. `nil` turns animation off inside.
nonisolated struct _AnimationModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: V?

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    // A modifier animates changes inside a view that was there before: in the build where it
    // appears, its view is being inserted, and the insertion is the transaction's (SwiftUI shows
    // a branch holding `.animation(.default)` at once when the change that inserts it is not
    // animated). With a value, the first build's value has not changed; without one (the
    // deprecated form), the modifier's first build applies nothing.
    var applies = true
    if let store = context.store {
      let key = context.path + "#animation"
      applies = value.map { store.valueChanged($0, at: key) } ?? !store.appears(at: key)
    }
    if applies { context.record.appliedAnimations[context.path] = .some(animation) }
    return [PinnedAnimationNode(child: single(content, context), id: context.path, animation: applies ? .some(animation) : nil)]
  }
}

final class PinnedAnimationNode: WrapperNode, @unchecked Sendable {
  /// nil: nothing pinned by this modifier in this update; .some(nil): no animation.
  let animation: Animation??
  init(child: LayoutNode, id: String, animation: Animation??) {
    self.animation = animation
    super.init(child: child, id: id)
  }
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    for i in start..<leaves.count { leaves[i].animationScopes.append(id) }
    guard let animation else { return }
    for i in start..<leaves.count where leaves[i].pinnedAnimation == nil { leaves[i].pinnedAnimation = .some(animation) }
  }
}

/// No value to compare: the deprecated form applies on every change.
private struct _NoValue: Equatable {}

extension View {
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_AnimationModifier(animation: animation, value: value))
  }

  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  nonisolated public func animation(_ animation: Animation?) -> some View { animationOnEveryChange(animation) }

  /// The deprecated `animation(_:)` under a name that does not warn: seed code that TabFrames
  /// runs itself (the fixed kind) uses that form, and TabFrames' own build shows no warning.
  nonisolated package func animationOnEveryChange(_ animation: Animation?) -> some View {
    modifier(_AnimationModifier<_NoValue>(animation: animation, value: nil))
  }

  /// iOS 17's scoped animation: changes of the modifiers in `body` animate with `animation`,
  /// whatever changed them (those of the view itself do not).
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    body(PlaceholderContentView(content: AnyView(self))).modifier(_AnimationModifier<_NoValue>(animation: animation, value: nil))
  }
}

/// `.transaction(_:)`: changes inside take the update's transaction as the closure leaves it
/// (`{ $0.animation = nil }` turns animation off inside). The outermost runs first.
nonisolated struct _TransactionModifier: ViewModifier, PrimitiveModifier {
  let transform: @Sendable (inout Transaction) -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [TransactionNode(child: single(content, context), id: context.path, transform: transform)]
  }
}
extension _TransactionModifier: DistributedModifier {}

final class TransactionNode: WrapperNode, @unchecked Sendable {
  let transform: @Sendable (inout Transaction) -> Void
  init(child: LayoutNode, id: String, transform: @escaping @Sendable (inout Transaction) -> Void) {
    self.transform = transform
    super.init(child: child, id: id)
  }
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    for i in start..<leaves.count { leaves[i].transactionTransforms.insert(transform, at: 0) }
  }
}

extension View {
  @preconcurrency nonisolated public func transaction(_ transform: @escaping @Sendable (inout Transaction) -> Void) -> some View {
    modifier(_TransactionModifier(transform: transform))
  }

  /// iOS 17: `transform` changes the transaction of an update in which `value` changed, for the
  /// views inside; other updates' transactions reach them as they are.
  @preconcurrency nonisolated public func transaction<V: Equatable>(
    value: V, _ transform: @escaping @Sendable (inout Transaction) -> Void
  ) -> some View {
    modifier(_ValueTransactionModifier(value: value, transform: transform))
  }
}

nonisolated struct _ValueTransactionModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let transform: @Sendable (inout Transaction) -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    // Built again by the update that changed the value, the node carries the transform for that
    // update's transaction; built by another, it does not.
    guard context.store?.valueChanged(value, at: context.path + "#transactionValue") == true else { return content(context) }
    return [TransactionNode(child: single(content, context), id: context.path, transform: transform)]
  }
}
extension _ValueTransactionModifier: DistributedModifier {}
