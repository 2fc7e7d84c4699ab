import TabFramesSceneFormat
import TabFramesValues

/// What a frame shows: a background and elements in drawing order. A laid-out view produces it
/// (TabFrames' `Stage`), Animation interpolates it, and the backends (Cairo, SVG, layout dump)
/// only read it.
package struct DisplayList: Sendable, Equatable {
  package var size: Size
  package var background: RGBA
  package var elements: [Element]
  /// The `.animation(_:value:)` modifiers that apply an animation in this update, by id, with it:
  /// an element that leaves in the update leaves with its innermost one's (`Element.animationScopes`).
  package var scopeAnimations: [String: AnimationSpec] = [:]
  package init(size: Size, background: RGBA, elements: [Element]) {
    self.size = size
    self.background = background
    self.elements = elements
  }

  package subscript(id: String) -> Element? { elements.first { $0.id == id } }
}

/// One drawn thing. Its id is stable across states and frames (`label.0`, `indicator`), which is
/// what lets Animation move it and tests find it.
package struct Element: Sendable, Equatable {
  package var id: String
  /// What animation matches the element by across updates, when not `id` (a Swift view's
  /// identifier names it in the dump without changing which view it is).
  package var identity: String? = nil
  /// `identity`, else `id`.
  package var key: String { identity ?? id }
  package var content: Content
  /// The layout frame in points; `scale` applies about its centre, as `scaleEffect` does.
  package var frame: Rect
  /// Fill colour for shapes, text colour for text, tint for symbols.
  package var color: RGBA
  package var opacity: Double = 1
  package var scale: Double = 1
  /// Radians, clockwise on screen, about the frame's centre after `scale` (`rotationEffect`).
  package var rotation: Double = 0
  /// A Gaussian blur of this σ in points over the element's drawing (SwiftUI's `blur(radius:)`).
  package var blur: Double = 0
  /// Drawn through these masks, innermost first: each a group of elements whose alpha the
  /// element's drawing is multiplied by (SwiftUI's `mask`).
  package var masks: [[Element]] = []
  /// A transform of the drawing after `scale` and `rotation`, in canvas points.
  package var transform: AnimatedTransform? = nil
  /// What lies behind the element, blurred and saturated, seen through its shape under its own
  /// colour: a material (`.ultraThinMaterial` … `.bar`). Nil: only the colour.
  package var backdrop: Backdrop? = nil
  /// A colour filter over the drawing, after its blur.
  package var colorMatrix: ColorMatrix? = nil
  /// How the drawing combines with what is under it.
  package var blendMode: BlendMode = .normal
  /// The compositing group it is drawn in (SwiftUI's `compositingGroup()`, `drawingGroup()`):
  /// the elements of one group are drawn in a row, and where one of them blends, the group is
  /// drawn apart first, so that its blends combine with the group's own drawing only (a shape
  /// with `.destinationOut` cuts a hole in the group, not in what lies under it).
  package var compositingGroup: String? = nil

  /// Whether drawing it puts anything down: not at opacity 0, and not in a clear colour unless a
  /// gradient paints it (a gradient from `.clear` has a clear first colour).
  package var isVisible: Bool { opacity > 0 && (color.a > 0 || gradient != nil) }
  package var cornerRadius: Double = 0
  /// A symbol drawn heavier than its drawing, as SF Symbols are at heavier weights: its outline
  /// grown this many points all round (a round-joined stroke twice as wide over the fill).
  /// Kept apart from the path so that renderers stroke it (a stroked outline made into a path
  /// was thousands of points a symbol: slow to fill and large in SVG).
  package var outlineGrowth: Double = 0
  /// An animation that SwiftUI code pins to this view with `.animation(_:)`: it wins over the
  /// transaction's animation (the fixed bar's labels use `spring()` whatever the tap uses).
  package var pinnedAnimation: AnimationSpec? = nil
  /// The ids of the `.animation(_:value:)` modifiers it is inside, innermost first.
  package var animationScopes: [String] = []
  /// Part of a presented sheet or cover: the presentation arrives from below and goes back down
  /// as one, with its own motion whatever the transaction (UIKit's). An element that comes or
  /// goes inside a presentation that stays does so as any other.
  package var presentation: PresentationMotion? = nil
  /// Matched geometry between an inserted and a removed view: on a move the old copy fades out
  /// while the new one fades in at the same animated frame (docs/FIDELITY.md §4).
  package var crossFadesOnMove: Bool = false
  /// Drawing outside this rectangle is cut off (the canvas clips a render; a contact sheet's cell
  /// clips its frame).
  package var clip: Rect? = nil
  /// The rectangles `clip` is where they meet, innermost first, each a view's, when there are
  /// several (a clipped view in a scroll view): animation moves each with its own view.
  package var clipRects: [Rect] = []
  /// The innermost scroll view it is content of, and that view's offset: when an update scrolls
  /// it, an element arriving or leaving moves with the scrolled content.
  package var scroll: ScrollPosition? = nil
  /// How the element arrives and leaves (SwiftUI's `transition`); nil: it fades (`.opacity`).
  package var insertion: ElementTransition? = nil
  package var removal: ElementTransition? = nil
  /// Drawing outside these outlines (canvas points, non-zero rule) is cut off too (`clipShape`,
  /// innermost first).
  package var clipPaths: [PathData] = []
  /// A gradient that paints the element instead of its colour (SwiftUI's `LinearGradient` and
  /// `RadialGradient` as a fill or a view); `color` then holds its first stop, for what reads one
  /// colour (contrast checks, the animated SVG).
  package var gradient: GradientFill? = nil
  /// A custom shape whose outline follows its animatable data (SwiftUI's `Shape.animatableData`):
  /// the data is animated with the other properties and each frame's outline made from it.
  package var outline: AnimatedOutline? = nil

  package init(id: String, content: Content, frame: Rect, color: RGBA) {
    self.id = id
    self.content = content
    self.frame = frame
    self.color = color
  }

  package enum Content: Sendable, Equatable {
    case rect
    /// A rectangle outline drawn inside the frame, `width` thick (SwiftUI's `.border`).
    case border(width: Double)
    case ellipse
    case text(TextRun)
    /// A vector drawing in unit coordinates (0…1 on both axes of the frame).
    case symbol(name: String, path: PathData)
    /// The silhouette of `casters` blurred and tinted: SwiftUI's `shadow`, drawn under the
    /// casters, which follow it in the list as ordinary elements.
    case shadow(Shadow, casters: [Element])
    /// A PNG file (an asset catalogue's image) drawn into the frame.
    case image(path: String)

    package var kindName: String {
      switch self {
      case .rect: return "rect"
      case .border: return "border"
      case .ellipse: return "ellipse"
      case .text: return "text"
      case .symbol: return "symbol"
      case .shadow: return "shadow"
      case .image: return "image"
      }
    }
  }
}

