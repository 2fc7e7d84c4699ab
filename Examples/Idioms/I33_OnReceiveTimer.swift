import SwiftUI
import Combine

struct CountdownView: View {
    @State private var remaining = 60
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(remaining)s")
            .font(.system(.largeTitle, design: .monospaced))
            .onReceive(timer) { _ in
                if remaining > 0 { remaining -= 1 }
            }
    }
}
