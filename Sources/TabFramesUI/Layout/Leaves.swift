import Foundation

/// A view that draws: text, a shape, a colour. How it sizes itself is SwiftUI's for its kind.
final class LeafNode: LayoutNode, @unchecked Sendable {
  enum Kind: String { case text, shape, color, symbol, border, image }
  enum Content {
    case text(String, Font, TextOptions)
    case fill(Color)
    case shape(any Shape)
    case border(CGFloat)
    case symbol(String, Font)
    /// An asset catalogue's image: its PNG file.
    case image(String)
  }
  enum Sizing {
    /// Shapes and colours: the whole proposal; 10 pt where a dimension is unspecified.
    case flexible
    /// Text: its measured size, wrapped to a narrower proposal.
    case text(TextLayout)
    /// Images: their own size whatever the proposal.
    case fixed(CGSize)
    /// Resizable images: the proposal, their own size where a dimension is unspecified.
    case resizable(CGSize)
    /// A Divider: its thickness across, the proposal along (10 pt when unspecified).
    case hairline(vertical: Bool, thickness: CGFloat)
  }

  let kind: Kind
  /// A shape's fill rule: even-odd rather than non-zero.
  var evenOdd = false
  /// A gradient that paints the leaf instead of its colour.
  var gradient: GradientPaint?
  /// A material's blur of what lies behind (`Material.backdropBlur`).
  var backdropBlur: CGFloat = 0
  /// What VoiceOver reads of an image (its name, or the label it was given); nil for a
  /// decorative one, and for the leaves that are not images.
  var imageLabel: String?
  let content: Content
  let sizing: Sizing
  /// The colour it is drawn in: a Color view's own, a shape's fill, else the environment's
  /// foreground colour (`.primary` when none is set).
  let color: Color

  /// A text's line metrics, when the measurer knows them.
  let metrics: FontMetrics?
  /// A shape's outline in its last frame.
  private var lastPath: (CGRect, Path)?
  /// A text's layout unretained (`sizing` owns it): read out of the enum, every size asked of a
  /// text retained and released it.
  private let textLayout: Unmanaged<TextLayout>?

  init(kind: Kind, id: String, content: Content, sizing: Sizing, color: Color, metrics: FontMetrics? = nil) {
    self.kind = kind
    self.content = content
    self.sizing = sizing
    self.color = color
    self.metrics = metrics
    if case .text(let layout) = sizing { textLayout = Unmanaged.passUnretained(layout) } else { textLayout = nil }
    super.init(id: id)
  }

  override var textMetrics: FontMetrics? { kind == .text ? metrics : nil }

