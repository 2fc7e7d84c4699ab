import SwiftUI

struct PillBadge: View {
    var text: String

    var body: some View {
        Text(text)
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.red))
            .foregroundColor(.white)
    }
}

struct PillBadge_Previews: PreviewProvider {
    static var previews: some View {
        PillBadge(text: "99+")
            .previewLayout(.sizeThatFits)
            .padding()
    }
}
