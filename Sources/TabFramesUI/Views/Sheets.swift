import Foundation
import TabFramesValues

// A sheet or full-screen cover whose flag is set (or whose item is not nil), drawn as an iPhone
// draws it over the whole screen, wherever in the view the modifier is: a sheet is a card from
// the bottom edge with rounded top corners over the dimmed screen, at its smallest detent; at the
// full height (`.large`, the default) the screen behind shrinks into a card of its own on black,
// as UIKit's page sheet draws it. A cover fills the screen. What is presented is laid out as a
// window's root is, in the sheet's safe area (the home indicator's below), and only it takes
// touches and is read by VoiceOver while it is up. The numbers are docs/SWIFTUI.md's ("Sheets").

/// What a presentation covers: a card from the bottom, the whole window, or a card in the middle
/// (Alerts.swift).
enum PresentationStyle: Sendable { case sheet, fullScreenCover, alert, dialog }

/// UIKit's sheet metrics on an iPhone, portrait (iOS 15–18; not published: chosen to match its
/// screenshots, docs/SWIFTUI.md).
enum SheetMetrics {
  /// The full-height sheet's top is this far under the status bar (the safe area's top).
  static let topGap: CGFloat = 10
  static let cornerRadius: CGFloat = 10
  /// The screen behind a full-height sheet: this far in from each side, its top at the safe
  /// area's top, its corners rounded as the sheet's.
  static let presenterInset: CGFloat = 16
  /// The black drawn over the screen behind any sheet.
  static let dimming = 0.2
  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTop: CGFloat = 5
  /// How a sheet comes up and goes down, and the screen behind shrinks and grows back, whatever
  /// the change's transaction (UIKit animates a presentation itself): a spring without bounce.
  static let motion = Animation.spring(duration: 0.5, bounce: 0)
}

/// The detents, grabber, corner radius and background the presented view asks for
/// (`presentationDetents` and the like, written inside the sheet's content).
struct SheetOptions {
  var detents: [PresentationDetent] = []
  var selected: PresentationDetent?
  var dragIndicator: Visibility = .automatic
  var cornerRadius: CGFloat?
  var background: AnyShapeStyle?
}

struct _SheetOptionsKey: PreferenceKey {
  static let defaultValue = SheetOptions()
  /// The first view to set an option sets it (the content's outermost modifiers come first).
  static func reduce(value: inout SheetOptions, nextValue: () -> SheetOptions) {
    let next = nextValue()
    if value.detents.isEmpty { (value.detents, value.selected) = (next.detents, next.selected) }
    if value.dragIndicator == .automatic { value.dragIndicator = next.dragIndicator }
    if value.cornerRadius == nil { value.cornerRadius = next.cornerRadius }
    if value.background == nil { value.background = next.background }
  }
}

extension View {
  /// The options the view's sheet reads; an outer modifier's value wins over one inside it.
  nonisolated func sheetOption(_ change: @escaping @Sendable (inout SheetOptions) -> Void) -> some View {
    transformPreference(_SheetOptionsKey.self) { change(&$0) }
  }
}

nonisolated struct _PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
  let style: PresentationStyle
  /// What is presented now (nil: nothing), and how it goes away (`dismiss`, a tap beside it).
  let presented: (@MainActor () -> Presented)?
  let dismiss: @MainActor () -> Void

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let presenter = single(content, context)
    context.record.usesPresentations = true
    if let store = context.store, store.valueChanged(presented != nil, at: context.path + "#presented") {
      context.record.presentationChanged = true
    }
    guard let presented else { return [presenter] }
    var inner = context.child("\(style)").outsideStack()
    inner.container = nil
    inner.environment.dismissAction = DismissAction(dismiss)
    inner.environment.isPresentedValue = true
    // A sheet (and a popover, a sheet on an iPhone) is at the elevated level: its content's
    // system backgrounds are a step lighter in dark appearance; a cover is not.
    if style == .sheet { inner.environment._elevated = true }
    let node = TabFramesUI.makeNode(presented(), inner.child("content"))
    let options = node.preferences()[_SheetOptionsKey.self] ?? SheetOptions()
    return [
      PresentationNode(
        presenter: presenter, presented: node, style: style, options: options, dismiss: dismiss, context: inner)
    ]
  }
}

