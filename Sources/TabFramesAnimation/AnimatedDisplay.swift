import TabFramesDisplayList
import TabFramesSceneFormat
import TabFramesValues

/// The display list in motion: every element's properties animate from their presented value to
/// the target of the latest state, so interruptions, drags and overlapping animations need no
/// special cases. Elements that appear fade in, elements that go fade out (SwiftUI's default
/// `.opacity` transition), and matched-geometry elements cross-fade as they move.
package struct AnimatedDisplay: Sendable {
  struct Track: Sendable {
    var element: Element
    var properties: Channel
    /// The transition's opacity (insertion, removal, cross-fade), multiplied into the element's.
    var presence: Channel
    var removing = false
    /// The element this is the fading copy of (a matched-geometry view's removed copy).
    var ghostOf: String? = nil
    /// Where its clips are (`ClipGeometry`), animated with the same animation as its frame, so
    /// that a clip moves with the view it belongs to; nil when it has none.
    var clips: Channel? = nil
    var isIdle: Bool { properties.isIdle && presence.isIdle && (clips?.isIdle ?? true) }
    var isIdleButForever: Bool { properties.isIdleButForever && presence.isIdleButForever && (clips?.isIdleButForever ?? true) }

    init(element: Element, properties: Channel, presence: Channel) {
      self.element = element
      self.properties = properties
      self.presence = presence
      clips = ClipGeometry.make(element).map { Channel($0) }
    }

    /// Moves the clips to the element's, with an animation; clips of another shape (a clip
    /// added or taken away) are where the element's are at once.
    mutating func animateClips(to e: Element, with a: ResolvedAnimation, at t: Double) {
      guard let target = ClipGeometry.make(e) else {
        clips = nil
        return
      }
      if var channel = clips, channel.target.count == target.count {
        channel.animate(to: target, with: a, at: t)
        clips = channel
      } else {
        clips = Channel(target)
      }
    }

    /// `v` moved with the scrolled content its element is in (the scroll view's offset grew by
    /// `d`), and the element's offset now the scroll view's.
    mutating func goingWithScroll(_ v: [Double], by d: (dx: Double, dy: Double)) -> [Double] {
      var v = v
      v[0] -= d.dx
      v[1] -= d.dy
      element.scroll?.x += d.dx
      element.scroll?.y += d.dy
      return v
    }

    /// A fading copy that goes where another element goes takes that element's clips, moving
    /// to them from where its own were.
    mutating func followClips(of e: Element, with a: ResolvedAnimation, at t: Double) {
      element.clip = e.clip
      element.clipRects = e.clipRects
      element.clipPaths = e.clipPaths
      animateClips(to: e, with: a, at: t)
    }
  }

  /// By element key (`Element.key`: its identity, else its id).
  private(set) var tracks: [String: Track] = [:]
  private(set) var order: [String] = []
  private var outgoingCount: [String: Int] = [:]
  private(set) var size: Size
  private(set) var background: RGBA
  let era: Era

  package init(_ list: DisplayList, era: Era) {
    self.era = era
    size = list.size
    background = list.background
    for e in list.elements {
      tracks[e.key] = Track(element: e, properties: Channel(AnimatableVector.make(e)), presence: Channel([1]))
      order.append(e.key)
    }
  }

  package var isIdle: Bool { tracks.values.allSatisfy(\.isIdle) }
  /// Idle but for animations that repeat for ever.
  package var isIdleButForever: Bool { tracks.values.allSatisfy(\.isIdleButForever) }

  package mutating func advance(to t: Double) {
    for id in order {
      // Optional chaining mutates the stored track in place (no copy of its channels).
      tracks[id]?.properties.advance(to: t)
      tracks[id]?.presence.advance(to: t)
      tracks[id]?.clips?.advance(to: t)
      if let track = tracks[id], track.removing && track.isIdle { tracks[id] = nil }
    }
    order.removeAll { tracks[$0] == nil }
  }

  /// Moves to a new target display list with a transaction's animation at time t.
  /// `pinnedOverridesNone`: SwiftUI views' `.animation(_:value:)` animates a change even outside
  /// any animated transaction; a scene's pinned label animation only replaces an animated one.
  package mutating func apply(_ list: DisplayList, animation: AnimationSpec, at t: Double, pinnedOverridesNone: Bool = false) {
    advance(to: t)
    background = list.background
    let transaction = ResolvedAnimation(animation, era: era)
    let scrolled = scrolls(to: list)
    let newIDs = Set(list.elements.map(\.key))
    // Presentations up before and after this update: one that is new comes up whole, one that
    // is gone goes down whole.
    let presentationsBefore = Set(tracks.values.lazy.filter { !$0.removing }.compactMap { $0.element.presentation?.id })
    let presentationsAfter = Set(list.elements.lazy.compactMap { $0.presentation?.id })
    var newOrder: [String] = []
    for e in list.elements {
      // A pinned `.animation(_:)` wins over the transaction, unless the change is not animated at all.
      let pinned = e.pinnedAnimation.map { ResolvedAnimation($0, era: era) }
      var a = transaction == .none && !pinnedOverridesNone ? .none : pinned ?? transaction
      var arrival = e.insertion ?? ElementTransition(fades: true)
      if let p = e.presentation, !presentationsBefore.contains(p.id), tracks[e.key] == nil, pinnedOverridesNone {
        (a, arrival) = (ResolvedAnimation(p.animation, era: era), ElementTransition(fades: false, dy: p.dy))
      }
      let target = AnimatableVector.make(e)
      if var track = tracks[e.key] {
        if track.removing {
          // Back before it finished leaving: fade in again from where it is, no pop.
          track.removing = false
          track.presence.animate(to: [1], with: a, at: t)
        }
        if a != .none
          && (e.crossFadesOnMove && Self.frameChanged(track.properties.target, target) || Self.contentChanged(track.element, e))
        {
          // A matched view that moved, or a text or symbol image whose content changed (SwiftUI's
          // default content transition, `.opacity`): the old copy fades out as the new one fades
          // in, both where the view now goes.
          spawnOutgoing(from: track, to: e, target: target, animation: a, at: t)
          track.presence = Channel([0])
          track.presence.animate(to: [1], with: a, at: t)
        } else if outgoingCount[e.key] != nil, Self.frameChanged(track.properties.target, target) {
          // A copy still fading out sits where the new one is: it follows a later move (a
          // scroll view jumping to the new tab, say) as the new one does. Only an element that
          // has had such a copy is searched for one.
          for (id, ghost) in tracks where ghost.ghostOf == e.key && ghost.removing {
            var moved = ghost
            var ghostTarget = moved.properties.target
            for i in 0..<4 { ghostTarget[i] = target[i] }
            moved.properties.animate(to: ghostTarget, with: a, at: t)
            moved.followClips(of: e, with: a, at: t)
            tracks[id] = moved
          }
        }
        track.element = e
        track.animateClips(to: e, with: a, at: t)
        if track.properties.target.count == target.count {
          track.properties.animate(to: target, with: a, at: t)
        } else {
          // Another kind of shape data under the same id: nothing to animate between them.
          track.properties = Channel(target)
        }
        tracks[e.key] = track
      } else {
        var from = a == .none ? target : Self.moved(target, by: arrival)
        if a != .none, let d = e.scroll.flatMap({ scrolled[$0.container] }) {
          // Arriving in content that scrolls in this update: from where the content was.
          from[0] += d.dx
          from[1] += d.dy
        }
        var track = Track(element: e, properties: Channel(from), presence: Channel([a == .none || !arrival.fades ? 1 : 0]))
        if from != target { track.properties.animate(to: target, with: a, at: t) }
        track.presence.animate(to: [1], with: a, at: t)
        tracks[e.key] = track
      }
      newOrder.append(e.key)
    }
    let newNames = Set(list.elements.map(\.id))
    // Elements that left fade out where they were drawn, after the element they followed.
    for (index, id) in order.enumerated() where !newIDs.contains(id) {
      guard var track = tracks[id], !newOrder.contains(id) else { continue }
      // A removal starts with this update's animation (none: gone at once); one already under
      // way runs on whatever this update is.
      var goneAtOnce = false
      if !track.removing {
        track.removing = true
        // A view that leaves while another view takes its name (an identifier on a view whose
        // content changed branch) is drawn under a name of its own: names are unique in a frame.
        if track.element.identity != nil, newNames.contains(track.element.id) { track.element.id += ".outgoing" }
        var departure = track.element.removal ?? ElementTransition(fades: true)
        var transaction = transaction
        // Inside an `.animation(_:value:)` that applies in this update, it leaves with that
        // animation, as an element that stays changes with it.
        if transaction != .none || pinnedOverridesNone,
          let scoped = track.element.animationScopes.lazy.compactMap({ list.scopeAnimations[$0] }).first
        {
          transaction = ResolvedAnimation(scoped, era: era)
        }
        if let p = track.element.presentation, !presentationsAfter.contains(p.id), pinnedOverridesNone {
          (transaction, departure) = (ResolvedAnimation(p.animation, era: era), ElementTransition(fades: false, dy: p.dy))
        }
        if departure.fades { track.presence.animate(to: [0], with: transaction, at: t) }
        var away = Self.moved(track.properties.target, by: departure)
        if let d = track.element.scroll.flatMap({ scrolled[$0.container] }) {
          // Leaving content that scrolls in this update: it goes with the content.
          away = track.goingWithScroll(away, by: d)
        }
        if away != track.properties.target { track.properties.animate(to: away, with: transaction, at: t) }
        if transaction == .none {
          track.presence = Channel([0])
          goneAtOnce = true
        }
      } else if track.ghostOf == nil, let d = track.element.scroll.flatMap({ scrolled[$0.container] }) {
        // Still leaving when its content scrolls: it goes with the content (a matched view's
        // fading copy follows its view instead).
        let away = track.goingWithScroll(track.properties.target, by: d)
        track.properties.animate(to: away, with: transaction, at: t)
      }
      if goneAtOnce || track.isIdle {
        tracks[id] = nil
        continue
      }
      tracks[id] = track
      let predecessor = order[..<index].last { newOrder.contains($0) }
      let at = predecessor.flatMap { newOrder.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      newOrder.insert(id, at: at)
    }
    order = newOrder
  }

  /// The scroll views whose offset this update changes, by how much: what was shown before is
  /// the offset of the elements in them now on screen, what will be the new list's.
  private func scrolls(to list: DisplayList) -> [String: (dx: Double, dy: Double)] {
    var now: [String: ScrollPosition] = [:]
    for e in list.elements { if let s = e.scroll, now[s.container] == nil { now[s.container] = s } }
    guard !now.isEmpty else { return [:] }
    var changes: [String: (dx: Double, dy: Double)] = [:]
    for track in tracks.values where !track.removing {
      guard let s = track.element.scroll, changes[s.container] == nil, let n = now[s.container] else { continue }
      if n.x != s.x || n.y != s.y { changes[s.container] = (n.x - s.x, n.y - s.y) }
      now[s.container] = nil
      if now.isEmpty { break }
    }
    return changes
  }

  /// A property vector where a transition takes it: moved, and scaled about its centre.
  static func moved(_ v: [Double], by transition: ElementTransition) -> [Double] {
    var v = v
    v[0] += transition.dx
    v[1] += transition.dy
    v[9] *= transition.scale
    return v
  }

  /// A text whose string is not what it was, or a symbol image another symbol (a shape's
  /// outline, drawn as a symbol named "shape", animates by its data instead).
  private static func contentChanged(_ old: Element, _ new: Element) -> Bool {
    switch (old.content, new.content) {
    case (.text(let a), .text(let b)): return a.string != b.string
    case (.symbol(let a, _), .symbol(let b, _)): return a != b && a != "shape" && b != "shape"
    default: return false
    }
  }

  private static func frameChanged(_ a: [Double], _ b: [Double]) -> Bool {
    (0..<4).contains { abs(a[$0] - b[$0]) > 1e-9 }
  }

  /// The copy of a matched-geometry view that was removed: it moves with the new one and fades out.
  private mutating func spawnOutgoing(
    from track: Track, to newElement: Element, target: [Double], animation: ResolvedAnimation, at t: Double
  ) {
    let key = track.element.key
    let n = (outgoingCount[key] ?? 0) + 1
    outgoingCount[key] = n
    var ghost = track
    ghost.element.id = "\(track.element.id).outgoing.\(n)"
    ghost.element.identity = track.element.identity.map { "\($0).outgoing.\(n)" }
    ghost.element.crossFadesOnMove = false
    ghost.ghostOf = key
    // The old copy keeps its own colour (and shape data, however long); only the geometry is
    // matched — a text's origin alone: its old string keeps the room it takes, not cut to the
    // new one's.
    var ghostTarget = track.properties.target
    let isText: Bool
    if case .text = track.element.content { isText = true } else { isText = false }
    for i in 0..<(isText ? 2 : 4) { ghostTarget[i] = target[i] }
    ghost.properties.animate(to: ghostTarget, with: animation, at: t)
    ghost.followClips(of: newElement, with: animation, at: t)
    ghost.removing = true
    ghost.presence.animate(to: [0], with: animation, at: t)
    tracks[ghost.element.key] = ghost
    // Drawn just under the new copy, which fades in over it.
    order.insert(ghost.element.key, at: order.firstIndex(of: key) ?? order.count)
  }

  /// When every track will be idle if nothing else happens.
  package func settleTime(after t: Double, ignoringForever: Bool = false) -> Double {
    var latest = t
    for track in tracks.values {
      if let s = track.properties.settleTime(ignoringForever: ignoringForever) { latest = max(latest, s) }
      if let s = track.presence.settleTime(ignoringForever: ignoringForever) { latest = max(latest, s) }
      if let s = track.clips?.settleTime(ignoringForever: ignoringForever) { latest = max(latest, s) }
    }
    return latest
  }

  /// The presented display list at t (call `advance(to: t)` first).
  package func presented(at t: Double) -> DisplayList {
    var elements: [Element] = []
    var presences: [Double] = []
    elements.reserveCapacity(order.count)
    presences.reserveCapacity(order.count)
    var shadows: [Int] = []
    for id in order {
      guard let track = tracks[id] else { continue }
      var e = AnimatableVector.apply(track.properties.value(at: t), to: track.element)
      let presence = min(max(track.presence.value(at: t)[0], 0), 1)
      e.opacity *= presence
      if let clips = track.clips, !clips.isIdle { ClipGeometry.apply(clips.value(at: t), target: clips.target, to: &e) }
      if case .shadow = e.content { shadows.append(elements.count) }
      elements.append(e)
      presences.append(presence)
    }
    if !shadows.isEmpty { castShadowsFromPresentedElements(&elements, presences: presences, shadows: shadows) }
    return DisplayList(size: size, background: background, elements: elements)
  }

  /// A shadow is cast by its casters where they are drawn in this frame (SwiftUI shadows the
  /// view's drawing as it is now): each caster is replaced by the element of its key as
  /// presented. The casters' arrival and departure are theirs relative to the shadow's — a
  /// container fading in fades its shadow once, not once for itself and once for its parts.
  private func castShadowsFromPresentedElements(_ elements: inout [Element], presences: [Double], shadows: [Int]) {
    var index: [String: Int] = [:]
    for (i, e) in elements.enumerated() where index[e.key] == nil { index[e.key] = i }
    for s in shadows {
      guard case .shadow(let shadow, let casters) = elements[s].content else { continue }
      let own = presences[s]
      let presented = casters.map { caster -> Element in
        guard let i = index[caster.key], i != s else { return caster }
        var c = elements[i]
        let presence = presences[i]
        // The caster's opacity without its own presence, then that presence relative to the shadow's.
        let opacity = presence > 0 ? c.opacity / presence : 0
        c.opacity = opacity * (own > 0 ? min(1, presence / own) : 0)
        return c
      }
      elements[s].content = .shadow(shadow, casters: presented)
    }
  }
}
