import Foundation
import TabFramesAssetSymbols

// `tabframes-asset-symbols OUTPUT CATALOGUE... [--sources SWIFT-FILE...]`: writes Xcode's
// generated asset symbols for the catalogues to OUTPUT, leaving out the extension members the
// target's Swift files declare themselves (the AssetSymbols plugin runs it in a build). The file
// is written only when its text changes, so that an unchanged catalogue recompiles nothing.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: tabframes-asset-symbols OUTPUT CATALOGUE... [--sources SWIFT-FILE...]\n".utf8))
  exit(2)
}
let split = arguments.firstIndex(of: "--sources") ?? arguments.endIndex
let catalogues = arguments[1..<split].map { URL(fileURLWithPath: $0) }
let sources = arguments[min(split + 1, arguments.endIndex)...].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
let text = AssetSymbols.source(
  for: AssetSymbols.assets(inCatalogues: catalogues), declared: AssetSymbols.declaredMembers(inSources: sources))
let url = URL(fileURLWithPath: output)
if (try? String(contentsOf: url, encoding: .utf8)) != text {
  do {
    try Data(text.utf8).write(to: url, options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("tabframes-asset-symbols: cannot write \(output): \(error.localizedDescription)\n".utf8))
    exit(1)
  }
}