/// The presenting view, and what it presents: laid out and drawn over the whole window after the
/// rest of the view (`ViewTree` asks `PresentationNode.layOut` and `appendLeaves`), so none of
/// the presented view's title, preferences or gestures are the presenter's.
final class PresentationNode: WrapperNode, @unchecked Sendable {
  let presented: LayoutNode
  let style: PresentationStyle
  let options: SheetOptions
  let record: BuildRecord
  let scheme: ColorScheme
  /// How it goes away: its `dismiss()`, a tap beside it, a swipe down.
  let dismiss: @MainActor () -> Void
  /// The sheet's or cover's background (an alert's card draws its own); the grabber.
  private let background: LayoutNode?
  private let grabber: LayoutNode?
  /// The black over the screen behind a sheet, and what catches a tap beside a sheet that is
  /// not at full height (which dismisses it, as UIKit's does).
  private let dimming: LayoutNode?
  private let catcher: LayoutNode?
  /// The black a full-height sheet's presenter shrinks on, and the black of the screen's
  /// corners over it, which round the shrunk screen's (drawn over it rather than cut from it, so
  /// that they shrink with it as it animates: a clip is not animated).
  private let backdrop: LayoutNode?
  private let corners: LayoutNode?
  /// Where the last layout put the presented view's card, and whether it covers the full height.
  private(set) var sheetFrame: CGRect = .zero
  private(set) var isFullHeight = false

