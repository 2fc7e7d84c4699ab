import SwiftUI

struct SafeAreaInsetBarScreen: View {
    @State private var tab = 0
    @State private var message = ""

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(0..<20) { i in
                    Text("Message \(i)")
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack(spacing: 40) {
                ForEach(0..<3) { i in
                    Image(systemName: ["bubble.left", "person.2", "gearshape"][i])
                        .symbolVariant(tab == i ? .fill : .none)
                        .font(.title3)
                        .foregroundStyle(tab == i ? Color.accentColor : Color.secondary)
                        .onTapGesture { tab = i }
                }
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 12)
            .background(.ultraThinMaterial)
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
    }
}
