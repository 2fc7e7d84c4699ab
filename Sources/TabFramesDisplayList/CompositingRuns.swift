import TabFramesValues

/// A stretch of a frame's elements drawn together: the elements of one compositing group in
/// which one of them blends, drawn apart and then laid over the canvas (`isolated`), or a single
/// element drawn straight onto it.
package struct CompositingRun: Sendable, Equatable {
  package var range: Range<Int>
  package var isolated: Bool
}

extension CompositingRun {
  /// The runs of `elements`, in drawing order. A group's elements are consecutive (a view's
  /// drawings are collected together); a group with no blend is drawn straight, element by
  /// element, as before groups were known (what it looks like is the same).
  package static func runs(_ elements: [Element]) -> [CompositingRun] {
    var runs: [CompositingRun] = []
    var i = 0
    while i < elements.count {
      var end = i + 1
      if let group = elements[i].compositingGroup {
        while end < elements.count, elements[end].compositingGroup == group { end += 1 }
        if elements[i..<end].contains(where: { $0.blendMode != .normal }) {
          runs.append(CompositingRun(range: i..<end, isolated: true))
          i = end
          continue
        }
        end = i + 1
      }
      runs.append(CompositingRun(range: i..<end, isolated: false))
      i = end
    }
    return runs
  }
}
