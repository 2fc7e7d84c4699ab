import SwiftUI

struct DotsCanvas: View {
    var body: some View {
        Canvas { context, size in
            for i in 0..<10 {
                let rect = CGRect(x: CGFloat(i) * size.width / 10, y: size.height / 2 - 5, width: 10, height: 10)
                context.fill(Path(ellipseIn: rect), with: .color(.blue))
            }
        }
        .frame(height: 40)
    }
}
