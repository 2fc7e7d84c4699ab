import Foundation

/// `onChange(of:)`: the action runs after the update in which the value changed (never for the
/// first value, unless `initial`), outside any transaction: what it changes is not animated
/// unless it says so itself.
nonisolated struct _OnChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: @MainActor (V, V) -> Void

  @MainActor func body(content: Content) -> Never { fatalError("laid out directly") }

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    if let store = context.store {
      let key = context.path + "#onChange"
      let old = store.lastValue(at: key) as? V
      let (value, action) = (value, action)
      if store.valueChanged(value, at: key), let old {
        store.afterUpdate { action(old, value) }
      } else if old == nil, initial {
        store.afterUpdate { action(value, value) }
      }
    }
    return content(context)
  }
}

/// `onAppear`: the action runs after the update in which the view first appears.
nonisolated struct _OnAppearModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor () -> Void

  @MainActor func body(content: Content) -> Never { fatalError("laid out directly") }

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    if let store = context.store, store.appears(at: context.path + "#onAppear") {
      let action = action
      store.afterUpdate { action() }
    }
    return content(context)
  }
}

/// `onDisappear`: the action runs after the update in which the view is no longer there.
nonisolated struct _OnDisappearModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor () -> Void

  @MainActor func body(content: Content) -> Never { fatalError("laid out directly") }

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    context.store?.onDisappear(at: context.path + "#onDisappear", action)
    return content(context)
  }
}

extension View {
  nonisolated public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_OnDisappearModifier(action: action ?? {}))
  }

  /// iOS 17's form: the old and new values.
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void)
    -> some View
  {
    modifier(_OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// iOS 17's form with no arguments.
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View
  {
    modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// iOS 14's form: the new value (deprecated in iOS 17, still what most tab bars use).
  @_disfavoredOverload
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
    modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_OnAppearModifier(action: action ?? {}))
  }
}
