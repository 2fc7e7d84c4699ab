import SwiftUI

struct LiveClock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date, style: .time)
                .font(.title.monospacedDigit())
        }
    }
}
