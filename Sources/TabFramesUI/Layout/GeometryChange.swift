import Foundation

extension View {
  /// iOS 18's `onGeometryChange(for:of:action:)` (back to iOS 16): `action` is called with what
  /// `transform` reads of the view's geometry when the view appears and whenever it changes —
  /// a `GeometryReader` behind the view, as SwiftUI's documentation describes the equivalent.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    let action = mainActorAction1(action)
    return background(
      GeometryReader { proxy in
        let value = transform(proxy)
        Color.clear.onAppear { action(value) }.onChange(of: value) { _, new in action(new) }
      })
  }

  /// The form whose action is given the old and the new value.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    let action = mainActorAction2(action)
    return background(
      GeometryReader { proxy in
        let value = transform(proxy)
        Color.clear.onChange(of: value) { old, new in action(old, new) }
      })
  }
}

/// SwiftUI's `EquatableView`: a view redrawn only when it is not equal to what it was. A stage
/// builds every view again at each update and draws what comes out, the same either way.
public struct EquatableView<Content: View & Equatable>: View {
  public var content: Content
  public init(content: Content) { self.content = content }
  public var body: some View { content }
}

extension View where Self: Equatable {
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
