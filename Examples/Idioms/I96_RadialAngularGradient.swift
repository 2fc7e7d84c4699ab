import SwiftUI

struct GradientOrbs: View {
    var body: some View {
        HStack {
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 5, endRadius: 60))
                .frame(width: 120, height: 120)
            Circle()
                .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 10)
                .frame(width: 120, height: 120)
        }
    }
}
