import Foundation

/// SwiftUI's `Slider`: a track filled in the tint up to the value, a white thumb on it, the
/// minimum and maximum labels at its ends. A drag that starts on the thumb moves it with the
/// finger, keeping where the finger took hold of it, and sets the value (rounded to the step
/// where one is given), as UIKit's slider tracks a touch; one that starts elsewhere on the track
/// does nothing. The editing callback hears `true` when a drag takes the thumb and `false` when
/// it ends.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  let minimumLabel: ValueLabel?
  let maximumLabel: ValueLabel?
  /// Sets the value from a fraction of the track.
  let setFraction: (Double) -> Void
  let onEditingChanged: (Bool) -> Void
  @Environment(\.tint) private var tint
  @Environment(\.isEnabled) private var isEnabled
  @State private var editing = false
  /// Where the finger took hold of the thumb, from its centre.
  @State private var grab: CGFloat = 0

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, step: nil, minimumValueLabel(), maximumValueLabel(), onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, step: step, minimumValueLabel(), maximumValueLabel(), onEditingChanged)
  }

  init<V: BinaryFloatingPoint>(
    _ value: Binding<V>, _ bounds: ClosedRange<V>, step: V.Stride?, _ minimumLabel: ValueLabel?, _ maximumLabel: ValueLabel?,
    _ onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(value.wrappedValue, bounds)
    self.minimumLabel = minimumLabel
    self.maximumLabel = maximumLabel
    self.onEditingChanged = onEditingChanged
    setFraction = { fraction in
      let span = bounds.upperBound - bounds.lowerBound
      var offset = V(min(max(fraction, 0), 1)) * span
      if let step, step > 0 { offset = min((offset / V(step)).rounded() * V(step), span) }
      value.wrappedValue = bounds.lowerBound + offset
    }
  }

  /// Disabled, the slider is faded (`DisabledLook`).
  private var fade: Double { isEnabled ? 1 : DisabledLook.controlOpacity }

  @MainActor public var body: some View {
    HStack(spacing: 8) {
      if let minimumLabel { _ControlLabel { minimumLabel } }
      GeometryReader { g in
        let travel = max(0, g.size.width - ValueControlMetrics.thumb)
        ZStack(alignment: .leading) {
          Capsule().fill(ValueControlMetrics.trackColor.opacity(fade)).frame(height: ValueControlMetrics.track)
          Capsule().fill((tint ?? Color.accentColor).opacity(fade))
            .frame(width: ValueControlMetrics.thumb / 2 + travel * fraction, height: ValueControlMetrics.track)
          Circle().fill(Color.white).shadow(color: .black.opacity(0.15 * fade), radius: 4, y: 3)
            .frame(width: ValueControlMetrics.thumb, height: ValueControlMetrics.thumb)
            .offset(x: travel * fraction)
        }
        .frame(height: g.size.height)
        .contentShape(Rectangle())
        .gesture(drag(travel: travel))
      }
      .frame(height: ValueControlMetrics.thumb)
      if let maximumLabel { _ControlLabel { maximumLabel } }
    }
  }

  /// The thumb follows the finger along the track once the finger has taken hold of it (within
  /// 10 pt of its edge, UIKit's touch slop as commonly described; not measured).
  @MainActor private func drag(travel: CGFloat) -> some Gesture {
    DragGesture(minimumDistance: 0)
      .onChanged { drag in
        if !editing {
          let centre = ValueControlMetrics.thumb / 2 + travel * fraction
          guard abs(drag.startLocation.x - centre) <= ValueControlMetrics.thumb / 2 + 10 else { return }
          editing = true
          grab = drag.startLocation.x - centre
          onEditingChanged(true)
        }
        guard travel > 0 else { return }
        setFraction(Double((drag.location.x - grab - ValueControlMetrics.thumb / 2) / travel))
      }
      .onEnded { _ in
        guard editing else { return }
        editing = false
        onEditingChanged(false)
      }
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    guard span > 0 else { return 0 }
    return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, step: nil, nil, nil, onEditingChanged)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, step: step, nil, nil, onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, step: nil, nil, nil, onEditingChanged)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, step: step, nil, nil, onEditingChanged)
  }
}
