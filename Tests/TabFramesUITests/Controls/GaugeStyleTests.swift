import Foundation
import Testing

@testable import TabFrames

// The accessory gauge styles as Apple describes them: `.accessoryCircular` an open ring with a
// marker at the value, `.accessoryLinear` a bar with a marker at the value (both were drawn as
// filled capacity gauges), `.accessoryCircularCapacity` a closed ring filled to the value; and
// each style by its own type name, as SwiftUI declares them (`AccessoryLinearGaugeStyle()` did
// not compile).

@MainActor private func leaves(_ view: some View) throws -> [Stage.Leaf] {
  try Stage(name: "gauges", width: 300, height: 200) { view }.layout()
}

/// The markers: white dots 8 pt wide.
private func markers(_ leaves: [Stage.Leaf]) -> [CGRect] {
  leaves.filter { $0.kind == "shape" && $0.color == .white && abs($0.frame.width - 8) < 0.01 }.map(\.frame)
}

@Test @MainActor func anAccessoryCircularGaugeIsAnOpenRingWithAMarkerAtTheValue() throws {
  let gauge = Gauge(value: 0.5) {
    Text("BPM")
  } currentValueLabel: {
    Text("85")
  }
  let ring = try leaves(gauge.gaugeStyle(.accessoryCircular))
  let marker = try #require(markers(ring).first)
  let label = try #require(ring.first { $0.text == "85" }).frame
  // Half way round a ring open at the bottom is its top: over the centre, 26 pt above it.
  #expect(abs(marker.midX - label.midX) < 0.5, "\(marker) over \(label)")
  let centre = try #require(ring.first { $0.kind == "shape" && abs($0.frame.width - 58) < 0.01 }).frame
  #expect(abs(marker.midY - (centre.midY - 26)) < 0.5, "\(marker) on the ring round \(centre)")
  let capacity = try leaves(gauge.gaugeStyle(AccessoryCircularCapacityGaugeStyle()))
  #expect(markers(capacity).isEmpty, "a capacity ring has no marker")
}

@Test @MainActor func anAccessoryLinearGaugeIsABarWithAMarkerAtTheValue() throws {
  let bar = try leaves(Gauge(value: 0.25) { Text("Humidity") }.gaugeStyle(AccessoryLinearGaugeStyle()).frame(width: 200))
  let track = try #require(bar.first { $0.kind == "shape" && abs($0.frame.height - 4) < 0.01 }).frame
  #expect(abs(track.width - 200) < 0.01, "the whole bar in the tint: \(track)")
  let marker = try #require(markers(bar).first)
  #expect(abs(marker.midX - (track.minX + 50)) < 0.5 && abs(marker.midY - track.midY) < 0.5, "\(marker) on \(track)")
  for style in [AnyGaugeStyleProbe(DefaultGaugeStyle()), AnyGaugeStyleProbe(AccessoryLinearCapacityGaugeStyle())] {
    let filled = try leaves(style.apply(Gauge(value: 0.25) { Text("Battery") }).frame(width: 200))
    #expect(markers(filled).isEmpty)
    #expect(filled.contains { $0.kind == "shape" && abs($0.frame.width - 50) < 0.01 }, "filled to the value")
  }
}

/// A gauge style, to apply in a loop.
private struct AnyGaugeStyleProbe {
  let apply: @MainActor (Gauge<Text, EmptyView, EmptyView, EmptyView>) -> AnyView
  init<S: GaugeStyle>(_ style: S) { apply = { AnyView($0.gaugeStyle(style)) } }
}
