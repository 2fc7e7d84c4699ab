import SwiftUI

struct StatsGrid: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Steps")
                Text("8,421").bold()
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Distance")
                Text("5.2 km").bold()
                    .gridColumnAlignment(.trailing)
            }
        }
        .padding()
    }
}
