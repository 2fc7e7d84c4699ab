import Foundation

/// SwiftUI's `View`: a value that describes part of an interface through its `body`. Views that
/// draw or lay out something themselves (Text, stacks, shapes, modifiers) have `Body == Never` and
/// turn into layout nodes directly (`PrimitiveView`); every other view is resolved through its body.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view TabFramesUI lays out itself, rather than through a body. Its body is `Never`, so a
/// view whose body is not is known to be composite from its type alone (`makeNodes`).
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// The nodes this view contributes to its parent: one for most views, any number for the
  /// views that only group (TupleView, Group, ForEach, optionals, conditionals).
  func makeNodes(_ context: BuildContext) -> [LayoutNode]
}

extension PrimitiveView {
  /// Primitive views have no body; reaching it is a bug in TabFramesUI.
  func primitiveBodyNotCalled() -> Never { fatalError("\(Self.self) is laid out directly; its body is never read") }
}

/// What a view is built with: its environment and its place in the tree (for stable ids).
struct BuildContext {
  var environment: EnvironmentValues
  var path: String
  /// The axis of the stack the view is a direct child of, if any (a Spacer grows along it).
  var stackAxis: Axis?
  var depth: Int
  /// A text's size in a font: its ideal (unwrapped) size for a nil width, else wrapped at words
  /// to that width; nil when the measurer knows only ideal sizes and cannot wrap.
  var measure: @MainActor (String, Font, CGFloat?) -> CGSize?
  /// The same for a text with parts in styles of their own; a measurer that knows no styles
  /// measures the string in its font.
  var measureStyled: (@MainActor (String, Font, [TextStyleSpan], CGFloat?) -> CGSize?)? = nil
  /// An SF Symbol's box at a font (the renderer knows the drawings).
  var symbolSize: @MainActor (String, Font) -> CGSize
  /// Whether the renderer draws a symbol of that name (for `symbolVariant`).
  var hasSymbol: @MainActor (String) -> Bool
  /// A font's line metrics, for the spacing stacks put beside text; nil when unknown.
  var fontMetrics: @MainActor (Font) -> FontMetrics?
  /// Pixels a point: spacing snaps to it.
  var scale: CGFloat
  /// What the build found: warnings, matched-geometry followers (shared by the whole build).
  var record = BuildRecord()
  /// The state views own, by identity (nil: a layout with no state kept between builds).
  var store: StateStore?
  /// The scroll view around the view, for `containerRelativeFrame` (nil: the canvas is).
  var container: ContainerBox?

  /// Notes a value SwiftUI tolerates with a console warning, naming the view.
  func warn(_ message: String) { record.warnings.append("\(path.isEmpty ? "root" : path): \(message)") }

  /// A node that takes no space and makes the layout fail with `message`.
  func error(_ message: String) -> LayoutNode {
    record.hasErrors = true
    return LayoutErrorNode(message: message)
  }

  /// The colour drawing takes where nothing else is given: the foreground style, resolved.
  var foreground: Color { (environment.foregroundColor ?? .primary)._color(in: environment) }

  func child(_ component: String) -> BuildContext {
    var c = self
    c.path = path.isEmpty ? component : path + "/" + component
    c.depth += 1
    return c
  }

  /// The same context for a child that is not a stack's direct child.
  func outsideStack() -> BuildContext {
    var c = self
    c.stackAxis = nil
    return c
  }
}

/// The deepest view tree laid out: a tree deeper than this is a recursive view by mistake.
public let maximumViewDepth = 512

