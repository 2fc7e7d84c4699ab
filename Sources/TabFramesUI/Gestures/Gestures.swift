import Foundation

/// `onTapGesture`: what the view draws (or its `contentShape`) runs `action` when tapped, with
/// the tap's location in `space`.
nonisolated struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
  let count: Int
  var space = CoordinateSpace.local
  let action: @MainActor (CGPoint) -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    // A stage taps once: a gesture that needs two taps or more never completes.
    guard count == 1 else { return [single(content, context)] }
    return [TapNode(child: single(content, context), id: context.path, space: space, located: action)]
  }
}

/// How a tap gesture relates to the tap gestures inside its view: SwiftUI gives a tap to the
/// innermost gesture under it, unless one around it was added with `highPriorityGesture` (that
/// one runs instead) or `simultaneousGesture` (that one runs too).
package enum TapPrecedence: Sendable { case normal, simultaneous, high }

/// A view that handles taps; its action hears where the tap landed, in its coordinate space.
final class TapNode: WrapperNode, @unchecked Sendable {
  let action: @MainActor (CGPoint) -> Void
  let precedence: TapPrecedence
  let space: CoordinateSpace
  /// A button's identity, which a finger holding it down presses (nil: a tap gesture, which
  /// shows nothing while held).
  let pressID: String?
  /// The origin of a named space, found as the node was placed.
  private var namedOrigin: CGPoint?
  init(
    child: LayoutNode, id: String, precedence: TapPrecedence = .normal, space: CoordinateSpace = .local, pressID: String? = nil,
    located action: @escaping @MainActor (CGPoint) -> Void
  ) {
    self.action = action
    self.precedence = precedence
    self.space = space
    self.pressID = pressID
    super.init(child: child, id: id)
  }
  convenience init(
    child: LayoutNode, id: String, precedence: TapPrecedence = .normal, pressID: String? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(child: child, id: id, precedence: precedence, pressID: pressID) { _ in action() }
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    if case .named(let name) = space { namedOrigin = pass.spaces[name] }
    super.placeChildren(in: bounds, proposal: proposal, pass: pass)
  }

  /// The origin of its coordinate space, in canvas coordinates (a named space that is not
  /// around the view: the canvas's, as SwiftUI falls back to the global space).
  private var origin: CGPoint {
    switch space {
    case .local: return frame.origin
    case .global: return .zero
    case .named: return namedOrigin ?? .zero
    }
  }

  override func gather(_ g: inout Gathering) {
    guard let index = g.taps?.count else { return super.gather(&g) }
    var leaves: [LayoutLeaf] = []
    child.collectLeaves(into: &leaves)
    // Inner handlers come after (they are in front: found first when searching from the end).
    let (action, origin) = (action, origin)
    g.taps?.append(
      TapTarget(
        areas: hitAreas(of: child, leaves: leaves), names: Self.names(leaves),
        action: { p in action(CGPoint(x: p.x - origin.x, y: p.y - origin.y)) }, precedence: precedence, pressID: pressID,
        inside: index + 1..<index + 1))
    super.gather(&g)
    let end = g.taps?.count ?? index + 1
    g.taps?[index].inside = index + 1..<end
  }

  /// What `Stage`'s `.tap("…")` can call a target by: its texts, symbols and identifiers.
  static func names(_ leaves: [LayoutLeaf]) -> [String] {
    var names: [String] = []
    for leaf in leaves {
      if let text = leaf.text { names.append(text) }
      names.append(leaf.id)
      // A numbered leaf of an identified view answers to the view's identifier too.
      if let dot = leaf.id.lastIndex(of: "."), Int(leaf.id[leaf.id.index(after: dot)...]) != nil {
        names.append(String(leaf.id[..<dot]))
      }
    }
    return names
  }
}

