import Foundation
import Testing

@testable import TabFramesUI

/// `Grid` and `GridRow` as SwiftUI documents them (the Grid documentation's examples): columns
/// as wide as their widest cell, rows as tall as their tallest, a view outside a row across the
/// whole grid, and the cell modifiers. Texts measure 10 pt a character and 20 pt a line.

@Test @MainActor func aGridSharesColumnWidthsAcrossRows() throws {
  let l = try leaves(
    Grid(horizontalSpacing: 10, verticalSpacing: 4) {
      GridRow {
        Text("a"); Text("bbbb")
      }
      GridRow {
        Text("ccc"); Text("d")
      }
    }, width: 390, height: 200)
  let a = try #require(frame(l, "a"))
  let b = try #require(frame(l, "bbbb"))
  let c = try #require(frame(l, "ccc"))
  let d = try #require(frame(l, "d"))
  // Columns 30 and 40 wide, 10 apart: cells centred in them.
  #expect(a.midX == c.midX && b.midX == d.midX)
  // 15 to the end of the first column, 10 between, 20 to the middle of the second.
  #expect(b.midX - a.midX == 45)
  #expect(c.minY == a.maxY + 4)
  // The grid is 80 × 44, centred in 390 × 200.
  #expect(c.minX == 155 && a.minY == 78)
}

@Test @MainActor func columnAlignmentRowAlignmentAndSpanningCells() throws {
  let l = try leaves(
    Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Text("Name").gridColumnAlignment(.trailing)
        Text("Value")
      }
      GridRow {
        Text("ID"); Text("7")
      }
      GridRow {
        Text("spanning both").gridCellColumns(2)
      }
      Color.red.frame(height: 2)
    })
  let name = try #require(frame(l, "Name"))
  let id = try #require(frame(l, "ID"))
  let value = try #require(frame(l, "Value"))
  let seven = try #require(frame(l, "7"))
  #expect(id.maxX == name.maxX, "the first column is trailing-aligned")
  #expect(seven.minX == value.minX, "the second keeps the grid's leading alignment")
  let span = try #require(frame(l, "spanning both"))
  #expect(span.minX == name.minX)
  // A view outside a row goes across the whole grid: as wide as the two columns, 40 + 50.
  let rule = try #require(l.first { $0.kind == "color" }?.frame)
  #expect(rule.width == 90 && rule.minX == name.minX)
}

@Test @MainActor func anUnsizedCellTakesTheRowsRoomAndAFlexibleGridFillsTheOffer() throws {
  let l = try leaves(
    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Text("tall").frame(height: 40)
        Color.blue.gridCellUnsizedAxes([.horizontal, .vertical])
      }
      GridRow {
        Text("x"); Text("wide")
      }
    })
  let blue = try #require(l.first { $0.kind == "color" }?.frame)
  #expect(blue.height == 40 && blue.width == 40, "the row's height, the column's width from the other row")
  // Colours in every cell: the columns share the offered width.
  let filled = try leaves(
    Grid(horizontalSpacing: 10) {
      GridRow {
        Color.red; Color.green
      }
    }, width: 210, height: 50)
  let cells = filled.filter { $0.kind == "color" }.map(\.frame)
  #expect(cells.map(\.width) == [100, 100] && cells.map(\.height) == [50, 50])
}

@Test @MainActor func aCellAnchorPlacesItInItsCell() throws {
  let l = try leaves(
    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Text("big").frame(height: 40); Text("s").gridCellAnchor(.bottomTrailing)
      }
      GridRow {
        Text("x"); Text("wider")
      }
    })
  let s = try #require(frame(l, "s"))
  let big = try #require(frame(l, "big")).insetBy(dx: 0, dy: -10)
  let wider = try #require(frame(l, "wider"))
  #expect(s.maxY == big.maxY && s.maxX == wider.maxX)
}

/// A grid's children draw in zIndex order, as every SwiftUI container's do (a raised cell's
/// shadow or scaled effect goes over its neighbours); equal indices keep their written order.
@Test @MainActor func gridsDrawTheirChildrenInZIndexOrder() throws {
  let table = try leaves(
    Grid {
      GridRow {
        Text("raised").zIndex(1)
        Text("plain")
      }
      Text("across")
    })
  // A row's cells by zIndex among themselves (a grid's children are its rows and the views across).
  #expect(table.compactMap(\.text) == ["plain", "raised", "across"], "\(table.compactMap(\.text))")
  let lazy = try leaves(
    LazyVGrid(columns: [GridItem(), GridItem()]) {
      Text("first").zIndex(2)
      Text("second")
      Text("third")
    })
  #expect(lazy.compactMap(\.text) == ["second", "third", "first"], "\(lazy.compactMap(\.text))")
}