  /// A text reads the width (and the height only when it wraps, noted as it sizes); an image of
  /// its own size reads nothing; shapes, colours and the rest take the proposal.
  override var readsProposal: ProposalDependence {
    if textLayout != nil { return .width }
    if case .fixed = sizing { return [] }
    return .both
  }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
    if let textLayout {
      return textLayout._withUnsafeGuaranteedRef { layout in
        if layout.wraps(proposal) { pass.askedDependence.insert(.height) }
        return layout.size(for: proposal)
      }
    }
    switch sizing {
    case .flexible:
      // Shapes and colours take what they are offered, infinity included (so a stack sees them
      // as fully flexible); an unspecified dimension is 10 pt.
      return CGSize(width: max(0, proposal.width ?? 10), height: max(0, proposal.height ?? 10))
    case .text(let layout): return layout.size(for: proposal)
    case .fixed(let size): return size
    case .resizable(let size):
      return CGSize(width: max(0, proposal.width ?? size.width), height: max(0, proposal.height ?? size.height))
    case .hairline(let vertical, let thickness):
      return vertical
        ? CGSize(width: thickness, height: max(0, proposal.height ?? 10)) : CGSize(width: max(0, proposal.width ?? 10), height: thickness)
    }
  }

  /// A text's baselines are its first and last lines' (SF's ascender over its line height when
  /// the measurer gives no metrics); a symbol's sits so that the symbol is centred on the cap
  /// height of its font, as SF Symbols are beside text.
  override func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, in pass: LayoutPass) -> CGFloat? {
    key.baseline == nil ? nil : baselines(proposal, in: pass)?.value(key)
  }

  private func baselines(_ proposal: ProposedViewSize, in pass: LayoutPass) -> Baselines? {
    switch (content, sizing) {
    case (.text, .text(let layout)):
      let size = sizeThatFits(proposal, in: pass)
      let ascent = metrics.map { $0.ascent * layout.lineHeight / max($0.lineHeight, 1e-9) } ?? layout.lineHeight * 16.187 / 20.287
      return Baselines(first: ascent, last: size.height - layout.lineHeight + ascent)
    case (.symbol(_, let font), _):
      let height = sizeThatFits(proposal, in: pass).height
      let b = (height + (metrics?.capHeight ?? font.size * 11.978 / 17)) / 2
      return Baselines(first: b, last: b)
    default: return nil
    }
  }

  /// A built-in shape's kind (rounded rectangles with equal corner sides only).
  static func kind(of shape: any Shape) -> ShapeKind? {
    switch shape {
    case is Rectangle: return .roundedRect(cornerRadius: 0)
    case let r as RoundedRectangle where r.cornerSize.width == r.cornerSize.height: return .roundedRect(cornerRadius: r.cornerSize.width)
    case is Capsule: return .capsule
    case is Circle: return .circle
    case is Ellipse: return .ellipse
    default: return nil
    }
  }

  /// A text is read as the string it shows; an image by its label; shapes and colours not at all,
  /// nor what takes no room (a symbol SF Symbols does not have, drawn as nothing).
  override func gather(_ g: inout Gathering) {
    guard g.accessibility != nil, frame.width > 0 && frame.height > 0 else { return }
    var item = AccessibilityItem(frame: frame)
    if case .text(let string, _, _) = content {
      item.label = string
      item.traits = .isStaticText
    } else if let imageLabel {
      item.label = imageLabel
      item.traits = .isImage
    } else {
      return
    }
    g.accessibility?.append(item)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    // Appended first and filled in place: a leaf is a large value, and building it aside to
    // append it copied every field (and counted its references) twice.
    leaves.append(LayoutLeaf(id: id, kind: kind.rawValue, text: nil, frame: frame))
    let k = leaves.endIndex - 1
    leaves[k].color = color
    leaves[k].gradient = gradient
    leaves[k].backdropBlur = backdropBlur
    switch content {
    case .text(let string, let font, let options):
      leaves[k].text = string
      leaves[k].font = font
      leaves[k].textOptions = options
      // A text shrunk to fit (`minimumScaleFactor`) is drawn in the smaller font.
      if let scale = textLayout?._withUnsafeGuaranteedRef({ $0.drawnScale(for: placedProposal) }), scale < 1 {
        leaves[k].font = font.shrunk(by: scale)
        leaves[k].textOptions?.spans = options.spans.map { $0.shrunk(by: scale) }
      }
    case .fill: break
    case .shape(let shape):
      leaves[k].shapeKind = Self.kind(of: shape)
      leaves[k].evenOdd = evenOdd
      // Leaves are collected by the view tree, on the main actor.
      if leaves[k].shapeKind == nil { leaves[k].animatedOutline = MainActor.assumeIsolated { shape.animatedOutline() } }
      // The same frame as the last layout gives the same outline: made once.
      if let (rect, path) = lastPath, rect == frame {
        leaves[k].path = path
      } else {
        let path = shape.placedPath(in: frame)
        lastPath = (frame, path)
        leaves[k].path = path
      }
    case .border(let width): leaves[k].lineWidth = width
    case .image(let path): leaves[k].imagePath = path
    case .symbol(let name, let font):
      leaves[k].text = name
      leaves[k].font = font
    }
  }
}

