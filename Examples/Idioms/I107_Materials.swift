import SwiftUI

struct MaterialStack: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Regular").padding().background(.regularMaterial)
            Text("Thick").padding().background(.thickMaterial, in: RoundedRectangle(cornerRadius: 12))
            Text("Secondary").foregroundStyle(.secondary)
            Text("Tertiary").foregroundStyle(.tertiary)
        }
        .padding()
        .background(Color.blue)
    }
}
