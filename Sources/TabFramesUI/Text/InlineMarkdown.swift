import Foundation

/// The inline Markdown SwiftUI reads in a text made from a `LocalizedStringKey` (a literal:
/// `Text("**Bold** and *italic*")`): strong and emphasis with `*` or `_`, both with three, `~~`
/// for a line through, `` ` `` for code in the monospaced design, `[title](url)` for a link in the
/// tint, and `\` before a punctuation mark for the mark itself. A `String` variable and
/// `Text(verbatim:)` show as they are. Delimiters follow CommonMark's flanking rule in its simple
/// form: an opener is not followed by a space, a closer not preceded by one, and `_` only at a
/// word's edge, so `5 * 3 * 2` and `snake_case_name` stay as written. Block syntax (headings,
/// lists) is not read, as SwiftUI's text does not read it.
enum InlineMarkdown {
  /// A piece of the text and its style.
  struct Span: Equatable {
    var text: String
    var style = Style()
  }

  struct Style: Equatable {
    var bold = false
    var italic = false
    var strikethrough = false
    var code = false
    /// A link's destination, as written (nil: not a link).
    var link: String? = nil
  }

  /// The string's spans, or nil when it holds no Markdown (the text is drawn as it is).
  static func spans(_ original: String) -> [Span]? {
    guard original.contains(where: { "*_~`[\\".contains($0) }) else { return nil }
    let string = Inflection.applied(to: original)
    guard string.contains(where: { "*_~`[\\".contains($0) }) else { return [Span(text: string)] }
    let spans = parse(Array(string), Style())
    let merged = spans.reduce(into: [Span]()) { out, span in
      if let last = out.last, last.style == span.style {
        out[out.count - 1].text += span.text
      } else if !span.text.isEmpty {
        out.append(span)
      }
    }
    guard merged != [Span(text: original)] else { return nil }
    return merged
  }

  private static let punctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

  private static func parse(_ s: [Character], _ style: Style) -> [Span] {
    var out: [Span] = []
    var plain = ""
    func flush() {
      if !plain.isEmpty { out.append(Span(text: plain, style: style)) }
      plain = ""
    }
    var i = 0
    while i < s.count {
      let c = s[i]
      if c == "\\", i + 1 < s.count, punctuation.contains(s[i + 1]) {
        plain.append(s[i + 1])
        i += 2
        continue
      }
      if c == "`", let end = s[(i + 1)...].firstIndex(of: "`"), end > i + 1 {
        flush()
        var code = style
        code.code = true
        out.append(Span(text: String(s[(i + 1)..<end]), style: code))
        i = end + 1
        continue
      }
      if c == "[", let link = link(s, at: i) {
        flush()
        var linked = style
        linked.link = String(s[(link.titleEnd + 2)..<(link.end - 1)])
        out += parse(Array(s[(i + 1)..<link.titleEnd]), linked)
        i = link.end
        continue
      }
      if c == "*" || c == "_" || c == "~", let run = emphasis(s, at: i) {
        flush()
        var inner = style
        switch (c, run.width) {
        case ("~", _): inner.strikethrough = true
        case (_, 1): inner.italic = true
        case (_, 2): inner.bold = true
        default:
          inner.bold = true
          inner.italic = true
        }
        out += parse(Array(s[(i + run.width)..<run.closer]), inner)
        i = run.closer + run.width
        continue
      }
      plain.append(c)
      i += 1
    }
    flush()
    return out
  }

  /// `[title](destination)` from `start`: where the title ends and where the link ends.
  private static func link(_ s: [Character], at start: Int) -> (titleEnd: Int, end: Int)? {
    var depth = 0
    var k = start
    while k < s.count {
      if s[k] == "\\" {
        k += 2
        continue
      }
      if s[k] == "[" { depth += 1 }
      if s[k] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      k += 1
    }
    guard k + 1 < s.count, s[k + 1] == "(", let close = s[(k + 2)...].firstIndex(of: ")") else { return nil }
    // A destination has no spaces (a title in quotes after it is not read).
    guard !s[(k + 2)..<close].contains(" ") else { return nil }
    return (k, close + 1)
  }

  /// An emphasis run opening at `start` (`*`, `**`, `***`, `_`…, `~~`) and its closer, if the
  /// text closes it.
  private static func emphasis(_ s: [Character], at start: Int) -> (width: Int, closer: Int)? {
    let mark = s[start]
    var width = 0
    while start + width < s.count, s[start + width] == mark { width += 1 }
    if mark == "~" {
      guard width == 2 else { return nil }
    } else {
      guard width <= 3 else { return nil }
    }
    let after = start + width
    guard after < s.count, !s[after].isWhitespace else { return nil }
    if mark == "_", start > 0, s[start - 1].isLetter || s[start - 1].isNumber { return nil }
    var k = after + 1
    while k + width <= s.count {
      if s[k] == "\\" {
        k += 2
        continue
      }
      // Code spans inside are skipped whole.
      if s[k] == "`", let end = s[(k + 1)...].firstIndex(of: "`") {
        k = end + 1
        continue
      }
      let isCloser =
        (k..<(k + width)).allSatisfy { s[$0] == mark } && !s[k - 1].isWhitespace
        && (k + width == s.count || s[k + width] != mark)
        && (mark != "_" || k + width == s.count || !(s[k + width].isLetter || s[k + width].isNumber))
      if isCloser { return (width, k) }
      k += 1
    }
    return nil
  }
}

extension Text {
  /// A text made from a key whose string holds inline Markdown, as the styled texts it makes
  /// joined; nil when it holds none.
  func markdownStyled(_ shown: String, tint: Color?) -> Text? {
    guard let spans = InlineMarkdown.spans(shown) else { return nil }
    var base = self
    base.localization = nil
    base.formatted = nil
    let pieces = spans.map { span -> Text in
      var t = base
      t.string = span.text
      if span.style.bold { t.weightOverride = .bold }
      if span.style.italic { t.attributes.italic = true }
      if span.style.strikethrough { t.attributes.strikethrough = .on(nil) }
      if span.style.code { t.attributes.design = .monospaced }
      if span.style.link != nil {
        t.foregroundOverride = tint ?? Color.accentColor
        t.foregroundLevel = nil
      }
      return t
    }
    guard pieces.count > 1 else { return pieces.first }
    return pieces.dropFirst().reduce(pieces[0]) { $0 + $1 }
  }
}
