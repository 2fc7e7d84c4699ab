import SwiftUI

struct TappableRow: View {
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("Row")
            Spacer()
            Text("\(taps)")
        }
        .contentShape(Rectangle())
        .onTapGesture(count: 2) {
            taps += 1
        }
    }
}
