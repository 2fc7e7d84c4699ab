import Foundation
import Testing

@testable import TabFramesUI

/// A view laid out with each size cached for its own proposal alone, and with sizes shared across
/// the dimensions they do not depend on, every shared one worked out again (ProposalDependence):
/// no shared size may differ from the fresh one, and the leaves must be the same.
@MainActor
private func expectSharingExact<V: View>(
  _ name: String, _ view: V, width: CGFloat = 300, height: CGFloat = 300, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  defer { sizeCacheSharing = .shared }
  sizeCacheSharing = .exact
  let exact = try leaves(view, width: width, height: height)
  sizeCacheSharing = .verified
  sizeCacheMismatches = []
  let shared = try leaves(view, width: width, height: height)
  #expect(sizeCacheMismatches.isEmpty, "\(name): \(sizeCacheMismatches.prefix(3))", sourceLocation: sourceLocation)
  #expect(
    shared == exact, "\(name): \(shared.map { "\($0.id) \($0.frame)" }) against \(exact.map { "\($0.id) \($0.frame)" })",
    sourceLocation: sourceLocation)
}

/// Each of these depends on one node saying truly what its size reads of its proposal: claimed
/// to read less, the node's answer for one proposal would be served for another (each was seen
/// to change the layout under such a claim, in review).
@Test @MainActor func everyNodeSaysWhatItsSizeReadsOfItsProposal() throws {
  // A wrapped text's height depends on the height proposed (lines it cannot fit are cut).
  try expectSharingExact(
    "wrapped text",
    VStack(spacing: 0) {
      Text("one two three four five six"); Color.red
    }.frame(width: 80))
  // A flexible frame clamps the dimension it constrains; the other passes through.
  try expectSharingExact(
    "flexible frame",
    HStack(spacing: 0) {
      Text("A").fixedSize().frame(maxWidth: .infinity); Color.blue
    })
  try expectSharingExact(
    "flexible height",
    VStack(spacing: 0) {
      Text("A").fixedSize().frame(minHeight: 10, maxHeight: .infinity); Color.blue
    })
  try expectSharingExact(
    "padded",
    HStack(spacing: 0) {
      Text("A").fixedSize().padding(5).frame(maxWidth: .infinity); Color.blue
    })
  // fixedSize proposes nothing on its axis, and passes the other on.
  try expectSharingExact(
    "fixedSize on one axis",
    VStack(spacing: 0) {
      Color.red.fixedSize(horizontal: true, vertical: false); Color.blue
    })
  // A scroll view takes what it is offered along its axis.
  try expectSharingExact(
    "scroll view",
    HStack(spacing: 0) {
      ScrollView(.horizontal) { Text("Scrolling").fixedSize() }; Color.green
    })
  // aspectRatio, position, GeometryReader and ViewThatFits work their sizes out from the proposal.
  try expectSharingExact(
    "aspect ratio",
    HStack(spacing: 0) {
      Color.red.aspectRatio(2, contentMode: .fit); Text("x").fixedSize()
    })
  try expectSharingExact(
    "aspect ratio of text",
    VStack(spacing: 0) {
      Text("Hello world").aspectRatio(1, contentMode: .fit); Color.red; Color.blue
    })
  try expectSharingExact(
    "position",
    VStack(spacing: 0) {
      Text("x").position(x: 10, y: 10); Color.red
    })
  try expectSharingExact(
    "geometry reader",
    VStack(spacing: 0) {
      GeometryReader { g in Text("\(Int(g.size.height))") }; Text("fixed").fixedSize()
    })
  try expectSharingExact(
    "view that fits",
    HStack(spacing: 0) {
      ViewThatFits {
        Text("A very long label here").fixedSize(); Text("Short").fixedSize()
      }; Color.blue
    }, width: 600)
  // A ZStack sized by its highest-priority child; stacks aligned by baselines; a stack's
  // children's sizes reused for its last proposal, with what they depend on.
  try expectSharingExact(
    "ZStack priority",
    HStack(spacing: 0) {
      ZStack {
        Color.red; Text("Hello").fixedSize().layoutPriority(1)
      }; Color.blue
    })
  try expectSharingExact(
    "baselines",
    HStack(alignment: .firstTextBaseline) {
      VStack {
        Text("Title"); Color.red
      }; Text("Side")
    })
  try expectSharingExact(
    "a reused stack's sizes",
    VStack(spacing: 0) {
      HStack(alignment: .firstTextBaseline) {
        VStack(spacing: 0) {
          Text("Title"); Color.red.frame(width: 20)
        }; Text("Side")
      }
      Color.blue
    })
  try expectSharingExact(
    "baselines through a frame",
    VStack(spacing: 0) {
      HStack(alignment: .firstTextBaseline) {
        Text("A").frame(minHeight: 10, maxHeight: 200); Text("B")
      }
      Color.blue
    })
  // The layout bench's grid: cells asked the same widths at every row height.
  try expectSharingExact(
    "grid",
    VStack(spacing: 2) {
      ForEach(0..<4) { row in
        HStack(spacing: 4) {
          ForEach(0..<5) { column in
            VStack(spacing: 1) {
              Text("R\(row)").font(.caption2)
              Text("C\(column)").font(.caption2.bold())
              RoundedRectangle(cornerRadius: 2).frame(width: 12, height: 4)
            }
            .padding(2)
            .frame(minWidth: 20, maxWidth: .infinity)
          }
          Spacer(minLength: 0)
        }
        .background(Color.gray.opacity(0.1))
      }
    }, width: 400)
}
