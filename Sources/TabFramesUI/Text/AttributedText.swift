import Foundation

// What `import SwiftUI` adds to Foundation's `AttributedString` on Apple platforms, for the
// attributed texts of iOS 15: SwiftUI's attribute scope (`font`, `foregroundColor`,
// `underlineStyle`…, set as `string.foregroundColor = .red` or on a range), Foundation's
// `inlinePresentationIntent`, and `AttributedString(markdown:)`, which Foundation on Linux does
// not have. A `Text` of an attributed string draws each run in its attributes, joined as
// `Text + Text` is.

extension AttributeScopes {
  /// SwiftUI's attributes, and Foundation's (`link`) through `foundation`.
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's on Apple platforms; Foundation on Linux has none.
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
    public let foundation: FoundationAttributes

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// Accepted; a stage draws no background behind a run (docs/SWIFTUI.md).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
      public typealias Value = InlinePresentationIntent
      public static let name = "NSInlinePresentationIntent"
    }
  }

  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}

/// Foundation's `InlinePresentationIntent`: how Markdown styles a run.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension Text {
  /// SwiftUI's `Text.LineStyle`: an underline's or strikethrough's pattern and colour (nil: the
  /// text's). Every pattern is drawn solid.
  public struct LineStyle: Hashable, Sendable {
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    public var pattern: Pattern
    public var color: Color?
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    public static let single = LineStyle()
  }

  /// An attributed string (iOS 15): each run in its font, colour, lines, spacing and offset,
  /// Markdown's strong, emphasized, code and struck runs as a literal's are, a link in the tint;
  /// what the string does not set comes from the environment, as for any text.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    let parts = attributedContent.runs.map { run -> Text in
      var part = Text(verbatim: String(attributedContent[run.range].characters))
      if let font = run.font { part.fontOverride = font }
      if let color = run.foregroundColor { part.foregroundOverride = color }
      if let intent = run.inlinePresentationIntent {
        if intent.contains(.stronglyEmphasized) { part.weightOverride = .bold }
        if intent.contains(.emphasized) { part.attributes.italic = true }
        if intent.contains(.code) { part.attributes.design = .monospaced }
        if intent.contains(.strikethrough) { part.attributes.strikethrough = .on(nil) }
      }
      if let line = run.underlineStyle { part.attributes.underline = .on(line.color) }
      if let line = run.strikethroughStyle { part.attributes.strikethrough = .on(line.color) }
      if let kern = run.kern { part.attributes.kerning = kern }
      if let tracking = run.tracking { part.attributes.tracking = tracking }
      if let offset = run.baselineOffset { part.attributes.baselineOffset = offset }
      part.isLink = run.link != nil
      return part
    }
    guard let first = parts.first else {
      self.init(verbatim: "")
      return
    }
    self = parts.count == 1 ? first : parts.dropFirst().reduce(first, +)
  }
}

extension AttributedString {
  /// Foundation's Markdown options: accepted; the inline syntax is read whatever they say.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
    public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?
    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
    }
  }

  /// The string's inline Markdown as attributes, as a text made from a literal reads it: strong,
  /// emphasis, code and a line through as `inlinePresentationIntent`, a link as `link`. Block
  /// syntax is not read (docs/SWIFTUI.md). It does not throw: text that opens nothing is text.
  public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    guard let spans = InlineMarkdown.spans(markdown) else {
      self.init(markdown)
      return
    }
    var result = AttributedString()
    for span in spans {
      var piece = AttributedString(span.text)
      var intent: InlinePresentationIntent = []
      if span.style.bold { intent.insert(.stronglyEmphasized) }
      if span.style.italic { intent.insert(.emphasized) }
      if span.style.code { intent.insert(.code) }
      if span.style.strikethrough { intent.insert(.strikethrough) }
      if !intent.isEmpty { piece.inlinePresentationIntent = intent }
      if let link = span.style.link { piece.link = URL(string: link, relativeTo: baseURL) }
      result += piece
    }
    self = result
  }
}

extension AttributedString {
  /// Foundation's `AttributedString.FormattingOptions` (not in Foundation on Linux): accepted.
  public struct FormattingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let applyReplacementIndexAttribute = FormattingOptions(rawValue: 1)
  }

  /// Foundation's `AttributedString(localized:)` (not in Foundation on Linux): the string for the
  /// locale, as `String(localized:)` finds it, its inline Markdown read as attributes, as
  /// Foundation reads it.
  public init(
    localized keyAndValue: String.LocalizationValue, options: FormattingOptions = [], table: String? = nil, bundle: Bundle? = nil,
    locale: Locale? = nil, comment: StaticString? = nil
  ) {
    let string = String(localized: keyAndValue, table: table, bundle: bundle, locale: locale ?? .current, comment: comment)
    self = (try? AttributedString(markdown: string)) ?? AttributedString(string)
  }

  /// A localized resource's string, its inline Markdown read as attributes.
  public init(localized resource: LocalizedStringResource) {
    self.init(localized: resource.value, table: resource.table, locale: resource.locale)
  }
}
