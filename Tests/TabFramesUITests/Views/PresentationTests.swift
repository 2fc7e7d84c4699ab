import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

// Names a view file uses around what it draws, accepted as SwiftUI accepts them: presentations,
// storage wrappers, focus, dismissal, gestures a stage has no finger for.

private struct Profile: View {
  @AppStorage("username") private var username = "Ada"
  @AppStorage("isDarkMode") private var isDarkMode = false
  @SceneStorage("tab") private var tab = 0
  @FocusState private var focused: Bool
  @State private var showSheet = false
  @State private var showAlert = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Hello, \(username)")
        .onTapGesture { username = "Grace" }
      TextField("Name", text: $username).focused($focused)
      Button("Close") { dismiss() }
      ForEach(0..<2, id: \.self) { Text("Row \($0)") }.onDelete { _ in }
    }
    .sheet(isPresented: $showSheet) { Text("Sheet") }
    .alert("Oops", isPresented: $showAlert) {
      Button("OK") {}
    } message: {
      Text("Something happened")
    }
    .confirmationDialog("Delete?", isPresented: $showAlert) { Button("Delete", role: .destructive) {} }
    .refreshable {}
    .searchable(text: $username, prompt: "Search")
    .preferredColorScheme(isDarkMode ? .dark : nil)
  }
}

@Test @MainActor func storageWrappersAreTheViewsStateFromTheirDefaults() throws {
  let stage = Stage(name: "profile", width: 300, height: 300) { Profile() }
  let frames = try stage.play([.tap("Hello, Ada")]).frames
  let texts: [String] = frames.last?.displayList.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } } ?? []
  #expect(texts.contains("Hello, Grace"), "AppStorage writes like state: \(texts)")
  #expect(!texts.contains("Sheet") && !texts.contains("Oops"), "presentations are not drawn")
}

/// `preferredColorScheme(.dark)` draws the view it is on in the dark appearance.
@Test @MainActor func aPreferredColorSchemeAppliesToItsView() throws {
  let list = try Stage(name: "dark", width: 100, height: 40) { Text("Night").preferredColorScheme(.dark) }.displayList()
  let text = try #require(list.elements.first)
  #expect(text.color.r > 0.9 && text.color.g > 0.9, "primary text in the dark appearance is white: \(text.color)")
}

/// Apple: the scheme "propagates up through the view hierarchy to the enclosing presentation":
/// the whole window is dark, its background and a view beside the one that asks included, in a
/// settled frame and in every frame of a play.
@Test @MainActor func aPreferredColorSchemeIsTheWholeWindows() throws {
  let stage = Stage(name: "window", width: 200, height: 100) {
    VStack {
      Text("Beside").foregroundStyle(Color(.label))
      Text("Asking").preferredColorScheme(.dark)
    }
  }
  for list in [try stage.displayList(), try #require(try stage.play([]).frames.last?.displayList)] {
    #expect(list.background.r < 0.01 && list.background.g < 0.01 && list.background.b < 0.01, "the window is black: \(list.background)")
    for element in list.elements {
      #expect(element.color.r > 0.9, "\(element.id) is drawn in the dark appearance: \(element.color)")
    }
  }
  let light = try Stage(name: "light", width: 200, height: 100) { Text("Day").preferredColorScheme(nil) }.displayList()
  #expect(light.background.r > 0.99, "nil asks for nothing: the stage's light window \(light.background)")
}

/// `.environment(\.colorScheme, .dark)` draws the views inside in the dark appearance (their
/// named colours, the system background, the primary text) and asks nothing of the window: the
/// window and the views beside stay light, as in SwiftUI, where only `preferredColorScheme`
/// reaches the presentation. (Before, the environment's scheme was read by views but every
/// colour was drawn in the stage's.)
@Test @MainActor func anEnvironmentColorSchemeDrawsItsSubtreeInThatAppearance() throws {
  let list = try Stage(name: "environment", width: 200, height: 120) {
    VStack {
      Text("Beside").foregroundStyle(Color(.label))
      VStack {
        Text("Inside")
        Color(.systemBackground).frame(width: 40, height: 20)
      }
      .environment(\.colorScheme, .dark)
    }
  }.displayList()
  #expect(list.background.r > 0.99, "the window stays light: \(list.background)")
  func text(_ s: String) -> Element? { list.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } } }
  #expect(try #require(text("Beside")).color.r < 0.01, "beside: black label")
  #expect(try #require(text("Inside")).color.r > 0.99, "inside: white primary")
  let fill = try #require(list.elements.first { $0.frame.width == 40 && $0.frame.height == 20 })
  #expect(fill.color.r < 0.01 && fill.color.a == 1, "the dark system background: \(fill.color)")
}

