import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

@testable import TabFrames

// Everyday SwiftUI that a probe of fresh app code found missing (issue 27): each compiles because
// its declaration is SwiftUI's, and each is checked for what it does on a stage.

@MainActor private func settled(
  _ name: String, _ width: CGFloat = 320, _ height: CGFloat = 200, _ actions: [Stage.Action] = [], _ view: some View
)
  throws -> [Element]
{
  try #require(Stage(name: name, width: width, height: height) { view }.play(actions).frames.last).displayList.elements
}

private func texts(_ elements: [Element]) -> [String] {
  elements.compactMap { if case .text(let run) = $0.content { return run.string } else { return nil } }
}

/// Actions as app code passes them: a stored closure and a method reference, which SwiftUI takes
/// as plain `() -> Void` (not main-actor closures).
@Test @MainActor func actionsTakeStoredClosuresAndMethodReferences() throws {
  final class Counter: ObservableObject {
    @Published var taps = 0
    func increment() { taps += 1 }
  }
  struct Row: View {
    let onTap: () -> Void
    var body: some View { Text("Row").onTapGesture(perform: onTap).accessibilityIdentifier("row") }
  }
  struct Screen: View {
    @StateObject private var counter = Counter()
    @State private var appeared = "no"
    var body: some View {
      VStack {
        Row(onTap: counter.increment)
        Text("taps \(counter.taps)")
        Text("appeared \(appeared)")
      }
      .onAppear(perform: markAppeared)
    }
    func markAppeared() { appeared = "yes" }
  }
  let shown = texts(try settled("actions", 320, 200, [.tap("row"), .tap("row")], Screen()))
  #expect(shown.contains("taps 2") && shown.contains("appeared yes"), "\(shown)")
}

@Test @MainActor func listsOfRangesAndOfBindingsMakeTheirRows() throws {
  struct Item: Identifiable {
    let id: Int
    var done: Bool
  }
  struct Checklist: View {
    @State private var items = [Item(id: 1, done: false), Item(id: 2, done: true)]
    var body: some View {
      VStack {
        List(0..<3) { i in Text("Row \(i)") }.frame(height: 150)
        ForEach($items) { $item in
          Text(item.done ? "done \(item.id)" : "open \(item.id)").onTapGesture { item.done.toggle() }
            .accessibilityIdentifier("item\(item.id)")
        }
      }
    }
  }
  let shown = texts(try settled("lists", 320, 400, [.tap("item1")], Checklist()))
  #expect(["Row 0", "Row 1", "Row 2"].allSatisfy(shown.contains), "\(shown)")
  #expect(shown.contains("done 1") && shown.contains("done 2"), "the binding wrote back: \(shown)")
}

@Test @MainActor func theSystemEnvironmentIsAnIPhonesAndCanBeSet() throws {
  struct Probe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.displayScale) private var scale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View {
      let h = horizontal == .compact ? "compact" : "regular"
      let v = vertical == .regular ? "regular" : "compact"
      return Text(verbatim: "\(h) \(v) \(Int(scale)) \(reduceMotion)")
    }
  }
  let shown = texts(
    try settled(
      "environment", 320, 120, [],
      VStack {
        Probe(); Probe().environment(\.horizontalSizeClass, .regular)
      }))
  #expect(shown == ["compact regular 3 false", "regular regular 3 false"])
}

