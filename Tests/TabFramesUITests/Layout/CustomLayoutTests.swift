import Foundation
import Testing

@testable import TabFramesUI

/// The `Layout` protocol as SwiftUI documents it ("Composing custom layouts with SwiftUI", the
/// Layout, LayoutSubview and ViewSpacing documentation): the container asks the layout for its
/// size and the places of its subviews; subviews answer for any proposal; a cache is made once;
/// a subview the layout leaves unplaced sits at the container's centre. Texts measure 10 pt a
/// character and 20 pt a line (`leaves` in LayoutTests.swift).

/// The flow layout public SwiftUI code writes (tags, chips): rows left to right, wrapping where
/// the next subview would pass the proposed width.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(proposal.width ?? .infinity, subviews)
    return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.last.map { $0.y + $0.height } ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for row in arrange(bounds.width, subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
    }
  }

  private struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var y: CGFloat = 0
    var height: CGFloat = 0
  }

  private func arrange(_ maxWidth: CGFloat, _ subviews: Subviews) -> [Row] {
    var rows = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      if let last = rows.last, !last.indices.isEmpty, last.width + spacing + size.width > maxWidth {
        rows.append(Row(y: last.y + last.height + spacing))
      }
      rows[rows.count - 1].width += (rows[rows.count - 1].indices.isEmpty ? 0 : spacing) + size.width
      rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)
      rows[rows.count - 1].indices.append(index)
    }
    return rows
  }
}

@Test @MainActor func aFlowLayoutWrapsItsSubviewsIntoRows() throws {
  let tags = ["Swift", "Linux", "Cairo", "Pango", "PNG"]
  let l = try leaves(
    FlowLayout(spacing: 10) {
      ForEach(tags, id: \.self) { Text($0) }
    }.frame(width: 140))
  // 50 + 10 + 50 = 110 fits in 140, a third does not: rows of two, two and one.
  let frames = tags.compactMap { frame(l, $0) }
  #expect(frames.count == 5)
  #expect(frames[0].minY == frames[1].minY && frames[1].minX - frames[0].maxX == 10)
  #expect(frames[2].minY == frames[0].maxY + 10 && frames[2].minX == frames[0].minX)
  #expect(frames[4].minY == frames[2].maxY + 10)
  // The layout's width is its widest row (110), centred in the 140 pt frame (itself at 125).
  #expect(frames[0].minX == 140)
}

/// A layout with a cache: the cache is made once and updated with each new layout.
private final class Counts: @unchecked Sendable {
  var made = 0
  var sized = 0
}

private struct CachingColumn: Layout {
  let counts: Counts
  struct Cache { var heights: [CGFloat] }

  func makeCache(subviews: Subviews) -> Cache {
    counts.made += 1
    return Cache(heights: subviews.map { $0.sizeThatFits(.unspecified).height })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    counts.sized += 1
    return CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0, height: cache.heights.reduce(0, +))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var y = bounds.minY
    for (subview, height) in zip(subviews, cache.heights) {
      // Anchored at the trailing edge: each row's trailing edge on the container's.
      subview.place(at: CGPoint(x: bounds.maxX, y: y), anchor: .topTrailing, proposal: .unspecified)
      y += height
    }
  }
}

@Test @MainActor func aLayoutsCacheIsMadeOnceAndAnchorsPlaceTheSubview() throws {
  let counts = Counts()
  let l = try leaves(
    CachingColumn(counts: counts) {
      Text("abc"); Text("a")
    })
  #expect(counts.made == 1)
  #expect(counts.sized >= 1)
  #expect(frame(l, "abc")?.maxX == frame(l, "a")?.maxX)
  #expect(frame(l, "a")?.minY == frame(l, "abc")?.maxY)
}

/// A layout that places only its first subview: the rest sit at the centre.
private struct FirstOnly: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 200, height: 80) }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: .unspecified)
  }
}

@Test @MainActor func anUnplacedSubviewSitsAtTheCentre() throws {
  let l = try leaves(
    FirstOnly {
      Text("placed"); Text("left")
    })
  let container = CGRect(x: 95, y: 10, width: 200, height: 80)
  #expect(frame(l, "placed")?.origin == container.origin)
  #expect(frame(l, "left")?.midX == container.midX && frame(l, "left")?.midY == container.midY)
}

/// A layout value a subview hands its container, and the priority and spacing it reports.
private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

private struct RankedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    var width = sizes.reduce(0) { $0 + $1.width }
    for i in subviews.indices.dropLast() { width += subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal) }
    return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    // By rank, highest first.
    let order = subviews.indices.sorted { subviews[$0][Rank.self] > subviews[$1][Rank.self] }
    var x = bounds.minX
    for (n, i) in order.enumerated() {
      subviews[i].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subviews[i].sizeThatFits(.unspecified).width
      if n + 1 < order.count { x += subviews[i].spacing.distance(to: subviews[order[n + 1]].spacing, along: .horizontal) }
    }
  }
}

@Test @MainActor func layoutValuesPriorityAndSpacingReachTheLayout() throws {
  let l = try leaves(
    RankedRow {
      Text("low")
      Text("high").layoutValue(key: Rank.self, value: 2).padding(0)
      Text("mid").layoutValue(key: Rank.self, value: 1)
    })
  let high = try #require(frame(l, "high"))
  let mid = try #require(frame(l, "mid"))
  let low = try #require(frame(l, "low"))
  #expect(high.maxX < mid.minX && mid.maxX < low.minX)
  // Two views prefer 8 pt between them, as in a stack; a Spacer none.
  #expect(mid.minX - high.maxX == 8)
  var s = ViewSpacing()
  s.formUnion(.zero)
  #expect(s.distance(to: .zero, along: .horizontal) == 0)
}

@Test @MainActor func theStackLayoutsLayOutAsTheStacks() throws {
  let stacked = try leaves(
    HStack(alignment: .top, spacing: 4) {
      Text("a"); Text("bb")
    })
  let layout = try leaves(
    HStackLayout(alignment: .top, spacing: 4) {
      Text("a"); Text("bb")
    })
  #expect(frame(stacked, "a") == frame(layout, "a") && frame(stacked, "bb") == frame(layout, "bb"))
  let column = try leaves(
    AnyLayout(VStackLayout(alignment: .leading)) {
      Text("a"); Text("bb")
    })
  #expect(frame(column, "a")?.minX == frame(column, "bb")?.minX && frame(column, "a")?.maxY ?? 0 < frame(column, "bb")?.minY ?? 0)
  // A layout that delegates to a built-in one gets its answers.
  struct Delegating: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      var none: Void = ()
      return VStackLayout(spacing: 2).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var none: Void = ()
      VStackLayout(spacing: 2).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }
  }
  let delegated = try leaves(
    Delegating {
      Text("a"); Text("bb")
    })
  let direct = try leaves(
    VStack(spacing: 2) {
      Text("a"); Text("bb")
    })
  #expect(frame(delegated, "a") == frame(direct, "a") && frame(delegated, "bb") == frame(direct, "bb"))
}

@Test @MainActor func aCustomLayoutPassesOnItsSubviewsBaselines() throws {
  // The default explicitAlignment: a layout's first baseline is its first subview's, so an
  // HStack aligned by first baselines lines a text up with the layout's first row.
  let l = try leaves(
    HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("Tags:")
      FlowLayout {
        Text("one"); Text("two")
      }.frame(width: 30)
    })
  #expect(frame(l, "Tags:")?.minY == frame(l, "one")?.minY)
}