/// A scroll view (by its id) and its content offset in points.
package struct ScrollPosition: Sendable, Equatable {
  package var container: String
  package var x: Double
  package var y: Double
  package init(container: String, x: Double, y: Double) {
    self.container = container
    self.x = x
    self.y = y
  }
}

/// A drop shadow as the renderers draw it: its colour resolved to components.
package typealias Shadow = ShadowSpec<RGBA>

/// A run of text as laid out: its string, font, and the width it wraps at (nil: one line).
package struct TextRun: Sendable, Equatable, Hashable {
  package var string: String
  package var font: FontSpec
  package var wrapWidth: Double?
  /// One line cut to `wrapWidth` with an ellipsis instead of wrapping (menu rows).
  package var truncates: Bool
  /// Where the ellipsis goes when the text is cut (SwiftUI's `truncationMode`).
  package var truncation: Truncation = .tail
  /// How wrapped lines sit within the wrap width (SwiftUI's `multilineTextAlignment`).
  package var alignment: LineAlignment = .left
  /// At most this many lines, the last cut with an ellipsis (SwiftUI's `lineLimit`).
  package var maxLines: Int? = nil
  /// Points between lines (SwiftUI's `lineSpacing`).
  package var lineSpacing: Double = 0
  /// A line under the text, or through it (SwiftUI's `underline` and `strikethrough`); they
  /// take no room.
  package var underline: TextLine? = nil
  package var strikethrough: TextLine? = nil
  /// Parts drawn in a style of their own (SwiftUI's `Text + Text`, inline Markdown), laid out
  /// with the rest as one paragraph; the text between them is in `font`.
  package var spans: [Span] = []
  package init(string: String, font: FontSpec, wrapWidth: Double? = nil, truncates: Bool = false) {
    self.string = string
    self.font = font
    self.wrapWidth = wrapWidth
    self.truncates = truncates
  }

  /// Equal when every field is, the string byte for byte: Swift's `String` equality is canonical
  /// equivalence, under which distinct characters are one (U+FA5D and U+FA5E both decompose to
  /// U+8279), and an icon font puts different glyphs at such codepoints. Runs equal as strings
  /// shared caches, and one icon was drawn for another. (The synthesized hash, of the canonical
  /// string, agrees with this stricter equality.) A field added to the run is added here.
  package static func == (a: TextRun, b: TextRun) -> Bool {
    a.string.utf8.elementsEqual(b.string.utf8) && a.font == b.font && a.wrapWidth == b.wrapWidth && a.truncates == b.truncates
      && a.truncation == b.truncation && a.alignment == b.alignment && a.maxLines == b.maxLines && a.lineSpacing == b.lineSpacing
      && a.underline == b.underline && a.strikethrough == b.strikethrough && a.spans == b.spans
  }

  package enum Truncation: Sendable, Hashable { case head, middle, tail }
  /// A line drawn with the text: in its own colour, or (nil) in the text's.
  package struct TextLine: Sendable, Hashable {
    package var color: RGBA?
    package init(color: RGBA? = nil) { self.color = color }
  }
  /// Left and right, not leading and trailing: the view layer resolves the layout direction.
  package enum LineAlignment: Sendable, Hashable { case left, center, right }

  /// A part of the string, by UTF-8 offsets, in a font and colour of its own.
  package struct Span: Sendable, Hashable {
    package var start: Int
    package var end: Int
    package var font: FontSpec
    /// Its own colour; nil: the text's.
    package var color: RGBA?
    /// Points the part is drawn above the baseline (SwiftUI's `baselineOffset`).
    package var rise: Double = 0
    package var underline: TextLine? = nil
    package var strikethrough: TextLine? = nil
    package init(start: Int, end: Int, font: FontSpec, color: RGBA? = nil) {
      self.start = start
      self.end = end
      self.font = font
      self.color = color
    }
  }
}

