import SwiftUI

/// A pill bar as app code writes it: the selected title on a capsule that moves to the
/// tapped one (matched geometry) in a snappy transaction, driven through a binding.
struct SnappyPills: View {
  @Binding var selection: Int
  @Namespace private var pill
  let titles: [String]
  var body: some View {
    HStack(spacing: 4) {
      ForEach(titles.indices, id: \.self) { i in
        Text(titles[i]).padding(.horizontal, 14).padding(.vertical, 8)
          .background {
            if i == selection { Capsule().fill(.blue.opacity(0.15)).matchedGeometryEffect(id: "pill", in: pill) }
          }
          .onTapGesture { withAnimation(.snappy) { selection = i } }
      }
    }
  }
}
