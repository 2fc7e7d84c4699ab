import SwiftUI

struct HeroCard: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Rectangle()
                .fill(Color.teal)
                .frame(height: 220)
            Text("Featured")
                .font(.title.bold())
                .foregroundColor(.white)
                .padding()
        }
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}