@Test @MainActor func formControlsDrawAsIOSDrawsThem() throws {
  struct Form1: View {
    @State private var expanded = false
    var body: some View {
      VStack(spacing: 12) {
        LabeledContent("Version", value: "2.1").accessibilityIdentifier("labeled")
        Gauge(value: 0.25) { Text("Storage") }.tint(.red).frame(width: 200).accessibilityIdentifier("gauge")
        DisclosureGroup("More", isExpanded: $expanded) { Text("Hidden details") }.accessibilityIdentifier("disclosure")
        GroupBox("Box") { Text("Inside") }
      }
      .frame(width: 300)
    }
  }
  let before = try settled("controls", 320, 360, [], Form1())
  #expect(!texts(before).contains("Hidden details"), "collapsed")
  let after = try settled("controls", 320, 360, [.tap("disclosure")], Form1())
  #expect(texts(after).contains("Hidden details"), "a tap on the label expands it")
  // The value on the trailing side, in the secondary colour.
  let version = try #require(before.first { if case .text(let r) = $0.content { return r.string == "2.1" } else { return false } })
  let title = try #require(before.first { if case .text(let r) = $0.content { return r.string == "Version" } else { return false } })
  #expect(version.frame.minX > title.frame.maxX + 100 && version.color.a < 1, "trailing and secondary")
  // The gauge's fill: a quarter of its 200 pt track, in the tint.
  let fills = before.filter { $0.content == .rect && $0.frame.height == 4 }
  let widths = fills.map(\.frame.width).sorted()
  #expect(widths == [50, 200], "\(widths)")
}

@Test @MainActor func aToggleStyleOfYourOwnDrawsTheToggle() throws {
  struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Text(configuration.isOn ? "[x]" : "[ ]")
        configuration.label
      }
      .onTapGesture { configuration.isOn.toggle() }
      .accessibilityIdentifier("box")
    }
  }
  struct Agree: View {
    @State private var on = false
    var body: some View { Toggle("Agree", isOn: $on).toggleStyle(Checkbox()) }
  }
  #expect(texts(try settled("toggle", 320, 100, [], Agree())) == ["[ ]", "Agree"])
  #expect(texts(try settled("toggle", 320, 100, [.tap("box")], Agree())) == ["[x]", "Agree"])
}

@Test @MainActor func textDesignsAndOffsetsDraw() throws {
  let elements = try settled(
    "text", 320, 200, [],
    VStack {
      Text("iiii").monospaced()
      Text("WWWW").font(.body.monospaced())
      Text("iiii")
      HStack(alignment: .firstTextBaseline) {
        Text("x")
        Text("2").baselineOffset(6).accessibilityIdentifier("raised")
      }
    })
  let runs = elements.compactMap { e -> (String, Element)? in if case .text(let r) = e.content { return (r.string, e) } else { return nil }
  }
  let mono = runs.filter { $0.1.content.isMonospacedRun }.map(\.1.frame.width)
  #expect(mono.count == 2 && abs(mono[0] - mono[1]) < 0.5, "fixed width: \(mono)")
  let proportional = try #require(runs.last { $0.0 == "iiii" }).1.frame.width
  #expect(proportional < mono[0], "Inter's i is narrower than a monospaced one")
  let raised = try #require(elements.first { $0.id == "raised" })
  #expect(abs((raised.transform?.matrix.ty ?? 0) + 6) < 1e-9, "drawn 6 pt up")
}

extension Element.Content {
  fileprivate var isMonospacedRun: Bool {
    if case .text(let run) = self { return run.font.family == "DejaVu Sans Mono" }
    return false
  }
}

