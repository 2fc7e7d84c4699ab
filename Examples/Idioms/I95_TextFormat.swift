import SwiftUI

struct OrderSummary: View {
    let total: Double = 42.5
    let date = Date()

    var body: some View {
        VStack(alignment: .leading) {
            Text(total, format: .currency(code: "USD"))
            Text(date, format: .dateTime.month().day().hour().minute())
            Text(date, style: .relative)
            Text("Ordered \(date.formatted(date: .abbreviated, time: .omitted))")
        }
    }
}
