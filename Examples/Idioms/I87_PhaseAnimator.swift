import SwiftUI

struct PulsingDot: View {
    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 12, height: 12)
            .phaseAnimator([false, true]) { content, phase in
                content
                    .scaleEffect(phase ? 1.5 : 1)
                    .opacity(phase ? 0.5 : 1)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }
    }
}