/// Where a gesture's view answers to a touch, in canvas coordinates. SwiftUI hit-tests what a
/// view draws, not its frame: a `contentShape` around the view is its area; otherwise the
/// content shapes inside and every leaf that shows (a shape's outline, the frame of a text,
/// symbol or colour, scaled as drawn), leaving out what shows nothing (`Color.clear`, opacity 0,
/// shadows). So the gap a Spacer leaves in a row, or a circle's corners, are not the view's
/// (Apple's `contentShape(_:eoFill:)` documentation; "add a content shape" is the usual fix).
func hitAreas(of child: LayoutNode, leaves: [LayoutLeaf]) -> [HitArea] {
  var node: LayoutNode = child
  var placed: (HitArea) -> HitArea = { $0 }
  while let wrapper = node as? WrapperNode {
    if let shaped = wrapper as? ContentShapeNode { return [placed(HitArea(path: shaped.hitArea))] }
    if wrapper.blocksTouches { return [] }
    if let place = wrapper.placeTouches { placed = { [placed] in placed(place($0)) } }
    node = wrapper.child
  }
  var areas: [HitArea] = []
  // Content shapes inside, where touches reach them, moved as the drawing is (scaled, mirrored,
  // cut to a scroll view).
  func shapes(_ node: LayoutNode, _ place: (HitArea) -> HitArea) {
    if let shaped = node as? ContentShapeNode { return areas.append(place(HitArea(path: shaped.hitArea))) }
    if let wrapper = node as? WrapperNode, wrapper.blocksTouches { return }
    let inner = (node as? WrapperNode)?.placeTouches ?? { $0 }
    node.forEachChild { shapes($0) { place(inner($0)) } }
  }
  shapes(child) { $0 }
  for leaf in leaves where leaf.kind != "shadow" && leaf.opacity > 0 && leaf.hittable {
    if leaf.kind == "color", leaf.color.name == "clear" || leaf.color.opacityValue == 0 { continue }
    var area = leaf.path ?? Path(leaf.frame)
    if leaf.kind == "border", let width = leaf.lineWidth, width > 0 {
      // A border is its ring: its inside (even-odd) is not part of it.
      area.addRect(leaf.frame.insetBy(dx: min(width, leaf.frame.width / 2), dy: min(width, leaf.frame.height / 2)))
    }
    if leaf.scale != 1 {
      let (c, k) = (CGPoint(x: leaf.frame.midX, y: leaf.frame.midY), leaf.scale)
      area = area.mapped { CGPoint(x: c.x + ($0.x - c.x) * k, y: c.y + ($0.y - c.y) * k) }
    }
    areas.append(HitArea(path: area, clip: leaf.hitClip))
  }
  return areas
}

extension CGRect {
  /// The rectangle between where a scale (or another map that keeps rectangles upright) moves
  /// two opposite corners.
  func mapped(_ m: (CGPoint) -> CGPoint) -> CGRect {
    let (p, q) = (m(CGPoint(x: minX, y: minY)), m(CGPoint(x: maxX, y: maxY)))
    return CGRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
  }
}

/// One part of a gesture's area: an outline in canvas coordinates, cut to a scroll view's
/// visible rectangle when it is inside one.
package struct HitArea {
  var path: Path
  var clip: CGRect?

  func clipped(to rect: CGRect) -> HitArea { HitArea(path: path, clip: clip.map { $0.intersection(rect) } ?? rect) }
  /// Moved to its place in a right-to-left frame, as drawings are: moved, not flipped.
  func mirrored(in bounds: CGRect) -> HitArea {
    func flip(_ r: CGRect) -> CGRect { CGRect(x: bounds.minX + bounds.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) }
    let points = path.polylines().flatMap(\.points)
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max() else { return self }
    let dx = bounds.minX + bounds.maxX - maxX - minX
    return HitArea(path: path.offsetBy(dx: dx, dy: 0), clip: clip.map(flip))
  }
  func mapped(_ m: (CGPoint) -> CGPoint) -> HitArea { HitArea(path: path.mapped(m), clip: clip?.mapped(m)) }

  /// Whether a point (canvas coordinates) is inside: within the clip, and by even-odd crossings
  /// of the outline, curves flattened.
  func contains(_ p: CGPoint) -> Bool {
    if let clip, !clip.contains(p) { return false }
    var inside = false
    for line in path.polylines() {
      let pts = line.points
      guard pts.count > 2 else { continue }
      var j = pts.count - 1
      for i in pts.indices {
        let (a, b) = (pts[i], pts[j])
        if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
        j = i
      }
    }
    return inside
  }
}

