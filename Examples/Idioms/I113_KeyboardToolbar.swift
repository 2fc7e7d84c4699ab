import SwiftUI

struct AmountEntry: View {
    @State private var amount = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        TextField("Amount", text: $amount)
            .keyboardType(.decimalPad)
            .focused($isFocused)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { isFocused = false }
                }
            }
    }
}
