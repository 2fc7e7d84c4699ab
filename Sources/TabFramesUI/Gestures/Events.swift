import Combine
import Foundation

/// `onChange(of:)`: the action runs after the update in which the value changed (never for the
/// first value, unless `initial`), outside any transaction: what it changes is not animated
/// unless it says so itself.
nonisolated struct _OnChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: @MainActor (V, V) -> Void

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

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    context.store?.onDisappear(at: context.path + "#onDisappear", action)
    return content(context)
  }
}

/// `onReceive`: the view subscribes to the publisher when it appears and keeps that subscription
/// while it is there (the publisher a later build passes is not subscribed again: a timer a view
/// makes in its body goes on ticking); each value runs the latest action, as SwiftUI runs the
/// closure of the view's current body. In a stage, a `Timer.publish` timer ticks on the stage's
/// clock.
nonisolated struct _OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    if let store = context.store {
      let slot = store.slot(context.path + "#onReceive", initial: ReceiveSubscription<P.Output>())
      if let subscription = slot.value as? ReceiveSubscription<P.Output> {
        subscription.action = action
        if subscription.cancellable == nil {
          // Kept with the subscription, as SwiftUI keeps the modifier's publisher: an
          // autoconnected timer lives as long as its connection's holder.
          subscription.publisher = publisher
          subscription.cancellable = publisher.sink { [weak subscription] value in subscription?.action?(value) }
        }
      }
    }
    return content(context)
  }
}

/// A view's subscription, kept in the state store for as long as the view is built (released,
/// and so cancelled, when it is not).
final class ReceiveSubscription<Output> {
  var action: ((Output) -> Void)?
  var publisher: Any?
  var cancellable: AnyCancellable?
}

/// `task(priority:_:)` and `task(id:priority:_:)`: the task starts once the update in which the
/// view appears is done, runs its action (on the main actor, where the view's code is), and is
/// cancelled when the view is no longer there; with an `id`, a changed value cancels the running
/// task and starts a new one. In a stage its steps, sleeps and timers run on the stage's clock
/// (RunLoopCapture); outside a play (a layout taken once) no task starts.
nonisolated struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: @MainActor @Sendable () async -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    if let store = context.store, VirtualClock.current != nil {
      let key = context.path + "#task"
      let changed = store.valueChanged(id, at: key)
      if let running = store.slot(key, initial: ViewTask()).value as? ViewTask, !running.started || changed {
        running.started = true
        let (priority, action) = (priority, action)
        store.afterUpdate { running.start(priority: priority, action) }
      }
    }
    return content(context)
  }
}

/// A view's task, kept in the state store while the view is built: released when the view is
/// gone, which cancels the task.
final class ViewTask {
  var started = false
  private var task: Task<Void, Never>?

  @MainActor func start(priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void) {
    task?.cancel()
    task = Task(priority: priority) { await action() }
  }

  deinit { task?.cancel() }
}

extension View {
  nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(_OnReceiveModifier(publisher: publisher, action: action))
  }

  nonisolated public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: 0, priority: priority, action: action))
  }

  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }

  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_OnDisappearModifier(action: mainActorAction(action ?? {})))
  }

  /// iOS 17's form: the old and new values.
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  {
    return modifier(_OnChangeModifier(value: value, initial: initial, action: mainActorAction2(action)))
  }

  /// iOS 17's form with no arguments.
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    let action = mainActorAction(action)
    return modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// iOS 14's form: the new value (deprecated in iOS 17, still what most tab bars use).
  @_disfavoredOverload
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    let action = mainActorAction1(action)
    return modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_OnAppearModifier(action: mainActorAction(action ?? {})))
  }
}

/// A view's action as the stage runs it. SwiftUI takes these actions as plain closures (a stored
/// `() -> Void`, a method reference), not main-actor ones: a closure written in a view's body
/// is the main actor's already, and the stage calls every action on the main actor, where the
/// body that made it ran; `nonisolated(unsafe)` only carries it there.
func mainActorAction(_ action: @escaping () -> Void) -> @MainActor () -> Void {
  // `nonisolated(unsafe)`: see above; the action is called on the main actor only.
  nonisolated(unsafe) let action = action
  return { action() }
}

/// A one-argument action, run on the main actor as `mainActorAction` runs one without.
func mainActorAction1<T>(_ action: @escaping (T) -> Void) -> @MainActor (T) -> Void {
  // `nonisolated(unsafe)`: see above; the action is called on the main actor only.
  nonisolated(unsafe) let action = action
  return { action($0) }
}

/// A two-argument action (an old and a new value), likewise.
func mainActorAction2<T, U>(_ action: @escaping (T, U) -> Void) -> @MainActor (T, U) -> Void {
  // `nonisolated(unsafe)`: see above; the action is called on the main actor only.
  nonisolated(unsafe) let action = action
  return { action($0, $1) }
}
