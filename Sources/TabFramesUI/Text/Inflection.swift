import Foundation

/// Automatic grammar agreement in a text's Markdown, as far as English goes:
/// `^[\(count) comment](inflect: true)` reads "1 comment" and "12 comments". The text's last word
/// agrees with the first number in it ("3 new photos"); a number other than exactly 1 makes it
/// plural by English's rules (`-es` after s, x, z, ch and sh; `-ies` after a consonant's `y`;
/// the common irregular nouns). Other languages' agreement, and the other attributes in `^[…](…)`,
/// are not modelled: their text shows as written, without the markup.
enum Inflection {
  /// `string` with each `^[text](attributes)` replaced by its text, inflected when the
  /// attributes say `inflect: true`.
  static func applied(to string: String) -> String {
    guard string.contains("^[") else { return string }
    var result = ""
    var rest = Substring(string)
    while let start = rest.range(of: "^[") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let close = after.range(of: "]("), let end = after[close.upperBound...].firstIndex(of: ")") else {
        result += rest[start.lowerBound...]
        return result
      }
      let text = String(after[..<close.lowerBound])
      let attributes = after[close.upperBound..<end].replacingOccurrences(of: " ", with: "")
      result += attributes.contains("inflect:true") ? inflected(text) : text
      rest = after[after.index(after: end)...]
    }
    return result + rest
  }

  /// The text with its last word agreeing with the first number in it.
  static func inflected(_ text: String) -> String {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let number = words.first(where: { Double($0.filter { $0 != "," }) != nil }), let last = words.indices.last,
      words[last] != number, Double(number.filter { $0 != "," }) != 1
    else { return text }
    var plural = words
    plural[last] = self.plural(words[last])
    return plural.joined(separator: " ")
  }

  private static let irregular = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet", "tooth": "teeth",
    "mouse": "mice", "goose": "geese", "leaf": "leaves", "life": "lives", "knife": "knives", "wife": "wives", "half": "halves",
    "sheep": "sheep", "fish": "fish", "series": "series", "species": "species",
  ]

  /// English's plural of a singular noun.
  static func plural(_ word: String) -> String {
    let lower = word.lowercased()
    if let p = irregular[lower] { return word.first?.isUppercase == true ? p.prefix(1).uppercased() + p.dropFirst() : p }
    if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
    if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
    return word + "s"
  }
}
