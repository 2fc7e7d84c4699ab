import SwiftUI

extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let cardBackground = Color(red: 0.96, green: 0.96, blue: 0.98)
}

extension ShapeStyle where Self == Color {
    static var brandAccent: Color { Color(red: 1, green: 0.4, blue: 0.2) }
}

struct BrandedText: View {
    var body: some View {
        Text("Brand")
            .foregroundStyle(.brandAccent)
            .padding()
            .background(Color.cardBackground)
            .border(Color.brandPrimary)
    }
}