/// In a sheet, the scheme is the sheet's: its card is dark, the window behind it stays light.
@Test @MainActor func aPreferredColorSchemeInASheetIsTheSheets() throws {
  let stage = Stage(name: "sheet", width: 390, height: 844) {
    Text("Behind")
      .sheet(isPresented: .constant(true)) {
        Text("Settings").preferredColorScheme(.dark).presentationDetents([.medium])
      }
  }
  let list = try stage.displayList()
  #expect(list.background.r > 0.99, "the window keeps the stage's light background: \(list.background)")
  let card = try #require(list.elements.first { $0.id.contains("background") && $0.frame.height > 300 }, "the sheet's card")
  #expect(card.color.r < 0.2 && card.color.g < 0.2, "the card is the dark system background: \(card.color)")
}

/// `move(fromOffsets:toOffset:)` and `remove(atOffsets:)`, as SwiftUI's, for `onMove`/`onDelete`.
@Test func listEditingHelpersMoveAndRemoveAsSwiftUIs() {
  var fruits = ["Apple", "Banana", "Cherry", "Date"]
  fruits.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
  #expect(fruits == ["Banana", "Date", "Apple", "Cherry"])
  fruits.move(fromOffsets: IndexSet([3]), toOffset: 0)
  #expect(fruits == ["Cherry", "Banana", "Date", "Apple"])
  fruits.remove(atOffsets: IndexSet([1, 3]))
  #expect(fruits == ["Cherry", "Date"])
}

/// iOS 13's `navigationBarItems` put their views in the bar; `ContentUnavailableView` centres its
/// symbol, title and description.
@Test @MainActor func legacyBarItemsAndAnUnavailableViewDraw() throws {
  let stage = Stage(name: "legacy", width: 390, height: 400) {
    NavigationView {
      ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        .navigationBarTitle("Inbox")
        .navigationBarItems(leading: Text("Edit"), trailing: Image(systemName: "plus"))
    }
    .navigationViewStyle(.stack)
  }
  let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: f.size * 1.2) })
  let edit = try #require(leaves.first { $0.text == "Edit" })
  #expect(edit.frame.minX == 16 && abs(edit.frame.midY - 22) < 0.5, "\(edit.frame)")
  let title = try #require(leaves.first { $0.text == "No Mail" })
  #expect(abs(title.frame.midX - 195) < 0.5, "\(title.frame)")
  #expect(leaves.contains { $0.text == "New mail appears here." })
}

/// A `Label` given as the label of `ContentUnavailableView { … } description: { … }` is drawn as
/// the title-and-symbol form draws its own: the icon large and secondary over the bold title,
/// both centred. It was drawn as a plain label, the small icon beside the title.
@Test @MainActor func anUnavailableViewsLabelIsItsIconOverItsTitle() throws {
  let stage = Stage(name: "empty", width: 390, height: 500) {
    ContentUnavailableView {
      Label("No Reminders", systemImage: "checklist")
    } description: {
      Text("Tap the plus button to add one.")
    }
  }
  let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: f.size * 1.2) })
  let icon = try #require(leaves.first { $0.kind == "symbol" && $0.text == "checklist" })
  let title = try #require(leaves.first { $0.text == "No Reminders" })
  let description = try #require(leaves.first { $0.text == "Tap the plus button to add one." })
  #expect(icon.frame.maxY <= title.frame.minY && title.frame.maxY <= description.frame.minY, "\(icon.frame) \(title.frame)")
  #expect(abs(icon.frame.midX - 195) < 0.5 && abs(title.frame.midX - 195) < 0.5, "\(icon.frame) \(title.frame)")
  #expect(icon.frame.height > 40, "the 48 pt symbol: \(icon.frame)")
  #expect(icon.color == .secondary && title.font?.weight == .bold)
}
