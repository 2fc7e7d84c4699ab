import Foundation
import TabFrames
import Testing

// A navigation stack's root screen as an iPhone draws it: a 44 pt bar, a large title in the
// 52 pt under it (96 pt together) or an inline one in the bar, toolbar items at the bar's edges,
// the root view centred in the rest.

private struct Inbox: View {
  var body: some View {
    NavigationStack {
      Text("No messages")
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
          ToolbarItem(placement: .topBarLeading) { Image(systemName: "line.3.horizontal") }
        }
    }
  }
}

@MainActor private func navLeaves(_ view: some View, width: CGFloat = 390, height: CGFloat = 400) throws -> [Stage.Leaf] {
  let stage = Stage(name: "nav", width: width, height: height) { view }
  return try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: f.size * 1.2) })
}

@Test @MainActor func aLargeTitleSitsUnderTheBarAndTheRootFillsTheRest() throws {
  let l = try navLeaves(Inbox())
  let title = try #require(l.first { $0.text == "Inbox" })
  let edit = try #require(l.first { $0.text == "Edit" })
  let menu = try #require(l.first { $0.kind == "symbol" })
  let body = try #require(l.first { $0.text == "No messages" })
  // The large title: 34 pt bold, 16 pt from the leading edge, in the 52 pt area under the 44 pt bar.
  #expect(title.frame.minX == 16 && title.frame.minY >= 44 && title.frame.maxY <= 96, "\(title.frame)")
  // Items: trailing and leading, 16 pt in, centred in the bar.
  #expect(abs(edit.frame.maxX - (390 - 16)) < 0.5 && abs(edit.frame.midY - 22) < 0.5, "\(edit.frame)")
  #expect(abs(menu.frame.minX - 16) < 0.5 && abs(menu.frame.midY - 22) < 0.5, "\(menu.frame)")
  // The root centred in what is under the 96 pt.
  #expect(abs(body.frame.midY - (96 + (400 - 96) / 2)) < 0.5 && abs(body.frame.midX - 195) < 0.5, "\(body.frame)")
}

@Test @MainActor func anInlineTitleIsCentredInTheBar() throws {
  let l = try navLeaves(
    NavigationView {
      List0().navigationBarTitleDisplayMode(.inline).navigationTitle("Settings")
    })
  let title = try #require(l.first { $0.text == "Settings" })
  #expect(abs(title.frame.midX - 195) < 0.5 && abs(title.frame.midY - 22) < 0.5, "\(title.frame)")
  let row = try #require(l.first { $0.text == "Row" })
  #expect(abs(row.frame.midY - (44 + (400 - 44) / 2)) < 0.5, "the root under the 44 pt bar: \(row.frame)")
}

private struct List0: View { var body: some View { Text("Row") } }

/// iOS 17's `toolbarTitleDisplayMode` sets the title's mode as `navigationBarTitleDisplayMode`
/// does: `.inline` in the bar, `.large` under it. It was accepted and the title stayed large.
@Test @MainActor func toolbarTitleDisplayModeSetsTheTitlesMode() throws {
  func title(_ view: some View) throws -> CGRect {
    try #require(try navLeaves(NavigationStack { view }).first { $0.text == "Settings" }).frame
  }
  let inline = try title(List0().toolbarTitleDisplayMode(.inline).navigationTitle("Settings"))
  #expect(inline == (try title(List0().navigationBarTitleDisplayMode(.inline).navigationTitle("Settings"))))
  #expect(abs(inline.midY - 22) < 0.5, "\(inline)")
  let large = try title(List0().toolbarTitleDisplayMode(.large).navigationTitle("Settings"))
  #expect(large.minX == 16 && large.minY >= 44, "\(large)")
}

/// A hidden bar takes no room; a bar with nothing in it still takes its 44 pt.
@Test @MainActor func aHiddenBarTakesNoRoom() throws {
  let hidden = try navLeaves(NavigationStack { Text("Full").toolbar(.hidden, for: .navigationBar) })
  #expect(abs((hidden.first?.frame.midY ?? 0) - 200) < 0.5)
  let empty = try navLeaves(NavigationStack { Text("Plain") })
  #expect(abs((empty.first?.frame.midY ?? 0) - (44 + 356 / 2)) < 0.5)
}

