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

/// `matchedGeometryEffect` with a source (the common pattern: one view, inserted under one
/// branch and removed from another, with the same id): the views share one identity, so the
/// drawing moves from the old frame to the new one while the two copies cross-fade
/// (FIDELITY.md §4).
struct _MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
  let key: String

  func body(content: Content) -> Never { fatalError("laid out directly") }

  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [MatchedNode(child: single(content, context), id: key)]
  }
}

final class MatchedNode: WrapperNode {
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    let count = leaves.count - start
    for i in start..<leaves.count {
      leaves[i].id = count == 1 ? id : "\(id).\(i - start)"
      leaves[i].crossFadesOnMove = true
    }
  }
}

extension View {
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(_MatchedGeometryModifier(key: "matched.\(namespace.value).\(id)"))
  }
}
