import SwiftUI
import UIKit
import Combine

struct KeyboardAwareTabBar: View {
    @State private var keyboardShown = false
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .textFieldStyle(.roundedBorder)
                .padding()
            Spacer()
            if !keyboardShown {
                HStack {
                    Image(systemName: "house.fill").frame(maxWidth: .infinity)
                    Image(systemName: "magnifyingglass").frame(maxWidth: .infinity)
                    Image(systemName: "person").frame(maxWidth: .infinity)
                }
                .frame(height: 49)
                .background(Color(UIColor.systemGray6))
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
            keyboardShown = true
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
            keyboardShown = false
        }
    }
}