  @MainActor
  init(
    presenter: LayoutNode, presented: LayoutNode, style: PresentationStyle, options: SheetOptions,
    dismiss: @escaping @MainActor () -> Void, context: BuildContext
  ) {
    self.presented = presented
    self.style = style
    self.options = options
    self.dismiss = dismiss
    record = context.record
    // The presenter's appearance, unless the presented view asks for its own
    // (`preferredColorScheme` in a sheet is the sheet's: its card, grabber and content).
    scheme = (presented.preferences()[PreferredColorSchemeKey.self] ?? nil) ?? context.environment.colorScheme
    let radius = options.cornerRadius ?? SheetMetrics.cornerRadius
    switch style {
    case .fullScreenCover:
      background = TabFramesUI.makeNode(Rectangle().fill(Color(.named("systemBackground"))), context.child("background"))
      (grabber, dimming, catcher, backdrop, corners) = (nil, nil, nil, nil, nil)
    case .alert, .dialog:
      dimming = TabFramesUI.makeNode(
        Color.black.opacity(SheetMetrics.dimming).allowsHitTesting(false), context.child("dimming"))
      // A tap beside a dialog dismisses it; an alert waits for a button.
      catcher =
        style == .dialog
        ? TabFramesUI.makeNode(Color.clear.contentShape(Rectangle()).onTapGesture { dismiss() }, context.child("outside")) : nil
      (background, grabber, backdrop, corners) = (nil, nil, nil, nil)
    case .sheet:
      // A sheet is at the elevated level (its context says so): its system background is
      // white in light, #1C1C1E in dark, as UIKit resolves `systemBackground` there.
      let fill = options.background ?? AnyShapeStyle(Color(.named("systemBackground")))
      background = TabFramesUI.makeNode(
        UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).fill(fill), context.child("background"))
      let showsGrabber = options.dragIndicator == .visible || (options.dragIndicator == .automatic && options.detents.count > 1)
      grabber =
        showsGrabber
        ? TabFramesUI.makeNode(
          Capsule().fill(Color(.named("tertiaryLabel"))).frame(
            width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height), context.child("grabber")) : nil
      dimming = TabFramesUI.makeNode(
        Color.black.opacity(SheetMetrics.dimming).allowsHitTesting(false), context.child("dimming"))
      catcher = TabFramesUI.makeNode(Color.clear.contentShape(Rectangle()).onTapGesture { dismiss() }, context.child("outside"))
      backdrop = TabFramesUI.makeNode(Color.black, context.child("backdrop"))
      corners = TabFramesUI.makeNode(_ScreenCorners().fill(Color.black, style: FillStyle(eoFill: true)), context.child("corners"))
    }
    super.init(child: presenter, id: presenter.id)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds, proposal: proposal, pass: pass)
    if !record.presentations.contains(where: { $0 === self }) { record.presentations.append(self) }
  }

  override func resetLayout() {
    super.resetLayout()
    for node in [presented, background, grabber, dimming, catcher, backdrop, corners] { node?.resetLayout() }
  }

  /// The presented view's problems are the tree's; nothing else of it is the presenter's.
  override func gather(_ g: inout Gathering) {
    super.gather(&g)
    g.skipping(Gathering.Kinds.all.subtracting(.errors)) { $0.visit(presented) }
  }

  /// The height of the detent the sheet rests at (UIKit's rules: `.medium` is half the full
  /// height, a fraction a part of it, a height the content's own, above the home indicator).
  private func height(of detent: PresentationDetent, full: CGFloat, bottomInset: CGFloat) -> CGFloat {
    switch detent.name {
    case "large": return full
    case "height": return min(full, CGFloat(detent.value) + bottomInset)
    default: return min(full, (full * CGFloat(detent.value)).rounded())
    }
  }

  /// Lays the presented view out over the window: `canvas` and the stage's safe area `safe`.
  func layOut(canvas: CGRect, safe: CGRect) {
    // A presentation is a window of its own: laid out on its own, no named space around it.
    let pass = LayoutPass()
    let (saved, savedSafe) = (record.canvas, record.safeArea)
    defer { (record.canvas, record.safeArea) = (saved, savedSafe) }
    var frame = canvas
    var inside = safe
    if style == .sheet {
      let full = canvas.maxY - (safe.minY + SheetMetrics.topGap)
      let bottomInset = canvas.maxY - safe.maxY
      let detents = options.detents.isEmpty ? [PresentationDetent.large] : options.detents
      let heights = detents.map { height(of: $0, full: full, bottomInset: bottomInset) }
      // The selected detent, else the smallest: SwiftUI opens a sheet at its smallest detent.
      let rest = options.selected.flatMap { s in detents.firstIndex(of: s).map { heights[$0] } } ?? heights.min() ?? full
      isFullHeight = rest >= full - 0.5
      frame = CGRect(x: canvas.minX, y: canvas.maxY - rest, width: canvas.width, height: rest)
      inside = CGRect(x: safe.minX, y: frame.minY, width: safe.width, height: max(0, safe.maxY - frame.minY))
    }
    for node in [dimming, backdrop, corners].compactMap({ $0 }) {
      node.place(in: canvas, proposal: ProposedViewSize(canvas.size), pass: pass)
    }
    if style == .dialog { catcher?.place(in: canvas, proposal: ProposedViewSize(canvas.size), pass: pass) }
    if style == .sheet {
      let above = CGRect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: frame.minY - canvas.minY)
      catcher?.place(in: above, proposal: ProposedViewSize(above.size), pass: pass)
      if let grabber {
        let s = SheetMetrics.grabberSize
        grabber.place(
          in: CGRect(x: frame.midX - s.width / 2, y: frame.minY + SheetMetrics.grabberTop, width: s.width, height: s.height),
          proposal: ProposedViewSize(s), pass: pass)
      }
    }
    sheetFrame = frame
    background?.place(in: frame, proposal: ProposedViewSize(frame.size), pass: pass)
    // The presented view is a window's root: proposed its safe area and centred in it.
    record.canvas = frame
    record.safeArea = inside == frame ? nil : inside
    let proposal = ProposedViewSize(inside.size)
    let size = presented.sizeThatFits(proposal, in: pass)
    presented.place(in: CGRect(origin: Alignment.center.origin(of: size, in: inside), size: size), proposal: proposal, pass: pass)
  }

  /// Draws the presentation over `leaves` (everything drawn before it): a full-height sheet's
  /// presenter shrunk into a card on black, the dimming, then the sheet.
  func appendLeaves(to leaves: inout [LayoutLeaf], canvas: CGRect, safe: CGRect) {
    if style == .sheet {
      if isFullHeight, let backdrop, let corners {
        let s = (canvas.width - 2 * SheetMetrics.presenterInset) / canvas.width
        let m = CGAffineTransform(translationX: -canvas.midX, y: -canvas.minY).concatenating(CGAffineTransform(scaleX: s, y: s))
          .concatenating(CGAffineTransform(translationX: canvas.midX, y: safe.minY))
        let shrink = LeafTransform.fixed(m)
        let cornersStart = leaves.count
        corners.collectLeaves(into: &leaves)
        // Coming, they start at the screen's size (the shrink undone by a scale about their
        // centre), fading in as the screen shrinks: a transition cannot animate the transform.
        for i in cornersStart..<leaves.count { leaves[i].insertion = LeafTransition(fades: true, scale: Double(1 / s)) }
        leaves = leaves.map { $0.transformed(by: shrink) }
        var under: [LayoutLeaf] = []
        backdrop.collectLeaves(into: &under)
        // Black at once under the screen as it starts to shrink (it shows only around it).
        for i in under.indices { under[i].insertion = LeafTransition(fades: false) }
        leaves.insert(contentsOf: under, at: 0)
      }
    }
    let start = leaves.count
    dimming?.collectLeaves(into: &leaves)
    let sheetStart = leaves.count
    background?.collectLeaves(into: &leaves)
    presented.collectLeaves(into: &leaves)
    grabber?.collectLeaves(into: &leaves)
    // What the sheet holds is cut to its card, as UIKit's sheet clips its view.
    let radius = options.cornerRadius ?? SheetMetrics.cornerRadius
    let card = UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).path(in: sheetFrame)
    let motion = PresentationMotion(
      id: id + "#presentation", dy: Double(canvas.maxY - sheetFrame.minY), animation: SheetMetrics.motion.spec)
    // An alert fades in and out (the change's animation, or the window's motion when it comes).
    for i in sheetStart..<leaves.count where style == .sheet || style == .fullScreenCover {
      if style == .sheet { leaves[i].clipPaths.append(card) }
      leaves[i].presentation = motion
    }
    // In the presentation's appearance: the presenter's (a `preferredColorScheme` around the
    // presenter is the window's, so its sheet's too), or the one the presented view asks for.
    for i in start..<leaves.count { leaves[i].adoptColorScheme(scheme) }
  }

  /// What is gathered while it is up (it is modal): the presented view's, and a tap beside a
  /// sheet.
  func gatherPresented(_ g: inout Gathering) {
    if !isFullHeight, let catcher { g.skipping(Gathering.Kinds.all.subtracting(.taps)) { $0.visit(catcher) } }
    g.visit(presented)
  }

  /// Lays out every presentation the last placement found, in order (one presented from a sheet
  /// is found while that sheet is laid out, and goes over it).
  static func layOutAll(record: BuildRecord, canvas: CGRect, safe: CGRect) {
    var i = 0
    while i < record.presentations.count {
      record.presentations[i].layOut(canvas: canvas, safe: safe)
      i += 1
    }
  }

  /// Draws the presentations over `leaves` (the window's view). In a view that presents, every
  /// leaf of the window carries the transform a full-height sheet shrinks it by (the identity
  /// while none is up), so that the shrinking animates; in the update where a presentation comes
  /// or goes, the window moves with the sheet's motion, whatever the transaction.
  static func appendAll(record: BuildRecord, to leaves: inout [LayoutLeaf], canvas: CGRect, safe: CGRect) {
    guard record.usesPresentations else { return }
    if !record.presentations.contains(where: \.isFullHeight) {
      let identity = LeafTransform.fixed(.identity)
      leaves = leaves.map { $0.transformed(by: identity) }
    }
    for presentation in record.presentations { presentation.appendLeaves(to: &leaves, canvas: canvas, safe: safe) }
    if record.presentationChanged {
      for i in leaves.indices where leaves[i].pinnedAnimation == nil { leaves[i].pinnedAnimation = .some(SheetMetrics.motion) }
    }
  }
}