/// Resolves any view into layout nodes.
@MainActor
func makeNodes<V: View>(_ view: V, _ context: BuildContext) -> [LayoutNode] {
  guard context.depth < maximumViewDepth else {
    return [context.error("the view tree is deeper than \(maximumViewDepth) levels at \(context.path)")]
  }
  // Only a view whose body is `Never` can be primitive: the type check comes first because a
  // cast costs a search of every conformance in the program the first time a type meets a
  // protocol (tens of microseconds each, docs/PERFORMANCE.md "Type metadata at start-up").
  if V.Body.self == Never.self {
    if let primitive = view as? any PrimitiveView { return primitive.makeNodes(context) }
    // A body of `Never` that is not TabFramesUI's own: a UIKit representable.
    if let nodes = representableNodes(view, context) { return nodes }
  }
  let inner = context.child(identityName(V.self))
  if let failure = linkDynamicProperties(view, inner) { return [inner.error("\(inner.path): \(failure)")] }
  return makeNodes(view.body, inner)
}

/// A view type's part of an identity path: its name, with its generic arguments as a short
/// digest (a `TabView`'s would spell out the whole type of its content, hundreds of characters,
/// in every id below it). The digest keeps `Card<A>` and `Card<B>` apart: another type is
/// another identity, as in SwiftUI.
func identityName<V>(_ type: V.Type) -> String {
  // `String(describing:)` spells a type this way too, after three conformance casts.
  let name = _typeName(type, qualified: false)
  guard let cut = name.firstIndex(of: "<") else { return name }
  // FNV-1a: the same digest on every run (String's hash is seeded per process).
  var hash: UInt32 = 2_166_136_261
  for byte in name.utf8 {
    hash ^= UInt32(byte)
    hash = hash &* 16_777_619
  }
  return "\(name[..<cut])<\(String(hash, radix: 16))>"
}

/// Resolves an existential view.
@MainActor
func makeNodes(any view: any View, _ context: BuildContext) -> [LayoutNode] {
  func open<V: View>(_ v: V) -> [LayoutNode] { makeNodes(v, context) }
  return open(view)
}

/// A single node for a view (a stack's child or a modifier's content): several become a group
/// laid out as SwiftUI lays out a multi-view modifier content (a ZStack-like overlay of them).
@MainActor
func makeNode<V: View>(_ view: V, _ context: BuildContext) -> LayoutNode {
  let nodes = makeNodes(view, context)
  if nodes.count == 1, let only = nodes.first { return only }
  return StackNode(axis: nil, alignment: .center, spacing: nil, children: nodes, path: context.path)
}

/// What a view tree's build found, for its layouts.
final class BuildRecord {
  /// Values SwiftUI tolerates with a console warning.
  var warnings: [String] = []
  /// Whether some `matchedGeometryEffect` has `isSource: false`: its geometry comes from another
  /// view's layout, so a layout takes a second pass (only then).
  var hasMatchFollowers = false
  /// Each followed id's source frame, found by the last layout pass.
  var matchTargets: [String: CGRect] = [:]
  /// Whether the build made a `LayoutErrorNode` (only then is the tree walked for errors: a
  /// layout again of an error-free tree, the usual case, skips two walks of every node).
  var hasErrors = false
  /// The canvas of the layout in progress (a menu's panel stays on it).
  var canvas: CGRect?
  /// The stage's safe area within it, when the stage has insets (SafeArea.swift).
  var safeArea: CGRect?
  /// The sheets and covers presented in the layout in progress, in the order placed (Sheets.swift).
  var presentations: [PresentationNode] = []
  /// The navigation stacks built with screens pushed on them, outermost first, each with how
  /// many and its back button's action (NavigationPush.swift).
  var pushes: [(depth: Int, pop: @MainActor () -> Void)] = []
  /// Whether the view has a sheet or cover modifier, presented or not; whether one came or went
  /// in this update.
  var usesPresentations = false
  var presentationChanged = false
  /// Whether some view set `preferredColorScheme` (only then is the tree asked for it).
  var asksColorScheme = false
  /// The `.animation(_:value:)` modifiers that apply in this build, by id, with their animation
  /// (nil: none): a view removed inside one leaves with it, even when nothing is left inside.
  var appliedAnimations: [String: Animation?] = [:]
}