@Test @MainActor func shapesMadeFromShapesAndStylesDraw() throws {
  let elements = try settled(
    "shapes", 320, 200, [],
    HStack(spacing: 10) {
      Rectangle().offset(x: 5).fill(.red).frame(width: 40, height: 40).accessibilityIdentifier("moved")
      AnyShape(Circle()).fill(.blue).frame(width: 40, height: 40)
      Circle().fill(.yellow).stroke(.black, lineWidth: 2).frame(width: 40, height: 40)
      RoundedRectangle(cornerRadius: 8).fill(.green.shadow(.drop(radius: 4))).frame(width: 40, height: 40)
      Rectangle().fill(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5)).frame(width: 20, height: 20)
        .accessibilityIdentifier("mixed")
      Rectangle().fill(.background.secondary).frame(width: 20, height: 20).accessibilityIdentifier("card")
    })
  let moved = try #require(elements.first { $0.id == "moved" })
  if case .symbol(_, let path) = moved.content {
    // The path moved 5 pt right inside its 40 pt frame: it starts an eighth of the way in.
    let minX = try #require(path.controlBounds).minX
    #expect(abs(minX - 0.125) < 1e-6, "\(minX)")
  } else {
    Issue.record("an offset shape is drawn as its path")
  }
  #expect(elements.contains { if case .shadow = $0.content { return true } else { return false } }, "the style's drop shadow")
  #expect(elements.filter { $0.content == .ellipse || $0.content.kindName == "symbol" }.count >= 3, "disc, filled circle and its outline")
  let mixed = try #require(elements.first { $0.id == "mixed" }).color
  #expect(abs(mixed.r - 0.5) < 1e-9 && mixed.g == 0 && abs(mixed.b - 0.5) < 1e-9)
  let card = try #require(elements.first { $0.id == "card" }).color
  #expect(abs(card.r - 0xF2 / 255.0) < 1e-9 && abs(card.b - 0xF7 / 255.0) < 1e-9, "secondarySystemBackground")
}

@Test @MainActor func springsAndTimingCurvesResolveAsSwiftUIDefinesThem() {
  // Mass 1, stiffness 100: ω = 10, so a response of 2π/10 s; damping 10 is half of critical (20).
  let spring = Spring(mass: 1, stiffness: 100, damping: 10)
  #expect(abs(spring.response - 2 * Double.pi / 10) < 1e-12 && abs(spring.dampingRatio - 0.5) < 1e-12)
  #expect(
    Animation.interpolatingSpring(stiffness: 100, damping: 10).spec
      == .spring(response: spring.response, dampingFraction: 0.5, blendDuration: 0))
  #expect(abs(Spring(duration: 0.4, bounce: 0.2).bounce - 0.2) < 1e-12)
  // A spring of another mass gives back the stiffness and damping it was made from.
  let heavy = Spring(mass: 2, stiffness: 100, damping: 10)
  #expect(abs(heavy.mass - 2) < 1e-12 && abs(heavy.stiffness - 100) < 1e-9 && abs(heavy.damping - 10) < 1e-9)
  let curve = Animation.timingCurve(0.2, 0.8, 0.3, 1, duration: 0.6)
  #expect(curve.spec == .timingCurve(0.2, 0.8, 0.3, 1, duration: 0.6))
  // Resolved by the engine as that Bézier: ahead of linear early on.
  if case .curve(let c, let d) = ResolvedAnimation(curve.spec, era: .ios17) {
    #expect(d == 0.6 && c.value(at: 0.25) > 0.4)
  } else {
    Issue.record("a timing curve resolves to a curve")
  }
}

@Test @MainActor func onGeometryChangeReportsTheSizeAndNamedSpacesMeasure() throws {
  struct Measured: View {
    @State private var width: CGFloat = 0
    var body: some View {
      VStack {
        Text("Hello, world").onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: {
          width = $0
        }
        Text("width \(Int(width))")
        GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .named("box")).minY))") }.frame(height: 30)
      }
      .coordinateSpace(.named("box"))
    }
  }
  let shown = texts(try settled("geometry", 320, 200, [], Measured()))
  let width = try #require(shown.first { $0.hasPrefix("width ") }.flatMap { Int($0.dropFirst(6)) })
  #expect(width > 60 && width < 140, "\(shown)")
  #expect(shown.contains { $0.hasPrefix("y ") && $0 != "y 0" }, "measured from the named stack's top: \(shown)")
}

