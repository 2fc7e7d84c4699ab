import Foundation

// Pushing on a navigation stack, as an iPhone shows it: the top screen of the stack with a back
// button to the one under it. A screen is pushed by a value (a path's element, a
// `NavigationLink(value:)`), drawn by the `navigationDestination(for:)` of its type, or by a view
// (a `NavigationLink`'s destination, a presented `navigationDestination`). docs/SWIFTUI.md says
// what is drawn of the motion.

/// A screen pushed on a stack: a value its destination draws, or a view.
enum NavigationEntry {
  case value(AnyHashable)
  case view(AnyView)
  /// A split view's column after its sidebar (ListSelection.swift), drawn as it is in the update;
  /// going back runs `onPop` (the selection that pushed it is cleared).
  case column(Int, onPop: @MainActor () -> Void)
}

/// How a stack's content pushes and pops: its links and back buttons call these.
/// `@unchecked Sendable`: the closures change the stack's state on the main actor only, where
/// views run (as a binding's do).
struct NavigationPushAction: @unchecked Sendable {
  let push: @MainActor (NavigationEntry) -> Void
  let pop: @MainActor () -> Void
}

private struct NavigationPushKey: EnvironmentKey { static let defaultValue: NavigationPushAction? = nil }

extension EnvironmentValues {
  /// The push and pop of the navigation stack around; nil outside one (a link then does nothing).
  var navigationPush: NavigationPushAction? {
    get { self[NavigationPushKey.self] }
    set { self[NavigationPushKey.self] = newValue }
  }
}

/// A stack's `path` binding, whatever its type: the values on it, and appending to and removing
/// from it.
struct NavigationPathAccess {
  let values: @MainActor () -> [AnyHashable]
  /// Appends a value; false when it is not of the path's element type (it is then pushed apart).
  let append: @MainActor (AnyHashable) -> Bool
  let removeLast: @MainActor () -> Void
  let removeAll: @MainActor () -> Void

  init(_ path: Binding<NavigationPath>) {
    values = { path.wrappedValue.elements }
    append = { value in
      path.wrappedValue.append(value)
      return true
    }
    removeLast = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
    removeAll = { if !path.wrappedValue.isEmpty { path.wrappedValue = NavigationPath() } }
  }

  init<Data: RangeReplaceableCollection & RandomAccessCollection & MutableCollection>(_ path: Binding<Data>)
  where Data.Element: Hashable {
    values = { path.wrappedValue.map { AnyHashable($0) } }
    append = { value in
      guard let element = value.base as? Data.Element else { return false }
      path.wrappedValue.append(element)
      return true
    }
    removeLast = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
    removeAll = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeAll() } }
  }
}

/// UIKit's push, as commonly cited (not measured here): 0.35 s, ease in and out.
extension Animation {
  static let navigationPush = Animation.easeInOut(duration: 0.35)
}

