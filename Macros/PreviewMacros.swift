// TabFramesPreviewMacros: SwiftUI's `#Preview`, `@Previewable` and `@Entry` for TabFrames on Linux.
//
// A library plugin of the compiler, built from the toolchain's own SwiftSyntax modules
// (`usr/lib/swift/host`) by scripts/install-preview-macro and installed in the folder every
// swiftc searches by default (`usr/local/lib/swift/host/plugins` of the toolchain), so a package
// that uses `#Preview` needs no flag. The compiler's in-process plugin server opens
// `libTabFramesPreviewMacros.so` and finds the macro types by name: nothing else is exported.
//
// A `#Preview` becomes a uniquely named enum that holds the preview's body and a record in the
// `swift5_tests` section, the section Swift Testing reads its tests from (the record format is
// Swift Testing's "test content record", with TabFrames' own kind, 'tfpv', which Swift Testing
// passes over). TabFramesUI's `PreviewRegistry` reads every such record of the running process:
// that is how previews are found with no list kept by hand. docs/PREVIEWS.md says more.

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Record kind for TabFrames previews in the `swift5_tests` section: 'tfpv'.
/// (Swift Testing ignores record kinds it does not know.)
let previewRecordKind = "0x74667076"

struct PreviewDiagnostic: DiagnosticMessage {
  let message: String
  var diagnosticID: MessageID { MessageID(domain: "TabFramesPreviewMacros", id: "preview") }
  var severity: DiagnosticSeverity { .error }
}

public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // #Preview is only supported at file scope (the record must be a global).
    if !context.lexicalContext.isEmpty {
      context.diagnose(
        Diagnostic(
          node: Syntax(node),
          message: PreviewDiagnostic(
            message: "#Preview can only be used at file scope")))
      return []
    }

    // Split arguments: everything except the body closure is forwarded verbatim
    // to `TabFramesUI.Preview.init(_:traits:body:)`.
    var forwarded = Array(node.arguments)
    var body: ClosureExprSyntax? = node.trailingClosure
    if body == nil, let i = forwarded.firstIndex(where: { $0.label?.text == "body" }) {
      body = forwarded[i].expression.as(ClosureExprSyntax.self)
      forwarded.remove(at: i)
    }
    guard let body else {
      context.diagnose(
        Diagnostic(
          node: Syntax(node),
          message: PreviewDiagnostic(
            message: "#Preview requires a trailing closure producing a view")))
      return []
    }
    var args = ""
    for (i, a) in forwarded.enumerated() {
      if i > 0 { args += ", " }
      if let label = a.label { args += "\(label.text): " }
      args += a.expression.trimmedDescription
    }

    // Split the body into @Previewable declarations (become stored properties
    // of a generated view) and the remaining statements (become its body).
    var previewables: [String] = []
    var rest: [String] = []
    for item in body.statements {
      if var v = item.item.as(VariableDeclSyntax.self),
        v.attributes.contains(where: { isPreviewable($0) })
      {
        v.attributes = v.attributes.filter { !isPreviewable($0) }
        previewables.append(v.trimmedDescription)
      } else {
        rest.append(item.trimmedDescription)
      }
    }

    let loc = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let fileID = loc?.file.trimmedDescription ?? "\"\""
    let line = loc?.line.trimmedDescription ?? "0"
    let column = loc?.column.trimmedDescription ?? "0"
    let filePath =
      context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)?
      .file.trimmedDescription ?? "\"\""

    // Everything lives in one uniquely named caseless enum: static members are
    // real globals even in top-level-code files (main.swift), where a plain
    // global `let` with @section is rejected ("global variable must be a
    // compile-time constant to use @section attribute").
    let container = context.makeUniqueName("Preview")
    let deprecation =
      "@available(*, deprecated, message: \"This declaration is an implementation detail of #Preview. Do not use it directly.\")"

    var decls: [DeclSyntax] = []
    let bodyExpr: String
    if previewables.isEmpty {
      bodyExpr = body.trimmedDescription
    } else {
      let viewName = context.makeUniqueName("PreviewView")
      decls.append(
        """
        \(raw: deprecation)
        @MainActor private struct \(viewName): TabFramesUI.View {
        \(raw: previewables.joined(separator: "\n"))
        var body: some TabFramesUI.View {
        \(raw: rest.joined(separator: "\n"))
        }
        }
        """)
      bodyExpr = "{ \(viewName.text)() }"
    }
    let call = args.isEmpty ? "TabFramesUI.Preview \(bodyExpr)" : "TabFramesUI.Preview(\(args)) \(bodyExpr)"

    decls.append(
      """
      \(raw: deprecation)
      private enum \(container) {
      @MainActor static func make() -> TabFramesUI.Preview {
      \(raw: call)
      }
      nonisolated static let accessor: TabFramesUI.__PreviewRecordAccessor = { outValue, type, hint, _ in
      TabFramesUI.__PreviewRecordStore({ @MainActor @Sendable in make() }, fileID: \(raw: fileID), filePath: \(raw: filePath), line: \(raw: line), column: \(raw: column), into: outValue, asTypeAt: type)
      }
      @section("swift5_tests")
      @used
      nonisolated static let record: TabFramesUI.__PreviewRecord = (
      \(raw: previewRecordKind), 0,
      { unsafe accessor($0, $1, $2, $3) },
      0, 0
      )
      }
      """)
    return decls
  }

  static func isPreviewable(_ a: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attr) = a else { return false }
    let name = attr.attributeName.trimmedDescription
    return name == "Previewable" || name == "TabFramesUI.Previewable"
  }
}

