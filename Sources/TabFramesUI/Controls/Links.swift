import Foundation

/// SwiftUI's `Link`: its label in the tint colour, as iOS draws a link. Tapping it opens the URL
/// through `openURL`: outside the app on a device; a stage has no outside, so unless the author
/// set an action of their own, a tap does nothing.
public struct Link<Label: View>: View {
  let label: Label
  let destination: URL
  @Environment(\.openURL) private var openURL
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }
  /// Read as its label, with the link trait. A tap opens its URL through the environment's
  /// `openURL`, as SwiftUI's does: an action of the author's (`OpenURLAction { url in … }`) is
  /// called with it; the system's opens nothing on a stage.
  public var body: some View {
    _Accessible([.element(.combine), .removeTraits(.isStaticText), .addTraits(.isLink)]) { label.foregroundStyle(.tint) }
      .onTapGesture { openURL(destination) }
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// SwiftUI's `ShareLink`: a button whose label is "Share" with the share symbol unless given one,
/// in the tint colour. The share sheet is a presentation a stage does not show.
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// Read as its label, as a button.
  @MainActor public var body: some View {
    _Accessible([.element(.combine), .removeTraits(.isStaticText), .addTraits(.isButton)]) { label.foregroundStyle(.tint) }
  }
}

extension ShareLink where Label == TabFramesUI.Label<Text, Image> {
  /// With a preview of what is shared (shown in the share sheet, which a stage does not open).
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
    self.init(item: item, subject: subject, message: message)
  }
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

/// SwiftUI's `SharePreview`: the title and image the share sheet shows for an item.
public struct SharePreview: Sendable {
  public init<S: StringProtocol>(_ title: S) {}
  public init<S: StringProtocol>(_ title: S, image: Image) {}
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
  public init<S: StringProtocol>(_ title: S, icon: Image) {}
  public init(_ title: Text) {}
  public init(_ title: Text, image: Image) {}
  public init(_ title: Text, image: Image, icon: Image) {}
  public init(_ title: Text, icon: Image) {}
}