/// A rendered screen to look at: a tab view whose tab is a navigation stack.
@Test @MainActor func aNavigationStackInATabRenders() throws {
  let stage = Stage(name: "navtab", width: 390, height: 600) {
    TabView {
      Inbox().tabItem { Label("Inbox", systemImage: "tray") }
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-nav-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  let files = try stage.render(formats: [.final], to: out.path)
  #expect(files.count == 1)
}

/// `searchable` draws UIKit's search field in the bar's drawer, under the large title: 36 pt tall,
/// 16 pt from the edges, 8 pt above and below, with the magnifying glass and the prompt (or the
/// text when there is one); the root takes what is left. Outside a navigation container nothing
/// is drawn, as on an iPhone.
@Test @MainActor func aSearchableScreenDrawsTheSearchFieldUnderTheTitle() throws {
  struct Mail: View {
    let query: String
    var body: some View {
      NavigationStack {
        Text("Results")
          .navigationTitle("Mail")
          .searchable(text: .constant(query), prompt: "Search mail")
      }
    }
  }
  let l = try navLeaves(Mail(query: ""))
  let prompt = try #require(l.first { $0.text == "Search mail" })
  let glass = try #require(l.first { $0.kind == "symbol" && $0.text == "magnifyingglass" })
  let field = try #require(l.first { $0.kind == "shape" && abs($0.frame.height - 36) < 0.01 })
  #expect(field.frame == CGRect(x: 16, y: 96 + 8, width: 390 - 32, height: 36), "\(field.frame)")
  #expect(abs(glass.frame.minX - 24) < 0.5 && abs(glass.frame.midY - field.frame.midY) < 0.5, "\(glass.frame)")
  #expect(prompt.frame.minX > glass.frame.maxX && abs(prompt.frame.midY - field.frame.midY) < 0.5)
  let body = try #require(l.first { $0.text == "Results" })
  #expect(abs(body.frame.midY - (148 + (400 - 148) / 2)) < 0.5, "the root under the 148 pt of bar, title and field: \(body.frame)")
  // A query shows instead of the prompt.
  #expect(try navLeaves(Mail(query: "invoice")).contains { $0.text == "invoice" })
  // No navigation container: nothing drawn.
  let bare = try navLeaves(Text("Results").searchable(text: .constant("")))
  #expect(bare.map(\.text) == ["Results"])
  // VoiceOver reads a search field.
  let elements = try Stage(name: "mail", width: 390, height: 400) { Mail(query: "") }.accessibilityElements()
  #expect(elements.contains { $0.label == "Search mail" && $0.traits == ["isSearchField"] }, "\(elements.map(\.label))")
}

/// `searchable` written on the navigation container itself, as a public tab shell writes it in
/// its search tab, gives that container's bar the field (it was drawn only when written inside);
/// a container inside the root view does not take it.
@Test @MainActor func aSearchableOnTheStackItselfDrawsTheField() throws {
  let onStack = try navLeaves(
    TabView {
      NavigationStack {
        ScrollView { Text("Results") }.navigationTitle("Search")
      }
      .searchable(text: .constant(""), prompt: "Search...")
      .tabItem { Label("Search", systemImage: "magnifyingglass") }
    })
  let field = try #require(onStack.first { $0.kind == "shape" && abs($0.frame.height - 36) < 0.01 }, "\(onStack.compactMap(\.text))")
  #expect(abs(field.frame.minY - (96 + 8)) < 0.01, "under the large title: \(field.frame)")
  #expect(onStack.contains { $0.text == "Search..." })
  let outer = try navLeaves(
    NavigationStack {
      NavigationStack { Text("Inner").navigationTitle("Inner") }
    }
    .searchable(text: .constant(""), prompt: "Find"))
  #expect(outer.filter { $0.text == "Find" }.count == 1, "one field, the outer stack's")
  // Modifiers written on the stack before the `searchable` keep it the stack's.
  let modified = try navLeaves(
    NavigationStack { Text("Results").navigationTitle("Search") }
      .navigationBarTitleDisplayMode(.inline)
      .tint(.orange)
      .searchable(text: .constant(""), prompt: "Look up"))
  #expect(modified.contains { $0.text == "Look up" }, "\(modified.compactMap(\.text))")
}

/// A `Label` in a toolbar shows its icon only, as iOS draws toolbar labels (a public to-do list's
/// "Add Item" showed its title beside the plus); a label style set inside the item still wins.
@Test @MainActor func aLabelInAToolbarShowsItsIconOnly() throws {
  struct List: View {
    var body: some View {
      NavigationStack {
        Text("Items")
          .navigationTitle("To Do")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Label("Add Item", systemImage: "plus")
              }
            }
            ToolbarItem(placement: .topBarLeading) { Label("Filter", systemImage: "line.3.horizontal").labelStyle(.titleAndIcon) }
          }
      }
    }
  }
  let l = try navLeaves(List())
  #expect(l.contains { $0.kind == "symbol" && $0.frame.maxX > 300 }, "the plus, at the trailing edge")
  #expect(!l.contains { $0.text == "Add Item" }, "\(l.compactMap(\.text))")
  #expect(l.contains { $0.text == "Filter" }, "the item's own style wins: \(l.compactMap(\.text))")
}

