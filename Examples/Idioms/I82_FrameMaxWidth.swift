import SwiftUI

struct LeadingRow: View {
    var body: some View {
        VStack {
            Text("Left aligned")
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
            Text("Fill")
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 44)
                .background(Color.blue)
        }
    }
}
