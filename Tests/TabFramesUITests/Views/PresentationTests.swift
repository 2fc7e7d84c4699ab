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
