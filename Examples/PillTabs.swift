import SwiftUI

/// A segmented pill bar, as an author writes it for SwiftUI: titles in capsules, the selected one
/// filled, with a badge count on one of them. Compiles against SwiftUI and against TabFrames.
struct PillTabs: View {
  let titles: [String]
  let selection: Int
  let badges: [Int: Int]

  var body: some View {
    HStack(spacing: 4) {
      ForEach(0..<titles.count) { i in
        HStack(spacing: 6) {
          Text(titles[i])
            .font(.subheadline.weight(i == selection ? .semibold : .regular))
            .foregroundColor(i == selection ? .white : .primary)
          if let count = badges[i] {
            Text("\(count)")
              .font(.caption2.bold())
              .foregroundColor(.white)
              .padding(.horizontal, 6)
              .padding(.vertical, 2)
              .background(Capsule().fill(.red))
          }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .background {
          if i == selection { Capsule().fill(.blue) }
        }
        .accessibilityIdentifier("pill.\(i)")
      }
    }
    .padding(4)
    .background(Capsule().fill(Color.gray.opacity(0.15)))
  }
}

/// A bottom bar of icons drawn as shapes over captions, in equal columns, with a hairline on top.
struct ShapeTabBar: View {
  let titles: [String]
  let selection: Int

  var body: some View {
    VStack(spacing: 0) {
      Rectangle().fill(Color.gray.opacity(0.3)).frame(height: 0.5)
      HStack(spacing: 0) {
        ForEach(0..<titles.count) { i in
          VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 6)
              .fill(i == selection ? Color.blue : Color.gray)
              .frame(width: 24, height: 24)
            Text(titles[i])
              .font(.caption2)
              .foregroundColor(i == selection ? .blue : .gray)
              .lineLimit(1)
          }
          .frame(maxWidth: .infinity)
        }
      }
      .padding(.top, 8)
      .padding(.bottom, 4)
    }
  }
}

#Preview("Pills", traits: .sizeThatFitsLayout) {
  PillTabs(titles: ["Day", "Week", "Month", "Year"], selection: 1, badges: [2: 3])
}

#Preview("Shapes", traits: .sizeThatFitsLayout) {
  ShapeTabBar(titles: ["Home", "Search", "Library", "Settings"], selection: 2)
}
