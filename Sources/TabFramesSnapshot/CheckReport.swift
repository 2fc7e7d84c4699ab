import FoundationEssentials
import Glibc
import TabFramesOutput

/// The HTML page `tabframes check --report DIR` writes: a summary of every scene, then for each
/// failing frame its reference, difference and actual images side by side with the numbers.
package enum CheckReport {
  package static func html(_ outcomes: [SnapshotOutcome], references: String, relativeTo folder: URL) -> String {
    func esc(_ s: String) -> String { HTMLText.escaped(s) }
    func rel(_ url: URL) -> String {
      let base = folder.standardizedFileURL.path + "/"
      let p = url.standardizedFileURL.path
      return p.hasPrefix(base) ? String(p.dropFirst(base.count)) : url.absoluteString
    }
    let failed = outcomes.filter { !$0.passed }
    var out = """
      <!doctype html>
      <html lang="en"><meta charset="utf-8"><title>tabframes check: \(failed.isEmpty ? "all match" : "\(failed.count) differ")</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; }
      table { border-collapse: collapse; } td, th { padding: .3rem .6rem; border-bottom: 1px solid #ddd; text-align: left; }
      .fail { color: #c00; font-weight: 600; } .pass { color: #080; }
      .frame { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .8rem; margin: .5rem 0 1.5rem; }
      .frame img { width: 100%; border: 1px solid #ccc; image-rendering: pixelated; }
      figure { margin: 0; } figcaption { font-size: 12px; color: #555; }
      </style>
      <h1>tabframes check</h1>
      <p>References: <code>\(esc(references))</code>. \(outcomes.count) scene(s), \(failed.count) differ.</p>
      <table><tr><th>scene</th><th>result</th><th>frames differing</th><th>pixels</th><th>largest ΔE94</th><th>layout</th></tr>

      """
    for o in outcomes {
      let pixels = o.failures.reduce(0) { $0 + $1.difference.differingPixels }
      let worst = o.failures.map(\.difference.maximumDeltaE).max() ?? 0
      out +=
        "<tr><td><a href=\"#\(esc(o.name))\">\(esc(o.name))</a></td><td class=\"\(o.passed ? "pass" : "fail")\">\(o.passed ? "matches" : "differs")</td>"
      out += "<td>\(o.failures.count) of \(o.frameCount)</td><td>\(pixels)</td><td>\(formatted(worst, decimals: 1))</td>"
      out += "<td>\(esc(o.layoutDifferences.first.map { "\($0)" } ?? "—"))</td></tr>\n"
    }
    out += "</table>\n"
    for o in failed {
      out += "<section id=\"\(esc(o.name))\"><h2 class=\"fail\">\(esc(o.name))</h2><p>\(esc(o.message))</p>\n"
      for f in o.failures {
        let d = f.difference
        out += "<h3>frame \(f.index)</h3><p>\(d.differingPixels) pixels differ (\(formatted(d.differingShare * 100, decimals: 3)) %), "
        out += "largest ΔE94 \(formatted(d.maximumDeltaE, decimals: 1))</p>\n"
        out += "<div class=\"frame\">"
        for kind in ["reference", "difference", "actual"] {
          if let url = f.artifacts[kind] {
            out +=
              "<figure><img src=\"\(esc(rel(url)))\" alt=\"\(kind) of \(esc(o.name)) frame \(f.index)\"><figcaption>\(kind)</figcaption></figure>"
          }
        }
        out += "</div>\n"
      }
      out += "</section>\n"
    }
    return out + "</html>\n"
  }
}
