import SwiftUI

struct AdaptiveButtons: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Button("Accept") {}
                Button("Decline") {}
            }
            VStack {
                Button("Accept") {}
                Button("Decline") {}
            }
        }
    }
}
