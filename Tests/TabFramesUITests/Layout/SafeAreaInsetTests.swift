import Foundation
import TabFrames
import Testing

@testable import TabFramesUI

// `safeAreaInset` is as big as the view and its inset together, as SwiftUI's is: the inset's
// length plus the view's along the axis, the larger across it. A chat's composer with an empty
// attachments inset (`.safeAreaInset(edge: .top) { if showsAttachments { … } }`) took all the
// height offered and floated mid-screen.

private struct OrangeBar: View {
  var body: some View {
    Text("Bar").frame(maxWidth: .infinity).padding().background(.orange).accessibilityIdentifier("bar")
  }
}

@Test @MainActor func anEmptyInsetChangesNothing() throws {
  struct Screen: View {
    @State var attachments = false
    var body: some View {
      VStack(spacing: 0) {
        Color.yellow.accessibilityIdentifier("content")
        OrangeBar().safeAreaInset(edge: .top, spacing: 0) {
          if attachments { Text("Extra") }
        }
      }
    }
  }
  let elements = try Stage(name: "composer", width: 390, height: 600) { Screen() }.layout()
  // The bar's orange background and its text.
  let bar = try #require(elements.filter { $0.id.hasPrefix("bar.") }.map(\.frame).reduce(nil) { $0?.union($1) ?? $1 })
  let content = try #require(elements.first { $0.id == "content" })
  #expect(bar.height > 50 && bar.height < 55, "the bar's own height, a line and its padding: \(bar)")
  #expect(abs(bar.maxY - 600) < 0.01, "at the bottom: \(bar)")
  #expect(abs(content.frame.maxY - bar.minY) < 0.01, "the content takes the rest: \(content.frame)")
}

@Test @MainActor func anInsetOnASmallViewAddsItsLengthAndIsNotGreedy() throws {
  let elements = try Stage(name: "small", width: 390, height: 600) {
    Text("Body").accessibilityIdentifier("body")
      .safeAreaInset(edge: .bottom, spacing: 10) { Text("Inset").accessibilityIdentifier("inset") }
      .background(Color.gray.accessibilityIdentifier("whole"))
  }.layout()
  let body = try #require(elements.first { $0.id == "body" })
  let inset = try #require(elements.first { $0.id == "inset" })
  let whole = try #require(elements.first { $0.id == "whole" })
  #expect(abs(whole.frame.height - (body.frame.height + 10 + inset.frame.height)) < 0.01, "\(whole.frame)")
  #expect(abs(whole.frame.width - max(body.frame.width, inset.frame.width)) < 0.01, "\(whole.frame)")
  #expect(abs(whole.frame.midY - 300) < 0.5, "centred on the stage, as any view that fits: \(whole.frame)")
  #expect(abs(inset.frame.minY - (body.frame.maxY + 10)) < 0.01)
}
