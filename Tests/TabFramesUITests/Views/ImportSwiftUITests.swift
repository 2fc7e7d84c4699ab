import Combine
import Foundation
import SwiftUI
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `import SwiftUI` brings on Linux beyond the views (URLSession aside: on Linux it is
/// FoundationNetworking's, imported here as a cross-platform file does) (this file does not also import UIKit:
/// Swift Testing's cross-import overlay for UIKit exists on Apple platforms only, so a test file
/// importing both Testing and UIKit does not compile on Linux), written as app code writes it: URLSession (Foundation's on Apple platforms, FoundationNetworking's here),
/// `NotificationCenter.publisher` with `onReceive`, `UIApplication`'s notification names,
/// `scenePhase`, `UIImage` for symbols, `.refreshable` changing the view's state.

@MainActor final class ImageLoader: ObservableObject {
  @Published var data: Data?
  func load(url: URL) {
    URLSession.shared.dataTask(with: url) { data, _, _ in
      DispatchQueue.main.async { self.data = data }
    }.resume()
  }
}

private struct ForegroundRefresher: View {
  @State private var refreshCount = 0
  @Environment(\.scenePhase) private var scenePhase
  var body: some View {
    Text("Refreshed \(refreshCount) times, \(scenePhase == .active ? "active" : "not active")")
      .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
        refreshCount += 1
      }
      // A tab bar that steps out of the keyboard's way: on a stage no keyboard shows.
      .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
        if note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] != nil { refreshCount = -1 }
      }
  }
}

private struct RefreshableFeed: View {
  @State private var items = [1, 2, 3]
  var body: some View {
    List(items, id: \.self) { item in Text("Item \(item)") }
      .refreshable {
        try? await Task.sleep(for: .seconds(1))
        items.append(items.count + 1)
      }
  }
}

@Test @MainActor func appCodeBeyondTheViewsCompilesAndRuns() throws {
  #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0)
  let refresher = try Stage(name: "refresher", width: 320, height: 60) { ForegroundRefresher() }.layout()
  #expect(refresher.compactMap(\.text) == ["Refreshed 0 times, active"])
  let feed = try Stage(name: "feed", width: 320, height: 300) { RefreshableFeed() }.layout()
  #expect(feed.compactMap(\.text).filter { $0.hasPrefix("Item") } == ["Item 1", "Item 2", "Item 3"])
  // UIImage(systemName:) draws its symbol; UIImage(named:) finds an asset catalogue's image
  // (Tests/Fixtures/Assets.xcassets) and is nil for a name none has, as UIKit's.
  let symbol = try #require(UIImage(systemName: "photo"))
  let drawn = try Stage(name: "photo", width: 60, height: 60) { Image(uiImage: symbol) }.layout()
  #expect(drawn.first?.kind == "symbol" && drawn.first?.text == "photo")
  #expect(UIImage(named: "Avatar") == nil)
  let logo = try #require(UIImage(named: "Logo"))
  #expect(logo.size == CGSize(width: 20, height: 10))
  let asset = try Stage(name: "logo", width: 60, height: 60) { Image(uiImage: logo) }.layout()
  #expect(asset.first?.kind == "image" && asset.first?.frame.size == CGSize(width: 20, height: 10))
}

@Test func aNotificationPublisherDeliversWhatIsPosted() {
  var received: [String] = []
  let name = Notification.Name("TabFramesTestNotification")
  let cancellable = NotificationCenter.default.publisher(for: name).sink { received.append($0.name.rawValue) }
  NotificationCenter.default.post(name: name, object: nil)
  NotificationCenter.default.post(name: Notification.Name("Other"), object: nil)
  NotificationCenter.default.post(name: name, object: nil)
  #expect(received == ["TabFramesTestNotification", "TabFramesTestNotification"])
  cancellable.cancel()
  NotificationCenter.default.post(name: name, object: nil)
  #expect(received.count == 2, "nothing after cancelling")
}
