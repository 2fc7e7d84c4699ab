import Foundation

// UIKit views in SwiftUI: `UIViewRepresentable` and `UIViewControllerRepresentable`, with the
// few UIKit classes such wrappers are written around (`UIView`, `UILabel`, `UIVisualEffectView`,
// `UIViewController`, `UIActivityViewController`) and `UIHostingController`. A stage cannot draw
// a UIKit view: a representable's coordinator and view are made and updated as SwiftUI makes and
// updates them (made once for the view's identity, updated at every build of it), and it takes
// the size it is proposed (or what its `sizeThatFits` answers), drawing nothing there
// (docs/SWIFTUI.md). The classes keep what code sets on them and draw nothing.

/// UIKit's `UIResponder`.
@MainActor @preconcurrency
open class UIResponder {
  public init() {}
  open var isFirstResponder: Bool { false }
  open var canBecomeFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public static let zero = UIEdgeInsets()
}

/// UIKit's `NSTextAlignment` (not in Foundation on Linux).
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// UIKit's `UIView`: keeps its frame, colours and subviews; draws nothing on a stage.
@MainActor @preconcurrency
open class UIView: UIResponder, _LayoutAnchored {
  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  open var backgroundColor: UIColor?
  open var tintColor: UIColor!
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var isOpaque = true
  open var clipsToBounds = false
  open var isUserInteractionEnabled = true
  open var tag = 0
  open var contentMode = ContentMode.scaleToFill
  open var translatesAutoresizingMaskIntoConstraints = true
  open var autoresizingMask: AutoresizingMask = []
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
  public convenience override init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }

  /// Auto Layout's anchors (`_LayoutAnchored`) and guides (UIViewLayoutAnchors.swift): kept, not
  /// laid out by.
  public let _anchors = _LayoutAnchors()
  public let safeAreaLayoutGuide = UILayoutGuide()
  public let layoutMarginsGuide = UILayoutGuide()
  open private(set) var constraints: [NSLayoutConstraint] = []
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { _anchors.firstBaseline }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { _anchors.lastBaseline }
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
  open func addConstraints(_ list: [NSLayoutConstraint]) { constraints += list }
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
  open func addLayoutGuide(_ guide: UILayoutGuide) {}

  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  open func bringSubviewToFront(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }
  open func sendSubviewToBack(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
  }

  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}
  open func setNeedsDisplay() {}
  /// Its current size, as UIView's own answer is.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  open func invalidateIntrinsicContentSize() {}
  public static let noIntrinsicMetric: CGFloat = -1

  /// UIKit's `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft,
      bottomRight
  }

  /// UIKit's `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

/// UIKit's `UILabel`: keeps its text and style; draws nothing on a stage.
@MainActor @preconcurrency
open class UILabel: UIView {
  open var text: String?
  open var attributedText: NSAttributedString?
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  open var textColor: UIColor! = UIColor.label
  open var textAlignment = NSTextAlignment.natural
  open var numberOfLines = 1
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var adjustsFontForContentSizeCategory = false
}

/// UIKit's `UIVisualEffect`.
@MainActor @preconcurrency
open class UIVisualEffect {
  public init() {}
}

/// UIKit's `UIBlurEffect`.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
  public let style: Style
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
      systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
  }
}

/// UIKit's `UIVisualEffectView`: keeps its effect; draws nothing on a stage (a SwiftUI
/// `Material` background draws one).
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  /// Where subviews go.
  public let contentView = UIView()
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) {
    effect = nil
    super.init(coder: coder)
  }
}

/// UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}

/// UIKit's `UIViewController`: its view and what code sets; presenting shows nothing on a stage.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// Made by `loadView()` when first read, then `viewDidLoad()` runs.
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let made = loadedView ?? UIView()
      loadedView = made
      viewDidLoad()
      return made
    }
    set { loadedView = newValue }
  }
  open var isViewLoaded: Bool { loadedView != nil }
  open var title: String?
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  open var isModalInPresentation = false
  open var preferredContentSize = CGSize.zero
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  open private(set) var children: [UIViewController] = []
  open private(set) weak var parent: UIViewController?
  open private(set) var presentedViewController: UIViewController?
  open private(set) weak var presentingViewController: UIViewController?

  public override init() { super.init() }
  public init(nibName: String?, bundle: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open func loadView() { loadedView = UIView() }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// Keeps `viewController` as the presented one and runs `completion`; a stage shows nothing.
  open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = viewController
    viewController.presentingViewController = self
    completion?()
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController?.presentingViewController = nil
    presentedViewController = nil
    completion?()
  }
}

/// UIKit's `UIActivity`.
@MainActor @preconcurrency
open class UIActivity {
  public init() {}
  /// UIKit's `UIActivity.ActivityType`.
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }
}

