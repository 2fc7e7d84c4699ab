import TabFrames
import Testing

// User code in Swift 5 language mode (this target's), as SwiftUI accepts it: shapes drawn from
// functions and properties outside any view, which need `fill` and `stroke` to be nonisolated,
// as SwiftUI's are.

func pill() -> some View { RoundedRectangle(cornerRadius: 8).fill(.blue) }

func ring(_ color: Color) -> some View { Circle().stroke(color, lineWidth: 2) }

let badgeBackground = Capsule().fill(Color.red)

struct Outlined {
  func shape() -> some View { RoundedRectangle(cornerRadius: 4).strokeBorder(Color.gray, lineWidth: 1) }
}

@Test @MainActor func shapesDrawnOutsideViewsLayOut() throws {
  let stage = Stage(name: "swift5", width: 200, height: 60) {
    HStack {
      pill().frame(width: 40, height: 20)
      ring(.green).frame(width: 20, height: 20)
      badgeBackground.frame(width: 30, height: 16)
      Outlined().shape().frame(width: 24, height: 24)
    }
  }
  let shapes = try stage.layout().filter { $0.kind == "shape" }
  #expect(shapes.map(\.frame.width) == [40, 20, 30, 24])
}

/// The `readSize` helper as it is published, a `static var` default and a `reduce` that does
/// nothing: it compiles in Swift 5 mode (as with SwiftUI) and delivers the width it reads.
struct SizePreferenceKey: PreferenceKey {
  static var defaultValue: CGSize = .zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

extension View {
  func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
    background(GeometryReader { geometryProxy in Color.clear.preference(key: SizePreferenceKey.self, value: geometryProxy.size) })
      .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
  }
}

struct Measured: View {
  @State private var width: CGFloat = 0
  var body: some View {
    VStack {
      Color.blue.frame(width: 120, height: 10).readSize { width = $0.width }
      Text("width \(Int(width))")
    }
  }
}

@Test @MainActor func theReadSizeHelperReadsTheWidth() throws {
  let frames = try Stage(name: "readsize", width: 200, height: 80) { Measured() }.play([.hold(0.1)]).frames
  let texts = frames.last?.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
  #expect(texts == ["width 120"])
}

/// A custom layout as Swift 5 code writes it: a class-held setting (not Sendable) is accepted
/// in Swift 5 mode, as SwiftUI's `@preconcurrency` Layout accepts it; an alignment guide's
/// closure captures a local.
final class Gap { var value: CGFloat = 6 }

struct SpacedRow: Layout {
  let gap: Gap
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.reduce(0) { $0 + $1.width } + gap.value * CGFloat(max(0, sizes.count - 1)), height: sizes.map(\.height).max() ?? 0)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + gap.value
    }
  }
}

@Test @MainActor func aCustomLayoutAndAnAlignmentGuideCompileAndLayOut() throws {
  let inset: CGFloat = 4
  let stage = Stage(name: "swift5-layout", width: 200, height: 60) {
    VStack(alignment: .leading, spacing: 0) {
      SpacedRow(gap: Gap()) {
        Color.red.frame(width: 20, height: 10)
        Color.blue.frame(width: 20, height: 10)
      }
      Color.green.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -inset }
    }
  }
  let colors = try stage.layout().filter { $0.kind == "color" }.map(\.frame)
  #expect(colors.count == 3)
  #expect(colors[1].minX - colors[0].maxX == 6)
  #expect(colors[2].minX - colors[0].minX == inset)
}

// Glass and accessibility modifiers from outside any view, as SwiftUI's nonisolated ones allow.
func glassPill(_ title: String) -> some View {
  Text(title).padding(.horizontal, 12).padding(.vertical, 6).glassEffect(.regular.tint(.blue), in: .capsule)
    .accessibilityElement(children: .combine).accessibilityLabel(title).accessibilityAddTraits(.isButton)
}

@Test @MainActor func glassAndAccessibilityModifiersWorkOutsideViews() throws {
  let stage = Stage(name: "swift5-glass", width: 200, height: 60) { glassPill("Home") }
  #expect(try stage.accessibilityElements().map(\.label) == ["Home"])
  #expect(try stage.displayList().elements.contains { $0.backdrop != nil })
}

// Texts styled outside any view, as app code writes its helpers: `Text` and its own modifiers
// are nonisolated in SwiftUI, so a free function or a global may build one.
func caption(_ string: String) -> Text { Text(string).font(.caption).foregroundColor(.secondary).bold() }

let unreadTitle = Text("Inbox").font(.headline) + Text(" 3").foregroundColor(.gray).monospacedDigit()

@Test @MainActor func textsStyledOutsideViewsDraw() throws {
  let stage = Stage(name: "swift5-text", width: 200, height: 60) {
    VStack {
      caption("Updated just now")
      unreadTitle
    }
  }
  let leaves = try stage.layout()
  #expect(leaves.compactMap(\.text) == ["Updated just now", "Inbox 3"])
  // The count in a style of its own within the one text.
  #expect(leaves.last?.textOptions?.spans.count == 1)
}

// Views and styles from a helper outside any view: SwiftUI's views and built-in styles are
// nonisolated.
func toolbarIcon(_ symbol: String) -> some View {
  Button {
  } label: {
    Label(symbol, systemImage: symbol).labelStyle(.iconOnly)
  }.buttonStyle(.borderless)
}

@Test @MainActor func stylesSetOutsideViewsApply() throws {
  let leaves = try Stage(name: "swift5-styles", width: 120, height: 60) {
    HStack {
      toolbarIcon("gear"); toolbarIcon("plus")
    }
  }.layout()
  #expect(leaves.filter { $0.kind == "symbol" }.count == 2)
  #expect(!leaves.contains { $0.kind == "text" }, "icon only: \(leaves.map(\.kind))")
}

/// Actions as app code passes them: a `() -> Void` property and a method of a plain class, to
/// `Button` and to a legacy `Alert.Button`. SwiftUI takes these without a diagnostic in either
/// language mode (its closures are not `@Sendable`); the Swift 6 twin is in TabFramesUITests.
final class Basket { var count = 0 }

struct AddRow: View {
  let basket: Basket
  let onAdd: () -> Void
  @State private var asking = false
  var body: some View {
    VStack {
      Button(action: onAdd) { Text("Add") }
      Button("Add one", systemImage: "plus", action: add)
      Button("Ask") { asking = true }
    }
    .alert(isPresented: $asking) {
      Alert(title: Text("Empty?"), primaryButton: .destructive(Text("Empty")) { basket.count = 0 }, secondaryButton: .cancel())
    }
  }
  func add() { basket.count += 1 }
}

@Test @MainActor func actionsAsAppCodePassesThemRun() throws {
  let basket = Basket()
  let stage = Stage(name: "actions", width: 300, height: 200) { AddRow(basket: basket, onAdd: { basket.count += 10 }) }
  _ = try stage.play([.hold(0.1), .tap("Add"), .hold(0.1), .tap("Add one"), .hold(0.1)])
  #expect(basket.count == 11)
  _ = try stage.play([.hold(0.1), .tap("Ask"), .hold(0.5), .tap("Empty"), .hold(0.5)])
  #expect(basket.count == 0)
}
