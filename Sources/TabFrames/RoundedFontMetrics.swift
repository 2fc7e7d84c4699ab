import TabFramesSceneFormat

/// SwiftUI's rounded design (SF Pro Rounded) drawn with Quicksand, an open rounded face Debian
/// ships (`fonts-quicksand`), so that `.system(size:weight:design: .rounded)` draws round
/// terminals and takes the room it takes on a device (the method and the faces compared:
/// docs/research/text-metrics.md, "The rounded design").
///
/// SF Pro Rounded has one optical size, the display design's, at every size, and a tracking table
/// of its own (the Human Interface Guidelines'; like SF Pro Display's, looser at small sizes, +46
/// thousandths of an em beyond SF Pro Text's at 11–18 pt, 48 at 17). Its widths are modelled as SF's
/// display design (Inter Display with `SystemFontMetrics.displayCorrection`, the system font's
/// model at display sizes) with that tracking. Quicksand's letters are rounder and wider than
/// Inter Display's, so a correction per weight, fitted once on a corpus of UI strings, brings its
/// median width to that model's at every size.
enum RoundedFontMetrics {
  /// The Debian package whose faces draw the rounded design.
  static let package = "fonts-quicksand"

  /// The Quicksand face that draws a weight (CSS 100–900), chosen by stem thickness: Quicksand's
  /// stems are thinner than SF's at the same name (regular 0.060 em against Inter's 0.084, bold
  /// 0.120 against 0.151), so SF's regular draws Quicksand's medium and semibold its bold.
  /// Quicksand's light and medium are families of their own in fontconfig.
  static func face(weight: Int) -> (family: String, weight: FontWeight) {
    switch weight {
    case ...250: return ("Quicksand Light", .regular)
    case ...350: return ("Quicksand", .regular)
    case ...550: return ("Quicksand Medium", .regular)
    default: return ("Quicksand", .bold)
    }
  }

  /// Every family `face(weight:)` names, for the check that they are installed.
  static let families = ["Quicksand Light", "Quicksand", "Quicksand Medium"]

  /// The tracking in points at a size and CSS weight: SF Pro Rounded's for the size plus
  /// `correction` × size / 1000 (weights between listed ones linear).
  static func tracking(size: Double, weight: Int) -> Double {
    let w = (Double(min(max(weight, 100), 900)) - 100) / 100
    let i = min(Int(w), correction.count - 2)
    let k = correction[i] + (correction[i + 1] - correction[i]) * (w - Double(i))
    return (apple(size) + k) * size / 1000
  }

  /// Thousandths of the size at weights 100, 200 … 900: the system font's display correction
  /// plus the median difference, per character, between Inter Display and the Quicksand face
  /// at that weight, fitted on Data/ui-strings.txt by scripts/fit-rounded-tracking
  /// (docs/research/text-metrics.md).
  static let correction = [-61.2, -51.4, -49.6, -51.4, -41.0, -38.3, -24.9, -14.3, -4.1]

  /// SF Pro Rounded's tracking in thousandths of an em (the Human Interface Guidelines' table for
  /// iOS): each listed size's value holds up to the next listed size.
  static func apple(_ size: Double) -> Double {
    let listed: [(size: Double, tracking: Double)] = [
      (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35), (15, 30), (16, 26), (17, 22),
      (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (24, 15), (25, 14), (28, 13), (30, 12), (35, 11), (37, 10), (43, 9),
      (44, 8), (50, 7), (51, 6), (58, 4), (64, 3), (66, 2), (76, 1),
    ]
    return listed.last(where: { $0.size <= size })?.tracking ?? listed[0].tracking
  }
}
