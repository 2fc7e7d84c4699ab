import SwiftUI

/// A segmented picker as a tab bar at the top of a screen: SwiftUI's `Picker` with
/// `.pickerStyle(.segmented)`, its options from a `ForEach` (whose ids are their tags).
struct SegmentedRange: View {
  @State private var range = "Week"
  let ranges = ["Day", "Week", "Month", "Year"]

  var body: some View {
    Picker("Range", selection: $range) {
      ForEach(ranges, id: \.self) { Text($0) }
    }
    .pickerStyle(.segmented)
    .padding(.horizontal, 16)
  }
}
