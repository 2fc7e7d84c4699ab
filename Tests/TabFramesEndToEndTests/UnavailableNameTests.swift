import Foundation
import Testing

// A SwiftUI name TabFrames lacks fails to compile naming the cause, never pointing at an
// unrelated overload: these snippets are type-checked by the compiler against the built
// TabFramesUI module, as a user's file would be.

/// The compiler's errors for a snippet that imports TabFramesUI (empty when it compiles).
private func typeCheck(_ source: String, swiftVersion: String = "6") throws -> [String] {
  let folder = try temporaryFolder("typecheck")
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("Snippet.swift")
  try Data(("import TabFramesUI\n" + source).utf8).write(to: file)
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  p.arguments = [
    "swiftc", "-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-I",
    repository.appendingPathComponent(".build/debug/Modules").path, file.path,
  ]
  let err = Pipe()
  p.standardError = err
  p.standardOutput = FileHandle.nullDevice
  try p.run()
  let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  p.waitUntilExit()
  return text.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
}

/// An asset catalogue's colours and images compile as SwiftUI's do (both are read now), and a
/// name TabFrames lacks fails naming the name itself, not an unrelated overload.
@Test func assetCatalogueNamesCompileAndAMissingNameIsNamed() throws {
  let assets = try typeCheck(
    "@MainActor let brand = Color(\"Brand\")\nlet shade = Color(\"Shade\", bundle: nil)\n@MainActor let avatar = Image(\"avatar\")\n")
  #expect(assets.isEmpty, "\(assets)")
  let missing = try typeCheck("@MainActor let flag = Image(nsImage: 1)\n")
  #expect(missing.first?.contains("nsImage") == true, "\(missing)")
}

/// The back-deployment shims public packages carry for iOS 13 and 14 (a private
/// `overlay(alignment:_:)` that calls iOS 15's `overlay(alignment:content:)`) compile as on iOS,
/// where the shim is the one a trailing closure takes; they were "ambiguous use of 'overlay'"
/// (found compiling a public segmented control unchanged). And `Self._printChanges()`, a
/// debugging line left in a body, compiles.
@Test func aPackagesBackDeploymentShimsAndDebuggingLinesCompile() throws {
  let errors = try typeCheck(
    """
    private extension View {
      @ViewBuilder func overlay<T: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> T) -> some View {
        overlay(alignment: alignment, content: content)
      }
      @ViewBuilder func background<T: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> T) -> some View {
        background(alignment: alignment, content: content)
      }
    }
    struct Row: View {
      let selected: Bool
      var body: some View {
        let _ = Self._printChanges()
        Text("A")
          .overlay { if selected { Color.clear } }
          .background { Color.blue }
      }
    }

    """)
  #expect(errors.isEmpty, "\(errors)")
}

/// The same kind of file with what TabFramesUI has compiles: the check above is not a compiler
/// that fails on everything.
@Test func theSnippetsCompileWithWhatExists() throws {
  let errors = try typeCheck(
    """
    @MainActor func card() -> some View { RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .systemGray6)) }
    @MainActor func pill() -> some View { Text("New").padding(4).background(.blue, in: .rect(cornerRadius: 6)) }
    @MainActor func tab() -> some View { UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12).fill(.white) }
    @MainActor func badge() -> some View { Circle().fill(.red).clipShape(.capsule) }
    func like(_ liked: Bool, count: Int) -> some View {
      HStack {
        Image(systemName: "heart").symbolEffect(.bounce, value: liked).symbolEffect(.variableColor.iterative)
        Text("\\(count)").contentTransition(.numericText())
      }
      .sensoryFeedback(.impact(weight: .light), trigger: liked)
      .sensoryFeedback(.selection, trigger: count)
      .onLongPressGesture(minimumDuration: 0.5) {}
    }
    @MainActor func raised() -> some View { RoundedRectangle(cornerRadius: 8).fill(.shadow(.drop(color: .black.opacity(0.2), radius: 4))) }
    struct When: View {
      @State var date = Date()
      var body: some View {
        DatePicker("Until", selection: $date, in: ...Date(), displayedComponents: [.date])
        DatePicker(String("From"), selection: $date, in: Date()..., displayedComponents: [.date])
        DatePicker(String("Within"), selection: $date, in: Date()...Date(), displayedComponents: [.date])
      }
    }

    """)
  #expect(errors.isEmpty, "\(errors)")
}