/// How a Text sizes itself: its ideal (unwrapped) size when that fits or nothing narrower is
/// proposed; wrapped at word boundaries to a narrower width (by the measurer, when it can wrap;
/// else one more line each time the text no longer fits on fewer) and cut at `lineLimit` lines.
/// A class: a leaf's sizing is read on every size question, and a struct holding a closure is
/// copied (and its references counted) each time.
final class TextLayout {
  let ideal: CGSize
  let lineHeight: CGFloat
  let lineLimit: Int?
  /// No text takes more lines than it has characters, however narrow it is made.
  let characters: Int
  /// The measurer's size at a width, wrapping at words; nil (for the whole layout or one text)
  /// when it knows only ideal sizes, and the lines are then estimated from the ideal width.
  let wrapped: ((CGFloat) -> CGSize?)?

  init(ideal: CGSize, lineHeight: CGFloat, lineLimit: Int?, characters: Int = 1, wrapped: ((CGFloat) -> CGSize?)? = nil) {
    self.ideal = ideal
    self.lineHeight = lineHeight
    self.lineLimit = lineLimit
    self.characters = characters
    self.wrapped = wrapped
  }

  /// Whether the proposal is narrower than the text's ideal width: it then wraps (or is cut), and
  /// its height depends on the height proposed too.
  @inline(__always) func wraps(_ proposal: ProposedViewSize) -> Bool {
    // A proposal of the ideal width handed back through a stack's sums may come back a rounding
    // error short of it (45.0644…49999 for 45.064453125): that still fits on one line.
    guard let width = proposal.width else { return false }
    return width.isFinite && width < ideal.width - 1e-6
  }

  /// `minimumScaleFactor`: the least fraction of its size the text may be drawn at, and the
  /// measurer at a fraction (unwrapped for a nil width).
  struct Shrinking {
    let least: CGFloat
    let measure: (CGFloat, CGFloat?) -> CGSize?
  }
  var shrinking: Shrinking?

  /// The fraction of its size a shrinking text is drawn at for a proposal: the largest, down to
  /// its least, at which it fits in its lines (`lineLimit`, and the height offered) at the width
  /// offered, as SwiftUI shrinks a text before it cuts it; nil when it fits at its size.
  func scale(for proposal: ProposedViewSize) -> CGFloat? {
    // Asked again for the same proposal by size questions and each frame's drawing: searched once.
    if let (asked, found) = lastScale, asked == proposal { return found }
    let found = searchedScale(for: proposal)
    lastScale = (proposal, found)
    return found
  }
  private var lastScale: (ProposedViewSize, CGFloat?)?

