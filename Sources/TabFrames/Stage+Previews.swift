import Foundation
import TabFramesSceneFormat
import TabFramesUI

extension Stage {
  /// One stage a preview of `provider` (each top-level view of its `previews`), named by its
  /// `previewDisplayName` (lower case, words joined by hyphens, after `prefix`), else by the
  /// provider and its number. `.device` previews take the canvas given; `.sizeThatFits` the
  /// view's own height (and width, if it takes less) at the canvas width; `.fixed` its size.
  public static func previews<P: PreviewProvider>(
    _ provider: P.Type, prefix: String = "", width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 3,
    appearance: Appearance = .light, era: Era = .ios16, fileID: StaticString = #fileID, line: UInt = #line
  ) -> [Stage] {
    PreviewCatalog.previews(P.previews).enumerated().map { k, info in
      let name = prefix + slug(info.name ?? "\(P.self)-\(k + 1)")
      let pick: @MainActor @Sendable () -> _PreviewPick<P.Previews> = { _PreviewPick(P.previews, index: k) }
      var size = CGSize(width: width, height: height)
      switch info.layout {
      case .device: break
      case .fixed(let w, let h): size = CGSize(width: w, height: h)
      case .sizeThatFits:
        let probe = Stage(name: name, width: width, height: height, scale: scale, appearance: appearance, era: era, content: pick)
        let fits = probe.tree().size(for: ProposedViewSize(width: width, height: nil))
        // Whole pixels, at least one.
        func up(_ v: CGFloat) -> CGFloat { max(1, (v * scale).rounded(.up)) / scale }
        size = CGSize(width: up(min(fits.width, width)), height: up(fits.height))
      }
      return Stage(
        name: name, width: size.width, height: size.height, scale: scale, appearance: appearance, era: era, fileID: fileID, line: line,
        content: pick)
    }
  }

  /// A display name as a file name: lower case, runs of anything but letters and digits as one
  /// hyphen.
  static func slug(_ s: String) -> String {
    var out = ""
    var pendingHyphen = false
    for ch in s.lowercased() {
      if ch.isLetter || ch.isNumber {
        if pendingHyphen && !out.isEmpty { out.append("-") }
        out.append(ch)
        pendingHyphen = false
      } else {
        pendingHyphen = true
      }
    }
    return out.isEmpty ? "preview" : out
  }
}