/// A tap handler as laid out, for `Stage`'s taps.
package struct TapTarget {
  /// Canvas coordinates (`hitAreas(of:leaves:)`).
  package var areas: [HitArea]
  package var names: [String]
  /// Runs the handler for a tap at a canvas point.
  package let action: @MainActor (CGPoint) -> Void
  package let precedence: TapPrecedence
  /// The button a finger on this target holds down (nil: a tap gesture, not a button).
  package let pressID: String?
  /// The indices, in the list of targets, of the tap gestures inside this one's view.
  package var inside: Range<Int>

  package func contains(_ p: CGPoint) -> Bool { areas.contains { $0.contains(p) } }

  /// The centre of its first area (within that area's clip), when the area holds it: where a
  /// finger aims at the view.
  package var centre: CGPoint? {
    guard let area = areas.first else { return nil }
    var box = area.path.boundingRect
    if let clip = area.clip { box = box.intersection(clip) }
    guard !box.isNull, !box.isEmpty else { return nil }
    let point = CGPoint(x: box.midX, y: box.midY)
    return area.contains(point) ? point : nil
  }

  /// Where a finger aims to tap the view by name: its centre, else the middle of its first
  /// area's box.
  package var aim: CGPoint {
    if let centre { return centre }
    guard let box = areas.first?.path.boundingRect, !box.isNull else { return .zero }
    return CGPoint(x: box.midX, y: box.midY)
  }

  /// The actions a tap at `point` (canvas coordinates) that reaches `targets[reached]` runs,
  /// innermost first: a high-priority gesture around it instead of it (the outermost such), and
  /// the simultaneous ones around whichever runs.
  package static func actions(reaching reached: Int, in targets: [TapTarget], at point: CGPoint) -> [@MainActor () -> Void] {
    let runs = running(reaching: reached, in: targets)
    let around = targets.indices.filter { targets[$0].inside.contains(reached) }
    let with = around.filter { targets[$0].precedence == .simultaneous && targets[$0].inside.contains(runs) }
    return ([runs] + with.reversed()).map { i in
      let action = targets[i].action
      return { action(point) }
    }
  }

  /// The target whose own action a tap reaching `targets[reached]` runs: a high-priority gesture
  /// around it (the outermost such) instead of it.
  package static func running(reaching reached: Int, in targets: [TapTarget]) -> Int {
    targets.indices.first { targets[$0].inside.contains(reached) && targets[$0].precedence == .high } ?? reached
  }
}

