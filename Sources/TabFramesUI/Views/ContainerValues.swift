import Foundation

/// iOS 18's container values: what a view tells the container it is a subview of
/// (`containerValue(_:_:)`), read by that container from the subview (`subview.containerValues`).
/// Unlike the environment, a value goes up, and only as far as the nearest container that reads
/// its content's subviews: a custom container made with `Group(subviews:)` or
/// `ForEach(subviews:)`. Declared as environment values are, with `@Entry` in an extension of
/// `ContainerValues`, or with a `ContainerValueKey`.
public protocol ContainerValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The container values a subview carries, by key (each key's default where none was set).
public struct ContainerValues {
  var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
    get {
      // Unwrapped first: a missing value cast to an optional type would be `.some(nil)`.
      guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
      return stored as? K.Value ?? K.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

}

/// `containerValue(_:_:)`: sets a value the container of the view reads. Changes nothing of the
/// view itself.
nonisolated struct _ContainerValueModifier: ViewModifier, PrimitiveModifier {
  let set: (inout ContainerValues) -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    content(context)
  }
}

extension View {
  /// Sets a container value for the view: the container it is a subview of reads it from the
  /// subview (`subview.containerValues`). On a `Group` or a `ForEach`, it is set on each of the
  /// subviews they stand for.
  nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    // `nonisolated(unsafe)`: the value is only written into a subview's container values, while
    // views are built on the main actor; SwiftUI's signature does not ask it to be Sendable.
    nonisolated(unsafe) let value = value
    return modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
  }
}

/// A view with modifiers is one subview, with the container values set inside it; a
/// `containerValue` on a `Group` or a `ForEach` is set on each of the subviews they stand for (the
/// outermost of two on the same key wins, as the last one written).
extension ModifiedContent: _SubviewListing where Content: View, Modifier: ViewModifier {
  @MainActor func listSubviews() -> [SubviewMember] {
    guard let writer = modifier as? _ContainerValueModifier else {
      // The modified view is one subview; the container values set inside it are its own.
      let inner = TabFramesUI.listSubviews(content)
      var member = SubviewMember(view: self)
      if inner.count == 1, let only = inner.first { member.containerValues = only.containerValues }
      return [member]
    }
    return TabFramesUI.listSubviews(content).map { member in
      var member = member
      writer.set(&member.containerValues)
      return member
    }
  }
}
