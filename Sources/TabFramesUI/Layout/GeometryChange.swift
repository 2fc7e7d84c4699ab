import Foundation

extension View {
  /// iOS 18's `onGeometryChange(for:of:action:)` (back to iOS 16): `action` is called with what
  /// `transform` reads of the view's geometry when the view appears and whenever it changes —
  /// a `GeometryReader` behind the view, as SwiftUI's documentation describes the equivalent.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    modifier(_GeometryChangeModifier(transform: transform, initial: true) { _, new in action(new) })
  }

  /// The form whose action is given the old and the new value.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    modifier(_GeometryChangeModifier(transform: transform, initial: false, action: action))
  }
}

/// The reader behind the view, built where views are built (on the main actor): the modifier is
/// made in a nonisolated context, as SwiftUI's modifiers are, and a `GeometryReader` is not.
nonisolated struct _GeometryChangeModifier<T: Equatable & Sendable>: ViewModifier {
  let transform: @Sendable (GeometryProxy) -> T
  /// Whether the action runs when the view appears, with the first value as old and new.
  let initial: Bool
  let action: (T, T) -> Void

  @MainActor func body(content: Content) -> some View {
    content.background(
      GeometryReader { proxy in
        let value = transform(proxy)
        Color.clear
          .onAppear { if initial { action(value, value) } }
          .onChange(of: value) { old, new in action(old, new) }
      })
  }
}
