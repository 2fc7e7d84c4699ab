import Foundation

/// One layout of a view tree, from the root's size to the last placement: the state its questions
/// share while it runs, handed down with every question (`sizeThatFits(_:in:, in: pass)`, `place(in:proposal:pass:)`)
/// rather than kept in globals, so that two trees may be laid out one after another, or one
/// inside another's placement (a GeometryReader's content), each with its own.
///
/// A class, shared by reference down the tree; built and used on the main actor, where views
/// are laid out, but not isolated itself, so its many small reads carry no actor checks: hence
/// `@unchecked Sendable` (a `ViewDimensions`, which is `Sendable`, carries one to answer guides).
final class LayoutPass: @unchecked Sendable {
  /// What the sizes asked so far in the size being worked out depend on: each answer, from the
  /// cache or worked out, adds its own (`LayoutNode.sizeThatFits`, ProposalDependence). Kept in
  /// memory the pass owns: it is read and written several times for every size asked, and a
  /// class's stored property pays an exclusivity check on each access.
  var askedDependence: ProposalDependence {
    @inline(__always) get { asked.pointee }
    @inline(__always) set { asked.pointee = newValue }
  }
  private let asked: UnsafeMutablePointer<ProposalDependence>
  /// The named coordinate spaces around the node being placed, by name: their origins in canvas
  /// coordinates (`coordinateSpace(name:)` and a scroll view set their own for their content).
  var spaces: [AnyHashable: CGPoint] = [:]
  /// The visible area of the nearest scroll view around the node being placed, and the axes it
  /// scrolls along (nil: none).
  var scrollViewport: (frame: CGRect, axes: Axis.Set)?
  /// How the size cache shares answers in this layout (`sizeCacheSharing` when it began).
  let cacheSharing = sizeCacheSharing

  init() {
    asked = .allocate(capacity: 1)
    asked.initialize(to: [])
  }

  deinit { asked.deallocate() }

  /// Runs `body` with a named space's origin set, as placement inside `coordinateSpace(name:)`.
  func with<T>(space name: AnyHashable, at origin: CGPoint, _ body: () -> T) -> T {
    let outer = spaces
    spaces[name] = origin
    defer { spaces = outer }
    return body()
  }
}
