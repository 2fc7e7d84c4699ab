import Foundation

/// SwiftUI's `@Namespace`: an identity for `matchedGeometryEffect` ids, kept by the view's
/// identity as state is.
@propertyWrapper
public struct Namespace: _DynamicProperty {
  public struct ID: Hashable, Sendable {
    let value: Int
  }
  private let location = StateLocation<Int>(0)

  public init() {}

  public var wrappedValue: ID { ID(value: location.value) }

  public func _link(_ link: _PropertyLink) {
    guard let store = link.store else { return }
    location.link(store, key: link.key)
    if location.value == 0 { location.setQuietly(store.newNamespace()) }
  }
}

/// Which part of the geometry `matchedGeometryEffect` matches (the frame's position and size).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `matchedGeometryEffect`. A source (the default) shares its identity with every other source
/// of the id: one view inserted under one branch and removed from another moves from the old
/// frame to the new one while the two copies cross-fade (docs/FIDELITY.md §4). A follower
/// (`isSource: false`) takes the geometry of the source of its id as a frame and an offset would
/// give it: it is proposed the source's size and takes it (`.size`), and is moved so that its
/// anchor lies on the source's (`.position`); without a source it keeps its own geometry. The
/// follower keeps its own identity, so a new source (a new selection) animates it there.
nonisolated struct _MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
  let key: String
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    if !isSource { context.record.hasMatchFollowers = true }
    return [
      MatchedNode(
        child: single(content, context), key: key, properties: properties, anchor: anchor, record: isSource ? nil : context.record)
    ]
  }
}

final class MatchedNode: WrapperNode, @unchecked Sendable {
  let key: String
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  /// A follower's build record, where the layout's first pass leaves its source's frame (kept
  /// there by key, not here: a GeometryReader builds its content, followers included, anew at
  /// each placement).
  let record: BuildRecord?
  var isSource: Bool { record == nil }
  /// A follower's source frame, in canvas coordinates.
  var target: CGRect? { record?.matchTargets[key] }

  init(child: LayoutNode, key: String, properties: MatchedGeometryProperties, anchor: UnitPoint, record: BuildRecord?) {
    self.key = key
    self.properties = properties
    self.anchor = anchor
    self.record = record
    super.init(child: child, id: key)
  }

  /// Claims both, more than a follower reads (its source's size; the caches are emptied before
  /// each pass, so a source that moved is never answered from the pass before).
  override var readsProposal: ProposalDependence { .both }

  /// The size a follower's parent sees: the source's, as `.frame(width:height:)` would report.
  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    guard let target, properties.contains(.size) else { return child.sizeThatFits(proposal, in: pass) }
    return target.size
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    guard let target else { return child.place(in: bounds, proposal: proposal, pass: pass) }
    var box = bounds
    if properties.contains(.position) {
      box.origin.x += (target.minX + anchor.x * target.width) - (box.minX + anchor.x * box.width)
      box.origin.y += (target.minY + anchor.y * target.height) - (box.minY + anchor.y * box.height)
    }
    guard properties.contains(.size) else { return child.place(in: box, proposal: proposal, pass: pass) }
    // The content is proposed the source's size and centred in it, as in a fixed frame.
    let p = ProposedViewSize(box.size)
    let size = child.sizeThatFits(p, in: pass)
    child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: box), size: size), proposal: p, pass: pass)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    guard isSource else { return child.collectLeaves(into: &leaves) }
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    let count = leaves.count - start
    for i in start..<leaves.count {
      // The matched id is its identity, whatever identifiers inside called it.
      leaves[i].id = count == 1 ? key : "\(key).\(i - start)"
      leaves[i].identity = nil
      leaves[i].crossFadesOnMove = true
    }
  }

  /// Records, for each follower below `root`, its source's frame as last placed; returns whether
  /// any follower's target changed (the tree is then laid out again). Several sources of one id
  /// are undefined in SwiftUI, which warns; the first in view order is taken, with a warning.
  @MainActor
  static func matchFollowers(below root: LayoutNode, record: BuildRecord, warn: (String) -> Void) -> Bool {
    var sources: [String: CGRect] = [:]
    var followed: Set<String> = []
    func visit(_ node: LayoutNode) {
      if let m = node as? MatchedNode {
        if !m.isSource {
          followed.insert(m.key)
        } else if sources[m.key] == nil {
          sources[m.key] = m.frame
        } else {
          warn("several views in matched geometry group \(m.key) have isSource: true; the first is taken")
        }
      }
      node.forEachChild(visit)
    }
    visit(root)
    var targets: [String: CGRect] = [:]
    for key in followed { targets[key] = sources[key] }
    guard targets != record.matchTargets else { return false }
    record.matchTargets = targets
    return true
  }
}

extension View {
  /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryModifier(
        key: "matched.\(namespace.value).\(id)", properties: properties, anchor: anchor, isSource: isSource))
  }
}
