import SwiftUI

struct ReminderDate: View {
    @State private var date = Date()

    var body: some View {
        Form {
            DatePicker("Remind me", selection: $date, displayedComponents: [.date, .hourAndMinute])
            DatePicker("Day", selection: $date, in: Date()..., displayedComponents: .date)
                .datePickerStyle(.graphical)
        }
    }
}
