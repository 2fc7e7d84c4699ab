import SwiftUI

struct SectionHeaderLabel: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.caption)
            .textCase(.uppercase)
            .foregroundStyle(.secondary)
    }
}
