import SwiftUI

struct ScoreView: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Text("\(score)")
                .font(.system(size: 48, weight: .heavy))
                .contentTransition(.numericText())
            Button("Add") {
                withAnimation { score += 10 }
            }
        }
    }
}
