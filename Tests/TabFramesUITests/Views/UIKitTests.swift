import Foundation
import SwiftUI
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

// The UIKit names SwiftUI code touches (Sources/UIKit/UIKit.swift brings them with `import UIKit`;
// this file imports SwiftUI, which has the same names, as Swift Testing has no UIKit overlay on
// Linux): the screen and device, accessibility settings, the application object, appearance
// proxies, and UIKit views in SwiftUI through the representables.

private func leafFrame(_ leaves: [Stage.Leaf], _ id: String) -> CGRect? { leaves.first { $0.id == id }?.frame }

/// `UIScreen.main` is the stage's canvas while a stage lays out or plays, an iPhone 15's screen
/// elsewhere; the device is an iPhone on iOS; every accessibility setting is off.
@Test @MainActor func theScreenIsTheStagesAndTheDeviceAnIPhone() throws {
  #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
  #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
  struct Bar: View {
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: UIScreen.main.bounds.width * 0.8, height: 1 / UIScreen.main.scale).accessibilityIdentifier("bar")
        Spacer()
      }
    }
  }
  let leaves = try Stage(name: "screen", width: 300, height: 200, scale: 2) { Bar() }.layout()
  let bar = try #require(leafFrame(leaves, "bar"))
  #expect(bar.width == 240 && bar.height == 0.5, "\(bar)")
  let played = try Stage(name: "screen", width: 200, height: 100) { Bar() }.play([]).frames
  let drawn = try #require(played.last?.displayList["bar"])
  #expect(drawn.frame.width == 160, "\(drawn.frame)")

  #expect(UIDevice.current.userInterfaceIdiom == .phone)
  #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.model == "iPhone")
  #expect(UIDevice.current.orientation == .portrait)
  #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning && !UIAccessibility.isBoldTextEnabled)
}

/// A custom tab bar pads itself by the window's bottom safe-area inset, read through the
/// application's window scene (or its deprecated `windows`): on a stage the one window is the
/// stage, its safe area the stage's — an iPhone preset's 34 pt home indicator area, none on a
/// stage that gives none — and an iPhone 15's elsewhere.
@Test @MainActor func theWindowsSafeAreaIsTheStages() throws {
  struct Bar: View {
    private var bottomInset: CGFloat {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first?.safeAreaInsets.bottom ?? 0
    }
    var body: some View {
      VStack(spacing: 0) {
        Spacer()
        Color.red.frame(height: 49).padding(.bottom, bottomInset).accessibilityIdentifier("bar")
      }
      .ignoresSafeArea()
    }
  }
  var phone = Stage(name: "window", width: 393, height: 852) { Bar() }
  phone.safeAreaInsets = Stage.iPhoneSafeArea
  let padded = try #require(leafFrame(try phone.layout(), "bar"))
  #expect(abs(padded.maxY - (852 - 34)) < 1e-9, "above the home indicator: \(padded)")
  let plain = try #require(leafFrame(try Stage(name: "window", width: 393, height: 852) { Bar() }.layout(), "bar"))
  #expect(abs(plain.maxY - 852) < 1e-9, "no safe area, no padding: \(plain)")
  // Outside a stage, an iPhone 15's; the deprecated spellings agree.
  #expect(UIApplication.shared.windows.first?.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  #expect(UIApplication.shared.keyWindow?.bounds == UIScreen.main.bounds)
  #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundActive)
}

/// `UIApplication.shared` opens no URL: `canOpenURL` says no and a completion hears `false`.
@Test @MainActor func theApplicationOpensNothing() throws {
  let settings = try #require(URL(string: UIApplication.openSettingsURLString))
  #expect(!UIApplication.shared.canOpenURL(settings))
  struct Opener: View {
    @State private var result = "none"
    var body: some View {
      Button(result) { UIApplication.shared.open(URL(string: "https://apple.com")!) { opened in result = "\(opened)" } }
    }
  }
  let frames = try Stage(name: "open", width: 200, height: 60) { Opener() }.play([.tap("none")]).frames
  let texts = frames.last?.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
  #expect(texts == ["false"])
}

/// `Image(uiImage: UIImage())` draws nothing and takes no space.
@Test @MainActor func anEmptyUIImageTakesNoSpace() throws {
  let leaves = try Stage(name: "empty", width: 100, height: 100) {
    HStack(spacing: 0) {
      Image(uiImage: UIImage(systemName: "nope.none") ?? UIImage())
      Image(uiImage: UIImage())
      Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("after")
    }
  }.layout()
  #expect(leaves.filter { $0.kind == "symbol" }.count == 1, "the symbol, not the empty image")
}

