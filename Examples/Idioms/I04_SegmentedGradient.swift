import SwiftUI

struct GradientSegmentedControl: View {
    @Binding var selection: Int
    let options: [String]
    @Namespace private var animation

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                Text(options[index])
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(selection == index ? .white : .primary)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity)
                    .background {
                        if selection == index {
                            LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing)
                                .clipShape(Capsule())
                                .matchedGeometryEffect(id: "segment", in: animation)
                        }
                    }
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 0.25)) { selection = index }
                    }
            }
        }
        .padding(4)
        .background(Color.gray.opacity(0.15))
        .clipShape(Capsule())
    }
}