extension View {
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
  }
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }
  /// On an iPhone a popover is presented as a sheet (its compact adaptation).
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
  }
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(.sheet, item: item, onDismiss: nil, content: content)
  }

  private nonisolated func presentation<Content: View>(
    _ style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content
  ) -> some View {
    // `nonisolated(unsafe)`: the closures are called on the main actor only, where views are
    // built and a dismissal runs.
    nonisolated(unsafe) let (content, onDismiss) = (content, onDismiss)
    let binding = isPresented
    var presented: (@MainActor () -> Content)?
    if isPresented.wrappedValue { presented = { content() } }
    let dismiss: @MainActor () -> Void = {
      binding.wrappedValue = false
      onDismiss?()
    }
    return modifier(_PresentationModifier(style: style, presented: presented, dismiss: dismiss))
  }

  private nonisolated func presentation<Item: Identifiable, Content: View>(
    _ style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
  ) -> some View {
    // `nonisolated(unsafe)`: as above; the item too, read on the main actor only.
    nonisolated(unsafe) let (content, onDismiss, current) = (content, onDismiss, item.wrappedValue)
    let binding = item
    var presented: (@MainActor () -> Content)?
    if let current { presented = { content(current) } }
    let dismiss: @MainActor () -> Void = {
      binding.wrappedValue = nil
      onDismiss?()
    }
    return modifier(_PresentationModifier(style: style, presented: presented, dismiss: dismiss))
  }

  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    let ordered = detents.sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    return sheetOption { $0.detents = ordered }
  }
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    let ordered = detents.sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    let selected = selection.wrappedValue
    return sheetOption { ($0.detents, $0.selected) = (ordered, selected) }
  }
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    sheetOption { $0.dragIndicator = visibility }
  }
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    sheetOption { $0.cornerRadius = cornerRadius }
  }
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let fill = AnyShapeStyle(style)
    return sheetOption { $0.background = fill }
  }
}

/// The screen's corners outside a card of `SheetMetrics.cornerRadius` once shrunk (filled even-odd:
/// the rectangle, less the rounded one).
struct _ScreenCorners: Shape {
  func path(in rect: CGRect) -> Path {
    let s = (rect.width - 2 * SheetMetrics.presenterInset) / rect.width
    var path = Path(rect)
    path.addPath(Path(roundedRect: rect, cornerRadius: SheetMetrics.cornerRadius / s))
    return path
  }
}
