import Foundation

/// A view that draws: text, a shape, a colour. How it sizes itself is SwiftUI's for its kind.
@MainActor
final class LeafNode: LayoutNode {
  enum Kind: String { case text, shape, color, symbol }
  enum Content {
    case text(String, Font)
    case fill(Color)
    case shape(any Shape)
  }
  enum Sizing {
    /// Shapes and colours: the whole proposal; 10 pt where a dimension is unspecified.
    case flexible
    /// Text: its measured size, wrapped to a narrower proposal.
    case text(TextLayout)
  }

  let kind: Kind
  let content: Content
  let sizing: Sizing

  init(kind: Kind, id: String, content: Content, sizing: Sizing) {
    self.kind = kind
    self.content = content
    self.sizing = sizing
    super.init(id: id)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    switch sizing {
    case .flexible:
      // Shapes and colours take what they are offered; an unspecified dimension is 10 pt, and
      // infinity is not a size, so it counts as unspecified.
      let w = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 10
      let h = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 10
      return CGSize(width: max(0, w), height: max(0, h))
    case .text(let layout): return layout.size(for: proposal)
    }
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var text: String?
    if case .text(let string, _) = content { text = string }
    leaves.append(LayoutLeaf(id: id, kind: kind.rawValue, text: text, frame: frame))
  }
}

/// How a Text sizes itself from its measured (unwrapped) size: SwiftUI's Text takes its ideal
/// size when that fits, wraps to a narrower proposal (one more line of the font's line height
/// each time the text no longer fits on fewer), and is truncated at `lineLimit` lines.
struct TextLayout {
  var ideal: CGSize
  var lineHeight: CGFloat
  var lineLimit: Int?

  func size(for proposal: ProposedViewSize) -> CGSize {
    guard let width = proposal.width, width.isFinite, width < ideal.width else { return ideal }
    let available = max(width, 0)
    // Lines needed to hold the text's width at the proposed width (a word-wrapping measurer
    // refines this once it knows the words; see TextMeasurement).
    var lines = available > 0 ? Int((ideal.width / available).rounded(.up)) : Int.max
    if let lineLimit { lines = min(lines, max(lineLimit, 1)) }
    if let height = proposal.height, height.isFinite {
      // Fewer lines when the height offered holds fewer (the rest is truncated).
      lines = min(lines, max(1, Int((height / lineHeight).rounded(.down))))
    }
    lines = min(lines, 10_000)
    return CGSize(width: available, height: CGFloat(lines) * lineHeight)
  }
}