extension NavigationScreen {
  /// The stack: its root screen alone, as before anything is pushed (so its elements keep their
  /// ids), or the top screen of what is pushed, with a back button.
  @MainActor
  static func stackNodes<Root: View>(_ root: Root, path: NavigationPathAccess?, _ context: BuildContext, kind: String) -> [LayoutNode] {
    // What the content pushed apart from the path (views; values of another type), kept by the
    // stack's identity.
    let pushed = StateLocation<[NavigationEntry]>([])
    if let store = context.store { pushed.link(store, key: context.path + "#pushed") }
    let entries = (path?.values() ?? []).map(NavigationEntry.value) + pushed.value
    let action = NavigationPushAction(
      push: { entry in
        if case .value(let value) = entry, let path, path.append(value) { return }
        pushed.set(pushed.value + [entry])
      },
      pop: {
        guard let last = pushed.value.last else {
          path?.removeLast()
          return
        }
        pushed.set(Array(pushed.value.dropLast()))
        if case .column(_, let onPop) = last { onPop() }
      })
    var environment = context
    environment.environment.navigationPush = action
    // Tapping its tab's selected item again goes back to the root, as UIKit's tab bar does.
    if !entries.isEmpty {
      context.environment.tabRoots?.register(context.path) {
        withAnimation(.navigationPush) {
          pushed.set([])
          path?.removeAll()
        }
      }
    }

    // The root, then each entry drawn by its destination, then what a presented destination of
    // the top screen shows; an entry no destination draws ends the stack, as SwiftUI pushes
    // nothing for it.
    var screens = [Screen(context: environment, view: AnyView(root), index: 0)]
    var destinations = screens[0].spec.destinations
    for entry in entries {
      let view: AnyView?
      switch entry {
      case .view(let v): view = v
      case .value(let value): view = destinations[ObjectIdentifier(type(of: value.base))]?(value)
      case .column(let i, _):
        // The column as the split view draws it now; a selection in it pushes the next.
        let columns = context.environment.splitColumns?.views ?? []
        view = i < columns.count ? AnyView(columns[i].environment(\.splitColumn, i + 1)) : nil
      }
      guard let view else { break }
      screens.append(Screen(context: environment, view: view, index: screens.count))
      destinations.merge(screens[screens.count - 1].spec.destinations) { old, _ in old }
    }
    while screens.count < 16, let (view, dismiss) = screens[screens.count - 1].spec.presented {
      var presenting = environment
      presenting.environment.navigationPush = NavigationPushAction(push: action.push, pop: dismiss)
      screens.append(Screen(context: presenting, view: view, index: screens.count))
    }

    let top = screens.count - 1
    let changed = context.store?.valueChanged(top, at: context.path + "#depth") ?? false
    guard top > 0 else { return screenNodes(screens[0], spec: screens[0].spec, context, kind: kind) }
    // Every screen of the stack is there, the ones under the top hidden and a third of the way
    // off to the leading side, as UIKit leaves them: a push slides the new screen in over the one
    // it covers, which moves aside and fades; a pop the reverse. A pushed screen's title is
    // large or inline as the one under it, unless it says.
    var mode = screens[0].spec.mode == .inline ? NavigationBarItem.TitleDisplayMode.inline : .large
    var layers: [LayoutNode] = []
    for (i, screen) in screens.enumerated() {
      var nodes: [LayoutNode]
      if i == 0 {
        nodes = screenNodes(screen, spec: screen.spec, context, kind: kind)
      } else {
        var spec = screen.spec
        if spec.mode == .automatic { spec.mode = mode } else { mode = spec.mode }
        if !spec.backHidden {
          let back = _NavigationBackButton(title: screens[i - 1].spec.title, pop: screen.context.environment.navigationPush)
          spec.items.insert((.navigation, AnyView(back)), at: 0)
        }
        // The stack's search field is its root's.
        var base = context.child("pushed\(i)")
        base.environment.containerSearch = nil
        // It comes in from the trailing edge and leaves towards it.
        nodes = screenNodes(screen, spec: spec, base, kind: kind, opaque: true).map {
          TransitionNode(child: $0, id: $0.id, transition: .move(edge: .trailing))
        }
      }
      if i < top { nodes = nodes.map { EffectNode(child: CoveredScreenNode(child: $0, id: $0.id), id: $0.id, effect: .opacity(0)) } }
      layers += nodes
    }
    context.record.pushes.append((top, { withAnimation(.navigationPush) { action.pop() } }))
    let stack = StackNode(
      axis: nil, alignment: .topLeading, spacing: nil, children: layers, path: context.path + "#stack", scale: context.scale)
    return [changed ? PinnedAnimationNode(child: stack, id: stack.id, animation: .some(.navigationPush)) : stack]
  }

  /// One screen of a stack, its content built.
  struct Screen {
    let context: BuildContext
    let content: [LayoutNode]
    let spec: NavigationBarSpec

    @MainActor init(context: BuildContext, view: AnyView, index: Int) {
      var inner = (index == 0 ? context : context.child("pushed\(index)")).child("content")
      inner.environment.containerSearch = nil
      // `dismiss` in a pushed screen pops it, as SwiftUI's does.
      if index > 0, let navigation = context.environment.navigationPush {
        inner.environment.dismissAction = DismissAction { withAnimation(.navigationPush) { navigation.pop() } }
        inner.environment.isPresentedValue = true
      }
      // Each screen keeps an edit mode for its content, as SwiftUI's do: Apple's `EditButton`
      // example (`List { … }.toolbar { EditButton() }` in a `NavigationStack`) edits the list
      // with no `.environment(\.editMode, …)` of its own. One set around the stack is used.
      if inner.environment.editMode == nil {
        let mode = StateLocation(EditMode.inactive)
        if let store = inner.store { mode.link(store, key: inner.path + "#editMode") }
        inner.environment.editMode = Binding(get: { mode.value }, set: { mode.set($0) })
      }
      self.context = inner
      content = TabFramesUI.makeNodes(view, inner)
      spec = NavigationBarSpec.find(in: content)
    }
  }
}