/// `@Entry` used where TabFrames cannot expand it says why, on the property, instead of leaving
/// the compiler to complain of a stored property in an extension.
@Test func anEntryTabFramesCannotExpandSaysWhy() throws {
  // The type may be left to the default value, as SwiftUI's allows; with neither, it says so.
  #expect(try typeCheck("extension EnvironmentValues { @Entry var spacing = 8.0 }\n").isEmpty)
  let untyped = try typeCheck("extension EnvironmentValues { @Entry var spacing }\n")
  #expect(untyped.contains { $0.contains("'@Entry' needs the property's type or a default value") }, "\(untyped)")
  let noDefault = try typeCheck("extension EnvironmentValues { @Entry var spacing: Double }\n")
  #expect(noDefault.contains { $0.contains("'@Entry' needs a default value") }, "\(noDefault)")
  let transaction = try typeCheck("extension Transaction { @Entry var fast: Bool = false }\n")
  #expect(transaction.contains { $0.contains("ContainerValues only") && $0.contains("docs/SWIFTUI.md") }, "\(transaction)")
  #expect(try typeCheck("extension ContainerValues { @Entry var isPinned: Bool = false }\n").isEmpty)
  #expect(try typeCheck("extension EnvironmentValues { @Entry var spacing: Double = 8 }\n").isEmpty)
}

/// UIKit's container controllers, which a stage does not draw, fail naming the SwiftUI view to
/// use: a public "stateful tab view" kept a UITabBarController in a representable, and the
/// common swipe-back snippet extends UINavigationController. They were "cannot find type".
@Test func uiKitContainerControllersAreNamedWithTheSwiftUIViewToUse() throws {
  let tabs = try typeCheck(
    """
    import Foundation
    @MainActor final class Coordinator: NSObject, UITabBarControllerDelegate {}
    @MainActor func make() -> UITabBarController { let c = UITabBarController(); c.tabBarItem = UITabBarItem(); return c }
    """)
  #expect(tabs.contains { $0.contains("UITabBarController is not drawn by TabFrames") && $0.contains("TabView") }, "\(tabs)")
  #expect(tabs.contains { $0.contains("UITabBarItem belongs to UITabBarController") }, "\(tabs)")
  #expect(!tabs.contains { $0.contains("cannot find") }, "\(tabs)")
  let back = try typeCheck("extension UINavigationController { func swipeBack() {} }\n")
  #expect(back.contains { $0.contains("UINavigationController is not drawn") && $0.contains("NavigationStack") }, "\(back)")
}

/// UIKit's main-actor classes come into Swift as Objective-C declarations do: a Swift 5 file may
/// use them outside the main actor (the compiler warns at most, as with UIKit), a Swift 6 file may
/// not; an extension of `UIApplication` is on the main actor, as one of UIKit's is, so the window
/// idiom tab bars pad themselves with compiles in both modes.
@Test func uiKitsMainActorClassesAreAsStrictAsUIKitsInEachLanguageMode() throws {
  let windowInsets = """
    extension UIApplication {
      var keyWindowSafeArea: UIEdgeInsets {
        (connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets ?? .zero
      }
    }
    @MainActor func bottomPadding() -> CGFloat { max(UIApplication.shared.keyWindowSafeArea.bottom, 8) }
    let names = [UIApplication.didBecomeActiveNotification, UIResponder.keyboardWillShowNotification]

    """
  let globalWidth = "let screenWidth = UIScreen.main.bounds.width\n"
  #expect(try typeCheck(windowInsets, swiftVersion: "5") == [])
  #expect(try typeCheck(windowInsets) == [])
  #expect(try typeCheck(globalWidth, swiftVersion: "5") == [], "a warning at most in Swift 5 mode, as with UIKit")
  let strict = try typeCheck(globalWidth)
  #expect(strict.contains { $0.contains("main actor-isolated") }, "an error in Swift 6 mode: \(strict)")
}

/// What a shopping and a messaging app wrote (probes K and L): an accessibility label or a search
/// prompt built by interpolation with a `specifier:` (a key, as SwiftUI takes it), iOS 16.4's
/// `searchScopes(_:activation:_:)`, and a preview seeding its `@AppStorage` through
/// `defaultAppStorage`, compile; a canvas image fails naming the cause.
@Test func everydayKeysScopesAndStoresCompileAndACanvasImageIsNamed() throws {
  let errors = try typeCheck(
    """
    enum Tab: String { case shop, cart }
    enum Scope: Hashable { case all, sale }
    struct Card: View {
      let rating: Double
      @State private var query = ""
      @State private var scope = Scope.all
      @AppStorage("tab") private var tab = Tab.shop
      var body: some View {
        Text("Card")
          .accessibilityLabel("\\(rating, specifier: "%.1f") out of 5 stars")
          .accessibilityHint("Double tap to open \\(tab.rawValue)")
          .accessibilityValue("\\(Int(rating)) stars")
          .searchable(text: $query, prompt: "Search \\(tab.rawValue)")
          .searchScopes($scope, activation: .onSearchPresentation) { Text("All").tag(Scope.all) }
      }
    }
    @MainActor func seeded() -> some View { Card(rating: 4.5).defaultAppStorage(UserDefaults(suiteName: "preview")!) }
    """)
  #expect(errors.isEmpty, "\(errors)")
  let image = try typeCheck(
    """
    @MainActor let c = Canvas { context, size in
      let symbol = context.resolve(Image(systemName: "heart"))
      context.draw(symbol, at: .zero)
    }
    """)
  #expect(image.first?.contains("Images in a Canvas are not drawn by TabFrames yet") == true, "\(image)")
}
