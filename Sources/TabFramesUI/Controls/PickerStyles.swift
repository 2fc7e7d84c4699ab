import Foundation

// The picker styles drawn apart from the menu and the segmented control: a navigation link's row,
// a wheel's drum and an inline picker's rows. Their metrics are the commonly seen ones of iOS 15+ (UIPickerView's are not
// published); docs/SWIFTUI.md says so.

/// `.navigationLink`: the picker's label leading, the selected option trailing in the secondary
/// colour and a disclosure chevron, as a `NavigationLink` row draws one (Settings' "Language").
/// In a navigation stack a tap pushes the options' screen (`open`).
struct _NavigationLinkPicker<Label: View>: View {
  let label: Label
  let value: String?
  var open: (@MainActor () -> Void)?

  var body: some View {
    let row = HStack {
      label
      Spacer(minLength: 8)
      if let value { Text(value).foregroundStyle(.secondary).lineLimit(1) }
      Image.disclosureChevron
    }
    if let open {
      Button(action: open) { row.contentShape(Rectangle()) }.buttonStyle(.plain)
    } else {
      row
    }
  }
}

/// The screen a `.navigationLink` picker pushes: its options as rows of an inset grouped list,
/// the selected one checked, under the picker's label as an inline title; a tap chooses.
struct _PickerOptionsScreen: View {
  let options: [PickerOption]
  let selected: Int?
  let title: String?
  let choose: @MainActor (Int) -> Void

  var body: some View {
    List {
      ForEach(options.indices, id: \.self) { i in
        _InlinePickerRow(option: options[i], isSelected: i == selected) { choose(i) }
      }
    }
    .navigationTitle(title ?? "")
    .navigationBarTitleDisplayMode(.inline)
  }
}

/// `.wheel`: UIPickerView's drum, 216 pt tall: the selected option in the middle on a rounded
/// band of the tertiary fill, three options above and below it drawn as the drum turns them away
/// (closer together, fainter, shorter), in the title 3 font. The label is not shown, as on iOS.
struct _WheelPicker: View {
  let options: [PickerOption]
  let selected: Int?

  static let height: CGFloat = 216
  static let rowHeight: CGFloat = 32
  /// A row's offset from the middle and how it is drawn, for the rows 1 to 3 away: a drum of
  /// radius r shows a row at angle θ = k·h/r at r·sin θ from its axis, squeezed by cos θ.
  static func turned(_ k: Int) -> (offset: CGFloat, squeeze: CGFloat) {
    let radius = height / 2 + 8
    let angle = CGFloat(k) * rowHeight / radius
    return (radius * sin(angle), cos(angle))
  }

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 8).fill(Color(.named("tertiarySystemFill")))
        .frame(height: Self.rowHeight)
        .padding(.horizontal, 8)
      if let selected {
        ForEach(-3...3, id: \.self) { k in
          let i = selected + k
          if options.indices.contains(i) { row(options[i], k) }
        }
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: Self.height)
    .clipped()
  }

  private func row(_ option: PickerOption, _ k: Int) -> some View {
    let (offset, squeeze) = Self.turned(abs(k))
    return Group {
      if let title = option.title {
        Text(title).font(.title3).lineLimit(1)
      } else if let symbol = option.symbol {
        Image(systemName: symbol).font(.title3)
      }
    }
    .foregroundStyle(k == 0 ? Color.primary : Color.primary.opacity(0.35 * squeeze))
    .scaleEffect(x: 1, y: squeeze)
    .offset(y: k < 0 ? -offset : offset)
  }
}

/// `.inline` in a list: an option's row, its title in the primary colour and, when it is the
/// selection, a checkmark in the tint at the trailing edge (as iOS checks a row in Settings).
/// Tapping the row selects the option.
struct _InlinePickerRow: View {
  let option: PickerOption
  let isSelected: Bool
  let select: @MainActor () -> Void

  var body: some View {
    Button(action: select) {
      HStack {
        if let title = option.title {
          Text(title)
        } else if let symbol = option.symbol {
          Image(systemName: symbol)
        }
        Spacer(minLength: 8)
        if isSelected { Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(.tint) }
      }
      .foregroundStyle(Color.primary)
      .contentShape(Rectangle())
    }
  }
}
