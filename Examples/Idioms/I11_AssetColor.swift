import SwiftUI

struct BrandButton: View {
    var body: some View {
        Button("Get Started") {}
            .font(.headline)
            .foregroundColor(.white)
            .padding()
            .frame(maxWidth: .infinity)
            .background(Color("Brand"))
            .cornerRadius(14)
    }
}
