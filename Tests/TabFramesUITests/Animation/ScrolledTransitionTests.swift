import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// Transitions follow the content they are in: a view inserted or removed inside a scroll view
// whose offset animates in the same transaction moves with the scrolled content while it fades.

/// The program: the selected title is another branch (so a tap removes one copy and
/// inserts another), and the tap scrolls the row in the same animation.
private struct Titles: View {
  @State private var index = 0
  let titles = ["Featured", "Top Charts", "Categories", "Purchased", "Updates", "Search"]
  var body: some View {
    ScrollViewReader { proxy in
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 24) {
          ForEach(titles.indices, id: \.self) { i in
            Group {
              if index == i {
                Text(titles[i]).foregroundColor(.black)
              } else {
                Text(titles[i]).foregroundColor(.gray)
              }
            }
            .id(i)
            .onTapGesture {
              withAnimation(.easeInOut(duration: 0.5)) {
                index = i
                proxy.scrollTo(i, anchor: .leading)
              }
            }
          }
        }
        .padding(.horizontal, 16)
      }
    }
  }
}

/// Every drawn copy of a title, by string: (x, opacity).
private func copies(_ frame: Frame) -> [String: [(x: Double, opacity: Double)]] {
  var out: [String: [(x: Double, opacity: Double)]] = [:]
  for e in frame.displayList.elements {
    guard case .text(let run) = e.content, e.opacity > 0.01 else { continue }
    out[run.string, default: []].append((e.frame.x, e.opacity))
  }
  return out
}

/// Tapping "Purchased" scrolls it to the leading edge while it turns black and "Featured" turns
/// gray: in every frame, the copies of one title (the one fading out, the one fading in) are in
/// one place, moving with the row — the outgoing copy stayed where it was and the incoming one
/// jumped to its end, so titles ghosted over each other.
@Test @MainActor func insertedAndRemovedCopiesMoveWithTheScrolledContent() throws {
  let frames = try Stage(name: "titles", width: 320, height: 44) { Titles() }.play([.hold(0.1), .tap("Purchased")]).frames
  #expect(frames.count > 25)
  var crossFading = 0
  for frame in frames {
    for (title, seen) in copies(frame) where seen.count > 1 {
      crossFading += 1
      let xs = seen.map(\.x)
      #expect((xs.max() ?? 0) - (xs.min() ?? 0) < 0.5, "\(title) at \(xs) in frame \(frame.index)")
    }
  }
  #expect(crossFading > 10, "the titles cross-fade")
  // And the row moves: "Purchased" goes from where it was towards the leading edge (as far as
  // the row's end lets it), through the places between.
  let xs = frames.compactMap { copies($0)["Purchased"]?.first?.x }
  let (first, last) = (xs.first ?? 0, xs.last ?? 0)
  #expect(first > last + 100, "\(first) → \(last)")
  #expect(xs.contains { $0 < first - 30 && $0 > last + 30 }, "seen between: \(xs)")
}
