import Combine
import Foundation

/// SwiftUI's `Link`: its label in the tint colour, as iOS draws a link. Tapping it would open the
/// URL outside the app; a stage has no outside, so a tap does nothing.
public struct Link<Label: View>: View {
  let label: Label
  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
  public var body: some View { label.foregroundStyle(.tint) }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// SwiftUI's `ShareLink`: a button whose label is "Share" with the share symbol unless given one,
/// in the tint colour. The share sheet is a presentation a stage does not show.
public struct ShareLink<Label: View>: View {
  let label: Label
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public var body: some View { label.foregroundStyle(.tint) }
}

extension ShareLink where Label == TabFramesUI.Label<Text, Image> {
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) { TabFramesUI.Label("Share", systemImage: "square.and.arrow.up") }
  }
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) { TabFramesUI.Label(titleKey, systemImage: "square.and.arrow.up") }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) { TabFramesUI.Label(title, systemImage: "square.and.arrow.up") }
  }
}

/// SwiftUI's `AsyncImage`: an image loaded from a URL. A stage loads nothing (renders are the
/// same offline and on every run), so it draws what the app shows before the image arrives: the
/// placeholder given, else SwiftUI's grey fill; a phase closure is given `.empty`.
public struct AsyncImage<Content: View>: View {
  let content: Content
  public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImagePlaceholder { content = _AsyncImagePlaceholder() }
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.content = ViewBuilder.buildEither(second: placeholder())
  }
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }
  public var body: some View { content }
}

/// What an `AsyncImage` without a placeholder shows while it loads: a grey fill of the space.
public struct _AsyncImagePlaceholder: View {
  public var body: some View { Color(named: "secondarySystemFill") }
}

/// SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// SwiftUI's `NavigationSplitView`: on an iPhone (a compact width, what a stage is) it collapses
/// into one navigation stack showing the sidebar, as iOS shows it; the content and detail columns
/// are pushed from there, which a stage does not do.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
  public var body: some View { NavigationStack { sidebar } }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
}

/// Which columns of a split view show (all but the sidebar's on an iPhone).
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// `navigationSplitViewStyle(_:)`'s styles: accepted; an iPhone collapses them alike.
public struct NavigationSplitViewStyleKind: Sendable {
  let name: String
  public static let automatic = NavigationSplitViewStyleKind(name: "automatic")
  public static let balanced = NavigationSplitViewStyleKind(name: "balanced")
  public static let prominentDetail = NavigationSplitViewStyleKind(name: "prominentDetail")
}

extension View {
  nonisolated public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleKind) -> some View { modifier(_InertModifier()) }
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { modifier(_InertModifier()) }
  nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    modifier(_InertModifier())
  }
}

/// SwiftUI's `@ScaledMetric`: a length that grows with the Dynamic Type size. A stage's size is
/// the default (`.large`), where the value is as written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
  private let base: Value
  public init(wrappedValue: Value) { base = wrappedValue }
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
  public var wrappedValue: Value { base }
}

extension Text {
  /// A value formatted by a format style (`Text(price, format: .currency(code: "EUR"))`).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

extension Color {
  /// SwiftUI's `Color.gradient` (iOS 16): drawn as the colour itself; SwiftUI's subtle shading
  /// of it is not documented and not reproduced.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// SwiftUI's `AnyGradient`: a colour's standard gradient (see `Color.gradient`).
public struct AnyGradient: ShapeStyle, Hashable {
  let color: Color
  public func _color(in environment: EnvironmentValues) -> Color { color._color(in: environment) }
}

extension Text {
  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Hashable, Sendable {
    let name: String
    /// The time of day, short: "11:23 PM".
    public static let time = DateStyle(name: "time")
    /// The date, long: "June 3, 2019".
    public static let date = DateStyle(name: "date")
    /// The time from now, in the two largest units: "2 hours, 23 minutes".
    public static let relative = DateStyle(name: "relative")
    /// The signed offset from now in its largest unit: "+2 hours".
    public static let offset = DateStyle(name: "offset")
    /// A count up or down from now: "2:32".
    public static let timer = DateStyle(name: "timer")
  }

  /// A date as SwiftUI's date styles show it, in the en_US forms; "now" is the stage's clock in
  /// a play (so a render is the same on every run), else the wall clock.
  public init(_ date: Date, style: DateStyle) {
    let now = VirtualClock.current?.date ?? Date()
    let seconds = Int(date.timeIntervalSince(now).rounded())
    let magnitude = abs(seconds)
    let units = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
    func counted(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }
    let posix = Locale(identifier: "en_US_POSIX")
    switch style.name {
    case "time":
      self.init(verbatim: date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: posix, timeZone: .gmt)))
    case "date":
      self.init(verbatim: date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: posix, timeZone: .gmt)))
    case "relative":
      var parts: [String] = []
      var rest = magnitude
      for (size, unit) in units where rest >= size && parts.count < 2 {
        parts.append(counted(rest / size, unit))
        rest %= size
      }
      self.init(verbatim: parts.isEmpty ? "0 seconds" : parts.joined(separator: ", "))
    case "offset":
      let (size, unit) = units.first { magnitude >= $0.0 } ?? (1, "second")
      self.init(verbatim: (seconds < 0 ? "-" : "+") + counted(magnitude / size, unit))
    default:
      let h = magnitude / 3600
      let m = magnitude / 60 % 60
      let s = magnitude % 60
      self.init(verbatim: h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s))
    }
  }
}