/// A shape outline as a function of numbers that animate: `make(data, frame)` is the outline in
/// unit coordinates of the frame for that data. Two are equal when their data is (the function is
/// the same shape's).
package struct AnimatedOutline: Sendable, Equatable {
  package var data: [Double]
  package let make: @Sendable ([Double], Rect) -> PathData

  package init(data: [Double], make: @escaping @Sendable ([Double], Rect) -> PathData) {
    self.data = data
    self.make = make
  }

  package static func == (a: AnimatedOutline, b: AnimatedOutline) -> Bool { a.data == b.data }
}

/// A gradient as the renderers paint it: its stops' colours resolved to components.
package typealias GradientFill = GradientSpec<RGBA>

extension GradientSpec where Paint == RGBA {
  /// The colour at `t` (0 at the first stop's end, 1 at the last's), the stops interpolated
  /// as Cairo interpolates them (straight RGBA), clamped to the end colours.
  package func color(at t: Double) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
      let k = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
      return RGBA(
        a.color.r + (b.color.r - a.color.r) * k, a.color.g + (b.color.g - a.color.g) * k, a.color.b + (b.color.b - a.color.b) * k,
        a.color.a + (b.color.a - a.color.a) * k)
    }
    return last.color
  }

  /// An angular gradient's wedges around its centre, `count` across its sweep and the rest of
  /// the turn in its end colours (the first half the last colour, then the first): each wedge's
  /// start and end angles (radians) and the colours there. What Cairo's mesh and the SVG's
  /// wedges both draw.
  package func wedges(count: Int) -> [(start: Double, end: Double, from: RGBA, to: RGBA)] {
    guard case .angular(_, _, let a0, let a1) = geometry, a1 != a0 else { return [] }
    var out: [(start: Double, end: Double, from: RGBA, to: RGBA)] = []
    for i in 0..<count {
      let (s, e) = (Double(i) / Double(count), Double(i + 1) / Double(count))
      out.append((a0 + (a1 - a0) * s, a0 + (a1 - a0) * e, color(at: s), color(at: e)))
    }
    let rest = 2 * Double.pi - abs(a1 - a0)
    if rest > 1e-9, let first = stops.first?.color, let last = stops.last?.color {
      let direction: Double = a1 > a0 ? 1 : -1
      let middle = a1 + direction * rest / 2
      out.append((a1, middle, last, last))
      out.append((middle, a1 + direction * rest, first, first))
    }
    return out
  }
}

/// A material's view of what lies behind it: a Gaussian blur of σ `sigma` points, then its
/// saturation multiplied by `saturation` (SVG's `saturate`), drawn through the element's shape
/// before the element's own colour (the material's tint) is laid over it.
package struct Backdrop: Sendable, Equatable {
  package var sigma: Double
  package var saturation: Double

  package init(sigma: Double, saturation: Double) {
    self.sigma = sigma
    self.saturation = saturation
  }
}
