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

extension View {
  /// iOS 18's `onScrollVisibilityChange(threshold:_:)`: `action` is called with `true` when more
  /// than `threshold` of the view (by area) comes into the nearest scroll view's visible area —
  /// as it appears, if it is shown then — and with `false` when it goes out again. A view in no
  /// scroll view counts as shown. (Apple documents the crossing, not the first call; the call on
  /// appearing is what its own examples, a video that plays when shown, need.)
  nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    modifier(
      _GeometryChangeModifier(
        transform: { proxy in
          let shown = proxy.visibleFraction
          return shown > min(max(threshold, 0), 1) || shown == 1
        }, initial: true
      ) { old, new in
        // On appearing (old == new) only a shown view is reported: it starts out hidden.
        if old != new || new { action(new) }
      })
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
