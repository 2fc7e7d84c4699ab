import SwiftUI

struct SegmentedPickerScreen: View {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All", unread = "Unread", flagged = "Flagged"
        var id: Self { self }
    }
    @State private var filter: Filter = .all

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases) { f in
                    Text(f.rawValue).tag(f)
                }
            }
            .pickerStyle(.segmented)
            .padding()
            Spacer()
        }
    }
}
