/// Text put into an HTML page (the check report, the previews gallery), with `&`, `<`, `>` and `"`
/// escaped so it reads as text, in an element or an attribute.
package enum HTMLText {
  package static func escaped(_ s: String) -> String {
    var escaped = ""
    for c in s {
      switch c {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(c)
      }
    }
    return escaped
  }
}