/// `UIPageControl.appearance()` colours a paged TabView's dots.
@Test @MainActor func thePageControlProxyColoursTheDots() throws {
  defer { UIPageControl.resetAppearance() }
  UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  UIPageControl.appearance().pageIndicatorTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  let elements = try Stage(name: "dots", width: 300, height: 400) {
    TabView {
      Text("A")
      Text("B")
    }
    .tabViewStyle(.page)
  }.displayList().elements.filter { $0.frame.width == 7 && $0.frame.height == 7 }
  #expect(elements.map(\.color) == [RGBA(1, 0, 0, 1), RGBA(0, 0, 1, 1)], "\(elements.map(\.color))")
  // The other proxies compile and are kept.
  defer { UINavigationBar.resetAppearance() }
  let appearance = UINavigationBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
  UINavigationBar.appearance().standardAppearance = appearance
  UITableView.appearance().backgroundColor = .clear
  #expect(UINavigationBar.appearance().standardAppearance === appearance)
}

/// A UIKit label wrapped for SwiftUI: made once for its identity, updated at every build.
private final class Counts {
  var made = 0
  var updated: [String] = []
}

private struct LabelView: UIViewRepresentable {
  var text: String
  let counts: Counts
  func makeUIView(context: Context) -> UILabel {
    counts.made += 1
    return UILabel()
  }
  func updateUIView(_ uiView: UILabel, context: Context) {
    uiView.text = text
    counts.updated.append(uiView.text ?? "")
  }
}

private struct Sized: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { CGSize(width: 40, height: 30) }
}

private struct Share: UIViewControllerRepresentable {
  final class Coordinator {}
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIViewController(context: Context) -> UIActivityViewController {
    UIActivityViewController(activityItems: ["hi"], applicationActivities: nil)
  }
  func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

/// A representable takes the size it is proposed (or its `sizeThatFits` answer) and draws nothing.
@Test @MainActor func aRepresentableTakesItsProposedSizeAndDrawsNothing() throws {
  let counts = Counts()
  struct Screen: View {
    let counts: Counts
    @State private var title = "one"
    var body: some View {
      VStack(spacing: 0) {
        LabelView(text: title, counts: counts).frame(height: 80)
        HStack(spacing: 0) {
          Sized()
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("beside")
        }
        Share()
        Button("Next") { title = "two" }
      }
      .frame(width: 200, height: 300, alignment: .top)
    }
  }
  let stage = Stage(name: "representable", width: 200, height: 300) { Screen(counts: counts) }
  let frames = try stage.play([.tap("Next")]).frames
  let elements = try #require(frames.last?.displayList.elements)
  let beside = try #require(frames.last?.displayList["beside"])
  // The label: the whole width, 80 pt; the sized view 40 × 30 beside the red square, centred in
  // the row; the share sheet's controller the height left to share with the button.
  #expect(beside.frame.minY == 80 + 10 && beside.frame.minX == 100 - 25 + 40, "\(beside.frame)")
  #expect(elements.count == 2, "only the square and the button's title are drawn: \(elements.map(\.content))")
  #expect(counts.made == 1, "made once for its identity")
  #expect(counts.updated.first == "one" && counts.updated.last == "two", "\(counts.updated)")
}

/// A representable that pins a wrapped UIKit view with Auto Layout, as code from before
/// materials wraps a blur (found compiling a public activity-rings screen unchanged: "value of
/// type 'UIVisualEffectView' has no member 'heightAnchor'"): it compiles, its constraints keep
/// what they are given, and it draws nothing.
private struct PinnedBlur: UIViewRepresentable {
  let made: Made
  func makeUIView(context: UIViewRepresentableContext<PinnedBlur>) -> UIView {
    let container = UIView()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.translatesAutoresizingMaskIntoConstraints = false
    container.insertSubview(blur, at: 0)
    blur.heightAnchor.constraint(equalTo: container.heightAnchor).isActive = true
    let pins = [
      blur.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      blur.widthAnchor.constraint(equalToConstant: 120),
      blur.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
    ]
    pins[1].priority = .defaultHigh
    NSLayoutConstraint.activate(pins)
    made.value = pins
    return container
  }
  func updateUIView(_ uiView: UIView, context: UIViewRepresentableContext<PinnedBlur>) {}
}

private final class Made: @unchecked Sendable {  // unchecked: read and written on the main actor only
  var value: [NSLayoutConstraint]
  init(_ value: [NSLayoutConstraint]) { self.value = value }
}

@Test @MainActor func aRepresentablePinnedWithAutoLayoutCompilesAndDrawsNothing() throws {
  let made = Made([])
  let stage = Stage(name: "pinned", width: 200, height: 100) { PinnedBlur(made: made).frame(height: 60) }
  let elements = try #require(try stage.play([]).frames.last?.displayList.elements)
  #expect(elements.isEmpty, "\(elements.map(\.content))")
  #expect(made.value.count == 3 && made.value.allSatisfy(\.isActive))
  #expect(made.value[0].constant == 8 && made.value[0].relation == .equal)
  #expect(made.value[1].constant == 120 && made.value[1].secondAnchor == nil && made.value[1].priority == .defaultHigh)
  #expect(made.value[2].relation == .greaterThanOrEqual)
}
