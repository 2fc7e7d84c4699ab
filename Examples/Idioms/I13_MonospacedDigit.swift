import SwiftUI

struct CounterLabel: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .font(.largeTitle)
            .monospacedDigit()
            .onTapGesture { count += 1 }
    }
}
