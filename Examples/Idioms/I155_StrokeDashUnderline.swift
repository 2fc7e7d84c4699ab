import SwiftUI

struct DashedSelectionTabs: View {
    @State private var selection = "Week"
    private let items = ["Day", "Week", "Month"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .font(.callout)
                    .frame(maxWidth: .infinity, minHeight: 36)
                    .overlay {
                        if selection == item {
                            RoundedRectangle(cornerRadius: 8)
                                .stroke(style: StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                                .foregroundStyle(.orange)
                        }
                    }
                    .onTapGesture { selection = item }
            }
        }
        .padding(4)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(Color.gray.opacity(0.3), lineWidth: 1)
        )
        .padding()
    }
}
