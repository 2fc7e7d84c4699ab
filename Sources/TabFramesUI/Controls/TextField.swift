import Foundation

// SwiftUI's text entry as iOS draws it at rest: `TextField` and `SecureField` show their text
// (a secure one as dots) or, when empty, their prompt in the placeholder colour, in the body
// style, across the width they are offered. Typing is not modelled: a stage has no keyboard.

/// SwiftUI's `TextField`.
nonisolated public struct TextField<Label: View>: View {
  let placeholder: String
  let text: String
  let secure: Bool
  /// `.vertical` (`TextField(_:text:axis:)`): the text wraps onto more lines, as many as the line
  /// limit allows; otherwise it stays on one.
  var axis = Axis.horizontal
  @Environment(\.textFieldStyleKind) private var style
  /// A foreground style set around the field colours its text (a ticked-off item in grey); the
  /// prompt keeps the placeholder colour.
  @Environment(\.foregroundColor) private var foreground

  @MainActor public var body: some View {
    let shown = text.isEmpty ? placeholder : (secure ? String(repeating: "•", count: text.count) : text)
    let field = Text(shown).modifier(_FieldLines(vertical: axis == .vertical))
      .foregroundStyle(text.isEmpty ? Color(.named("placeholderText")) : foreground ?? Color.primary)
      .frame(maxWidth: .infinity, alignment: .leading)
    if style == .roundedBorder {
      // UITextField's rounded-rect border style: 34 pt tall, 6 pt in, 5 pt corners, a hairline.
      field.padding(.horizontal, 6).frame(minHeight: 34)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color(.named("systemBackground"))))
        .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(.named("separator")), lineWidth: 0.5))
    } else {
      field
    }
  }
}

extension TextField where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    placeholder = String(title)
    self.text = text.wrappedValue
    secure = false
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    placeholder = prompt?.string ?? String(title)
    self.text = text.wrappedValue
    secure = false
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    placeholder = String(title)
    self.text = text.wrappedValue
    secure = false
    self.axis = axis
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
    self.axis = axis
  }
  /// iOS 13's form (deprecated in SwiftUI, still compiled): the callbacks are kept, not called,
  /// as a stage types nothing into a field.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    placeholder = String(title)
    self.text = text.wrappedValue
    secure = false
  }
  /// A value shown through a format (`TextField("Amount", value: $amount, format: .number)`), in a
  /// US iPhone's locale whatever the machine's (FormatLocale).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    placeholder = prompt?.string ?? String(title)
    text = FormatLocale.apply(format).format(value.wrappedValue)
    secure = false
  }
}

extension TextField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    placeholder = prompt?.string ?? ""
    self.text = text.wrappedValue
    secure = false
  }
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, label: label)
    self.axis = axis
  }
}

/// A field's lines: one across, unless the field is vertical; a vertical one wraps to the line
/// limit and takes the room of at least a line-limit range's lower bound or the lines reserved.
nonisolated struct _FieldLines: ViewModifier, PrimitiveModifier {
  let vertical: Bool
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    if vertical {
      inner.environment.reservedLines = max(inner.environment.reservedLines, inner.environment.fieldLines)
    } else {
      inner.environment.lineLimit = 1
      inner.environment.reservedLines = 0
    }
    inner.environment.fieldLines = 0
    return content(inner)
  }
}

/// SwiftUI's `SecureField`: a text field whose text shows as dots.
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>
  @MainActor public var body: some View { field }
}

extension SecureField where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(placeholder: String(title), text: text.wrappedValue, secure: true)
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(placeholder: prompt?.string ?? String(title), text: text.wrappedValue, secure: true)
  }
  /// iOS 13's form (deprecated in SwiftUI): `onCommit` is kept, not called, as for `TextField`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
}

/// SwiftUI's `TextFieldStyle`s: `.automatic` and `.plain` draw the text alone, `.roundedBorder`
/// inside UITextField's rounded rectangle.
public enum TextFieldStyleKind: Sendable, Equatable { case automatic, plain, roundedBorder }
public protocol TextFieldStyle: Sendable { var _kind: TextFieldStyleKind { get } }
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .automatic }
}
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .plain }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .roundedBorder }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }
extension EnvironmentValues {
  var textFieldStyleKind: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

/// UIKit's `UIKeyboardType`, `UITextContentType`, `UITextAutocapitalizationType` stand-ins and
/// SwiftUI's `TextInputAutocapitalization` and `SubmitLabel`: accepted; a stage has no keyboard.
public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
    webSearch, asciiCapableNumberPad
}
/// UIKit's `UITextContentType`: what a text field holds, for AutoFill (its common values).
public struct UITextContentType: Sendable, Hashable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let middleName = UITextContentType(rawValue: "middleName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let addressState = UITextContentType(rawValue: "addressState")
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  public static let creditCardName = UITextContentType(rawValue: "creditCardName")
  public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
  public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
  public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
  public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
  public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
  public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
  public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
  public static let creditCardType = UITextContentType(rawValue: "creditCardType")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
  public static let flightNumber = UITextContentType(rawValue: "flightNumber")
  public static let dateTime = UITextContentType(rawValue: "dateTime")
  public static let birthdate = UITextContentType(rawValue: "birthdate")
  public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
  public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
  public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
}
/// UIKit's `UITextAutocapitalizationType`, which iOS 13's `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}
public struct SubmitLabel: Sendable {
  public static let done = SubmitLabel()
  public static let go = SubmitLabel()
  public static let send = SubmitLabel()
  public static let join = SubmitLabel()
  public static let route = SubmitLabel()
  public static let search = SubmitLabel()
  public static let `return` = SubmitLabel()
  public static let next = SubmitLabel()
  public static let `continue` = SubmitLabel()
}

extension View {
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { environment(\.textFieldStyleKind, style._kind) }
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  nonisolated public func textContentType(_ type: UITextContentType?) -> some View { self }
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// iOS 13's forms, deprecated in iOS 16 for `textInputAutocapitalization` and
  /// `autocorrectionDisabled`; still in much app code.
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}

/// SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// SwiftUI's `TextEditor`: its text from the top leading corner, wrapped, filling the space it
/// is offered (5 pt in from the sides and 8 pt from the top, as UITextView's insets).
nonisolated public struct TextEditor: View {
  let text: String
  public init(text: Binding<String>) { self.text = text.wrappedValue }
  public init(text: Binding<AttributedString>) { self.text = String(text.wrappedValue.characters) }

  @MainActor public var body: some View {
    Text(verbatim: text).padding(.horizontal, 5).padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// SwiftUI's `ColorPicker`: its title and, on the trailing side, a 28 pt well of the selected
/// colour in a ring of the colour wheel, as iOS draws it.
nonisolated public struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Color
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection.wrappedValue
    self.label = label()
  }

  @MainActor public var body: some View {
    HStack(spacing: 8) {
      label
      Spacer(minLength: 0)
      ZStack {
        Circle().strokeBorder(
          AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3)
        Circle().fill(selection).padding(5)
      }
      .frame(width: 28, height: 28)
    }
  }
}

extension ColorPicker where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
}
