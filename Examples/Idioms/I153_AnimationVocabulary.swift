import SwiftUI

struct AnimationVocabularyBar: View {
    @State private var selected = 0
    @State private var count = 0
    @State private var showToast = false
    @State private var finished = false
    @Namespace private var ns

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                ForEach(0..<3) { i in
                    Text(["One", "Two", "Three"][i])
                        .padding(.horizontal, 14).padding(.vertical, 8)
                        .background {
                            if selected == i {
                                RoundedRectangle(cornerRadius: 10)
                                    .fill(.blue.opacity(0.15))
                                    .matchedGeometryEffect(id: "pill", in: ns, properties: .frame, anchor: .center, isSource: true)
                            }
                        }
                        .onTapGesture {
                            withAnimation(.spring(duration: 0.4, bounce: 0.2)) { selected = i }
                        }
                }
            }
            .geometryGroup()
            Text("\(count)")
                .font(.largeTitle.monospacedDigit())
                .contentTransition(.numericText(value: Double(count)))
                .animation(.snappy, value: count)
                .onTapGesture { count += 1 }
            Image(systemName: "bell.fill")
                .symbolEffect(.bounce.up.byLayer, value: count)
                .animation(.bouncy(duration: 0.5, extraBounce: 0.1), value: count)
            if showToast {
                Text("Saved")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.scale.combined(with: .opacity))
            }
            Button("Toggle") {
                withAnimation(.smooth(duration: 0.3), completionCriteria: .logicallyComplete) {
                    showToast.toggle()
                } completion: {
                    finished = true
                }
            }
            Circle()
                .frame(width: 20, height: 20)
                .scaleEffect(finished ? 1.2 : 1)
                .animation(.easeInOut(duration: 0.2).repeatCount(3, autoreverses: true).delay(0.1).speed(2), value: finished)
                .transaction { $0.animation = nil }
                .animation(nil, value: selected)
        }
        .padding()
    }
}
