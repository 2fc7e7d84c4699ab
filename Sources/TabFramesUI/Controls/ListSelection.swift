import Foundation

// A list's selection, as an iPhone uses it: a tap on a row selects the row's value; in a split
// view (collapsed into one stack on an iPhone) selecting a row pushes the next column.

/// A list's selection binding, whatever its value type.
/// `@unchecked Sendable`: its closures reach the binding on the main actor only, where views run
/// (as a binding's own do).
struct ListSelection: @unchecked Sendable {
  /// Selects a value; false when it is not of the selection's type.
  let select: @MainActor (AnyHashable) -> Bool
  /// Selects nothing (going back from the column a selection pushed).
  let clear: @MainActor () -> Void

  init<V: Hashable>(_ binding: Binding<V?>) {
    select = { value in
      guard let v = value.base as? V else { return false }
      binding.wrappedValue = v
      return true
    }
    clear = { binding.wrappedValue = nil }
  }

  /// A set selection outside editing: a tap selects that row alone, as on an iPhone.
  init<V: Hashable>(_ binding: Binding<Set<V>>) {
    select = { value in
      guard let v = value.base as? V else { return false }
      binding.wrappedValue = [v]
      return true
    }
    clear = { binding.wrappedValue = [] }
  }

  /// Selects `value` (false when it is not of the selection's type); in a split view's column,
  /// pushes the column after it, which going back leaves with nothing selected.
  @MainActor func choose(_ value: AnyHashable, in environment: EnvironmentValues) -> Bool {
    let next = environment.splitColumn.flatMap { $0 < (environment.splitColumns?.views.count ?? 0) ? $0 : nil }
    guard let next, let navigation = environment.navigationPush else { return select(value) }
    var chosen = false
    withAnimation(.navigationPush) {
      chosen = select(value)
      if chosen { navigation.push(.column(next, onPop: clear)) }
    }
    return chosen
  }

  /// The rows, each selecting its value when tapped: its `tag`, else its `ForEach` id, else its
  /// place in the list (what a picker reads too).
  @MainActor func tappable(_ groups: [ListLayout.Group], _ context: BuildContext) -> [ListLayout.Group] {
    var position = 0
    let environment = context.environment
    return groups.map { group in
      var group = group
      group.rows = group.rows.map { row in
        let value = row.selectionKey(position: position)
        position += 1
        return TapNode(child: row, id: row.id + "#select", located: { _ in _ = choose(value, in: environment) })
      }
      return group
    }
  }
}

private struct ListSelectionKey: EnvironmentKey { static let defaultValue: ListSelection? = nil }
private struct SplitColumnsKey: EnvironmentKey { static let defaultValue: SplitColumns? = nil }

/// A split view's columns after its sidebar.
/// `@unchecked Sendable`: views, built and read on the main actor only.
struct SplitColumns: @unchecked Sendable {
  let views: [AnyView]
}
private struct SplitColumnKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
  /// The selection of the list around: a `NavigationLink(value:)` in it selects its value.
  var listSelection: ListSelection? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
  /// A split view's columns after its sidebar (its content column, if any, and its detail), as
  /// its views are in this update.
  var splitColumns: SplitColumns? {
    get { self[SplitColumnsKey.self] }
    set { self[SplitColumnsKey.self] = newValue }
  }
  /// Which of `splitColumns` a selection made here pushes (nil: none; outside a split view).
  var splitColumn: Int? {
    get { self[SplitColumnKey.self] }
    set { self[SplitColumnKey.self] = newValue }
  }
}