/// SwiftUI's `Button` with its default (automatic) style on iOS: the label in the tint colour,
/// the action run on a tap.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
  let action: @MainActor () -> Void
  let label: Label
  let role: ButtonRole?

  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = nil
  }

  @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child("Button")
    // A stage's tap holds the button down for a moment before it lifts (`Stage.tapHold`).
    let isPressed = context.store?.pressedButton == context.path
    if let alert = context.environment.alertAction { return alertActionNodes(alert, context) }
    if let row = context.environment.menuRow {
      // A row of an open menu: the label in the primary colour across the panel, 44 pt tall;
      // the tap runs the action and closes the menu.
      inner.environment.menuRow = nil
      inner.environment.foregroundColor = role == .destructive ? .red : .primary
      inner.environment.labelStyle = AnyLabelStyle { AnyView(MenuRowLabelStyle().makeBody(configuration: $0)) }
      let action = action
      let rowView = HStack(spacing: 0) {
        label
        Spacer(minLength: 0)
      }
      .padding(.horizontal, 16).padding(.vertical, 11).frame(minHeight: 44)
      // A held row is lit across the panel, as iOS lights the row under the finger.
      let drawn = isPressed ? AnyView(rowView.background(ButtonHighlight.menuRow)) : AnyView(rowView)
      return [
        TapNode(
          child: AccessibilityNode.wrapping(TabFramesUI.makeNode(drawn, inner), Self.reading, context), id: context.path,
          pressID: context.path
        ) {
          action()
          row.dismiss()
        }
      ]
    }
    let style = context.environment.buttonStyle
    // SwiftUI's own styles draw a destructive button in the system red where they would use
    // the tint: the label of a plain-looking one (a form's "Delete"), a bordered one's fill.
    if role == .destructive, style.builtIn { inner.environment.tint = .red }
    // A foreground the system gave (a list header's grey: `labelTint`) is not the author's.
    let foreground = inner.environment.foregroundColor
    if style.tintsLabel && (foreground == nil || foreground == inner.environment.labelTint) {
      // Disabled, the tint gives way to the colour for disabled text (docs/SWIFTUI.md).
      inner.environment.foregroundColor =
        context.environment.isEnabled ? TintShapeStyle()._color(in: inner.environment) : DisabledLook.label._color(in: inner.environment)
      inner.environment.labelTint = inner.environment.foregroundColor
    }
    // The style applies to this button only, not to buttons in its label.
    inner.environment.buttonStyle = AnyButtonStyle()
    // An author's primitive style is the whole button: its own gesture triggers the action.
    if let primitive = style.primitive {
      let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), action: action)
      return [AccessibilityNode.wrapping(TabFramesUI.makeNode(primitive(configuration), inner), Self.reading, context)]
    }
    var node =
      style.body.map { body in
        TabFramesUI.makeNode(body(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: isPressed, role: role)), inner)
      } ?? TabFramesUI.makeNode(label, inner)
    // A built-in style with no look of its own dims the label while it is held.
    if isPressed, style.body == nil {
      node = EffectNode(child: node, id: context.path, effect: .opacity(style.pressedOpacity(context.environment.colorScheme)))
    }
    // (Inside `disabled(true)` the tap target is dropped there, with every gesture's.)
    return [
      TapNode(child: AccessibilityNode.wrapping(node, Self.reading, context), id: context.path, pressID: context.path, action: action)
    ]
  }

  /// A button is one element read as its label, whatever the label holds, with the button trait.
  static var reading: [AccessibilityEdit] { [.element(.combine), .removeTraits(.isStaticText), .addTraits(.isButton)] }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style was given, its action and role: how a style adjusts the look
  /// of another (`Button(configuration).buttonStyle(.borderedProminent)`).
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

extension Button where Label == Text {
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == TabFramesUI.Label<Text, Image> {
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { TabFramesUI.Label(title, systemImage: systemImage) }
  }
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { TabFramesUI.Label(title, systemImage: systemImage) }
  }
}

extension View {
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    let action = mainActorAction(action)
    return modifier(_TapGestureModifier(count: count) { _ in action() })
  }

  /// The action hears where the tap landed, in `coordinateSpace` (the view's own by default).
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(_TapGestureModifier(count: count, space: coordinateSpace, action: mainActorAction1(action)))
  }
}

/// `allowsHitTesting(false)`: taps and drags pass through the view to what is behind it.
nonisolated struct _HitTestingModifier: ViewModifier, PrimitiveModifier {
  let enabled: Bool
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [HitTestingNode(child: single(content, context), id: context.path, enabled: enabled)]
  }
}
extension _HitTestingModifier: DistributedModifier {}

final class HitTestingNode: WrapperNode, @unchecked Sendable {
  let enabled: Bool
  init(child: LayoutNode, id: String, enabled: Bool) {
    self.enabled = enabled
    super.init(child: child, id: id)
  }
  override var blocksTouches: Bool { !enabled }
  /// Its drawings are no part of a gesture's area around it either.
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    if !enabled { for i in start..<leaves.count { leaves[i].hittable = false } }
  }
}

extension View {
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_HitTestingModifier(enabled: enabled)) }
}
