import SwiftUI

struct BottomSheetCard: View {
    var body: some View {
        VStack {
            Capsule().frame(width: 40, height: 5).foregroundColor(.secondary)
            Text("Details")
        }
        .frame(maxWidth: .infinity)
        .padding()
        .background(
            UnevenRoundedRectangle(topLeadingRadius: 24, topTrailingRadius: 24)
                .fill(Color.white)
        )
    }
}
