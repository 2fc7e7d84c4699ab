import SwiftUI

struct QuantityStepper: View {
    @State private var quantity = 1

    var body: some View {
        Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            .padding()
    }
}
