import SwiftUI

struct JumpingStar: View {
    @State private var trigger = false

    var body: some View {
        Image(systemName: "star.fill")
            .keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, value in
                content.offset(y: value)
            } keyframes: { _ in
                SpringKeyframe(-30, duration: 0.3)
                SpringKeyframe(0, duration: 0.3)
            }
            .onTapGesture { trigger.toggle() }
    }
}
