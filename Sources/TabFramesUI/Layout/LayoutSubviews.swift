import Foundation

/// SwiftUI's `LayoutSubviews`: the proxies of a layout's subviews, in view order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  /// `nonisolated(unsafe)`: the owner is a layout node, reached only while it lays out (on the
  /// main actor); the nodes are Sendable already.
  nonisolated(unsafe) let owner: (any PlacementRecording)?
  let nodes: [LayoutNode]
  /// The layout the subviews are asked in.
  let pass: LayoutPass
  /// Where in the owner's subviews this collection starts (a slice keeps its indices).
  public let startIndex: Int
  public let endIndex: Int

  init(owner: (any PlacementRecording)?, nodes: [LayoutNode], pass: LayoutPass, range: Range<Int>? = nil) {
    self.owner = owner
    self.nodes = nodes
    self.pass = pass
    startIndex = range?.lowerBound ?? 0
    endIndex = range?.upperBound ?? nodes.count
  }

  public subscript(index: Int) -> LayoutSubview { LayoutSubview(owner: owner, node: nodes[index], index: index, pass: pass) }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(owner: owner, nodes: nodes, pass: pass, range: bounds) }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
    a.startIndex == b.startIndex && a.endIndex == b.endIndex
      && zip(a.nodes[a.startIndex..<a.endIndex], b.nodes[b.startIndex..<b.endIndex]).allSatisfy { $0 === $1 }
  }

  /// The subviews' explicit values for a guide where `place` puts them, merged as SwiftUI's
  /// containers merge them (`Layout`'s default `explicitAlignment`).
  func mergedGuide(_ key: AlignmentKey, place: () -> Void) -> CGFloat? {
    guard key.passesThroughContainers, let owner else { return nil }
    let placed = owner.placements(place)
    var values: [CGFloat] = []
    for i in indices {
      guard placed.indices.contains(i), let (rect, proposal) = placed[i], let v = nodes[i].explicitGuide(key, proposal, in: pass) else {
        continue
      }
      // In the coordinates of the bounds the layout placed them in.
      values.append(v + (key.axis == .vertical ? rect.minY : rect.minX))
    }
    return key.merged(values)
  }

}

/// SwiftUI's `LayoutSubview`: one subview, asked for its sizes and placed.
public struct LayoutSubview: Equatable, Sendable {
  // `nonisolated(unsafe)`: as `LayoutSubviews.owner`, reached only while its node lays out, on the main actor.
  nonisolated(unsafe) let owner: (any PlacementRecording)?
  let node: LayoutNode
  let index: Int
  let pass: LayoutPass

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal, in: pass) }

  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: node.sizeThatFits(proposal, in: pass), node: node, proposal: proposal, pass: pass)
  }

  public var priority: Double { node.layoutPriority }

  public var spacing: ViewSpacing { ViewSpacing(node: node) }

  /// Puts the subview's `anchor` at `position`, sized for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = node.sizeThatFits(proposal, in: pass)
    let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    owner?.record(index, CGRect(origin: origin, size: size), proposal)
  }

  /// The value the subview's `layoutValue(key:value:)` set, else the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.layoutValue(key) }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// SwiftUI's `LayoutValueKey`: a value a view hands its layout container.
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)` on a view: its layout container reads it from the subview.
final class LayoutValueNode: WrapperNode, @unchecked Sendable {
  let values: [ObjectIdentifier: Any]
  init(child: LayoutNode, values: [ObjectIdentifier: Any]) {
    self.values = values
    super.init(child: child, id: child.id)
    implicitTag = child.implicitTag
  }
}

nonisolated struct _LayoutValueModifier: ViewModifier, PrimitiveModifier {
  let key: ObjectIdentifier
  // `nonisolated(unsafe)`: the value is read by a layout on the main actor only.
  nonisolated(unsafe) let value: Any

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    content(context).map { node in
      var values = (node as? LayoutValueNode)?.values ?? [:]
      // The innermost value for a key wins, as an environment value set closer does.
      if values[key] == nil { values[key] = value }
      return LayoutValueNode(child: (node as? LayoutValueNode)?.child ?? node, values: values)
    }
  }
}

extension View {
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
  }
}

/// SwiftUI's `ViewSpacing`: the space a view prefers beside its neighbours, edge by edge.
public struct ViewSpacing: Sendable {
  /// The views whose spacing this holds on each edge (top, leading, bottom, trailing); none: the
  /// edge prefers no space.
  var edges: [[LayoutNode]] = [[], [], [], []]

  public static let zero = ViewSpacing()
  public init() {}

  init(node: LayoutNode) { edges = [[node], [node], [node], [node]] }

  public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
    for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
      edges[Int(edge.rawValue)] += other.edges[Int(edge.rawValue)]
    }
  }

  public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
    var u = self
    u.formUnion(other, edges: set)
    return u
  }

  /// The space between this view and the next one along `axis`: what a stack would put between
  /// them (8 pt, none beside a Spacer, text spacing vertically beside text); none where either
  /// edge prefers none.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = edges[Int((axis == .horizontal ? Edge.trailing : Edge.bottom).rawValue)]
    let theirs = next.edges[Int((axis == .horizontal ? Edge.leading : Edge.top).rawValue)]
    var distance: CGFloat = 0
    for a in mine {
      for b in theirs { distance = max(distance, _StackLayout.gap(a, b, axis: axis, spacing: nil, scale: 3)) }
    }
    return distance
  }
}
