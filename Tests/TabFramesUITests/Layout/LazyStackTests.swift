import TabFrames
import Testing

// Lazy stacks and grids, laid out whole, sized as Apple's documentation of `GridItem.Size` and
// `LazyVStack` says.

@MainActor private func frames(_ width: CGFloat, _ height: CGFloat, _ view: some View) throws -> [CGRect] {
  try Stage(name: "grid", width: width, height: height) { view }.layout(textSize: { _, _ in CGSize(width: 40, height: 20) })
    .map(\.frame)
}

/// Two flexible columns share the width less the spacing; rows stack 8 pt apart.
@Test @MainActor func flexibleColumnsShareTheWidth() throws {
  let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
    ForEach(0..<4, id: \.self) { _ in Color.blue.frame(height: 40) }
  }
  let f = try frames(200, 200, grid)
  #expect(f.map(\.width) == [96, 96, 96, 96])
  #expect(f[1].minX - f[0].maxX == 8 && f[2].minY - f[0].maxY == 8)
  #expect(f[0].minX == 0 && f[1].maxX == 200)
}

/// An adaptive item fits as many tracks of its minimum as it can and widens them to fill.
@Test @MainActor func anAdaptiveItemFitsAsManyTracksAsItCan() throws {
  let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 10) {
    ForEach(0..<5, id: \.self) { _ in Color.green.frame(height: 30) }
  }
  let f = try frames(200, 200, grid)
  // (200 + 8) / (50 + 8) = 3.6: three columns of (200 − 16) / 3.
  #expect(f.count == 5)
  #expect(abs(f[0].width - 184.0 / 3) < 0.34, "\(f[0].width)")
  #expect(abs(f[3].minX - f[0].minX) < 0.34 && f[3].minY - f[0].maxY == 10, "the fourth starts the second row, 10 pt down")
}

/// A fixed track keeps its length; a flexible one takes the rest; cells align their child.
@Test @MainActor func fixedTracksKeepTheirLength() throws {
  let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(), alignment: .leading)]) {
    Color.red.frame(width: 20, height: 20)
    Color.red.frame(width: 20, height: 20)
  }
  let f = try frames(200, 100, grid)
  // The first centred in its 40 pt track, the second at the leading edge of its 152 pt one.
  #expect(f[0].minX == 10 && f[1].minX == 48, "\(f)")
}

/// A lazy horizontal grid stacks columns across rows.
@Test @MainActor func aLazyHGridFillsRowsThenColumns() throws {
  let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 12) {
    ForEach(0..<3, id: \.self) { _ in Color.orange.frame(width: 50) }
  }
  let f = try frames(300, 100, grid)
  #expect(f[0].minX == f[1].minX && f[1].minY - f[0].maxY == 8, "first column: two rows")
  #expect(f[2].minX - f[0].maxX == 12, "second column 12 pt on")
}

/// A LazyVStack takes the whole width it is offered, so `.leading` puts its rows at the edge
/// (a VStack is as wide as its widest row, centred).
@Test @MainActor func aLazyVStackTakesTheWholeWidth() throws {
  let lazy = try frames(
    300, 200,
    LazyVStack(alignment: .leading) {
      Text("A"); Text("B")
    })
  #expect(lazy.allSatisfy { $0.minX == 0 }, "\(lazy)")
  let plain = try frames(
    300, 200,
    VStack(alignment: .leading) {
      Text("A"); Text("B")
    })
  #expect(plain.allSatisfy { $0.minX == 130 }, "\(plain)")
}

/// `safeAreaInset(edge: .bottom)`: a custom tab bar at the foot across the width, the content in
/// the rest (a stage has no safe-area model: content stops at the inset).
@Test @MainActor func aBottomInsetSitsAtTheFootAcrossTheWidth() throws {
  let view = Color.blue.safeAreaInset(edge: .bottom, spacing: 4) {
    Color.red.frame(height: 50)
  }
  let f = try frames(300, 400, view)
  #expect(f.count == 2)
  #expect(f[0] == CGRect(x: 0, y: 0, width: 300, height: 346), "the content above: \(f[0])")
  #expect(f[1] == CGRect(x: 0, y: 350, width: 300, height: 50), "the inset at the foot: \(f[1])")
  let leading = try frames(300, 100, Color.blue.safeAreaInset(edge: .leading) { Color.red.frame(width: 40) })
  // The inset at the leading edge, drawn over the content (as a top inset is over a list's
  // background that reaches on under it); the content after it.
  #expect(
    leading[1] == CGRect(x: 0, y: 0, width: 40, height: 100) && leading[0].minX == 40, "the content, then the inset over it: \(leading)")
}

/// A section outside a list is its parts: in a stack, each a child of the stack with its
/// alignment and spacing (rows at the leading edge of a leading stack, not centred in a stack of
/// their own); in a lazy grid, its header a line across the whole width above its rows, which
/// start a line of their own, and its footer below.
@Test @MainActor func aSectionOutsideAListIsItsParts() throws {
  let stack = LazyVStack(alignment: .leading, spacing: 10) {
    Section {
      Color.blue.frame(width: 50, height: 20)
      Color.blue.frame(width: 80, height: 20)
    } header: {
      Color.red.frame(maxWidth: .infinity).frame(height: 30)
    }
  }
  let s = try frames(200, 200, stack)
  #expect(s.map(\.minX) == [0, 0, 0], "every part at the leading edge: \(s)")
  #expect(s[1].minY - s[0].maxY == 10 && s[2].minY - s[1].maxY == 10, "the stack's spacing between the parts: \(s)")

  let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
    Color.gray.frame(height: 20)
    Section {
      ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 40) }
    } header: {
      Color.red.frame(height: 30)
    } footer: {
      Color.green.frame(width: 60, height: 10)
    }
  }
  // The grid (172 pt tall) stands centred on the stage: its frames from its top.
  let g = try frames(200, 300, grid).map { $0.offsetBy(dx: 0, dy: -64) }
  #expect(g.count == 6, "\(g)")
  #expect(g[0].width == 96 && g[0].minY == 0, "a loose cell, one track: \(g[0])")
  #expect(g[1] == CGRect(x: 0, y: 28, width: 200, height: 30), "the header across the whole width, on a line of its own: \(g[1])")
  #expect(g[2].minY == 66 && g[2].minX == 0 && g[3].minX == 104 && g[4].minY == 114 && g[4].minX == 0, "rows two to a line: \(g[2...4])")
  #expect(g[5] == CGRect(x: 70, y: 162, width: 60, height: 10), "the footer centred across, below the rows: \(g[5])")
}