@Test @MainActor func collapsedSectionsAndRoleTabsAndScopedAnimations() throws {
  enum Pane: Hashable { case home, search }
  struct App1: View {
    @State private var pane = Pane.home
    @State private var open = false
    var body: some View {
      TabView(selection: $pane) {
        Tab("Home", systemImage: "house", value: Pane.home) {
          List {
            Section("Recent", isExpanded: $open) { Text("Hidden row") }
            Section("Shown") { Text("Visible row") }
          }
        }
        Tab("Search", systemImage: "magnifyingglass", value: Pane.search, role: .search) { Text("Search pane") }
      }
    }
  }
  let shown = texts(try settled("tabs", 390, 500, [], App1()))
  #expect(shown.contains("Visible row") && !shown.contains("Hidden row"), "\(shown)")
  #expect(shown.contains("Search"), "the role tab's item: \(shown)")
}

/// iOS 17's `Text.foregroundStyle(_:) -> Text`: styled texts join, each part in its own style;
/// the style closest to the text wins.
@Test @MainActor func textForegroundStylesJoinAndTheInnermostWins() throws {
  let elements = try settled(
    "styles", 320, 120, [],
    VStack {
      Text("Total ").foregroundStyle(.secondary) + Text("$4").foregroundStyle(.red)
      Text("inner").foregroundStyle(Color(red: 0, green: 0, blue: 1)).foregroundStyle(.red)
    })
  func color(_ s: String) throws -> RGBA {
    let found = elements.lazy.compactMap { e -> RGBA? in
      guard case .text(let r) = e.content, let style = r.style(of: s) else { return nil }
      return style.color ?? e.color
    }.first
    return try #require(found, "a text shows \(s)")
  }
  #expect(try color("Total ").a < 1, "secondary: the label colour at its secondary opacity")
  #expect(try color("$4").r > 0.9 && (try color("$4")).a == 1, "systemRed")
  let inner = try color("inner")
  #expect(inner.b > 0.99 && inner.r < 0.01 && inner.g < 0.01, "the innermost style: \(inner)")
}

/// `tint(_:)` takes any style (iOS 16): a gauge tinted with a gradient paints the gradient along
/// its bar, leading to trailing, and shows the part its value fills; a `Gradient` is itself a
/// style, painted top to bottom; a style erased to `AnyShapeStyle` paints as what it holds.
@Test @MainActor func aGradientTintRunsAlongAGaugeAndAGradientIsAStyle() throws {
  let colors: [Color] = [.red, .green]
  let elements = try settled(
    "gradient-tint", 320, 200, [],
    VStack(spacing: 8) {
      Gauge(value: 0.5) { Text("Battery") }.tint(Gradient(colors: colors)).frame(width: 200)
      Rectangle().fill(Gradient(colors: colors)).frame(width: 40, height: 20)
      Rectangle().fill(AnyShapeStyle(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing)))
        .frame(width: 40, height: 20)
    })
  let painted = elements.filter { $0.gradient != nil }
  #expect(painted.count == 3, "\(painted.map(\.frame))")
  let bar = try #require(painted.first)
  #expect(bar.frame.width == 200 && bar.frame.height == 4, "the gradient spans the whole track: \(bar.frame)")
  #expect(bar.gradient?.geometry == .linear(startX: 0, startY: 0.5, endX: 1, endY: 0.5))
  #expect(bar.masks.first?.first?.frame.width == 100, "cut to the filled half: \(bar.masks.map { $0.map(\.frame) })")
  #expect(painted[1].gradient?.geometry == .linear(startX: 0.5, startY: 0, endX: 0.5, endY: 1), "a Gradient paints top to bottom")
  #expect(painted[2].gradient?.geometry == .linear(startX: 0, startY: 0.5, endX: 1, endY: 0.5), "AnyShapeStyle keeps the gradient")
}

