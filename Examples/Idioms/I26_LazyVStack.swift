import SwiftUI

struct FeedList: View {
    let sections = ["Today", "Yesterday"]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                ForEach(sections, id: \.self) { section in
                    Section(header: Text(section).font(.headline).padding(.horizontal)) {
                        ForEach(0..<10) { i in
                            Text("Post \(i)")
                                .padding(.horizontal)
                        }
                    }
                }
            }
        }
    }
}
