import Foundation
import Testing

@testable import TabFramesCommandLine
@testable import TabFramesOutput

/// `tabframes previews` reads which file each of a package's PreviewProviders is declared in (the
/// runtime finds the providers, not their files): the declarations Xcode and people write, private
/// ones included, not those that only mention the protocol.
@Test func previewProvidersAreFoundInTheSource() {
  let source = """
    import SwiftUI

    struct Bar: View { var body: some View { Text("Bar") } }

    #if DEBUG
    struct Bar_Previews: PreviewProvider {
      static var previews: some View { Bar() }
    }
    #endif

    public struct Shown: View, PreviewProvider, Identifiable { public var id = 0; public var body: some View { Text("") }
      public static var previews: some View { Shown() } }
    @MainActor final class ClassPreviews: PreviewProvider { static var previews: some View { Bar() } }
    private struct Hidden_Previews: PreviewProvider { static var previews: some View { Bar() } }
    fileprivate enum AlsoHidden: PreviewProvider { static var previews: some View { Bar() } }
    // struct Commented_Previews: PreviewProvider {}
    struct NotAProvider: View { var body: some View { Text("PreviewProvider") } }
    """
  let found = ProviderDeclaration.declarations(in: source)
  #expect(found.map(\.type) == ["Bar_Previews", "Shown", "ClassPreviews", "Hidden_Previews", "AlsoHidden"])
  #expect(found.map(\.line) == [6, 11, 13, 14, 15])
}

/// A product that does not compile is named with the compiler's first error — the line that says
/// where and what — not the driver's line that a command failed, which comes first in the log.
@Test func theFirstErrorNamesAPlaceInAFile() throws {
  let log = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-build-log-\(getpid()).txt")
  defer { try? FileManager.default.removeItem(at: log) }
  try Data(
    """
    Building for debugging...
    error: emit-module command failed with exit code 1 (use -v to see invocation)
    /tmp/p/Sources/Tabs/Bar.swift:54:17: error: missing arguments for parameters 'tabs', 'selection' in call
       |                 `- error: missing arguments for parameters 'tabs', 'selection' in call

    """.utf8
  ).write(to: log)
  #expect(
    PreviewsCommand.firstError(inLog: log.path)
      == "/tmp/p/Sources/Tabs/Bar.swift:54:17: error: missing arguments for parameters 'tabs', 'selection' in call")
  try Data("error: no such module 'Missing'\n".utf8).write(to: log)
  #expect(PreviewsCommand.firstError(inLog: log.path) == "error: no such module 'Missing'")
}

/// The previews of a package read that package's asset catalogues first, wherever `tabframes`
/// was started (a package's `Color(.brand)` drew clear when it ran from another folder), then the
/// folders `TABFRAMES_ASSETS` already names.
@Test func previewsReadThePackagesOwnCataloguesFirst() {
  let package = URL(fileURLWithPath: "/work/MyApp")
  #expect(PreviewsCommand.assetFolders(for: package, inherited: nil) == "/work/MyApp")
  #expect(PreviewsCommand.assetFolders(for: package, inherited: "") == "/work/MyApp")
  #expect(PreviewsCommand.assetFolders(for: package, inherited: "/design/Shared") == "/work/MyApp:/design/Shared")
}

/// A target whose folder is a link to another's (one folder built in two language modes) has
/// its providers found in the linked folder's files, so its previews are written where its twin's
/// are: they went to `<Module>/<Provider>/` instead of the file's folder.
@Test func providersAreFoundThroughALinkedTargetFolder() throws {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-linked-\(getpid())")
  defer { try? FileManager.default.removeItem(at: root) }
  let shared = root.appendingPathComponent("Sources/Shared")
  try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
  try Data("struct Card_Previews: PreviewProvider { static var previews: some View { Text(\"\") } }\n".utf8)
    .write(to: shared.appendingPathComponent("Card.swift"))
  let linked = root.appendingPathComponent("Sources/App6")
  try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: "Shared")
  let found = ProviderDeclaration.all(in: linked, module: "App6")
  #expect(found == [ProviderDeclaration(module: "App6", file: "Card", line: 1, type: "Card_Previews")], "\(found)")
}