/// UIKit's `UIActivityViewController`: the share sheet, kept with its items; shows nothing.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
  public let activityItems: [Any]
  public let applicationActivities: [UIActivity]?
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { nil }
}

/// SwiftUI's `UIHostingController`: a view controller around a SwiftUI view. It compiles and
/// keeps its root view; a stage renders views with `Stage`, not through it.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder aDecoder: NSCoder) { nil }
  /// The root view's size for a proposal is not known outside a stage's layout: the proposal.
  public func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// SwiftUI's `UIViewRepresentable`: a UIKit view in a SwiftUI hierarchy. On a stage its
/// coordinator and view are made once for the view's identity and updated at every build; it
/// takes the size it is proposed (or its `sizeThatFits` answer) and draws nothing.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
  public var body: Never { fatalError("\(Self.self) is laid out directly; its body is never read") }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// SwiftUI's `UIViewRepresentableContext`.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// SwiftUI's `UIViewControllerRepresentable`: a UIKit view controller in a SwiftUI hierarchy,
/// made and updated as a `UIViewRepresentable` is; it takes the size it is proposed and draws
/// nothing on a stage.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
  public var body: Never { fatalError("\(Self.self) is laid out directly; its body is never read") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// SwiftUI's `UIViewControllerRepresentableContext`.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// A representable's UIKit object and coordinator, kept with the view's identity.
final class RepresentedUIKit {
  var object: AnyObject?
  var coordinator: Any?
}

/// Where a representable stands: the size it is proposed (10 pt where unspecified, as a colour),
/// or its `sizeThatFits` answer; nothing drawn.
final class RepresentableNode: LayoutNode, @unchecked Sendable {
  let fits: @MainActor (ProposedViewSize) -> CGSize?
  init(id: String, fits: @escaping @MainActor (ProposedViewSize) -> CGSize?) {
    self.fits = fits
    super.init(id: id)
  }
  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    // Laid out on the main actor, as views are.
    let answer = MainActor.assumeIsolated { fits(proposal) }
    return answer ?? proposal.replacingUnspecifiedDimensions()
  }
}

extension BuildContext {
  /// The representable's kept object and coordinator, made by `make` the first time (each
  /// build when there is no store).
  @MainActor func represented(make: () -> (AnyObject, Any)) -> RepresentedUIKit {
    let kept = store?.slot(path + "#represented", initial: RepresentedUIKit()).value as? RepresentedUIKit ?? RepresentedUIKit()
    if kept.object == nil { (kept.object, kept.coordinator) = make() }
    return kept
  }
}

extension UIViewRepresentable {
  func _makeRepresentableNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child(identityName(Self.self))
    if let failure = linkDynamicProperties(self, inner) { return [inner.error("\(inner.path): \(failure)")] }
    let transaction = Transaction.current ?? Transaction()
    let kept = inner.represented {
      let coordinator = makeCoordinator()
      let view = makeUIView(context: Context(coordinator: coordinator, transaction: transaction, environment: inner.environment))
      return (view, coordinator)
    }
    guard let view = kept.object as? UIViewType, let coordinator = kept.coordinator as? Coordinator else { return [] }
    let context = Context(coordinator: coordinator, transaction: transaction, environment: inner.environment)
    updateUIView(view, context: context)
    return [RepresentableNode(id: inner.path) { sizeThatFits($0, uiView: view, context: context) }]
  }
}

extension UIViewControllerRepresentable {
  func _makeRepresentableNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child(identityName(Self.self))
    if let failure = linkDynamicProperties(self, inner) { return [inner.error("\(inner.path): \(failure)")] }
    let transaction = Transaction.current ?? Transaction()
    let kept = inner.represented {
      let coordinator = makeCoordinator()
      let controller = makeUIViewController(
        context: Context(coordinator: coordinator, transaction: transaction, environment: inner.environment))
      return (controller, coordinator)
    }
    guard let controller = kept.object as? UIViewControllerType, let coordinator = kept.coordinator as? Coordinator else { return [] }
    let context = Context(coordinator: coordinator, transaction: transaction, environment: inner.environment)
    updateUIViewController(controller, context: context)
    return [RepresentableNode(id: inner.path) { sizeThatFits($0, uiViewController: controller, context: context) }]
  }
}

/// The nodes of a view whose body is `Never` without being one of TabFramesUI's own: a
/// representable's, else none.
@MainActor
func representableNodes<V: View>(_ view: V, _ context: BuildContext) -> [LayoutNode]? {
  if let representable = view as? any UIViewRepresentable { return representable._makeRepresentableNodes(context) }
  if let representable = view as? any UIViewControllerRepresentable { return representable._makeRepresentableNodes(context) }
  return nil
}
