import SwiftUI

struct LocalizedTab: Identifiable {
    let id = UUID()
    let titleKey: LocalizedStringKey
    let plainTitle: String
    let symbol: String
}

struct LocalizedTabTitles: View {
    private let tabs = [
        LocalizedTab(titleKey: "Home", plainTitle: "Home", symbol: "house"),
        LocalizedTab(titleKey: "Settings", plainTitle: "Settings", symbol: "gear"),
    ]

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                ForEach(tabs) { tab in
                    Label {
                        Text(tab.titleKey)
                    } icon: {
                        Image(systemName: tab.symbol)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            HStack {
                ForEach(tabs) { tab in
                    Text(LocalizedStringKey(tab.plainTitle))
                        .frame(maxWidth: .infinity)
                }
            }
            Text(String(localized: "Welcome back"))
        }
        .padding()
    }
}
