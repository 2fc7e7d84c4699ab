import SwiftUI

struct FormattedTexts: View {
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(date, style: .date)
            Text(date, format: .dateTime.hour().minute())
            Text(12.5, format: .currency(code: "USD"))
            Text("\(0.426 * 100, specifier: "%.1f")%")
            Text(0.42, format: .percent)
            Text("Unread: \(7)")
            TimelineView(.periodic(from: date, by: 1)) { context in
                Text(context.date, style: .time)
            }
        }
        .padding()
    }
}