/// A menu opened from a navigation bar's item hangs over the screen's content, as UIKit's bar
/// is above the content it scrolls over: a settings list drew its rows over the open menu's
/// panel, hiding every row of it below the bar (found compiling an everyday tab shell).
@Test @MainActor func aMenuFromTheBarHangsOverTheContent() throws {
  let stage = Stage(name: "bar-menu", width: 393, height: 600) {
    NavigationStack {
      List {
        ForEach(1...6, id: \.self) { i in Text("Item \(i)") }
      }
      .navigationTitle("Home")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Menu {
            Button("Sort") {}
            Button("Settings") {}
          } label: {
            Image(systemName: "ellipsis.circle")
          }
        }
      }
    }
  }
  let elements = try #require(try stage.play([.tap("ellipsis.circle")]).frames.last).displayList.elements
  let rowIndex = try #require(elements.firstIndex { if case .text(let r) = $0.content { r.string == "Settings" } else { false } })
  let row = elements[rowIndex]
  let (x, y) = (row.frame.midX, row.frame.midY)
  let over = elements[(rowIndex + 1)...].filter { e in
    if case .text = e.content { return false }
    let covers = e.frame.minX <= x && e.frame.maxX >= x && e.frame.minY <= y && e.frame.maxY >= y
    return covers && e.color.a > 0.9 && e.opacity > 0.9
  }
  #expect(over.isEmpty, "drawn over the menu's row: \(over.map { $0.id })")
}

/// The bar is the root view's safe area, as on a device: a root view's background (which ignores
/// the safe area by default) reaches on under the large title and the bar, and the title is drawn
/// over it; the root's content stays under the bar. A background that keeps to the safe area
/// (`ignoresSafeAreaEdges: []`) stops at the bar.
@Test @MainActor func aRootViewsBackgroundReachesUnderTheBar() throws {
  func screen(ignoring edges: Edge.Set) -> some View {
    NavigationStack {
      ScrollView {
        Text("Balance").accessibilityIdentifier("content").frame(maxWidth: .infinity)
      }
      .background(Color.orange, ignoresSafeAreaEdges: edges)
      .navigationTitle("Wallet")
    }
  }
  let leaves = try Stage(name: "wallet", width: 390, height: 400) { screen(ignoring: .all) }.layout()
  let background = try #require(leaves.first { $0.kind == "color" })
  #expect(background.frame.minY == 0 && background.frame.height == 400, "under the bar: \(background.frame)")
  let title = try #require(leaves.firstIndex { $0.text == "Wallet" })
  #expect(try #require(leaves.firstIndex { $0.kind == "color" }) < title, "the title over it")
  let content = try #require(leaves.first { $0.id == "content" }).frame
  #expect(content.minY >= 96, "the content under the bar and its large title: \(content)")
  let kept = try Stage(name: "kept", width: 390, height: 400) { screen(ignoring: []) }.layout()
  #expect(try #require(kept.first { $0.kind == "color" }).frame.minY == 96)
}

/// Content that starts scrolled (a chat anchored at its bottom) lies under the large title: iOS
/// then shows the title inline, centred in the bar, on the bar's standard background with its
/// hairline. At rest the large title stays at the leading edge under the bar.
@Test @MainActor func contentScrolledUnderTheLargeTitleCollapsesIt() throws {
  func chat(anchored: Bool) -> some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(1...40, id: \.self) { Text("Message \($0)").padding(10) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .defaultScrollAnchor(anchored ? .bottom : nil)
      .navigationTitle("Chat")
    }
  }
  func title(_ leaves: [Stage.Leaf]) throws -> Stage.Leaf { try #require(leaves.first { $0.text == "Chat" }) }
  let rest = try Stage(name: "rest", width: 390, height: 700) { chat(anchored: false) }.layout()
  let large = try title(rest).frame
  #expect(large.minX == 16 && large.height > 35, "the large title: \(large)")
  let scrolled = try Stage(name: "scrolled", width: 390, height: 700) { chat(anchored: true) }.layout()
  let inline = try title(scrolled)
  #expect(scrolled.filter { $0.text == "Chat" }.count == 1, "one title")
  #expect(abs(inline.frame.midX - 195) < 1 && inline.frame.height < 25 && inline.frame.maxY <= 44, "inline, centred: \(inline.frame)")
  // The bar's background behind it, across the bar, drawn before (under) the title.
  let index = try #require(scrolled.firstIndex { $0.text == "Chat" })
  #expect(
    scrolled[..<index].contains { $0.kind != "text" && $0.frame.width == 390 && $0.frame.minY <= 0 && abs($0.frame.maxY - 44) < 1 },
    "the bar's background")
  #expect(scrolled.contains { $0.text == "Message 40" } && !rest.contains { $0.text == "Message 40" && $0.frame.maxY < 700 })
}

