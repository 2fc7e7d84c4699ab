// SwiftUI's `Shape` and `GeometryEffect` refine `View` or `ViewModifier`, which are main-actor
// isolated, yet an author's shape is not: its `path(in:)` calls its own helpers and computed
// properties from any thread, and a `static let` of a shape needs no actor. SwiftUI gets there
// with a marker protocol, `_RemoveGlobalActorIsolation`, that these protocols also refine. The
// marker is isolated to another global actor, so a conforming type is offered two isolations to
// infer and, by Swift's inference rule, takes neither: it is nonisolated, as on iOS. Nothing runs
// on that actor.

/// The global actor the marker is isolated to, so that it conflicts with the main actor. Not API.
@globalActor public actor _RemoveGlobalActorIsolationActor {
  public static let shared = _RemoveGlobalActorIsolationActor()
}

/// Refined by protocols whose conforming types must not infer the main actor from `View` or
/// `ViewModifier` (`Shape`, `GeometryEffect`), as SwiftUI's are. Not API.
@_RemoveGlobalActorIsolationActor public protocol _RemoveGlobalActorIsolation {}
