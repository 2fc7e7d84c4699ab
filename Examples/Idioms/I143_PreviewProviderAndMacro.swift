import SwiftUI

struct PreviewedTabChip: View {
    var title: String
    var isSelected: Bool

    var body: some View {
        Text(title)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(isSelected ? Color.accentColor : Color(.systemGray5))
            .foregroundColor(isSelected ? .white : .primary)
            .clipShape(Capsule())
    }
}

struct PreviewedTabChip_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewedTabChip(title: "All", isSelected: true)
            PreviewedTabChip(title: "Unread", isSelected: false)
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark")
        }
        .previewLayout(.sizeThatFits)
        .padding()
        .previewDevice(PreviewDevice(rawValue: "iPhone 14"))
    }
}

#Preview("Chips", traits: .sizeThatFitsLayout) {
    HStack {
        PreviewedTabChip(title: "All", isSelected: true)
        PreviewedTabChip(title: "Flagged", isSelected: false)
    }
    .padding()
}