/// `@Previewable` is a marker consumed by `#Preview`; on its own it expands to
/// nothing. The compiler expands it while type-checking the `#Preview` body
/// closure (lexicalContext == [closureExpr, macroExpansionExpr/Decl #Preview]),
/// so that is the one place it is accepted.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let lc = context.lexicalContext
    let inPreviewRoot =
      lc.count >= 2 && lc[0].is(ClosureExprSyntax.self)
      && {
        if let e = lc[1].as(MacroExpansionExprSyntax.self) { return e.macroName.text == "Preview" }
        if let d = lc[1].as(MacroExpansionDeclSyntax.self) { return d.macroName.text == "Preview" }
        return false
      }()
    if !inPreviewRoot {
      context.diagnose(
        Diagnostic(
          node: Syntax(node),
          message: PreviewDiagnostic(
            message: "'@Previewable' can only be applied to a variable declared at the root of a #Preview body")))
    }
    return []
  }
}

/// SwiftUI's `@Entry` (iOS 18) on a property in an extension of `EnvironmentValues`: the
/// property becomes a getter and setter through a private key whose default value is the
/// property's initial value (nil for an optional without one), as SwiftUI's expansion does.
public struct EntryMacro: AccessorMacro, PeerMacro {
  struct Entry {
    let name: String
    /// Nil when the property leaves its type to its default value (`@Entry var x = 4`).
    let type: TypeSyntax?
    let defaultValue: ExprSyntax
    /// The key protocol of the values extended: `EnvironmentKey` or `ContainerValueKey`.
    var keyProtocol = "EnvironmentKey"
  }

  /// The property an `@Entry` is on, or nil after saying why it cannot be one.
  /// `diagnose`: false for the second expansion of the same property, whose problems the first
  /// has reported.
  static func entry(
    _ declaration: some SyntaxProtocol, _ node: AttributeSyntax, in context: some MacroExpansionContext, diagnose: Bool = true
  ) -> Entry? {
    func refuse(_ message: String) -> Entry? {
      if diagnose { context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic(message: message))) }
      return nil
    }
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { return refuse("'@Entry' applies to one property declared with 'var'") }
    let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    let keys = ["EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey"]
    guard let extended, let keyProtocol = keys[String(extended.split(separator: ".").last ?? "")] else {
      return refuse(
        "'@Entry' is supported in extensions of EnvironmentValues and ContainerValues only on Linux (Transaction and "
          + "FocusedValues entries are not; see TabFrames' docs/SWIFTUI.md)")
    }
    let value = binding.initializer?.value.trimmed
    var entry: Entry
    if let type = binding.typeAnnotation?.type.trimmed {
      if let value {
        entry = Entry(name: name, type: type, defaultValue: value)
      } else {
        let optional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        guard optional else { return refuse("'@Entry' needs a default value ('@Entry var \(name): \(type) = …') or an optional type") }
        entry = Entry(name: name, type: type, defaultValue: "nil")
      }
    } else {
      // As SwiftUI's does, the type may be left to the default value.
      guard let value else { return refuse("'@Entry' needs the property's type or a default value ('@Entry var \(name): Type = …')") }
      entry = Entry(name: name, type: nil, defaultValue: value)
    }
    entry.keyProtocol = keyProtocol
    return entry
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = entry(declaration, node, in: context) else { return [] }
    return [
      "get { self[__Key_\(raw: entry.name).self] }",
      "set { self[__Key_\(raw: entry.name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // The accessor expansion has said what is wrong, once.
    guard let entry = entry(declaration, node, in: context, diagnose: false) else { return [] }
    guard let type = entry.type else {
      // The key's value type is the default value's, inferred; kept once, as a stored default.
      // A `var`, so that `nonisolated(unsafe)` (a key's default is only read while views are
      // built on the main actor) is never called unnecessary, whatever the type.
      return [
        """
        private struct __Key_\(raw: entry.name): TabFramesUI.\(raw: entry.keyProtocol) {
          nonisolated(unsafe) static var defaultValue = \(entry.defaultValue)
        }
        """
      ]
    }
    return [
      """
      private struct __Key_\(raw: entry.name): TabFramesUI.\(raw: entry.keyProtocol) {
        typealias Value = \(type)
        static var defaultValue: Value { \(entry.defaultValue) }
      }
      """
    ]
  }
}
