import SwiftUI

struct VolumeSlider: View {
    @State private var volume: Double = 50

    var body: some View {
        VStack(alignment: .leading) {
            Text("Volume: \(Int(volume))")
            Slider(value: $volume, in: 0...100, step: 1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            .accentColor(.orange)
        }
        .padding()
    }
}
