import Foundation
import Testing

@testable import TabFrames

// The gestures beside TapGesture and DragGesture (Sources/TabFramesUI/Gestures/MoreGestures.swift):
// a tap's location, SpatialTapGesture, composition, `gesture(_:including:)`, and the gestures a
// stage's one finger cannot make.

/// What the view's `log` text says after the timeline.
@MainActor
private func log<V: View>(_ view: V, _ timeline: [Stage.Action]) throws -> String {
  let frames = try Stage(name: "gestures", width: 200, height: 200) { view }.play(timeline).frames
  guard case .text(let run) = try #require(frames.last?.displayList["log"]).content else { return "" }
  return run.string
}

/// A 100 × 100 square at (50, 20) in the canvas, inside a named space at the canvas's (0, 10).
private struct Located: View {
  let space: CoordinateSpace
  @State private var seen = "none"
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 100)
        .onTapGesture(coordinateSpace: space) { p in seen = "\(Int(p.x)),\(Int(p.y))" }
        .padding(.leading, 50).padding(.top, 10)
      Text(seen).accessibilityIdentifier("log")
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .coordinateSpace(name: "screen")
    .padding(.top, 10)
  }
}

@Test @MainActor func onTapGestureHearsTheLocationInItsSpace() throws {
  let tap: [Stage.Action] = [.tap(at: (x: 60, y: 25))]
  #expect(try log(Located(space: .local), tap) == "10,5")
  #expect(try log(Located(space: .global), tap) == "60,25")
  #expect(try log(Located(space: .named("screen")), tap) == "60,15")
}

private struct Spatial: View {
  @State private var seen: [String] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.blue.frame(width: 100, height: 80)
        .gesture(SpatialTapGesture().onEnded { v in seen.append("spatial \(Int(v.location.x)),\(Int(v.location.y))") })
      Color.green.frame(width: 100, height: 40)
        .gesture(
          TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { v in
            if case .second = v { seen.append("single") } else { seen.append("double") }
          })
      Color.orange.frame(width: 100, height: 40)
        .gesture(
          TapGesture().onEnded { seen.append("tap") }.simultaneously(with: SpatialTapGesture()).onEnded { v in
            seen.append("both \(v.first != nil) \(v.second.map { Int($0.location.x) } ?? -1)")
          })
      Text("seen: " + seen.joined(separator: "; ")).accessibilityIdentifier("log")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// SpatialTapGesture ends with the tap's location; an exclusive gesture whose first part needs
/// two taps ends as its second on a single tap; a simultaneous one ends with both parts' values.
@Test @MainActor func spatialAndComposedTapGesturesEndWithTheirValues() throws {
  let timeline: [Stage.Action] = [.tap(at: (x: 30, y: 40)), .tap(at: (x: 50, y: 100)), .tap(at: (x: 70, y: 140))]
  let seen = try log(Spatial(), timeline)
  #expect(seen == "seen: spatial 30,40; single; tap; both true 70", "\(seen)")
}

private struct Masked: View {
  let mask: GestureMask
  @State private var seen: [String] = []
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 100)
        .onTapGesture { seen.append("inner") }
        .padding(20)
        .background(Color.gray)
        .gesture(TapGesture().onEnded { seen.append("outer") }, including: mask)
      Text("seen: " + seen.joined(separator: ",")).accessibilityIdentifier("log")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `including:` turns off the gesture, the subviews' gestures, or both.
@Test @MainActor func aGestureMaskTurnsGesturesOff() throws {
  // (60, 60) is on the inner square; (5, 5) on the grey padding around it.
  let taps: [Stage.Action] = [.tap(at: (x: 60, y: 60)), .tap(at: (x: 5, y: 5))]
  #expect(try log(Masked(mask: .all), taps) == "seen: inner,outer")
  #expect(try log(Masked(mask: .gesture), taps) == "seen: outer,outer")
  #expect(try log(Masked(mask: .subviews), taps) == "seen: inner")
  #expect(try log(Masked(mask: .none), taps) == "seen: ")
}

private struct Unperformable: View {
  @State private var seen: [String] = []
  @GestureState private var pressing = false
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 100)
        .gesture(LongPressGesture(minimumDuration: 0.3).onEnded { _ in seen.append("long") })
        .gesture(MagnifyGesture().onChanged { _ in seen.append("magnify") })
        .gesture(MagnificationGesture().onEnded { _ in seen.append("magnification") })
        .gesture(RotationGesture().onChanged { _ in seen.append("rotation") })
        .gesture(LongPressGesture().updating($pressing) { current, state, _ in state = current })
        .gesture(
          LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in seen.append("sequence") }
        )
        .onTapGesture { seen.append("tap") }
      Text("seen: " + seen.joined(separator: ",") + (pressing ? " pressing" : "")).accessibilityIdentifier("log")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A long press, a pinch, a rotation and a sequence that starts with a long press never fire on
/// a stage (taps are instant, drags one finger), and they take no tap from the view.
@Test @MainActor func gesturesAStageCannotPerformNeverFire() throws {
  let timeline: [Stage.Action] = [.tap(at: (x: 50, y: 50)), .drag(from: (20, 20), to: (80, 80), duration: 0.3)]
  #expect(try log(Unperformable(), timeline) == "seen: tap")
}
