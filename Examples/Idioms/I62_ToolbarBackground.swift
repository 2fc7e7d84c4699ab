import SwiftUI

struct TintedTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                Text("Feed")
                    .navigationTitle("Feed")
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
            }
            .tabItem { Label("Feed", systemImage: "list.bullet") }
            .toolbarBackground(.visible, for: .tabBar)
        }
    }
}
