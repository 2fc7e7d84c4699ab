import SwiftUI

struct DescriptionText: View {
    let text: String

    var body: some View {
        VStack {
            Text(text)
                .lineLimit(2)
                .multilineTextAlignment(.center)
                .truncationMode(.tail)
            Text(text)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            Text(text)
                .fixedSize(horizontal: false, vertical: true)
                .lineSpacing(4)
        }
    }
}
