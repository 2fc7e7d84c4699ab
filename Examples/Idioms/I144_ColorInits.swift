import SwiftUI

struct ColorInitSwatches: View {
    var body: some View {
        HStack(spacing: 8) {
            Color("AccentColor")
            Color.accentColor
            Color(red: 0.1, green: 0.2, blue: 0.3)
            Color(hue: 0.9, saturation: 0.6, brightness: 0.9)
            Color.primary.opacity(0.1)
            Color(white: 0.95)
            Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)
            Color(uiColor: .systemIndigo)
        }
        .frame(height: 40)
        .padding()
    }
}