/// iOS 18's `onScrollVisibilityChange`: rows more than half inside the scroll view's visible area
/// report `true` as they appear, and report `false` and `true` as a `scrollTo` moves them out and
/// in. `bounds(of: .scrollView)` is that area in a reader's own coordinates.
@Test @MainActor func scrollVisibilityIsReportedAsRowsComeAndGo() throws {
  struct Feed: View {
    @State private var shown: Set<Int> = []
    @State private var viewportTop: CGFloat?
    var body: some View {
      VStack(spacing: 0) {
        ScrollViewReader { proxy in
          Button("Go") { proxy.scrollTo(9, anchor: .top) }
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<10) { i in
                Text("Row \(i)").frame(height: 100).id(i)
                  .onScrollVisibilityChange { visible in
                    if visible { shown.insert(i) } else { shown.remove(i) }
                  }
                  .background {
                    GeometryReader { g in
                      Color.clear.onAppear { if i == 1 { viewportTop = g.bounds(of: .scrollView)?.minY } }
                    }
                  }
              }
            }
          }
          .frame(height: 250)
        }
        Text("shown \(shown.sorted().map(String.init).joined(separator: ","))")
        Text("top \(viewportTop.map { Int($0) } ?? 1)")
      }
    }
  }
  let before = texts(try settled("visibility", 320, 400, [], Feed()))
  #expect(before.contains("shown 0,1"), "a row half shown is not over the threshold: \(before)")
  #expect(before.contains("top -100"), "the visible area starts a row above the second row: \(before)")
  let after = texts(try settled("visibility", 320, 400, [.tap("Go")], Feed()))
  #expect(after.contains("shown 8,9"), "\(after)")
}

/// iOS 18's custom containers: `ForEach(subviews:)` wraps each view of the content (a `ForEach`
/// inside counts each of its elements), and `Group(subviews:)` hands the whole collection over, so
/// a container can count and pick from it.
@Test @MainActor func customContainersReadTheirContentsSubviews() throws {
  struct Cards<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack(spacing: 4) {
        ForEach(subviews: content) { subview in
          subview.padding(8).background(Color.yellow)
        }
      }
    }
  }
  struct Counted<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      Group(subviews: content) { subviews in
        VStack {
          Text("\(subviews.count) items")
          if let last = subviews.last { last.foregroundStyle(.red) }
          subviews[0..<1]
        }
      }
    }
  }
  let cards = try settled(
    "cards", 320, 300, [],
    Cards {
      Text("A")
      ForEach(["B", "C"], id: \.self) { Text($0) }
    })
  let yellow = cards.filter {
    guard case .rect = $0.content else { return false }
    return abs($0.color.r - 1) < 0.01 && abs($0.color.g - 0.8) < 0.01 && $0.color.b == 0
  }
  #expect(yellow.count == 3, "a background for each subview: \(cards.map(\.id))")
  let a = try #require(cards.first { if case .text(let r) = $0.content { return r.string == "A" } else { return false } })
  let f = a.frame
  #expect(
    yellow.contains { y in
      y.frame.x <= f.x && y.frame.y <= f.y && y.frame.x + y.frame.width >= f.x + f.width && y.frame.y + y.frame.height >= f.y + f.height
    }, "A's background is around it")
  let countedElements = try settled(
    "counted", 320, 300, [],
    Counted {
      Text("One")
      Text("Two")
      Text("Three")
    })
  let counted = texts(countedElements)
  #expect(counted == ["3 items", "Three", "One"], "\(counted)")
  // A subview is built where it is placed: the style the transform puts around it reaches it.
  let three = try #require(countedElements.first { if case .text(let r) = $0.content { return r.string == "Three" } else { return false } })
  #expect(three.color.r > 0.9 && three.color.g < 0.3, "\(three.color)")
  // A subview the transform leaves out is never built: its onAppear does not run.
  struct FirstOnly: View {
    @State private var appeared: [String] = []
    var body: some View {
      VStack {
        Group(
          subviews: Group {
            Text("A").onAppear { appeared.append("A") }
            Text("B").onAppear { appeared.append("B") }
          }
        ) {
          $0.first
        }
        Text("appeared \(appeared.joined(separator: ","))")
      }
    }
  }
  let first = texts(try settled("first", 320, 300, [], FirstOnly()))
  #expect(first.contains("appeared A") && !first.contains("B"), "\(first)")
}
