import SwiftUI

struct Wave: Shape {
    var amplitude: CGFloat = 20

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.midY),
            control1: CGPoint(x: rect.width * 0.25, y: rect.midY - amplitude),
            control2: CGPoint(x: rect.width * 0.75, y: rect.midY + amplitude)
        )
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: 0, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct WaveHeader: View {
    var body: some View {
        Wave()
            .fill(Color.blue.opacity(0.6))
            .frame(height: 120)
    }
}
