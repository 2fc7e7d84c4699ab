/// SwiftUI's system font (SF Pro) drawn with Inter so that text takes the room it takes on a
/// device (the method, sources and residuals: docs/research/text-metrics.md).
///
/// SF Pro is one variable font whose optical size follows the point size: a text design up to
/// 17 pt, a display design (about 11 % narrower) from 28 pt, interpolated between, and Apple's
/// size-specific tracking on top. Inter's letters are within 1 % of SF Pro Text's; Inter Display
/// follows the display design. So: Inter up to 22 pt, Inter Display from 23 pt, and a tracking
/// for each size and weight that is Apple's published value plus a correction fitted on SF Pro
/// widths measured on devices.
enum SystemFontMetrics {
  /// The face a size draws in: Inter's text cut, or its display cut from 23 pt.
  static func family(size: Double) -> String { size >= displayFrom ? "Inter Display" : "Inter" }
  static let displayFrom = 23.0

  /// The tracking (points between characters) of the system font at a size and CSS weight:
  /// `table` between 11 and 34 pt (linear between listed sizes, within one face), Apple's values
  /// plus the fitted correction outside it; weights between 400 and 700 linear, lighter ones as
  /// 400 and heavier ones as 700.
  static func tracking(size: Double, weight: Int) -> Double {
    let w = (Double(min(max(weight, 400), 700)) - 400) / 100
    func atWeight(_ row: [Double]) -> Double {
      let i = min(Int(w), 2)
      return row[i] + (row[i + 1] - row[i]) * (w - Double(i))
    }
    guard let first = table.first, let last = table.last else { return 0 }
    if size < first.size {
      return apple(size) + atWeight(textCorrection) * size / 1000
    }
    if size > last.size {
      return apple(size) + atWeight(displayCorrection) * size / 1000
    }
    // The listed size at or below, and the next one in the same face.
    guard let lower = table.last(where: { $0.size <= size }) else { return 0 }
    guard let upper = table.first(where: { $0.size > size }), (upper.size >= displayFrom) == (lower.size >= displayFrom) else {
      return atWeight(lower.points)
    }
    let f = (size - lower.size) / (upper.size - lower.size)
    return atWeight(lower.points) + (atWeight(upper.points) - atWeight(lower.points)) * f
  }

  /// Tracking in points at weights 400, 500, 600 and 700 (docs/research/text-metrics.md: 11–17
  /// and 28–34 pt fitted on SF Pro widths measured on devices; 18–27 from a linear model of SF's
  /// optical sizes between its text and display designs, with no device measurement behind it).
  static let table: [(size: Double, points: [Double])] = [
    (11, [0.074, 0.139, 0.164, 0.230]),
    (12, [0.016, 0.086, 0.114, 0.186]),
    (13, [-0.063, 0.014, 0.044, 0.122]),
    (14, [-0.132, -0.049, -0.017, 0.067]),
    (15, [-0.211, -0.122, -0.088, 0.002]),
    (16, [-0.289, -0.195, -0.158, -0.062]),
    (17, [-0.408, -0.308, -0.268, -0.166]),
    (18, [-0.512, -0.407, -0.361, -0.252]),
    (19, [-0.626, -0.517, -0.464, -0.348]),
    (20, [-0.741, -0.628, -0.567, -0.444]),
    (21, [-0.777, -0.660, -0.591, -0.460]),
    (22, [-0.813, -0.693, -0.615, -0.476]),
    (23, [0.384, 0.438, 0.453, 0.531]),
    (24, [0.449, 0.502, 0.524, 0.606]),
    (25, [0.412, 0.466, 0.495, 0.582]),
    (26, [0.355, 0.409, 0.445, 0.538]),
    (27, [0.287, 0.341, 0.385, 0.483]),
    (28, [0.229, 0.282, 0.335, 0.439]),
    (30, [0.238, 0.295, 0.352, 0.463]),
    (32, [0.237, 0.298, 0.359, 0.477]),
    (34, [0.216, 0.281, 0.346, 0.471]),
  ]

  /// The fitted corrections, in thousandths of the size, at weights 400–700: Inter's text cut
  /// against SF Pro Text, Inter Display against SF's display design.
  static let textCorrection = [1.3, 7.2, 9.5, 15.5]
  static let displayCorrection = [-5.4, -3.5, -1.6, 2.1]

  /// Apple's published SF Pro tracking in points (the Human Interface Guidelines' table for
  /// iOS), for the sizes outside `table`; linear between the listed sizes.
  static func apple(_ size: Double) -> Double {
    let listed: [(Double, Double)] = [
      (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (34, 0.40), (35, 0.38), (36, 0.37), (40, 0.37), (44, 0.37),
      (48, 0.35), (52, 0.33), (56, 0.30), (60, 0.26), (64, 0.22), (68, 0.17), (72, 0.14), (76, 0.07), (80, 0),
    ]
    guard let first = listed.first, size > first.0 else { return listed[0].1 }
    guard let upper = listed.firstIndex(where: { $0.0 >= size }) else { return 0 }
    let (s0, t0) = listed[upper - 1]
    let (s1, t1) = listed[upper]
    return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
  }
}
