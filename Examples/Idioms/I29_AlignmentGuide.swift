import SwiftUI

struct AlignedRows: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Short")
            Text("Indented")
                .alignmentGuide(.leading) { d in d[.leading] - 20 }
            Text("Right edge")
                .alignmentGuide(HorizontalAlignment.leading) { d in d.width }
        }
    }
}
