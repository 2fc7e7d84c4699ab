import SwiftUI

struct RingShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        path.addEllipse(in: rect.insetBy(dx: 20, dy: 20))
        return path
    }
}

struct DonutView: View {
    var body: some View {
        RingShape()
            .fill(Color.orange, style: FillStyle(eoFill: true))
            .frame(width: 120, height: 120)
    }
}
