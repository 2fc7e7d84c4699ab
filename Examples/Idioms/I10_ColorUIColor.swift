import SwiftUI
import UIKit

struct UIColorBackedRow: View {
    var body: some View {
        HStack {
            Text("Settings")
                .foregroundColor(Color(uiColor: .label))
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundColor(Color(UIColor.tertiaryLabel))
        }
        .padding()
        .background(Color(uiColor: .secondarySystemBackground))
    }
}
