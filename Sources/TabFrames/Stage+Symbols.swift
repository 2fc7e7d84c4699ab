import Foundation
import TabFramesDisplayList
import TabFramesSceneFormat
import TabFramesUI

/// Symbols their users draw (docs/SYMBOLS.md): an SVG registered on a stage, or an asset
/// catalogue's custom symbol (`.symbolset`), drawn as SF Symbols are.
extension Stage {
  /// Draws `name` with an SVG of your own wherever a symbol name is used — `Image(systemName:)`,
  /// `Label(_:systemImage:)`, a tab's symbol — at the font's size and weight-independent, in the
  /// foreground colour, as `tabframes` draws an SF Symbol: for a name TabFrames does not draw, or
  /// to draw one as your designer did. The SVG is an SF Symbols custom-symbol template (its
  /// `Regular-M` form is drawn, sized by its cap-line and baseline guides) or any SVG of filled
  /// paths (its view box as tall as a circle symbol). A stage's symbol wins over a catalogue's
  /// and over TabFrames' own drawing of the name.
  public mutating func addSymbol(named name: String, svg: String) throws {
    do {
      customSymbols[name] = try SVGSymbolFile.symbol(fromSVG: svg)
    } catch {
      throw SymbolFileError(description: "symbol \"\(name)\": \(error.message)")
    }
  }

  /// `addSymbol(named:svg:)` with the SVG read from a file.
  public mutating func addSymbol(named name: String, contentsOf file: URL) throws {
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw SymbolFileError(description: "\(file.path): cannot read it as UTF-8 text (\(error.localizedDescription))")
    }
    do {
      try addSymbol(named: name, svg: text)
    } catch {
      throw SymbolFileError(description: "\(file.path): \(error)")
    }
  }
}

/// A symbol file that cannot be drawn: the file or name, and why.
public struct SymbolFileError: Error, CustomStringConvertible, Sendable {
  public let description: String
}

/// The asset catalogues' symbol sets, read once a process; one that cannot be read is warned
/// about once and draws nothing, as Xcode would refuse to build it.
enum CatalogueSymbols {
  static let all: [String: PathSymbol] = {
    var result: [String: PathSymbol] = [:]
    for (name, file) in AssetCatalog.symbolFiles.sorted(by: { $0.key < $1.key }) {
      do {
        guard let data = FileManager.default.contents(atPath: file) else {
          throw SymbolFileError(description: "cannot read it")
        }
        result[name] = try SVGSymbolFile.symbol(fromSVG: String(decoding: data, as: UTF8.self))
      } catch {
        FileHandle.standardError.write(Data("tabframes: warning: \(file): symbol \"\(name)\" is not drawn: \(error)\n".utf8))
      }
    }
    return result
  }()
}