  private func searchedScale(for proposal: ProposedViewSize) -> CGFloat? {
    guard let shrinking, let width = proposal.width, width.isFinite else { return nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    guard lineLimit != nil || height != nil else { return nil }
    func fits(_ s: CGFloat) -> Bool {
      let measured: CGSize? = s == 1 ? (wrapped?(width) ?? ideal) : shrinking.measure(s, width)
      guard let size = measured else { return true }
      let line = lineHeight * s
      let lines = Int((size.height / line).rounded())
      if let lineLimit, lines > max(lineLimit, 1) { return false }
      if let height, size.height > height + 1e-6 { return false }
      return size.width <= width + 1e-6 || lines > 1
    }
    guard wraps(proposal) || height.map({ ideal.height > $0 + 1e-6 }) == true, !fits(1) else { return nil }
    guard fits(shrinking.least) else { return shrinking.least }
    var (low, high) = (shrinking.least, CGFloat(1))
    for _ in 0..<12 {
      let mid = (low + high) / 2
      if fits(mid) { low = mid } else { high = mid }
    }
    return low
  }

  /// `lineSpacing`: points between lines, which take room (n lines are n line heights and
  /// n - 1 spacings).
  var lineSpacing: CGFloat = 0

  /// The proposal in lines without their spacing: a height offered holds the lines that fit
  /// with the spacing between them.
  private func unspaced(_ proposal: ProposedViewSize) -> ProposedViewSize {
    guard lineSpacing > 0, let height = proposal.height, height.isFinite else { return proposal }
    let lines = max(1, ((height + lineSpacing) / (lineHeight + lineSpacing) + 1e-6).rounded(.down))
    return ProposedViewSize(width: proposal.width, height: lines * lineHeight)
  }

  /// The scale a shrinking text is drawn at, placed with `proposal`.
  func drawnScale(for proposal: ProposedViewSize) -> CGFloat? { shrinking == nil ? nil : scale(for: unspaced(proposal)) }

  /// `lineLimit(_:reservesSpace:)`: the text takes at least the room of this many lines.
  var reservedLines = 0

  func size(for proposal: ProposedViewSize) -> CGSize {
    let size = spacedSize(for: proposal)
    guard reservedLines > 1 else { return size }
    let reserved = CGFloat(reservedLines) * lineHeight + CGFloat(reservedLines - 1) * lineSpacing
    return CGSize(width: size.width, height: max(size.height, reserved))
  }

  private func spacedSize(for proposal: ProposedViewSize) -> CGSize {
    guard lineSpacing > 0 else { return unspacedSize(for: proposal) }
    let p = unspaced(proposal)
    let size = unspacedSize(for: p)
    let line = lineHeight * (shrinking == nil ? 1 : scale(for: p) ?? 1)
    let lines = max(1, (size.height / line).rounded())
    return CGSize(width: size.width, height: size.height + (lines - 1) * lineSpacing)
  }

  private func unspacedSize(for proposal: ProposedViewSize) -> CGSize {
    if shrinking != nil, let s = scale(for: proposal), let width = proposal.width, let size = shrinking?.measure(s, width) {
      // Shrunk to fit; at its least scale and still too long, its lines cut as before.
      let line = lineHeight * s
      var lines = max(1, Int((size.height / line).rounded()))
      if let lineLimit { lines = min(lines, max(lineLimit, 1)) }
      if let height = proposal.height, height.isFinite { lines = min(lines, max(1, Int((height / line + 1e-6).rounded(.down)))) }
      return CGSize(width: min(size.width, width), height: CGFloat(lines) * line)
    }
    guard wraps(proposal), let width = proposal.width else {
      // Unwrapped, a text with line breaks still shows at most `lineLimit` of its lines.
      guard let lineLimit, ideal.height > CGFloat(max(lineLimit, 1)) * lineHeight + 1e-6 else { return ideal }
      return CGSize(width: ideal.width, height: CGFloat(max(lineLimit, 1)) * lineHeight)
    }
    let available = max(width, 0)
    var lines: Int
    var measuredWidth = available
    if available > 0, let size = wrapped?(available) {
      measuredWidth = min(size.width, available)
      lines = max(1, Int((size.height / lineHeight).rounded()))
    } else {
      // Estimated: the widest line's share of the width, and at least the text's own lines.
      let paragraphs = max(1, Int((ideal.height / lineHeight).rounded()))
      lines = available > 0 ? max(paragraphs, Int((ideal.width / available).rounded(.up))) : Int.max
    }
    let wrappedLines = lines
    if let lineLimit { lines = min(lines, max(lineLimit, 1)) }
    if let height = proposal.height, height.isFinite {
      // Fewer lines when the height offered holds fewer (the rest is truncated). A height handed
      // back through a stack's sums may come back a rounding error short of the lines it held
      // (60.880859374999986 for 60.880859375): that still holds them.
      lines = min(lines, max(1, Int((height / lineHeight + 1e-6).rounded(.down))))
    }
    // Cut short, the last line is truncated by character and runs on to its ellipsis at the
    // width offered (within a glyph of it), not only as far as its first wrapped words.
    if lines < wrappedLines { measuredWidth = available }
    lines = min(lines, max(characters, 1))
    return CGSize(width: measuredWidth, height: CGFloat(lines) * lineHeight)
  }
}
