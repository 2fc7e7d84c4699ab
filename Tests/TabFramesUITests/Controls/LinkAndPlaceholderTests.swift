import Foundation
import Testing

@testable import TabFramesUI

/// Links, share links, async images, split views and the small names ordinary screens use, as an
/// iPhone shows them (Apple's documentation of each): a link's label in the tint colour, an
/// async image as before it loads, a split view collapsed into a stack of its sidebar.

@Test @MainActor func aLinkIsItsLabelInTheTint() throws {
  let url = try #require(URL(string: "https://example.com"))
  let link = try leaves(Link("Privacy", destination: url))
  let plain = try leaves(Text("Privacy"))
  #expect(link.map(\.frame) == plain.map(\.frame))
  #expect(link.first?.color == Color.accentColor._color(in: EnvironmentValues()))
  #expect(link.first?.color != plain.first?.color)
  let tinted = try leaves(Link("Privacy", destination: url).tint(.green))
  #expect(tinted.first?.color == Color.green)
}

@Test @MainActor func aShareLinkShowsShareWithItsSymbol() throws {
  let l = try leaves(ShareLink(item: "https://example.com"))
  #expect(l.compactMap(\.text) == ["square.and.arrow.up", "Share"])
  #expect(l.allSatisfy { $0.color == Color.accentColor._color(in: EnvironmentValues()) })
}

@Test @MainActor func anAsyncImageShowsItsPlaceholder() throws {
  let url = URL(string: "https://example.com/a.png")
  let given = try leaves(
    AsyncImage(url: url) { image in
      image
    } placeholder: {
      ProgressView()
    }.frame(width: 50, height: 50))
  let progress = try leaves(ProgressView().frame(width: 50, height: 50))
  #expect(given.map(\.kind) == progress.map(\.kind))
  let phased = try leaves(
    AsyncImage(url: url) { phase in
      if let image = phase.image { image } else { Text("loading") }
    })
  #expect(phased.compactMap(\.text) == ["loading"])
  let bare = try leaves(AsyncImage(url: url).frame(width: 40, height: 30))
  #expect(bare.first?.kind == "color" && bare.first?.frame.size == CGSize(width: 40, height: 30))
}

@Test @MainActor func aSplitViewCollapsesToItsSidebar() throws {
  let split = try leaves(
    NavigationSplitView {
      Text("Mailboxes").navigationTitle("Mail")
    } detail: {
      Text("Pick a message")
    })
  let texts = split.compactMap(\.text)
  #expect(texts.contains("Mailboxes") && texts.contains("Mail") && !texts.contains("Pick a message"))
}

@Test @MainActor func smallNamesOrdinaryScreensUse() throws {
  struct Row: View {
    @ScaledMetric(relativeTo: .body) var size: CGFloat = 24
    var body: some View { Color.red.frame(width: size, height: size) }
  }
  #expect(try leaves(Row()).first?.frame.size == CGSize(width: 24, height: 24))
  #expect(try leaves(Text(1234.5, format: .number)).compactMap(\.text) == [(1234.5).formatted(.number)])
  // onDelete and onMove chain as on DynamicViewContent.
  struct Todos: View {
    @State var items = ["a", "b"]
    var body: some View {
      List {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      }
    }
  }
  #expect(try leaves(Todos(), height: 300).compactMap(\.text).filter { ["a", "b"].contains($0) } == ["a", "b"])
  #expect(try leaves(Rectangle().fill(Color.blue.gradient)).first?.color == Color.blue)
}
