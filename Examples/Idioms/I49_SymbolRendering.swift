import SwiftUI

struct WeatherIcon: View {
    var body: some View {
        HStack {
            Image(systemName: "cloud.sun.rain.fill")
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(.orange)
            Image(systemName: "cloud.sun.rain.fill")
                .symbolRenderingMode(.multicolor)
        }
        .font(.system(size: 40))
    }
}
