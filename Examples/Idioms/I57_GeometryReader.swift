import SwiftUI

struct ProportionalBar: View {
    let fraction: CGFloat

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule()
                    .fill(Color.blue)
                    .frame(width: geometry.size.width * fraction)
            }
        }
        .frame(height: 8)
    }
}
