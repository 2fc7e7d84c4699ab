import SwiftUI

struct OnboardingGate: View {
    @State private var showOnboarding = true

    var body: some View {
        Text("Main")
            .fullScreenCover(isPresented: $showOnboarding) {
                VStack {
                    Text("Welcome")
                    Button("Start") { showOnboarding = false }
                }
            }
    }
}