/// A bottom toolbar has no background at its scroll edge and shows its standard one (the system
/// chrome colour, with its hairline on top) while rows lie under it, as iOS 15+ draws it: a long
/// inbox's rows no longer show through its items unbacked.
@Test @MainActor func aBottomToolbarShowsItsBackgroundWhileRowsLieUnderIt() throws {
  func inbox(_ rows: Int) -> some View {
    NavigationStack {
      List(1...rows, id: \.self) { Text("Mail \($0)") }
        .listStyle(.plain)
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Image(systemName: "line.3.horizontal.decrease.circle")
            Spacer()
            Text("Updated Just Now").font(.caption)
          }
        }
    }
  }
  /// A full-width rectangle from the bottom bar's top (44 pt above the foot) to the foot.
  func background(_ leaves: [Stage.Leaf]) -> Stage.Leaf? {
    leaves.first { $0.kind != "text" && $0.frame.width == 390 && abs($0.frame.minY - 656) < 1 && abs($0.frame.maxY - 700) < 1 }
  }
  let long = try Stage(name: "long", width: 390, height: 700) { inbox(30) }.layout()
  let backing = try #require(background(long), "the bar's background under 30 rows")
  let caption = try #require(long.firstIndex { $0.text == "Updated Just Now" })
  let backingIndex = try #require(long.firstIndex { $0.id == backing.id })
  #expect(backingIndex < caption, "drawn under the bar's items")
  #expect(long.contains { $0.frame.width == 390 && $0.frame.height < 0.5 && abs($0.frame.minY - 656) < 1 }, "its hairline")
  let short = try Stage(name: "short", width: 390, height: 700) { inbox(2) }.layout()
  #expect(background(short) == nil, "none at the scroll edge")
}

/// A sheet's "Done" at `.confirmationAction` is semibold, as UIKit's done-style bar button item
/// is; "Cancel" at `.cancellationAction` and an item at `.primaryAction` are regular; an item's
/// own weight still wins. They were all regular.
@Test @MainActor func theConfirmingToolbarItemIsSemibold() throws {
  let leaves = try Stage(name: "edit", width: 390, height: 300) {
    NavigationStack {
      Text("Name")
        .navigationTitle("Edit")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }
    }
  }.layout()
  func weight(_ text: String) -> Font.Weight? { leaves.first { $0.text == text }?.font?.weight }
  #expect(weight("Done") == .semibold && weight("Cancel") == .regular, "\(leaves.compactMap(\.text))")
  let own = try Stage(name: "own", width: 390, height: 300) {
    NavigationStack {
      Text("Name").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") {}.fontWeight(.regular) } }
    }
  }.layout()
  #expect(own.first { $0.text == "Save" }?.font?.weight == .regular)
}

/// `toolbar(.hidden, for: .bottomBar)` takes the bottom toolbar away, its items and its bar;
/// `.visible` (or naming only other bars) leaves it. It was drawn whatever the modifier said.
@Test @MainActor func aHiddenBottomBarIsNotDrawn() throws {
  func texts(_ screen: some View) throws -> [String] {
    try Stage(name: "photo", width: 390, height: 700) { NavigationStack { screen } }.layout().compactMap(\.text)
  }
  let photo = Text("Photo").toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
  #expect(try !texts(photo.toolbar(.hidden, for: .bottomBar)).contains("Share"))
  #expect(try !texts(photo.toolbarVisibility(.hidden, for: .navigationBar, .bottomBar)).contains("Share"))
  #expect(try texts(photo.toolbar(.visible, for: .bottomBar)).contains("Share"))
  #expect(try texts(photo.toolbar(.hidden, for: .tabBar)).contains("Share"))
}

/// A root taller than the room under the bar overflows it centred, and the bar stays at the top:
/// a workout timer laid out taller than a landscape screen pushed the bar, its title and its
/// "Close" up by half the overflow, off the screen.
@Test @MainActor func aTallRootOverflowsUnderABarThatStaysInPlace() throws {
  let l = try navLeaves(
    NavigationStack {
      Color.mint.frame(height: 1_000).overlay(Text("Body"))
        .navigationTitle("Tall")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") {} } }
    })
  let title = try #require(l.first { $0.text == "Tall" })
  let close = try #require(l.first { $0.text == "Close" })
  let body = try #require(l.first { $0.text == "Body" })
  #expect(abs(title.frame.midY - 22) < 0.5 && abs(close.frame.midY - 22) < 0.5, "\(title.frame), \(close.frame)")
  #expect(abs(body.frame.midY - (44 + (400 - 44) / 2)) < 0.5, "centred in the room under the bar: \(body.frame)")
}