/// UIKit's back button: a semibold chevron and the title of the screen under it ("Back" when it
/// has none), in the tint, 8 pt from the bar's edge. UIKit's back indicator is about 13 × 21 pt,
/// taller than the title's capitals (commonly cited, not measured here): a 23 pt chevron.
struct _NavigationBackButton: View {
  let title: String?
  let pop: NavigationPushAction?
  var body: some View {
    Button {
      withAnimation(.navigationPush) { pop?.pop() }
    } label: {
      HStack(spacing: 5) {
        Image(systemName: "chevron.left").font(.system(size: 23, weight: .semibold))
        Text(title ?? "Back").lineLimit(1)
      }
    }
    .padding(.leading, -8)
  }
}

/// A marker that takes no step in its view's path, for modifiers that used to draw nothing at
/// all: views that say where a stack's values go keep the ids they had.
nonisolated struct _NeutralNavigationMarker<Content: View>: View, PrimitiveView {
  let content: Content
  let marker: @MainActor () -> NavigationMarker?
  @MainActor var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let nodes = TabFramesUI.makeNodes(content, context)
    guard let marker = marker() else { return nodes }
    return [NavigationMarkerNode(child: single({ _ in nodes }, context), id: context.path + "#marker", marker: marker)]
  }
}

extension View {
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    _NeutralNavigationMarker(content: self) { .backHidden(hidesBackButton) }
  }

  /// Draws the values of type `D` pushed on the stack around.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> some View {
    _NeutralNavigationMarker(content: self) {
      .destination(ObjectIdentifier(D.self)) { value in (value.base as? D).map { AnyView(destination($0)) } }
    }
  }

  /// Pushes `destination` while `isPresented` is true; its back button sets it false.
  nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    let view = AnyView(destination())
    return _NeutralNavigationMarker(content: self) {
      isPresented.wrappedValue ? .presented(view, dismiss: { isPresented.wrappedValue = false }) : nil
    }
  }

  /// Pushes the destination of `item` while it is not nil; its back button sets it nil.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> some View {
    _NeutralNavigationMarker(content: self) {
      item.wrappedValue.map { .presented(AnyView(destination($0)), dismiss: { item.wrappedValue = nil }) }
    }
  }
}

/// A screen a pushed one covers: a third of its width off to the leading side, as UIKit moves it.
final class CoveredScreenNode: WrapperNode, @unchecked Sendable {
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds.offsetBy(dx: -bounds.width * 0.3, dy: 0), proposal: proposal, pass: pass)
  }
}

/// The stacks of a tab view's tabs that have something pushed, by path: tapping a tab's selected
/// item again takes the stacks in it back to their roots, as UIKit's tab bar does.
/// `@unchecked Sendable`: filled while the tab view's content is built and read by a tap, both on
/// the main actor.
final class TabRoots: @unchecked Sendable {
  private var stacks: [(path: String, popToRoot: @MainActor () -> Void)] = []
  func reset() { stacks = [] }
  func register(_ path: String, _ popToRoot: @escaping @MainActor () -> Void) { stacks.append((path, popToRoot)) }
  /// Takes the stacks inside `tab` (a tab's content, as built) back to their roots.
  @MainActor func popToRoot(inside tab: LayoutNode) {
    var ids: Set<String> = []
    func walk(_ node: LayoutNode) {
      ids.insert(node.id)
      node.forEachChild(walk)
    }
    walk(tab)
    // A stack's node is its path, or its path and "#stack" once something is pushed.
    for stack in stacks where ids.contains(stack.path + "#stack") || ids.contains(stack.path) { stack.popToRoot() }
  }
}

private struct TabRootsKey: EnvironmentKey { static let defaultValue: TabRoots? = nil }

extension EnvironmentValues {
  /// The tab view around's stacks (nil outside a tab view).
  var tabRoots: TabRoots? {
    get { self[TabRootsKey.self] }
    set { self[TabRootsKey.self] = newValue }
  }
}
