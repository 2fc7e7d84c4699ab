import SwiftUI

struct GaugeStats: View {
    var body: some View {
        HStack(spacing: 24) {
            Gauge(value: 0.62) {
                Text("Storage")
            } currentValueLabel: {
                Text("62%")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)

            Gauge(value: 72, in: 0...100) {
                Image(systemName: "heart.fill")
            }
            .gaugeStyle(.accessoryCircular)

            VStack(alignment: .leading) {
                Text("Battery")
                Gauge(value: 0.3) {}
                    .tint(Gradient(colors: [.red, .orange, .green]))
            }
            .frame(width: 120)
        }
        .padding()
    }
}
