import SwiftUI

struct PriceRow: View {
    var body: some View {
        VStack {
            HStack {
                Text("Subtotal")
                Spacer()
                Text("$42.00")
            }
            Divider()
            HStack {
                Text("Total").bold()
                Spacer(minLength: 20)
                Text("$45.50").bold()
            }
        }
        .padding()
    }
}
