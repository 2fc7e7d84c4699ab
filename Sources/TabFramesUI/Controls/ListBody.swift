import Foundation

// A list drawn: its sections as cards over its background, each row padded by its insets, the
// separators between rows (List.swift builds the sections; ListRowTraits.swift holds what rows say
// of themselves).

/// The list drawn: sections stacked from the top over the list's background.
struct _ListBody: View {
  let groups: [ListLayout.Group]
  let style: ListStyleKind
  /// `scrollContentBackground(.hidden)`: no background of the list's own.
  var backgroundHidden = false
  /// `\.defaultMinListRowHeight`: the least a row is tall.
  var minRowHeight = ListLayout.rowHeight
  @Environment(\.editMode) private var editMode
  @Environment(\.listRowSpacing) private var rowSpacing
  @Environment(\.listSectionSpacing) private var sectionSpacing

  /// `listRowSpacing`: rows apart, each on its own card, with no separators.
  private var spacedRows: Bool { (rowSpacing ?? 0) > 0 }

  var body: some View {
    let background = style.grouped ? Color(.named("systemGroupedBackground")) : Color(.named("systemBackground"))
    // Sections at the leading edge: the header of a section whose rows are all gone stays there.
    VStack(alignment: .leading, spacing: 0) {
      ForEach(groups.indices, id: \.self) { g in
        let group = groups[g]
        VStack(alignment: .leading, spacing: 0) {
          if !group.header.isEmpty {
            VStack(alignment: .leading, spacing: 0) { _BuiltNodes(nodes: group.header) }
              .padding(.horizontal, style.inset ? 2 * ListLayout.margin : ListLayout.margin).padding(.bottom, 7)
          }
          if group.hasRowBackgrounds || spacedRows {
            rows(group)
              .clipShape(RoundedRectangle(cornerRadius: style.inset ? ListLayout.cornerRadius : 0))
              .padding(.horizontal, style.inset ? ListLayout.margin : 0)
          } else {
            rows(group)
              .background(RoundedRectangle(cornerRadius: style.inset ? ListLayout.cornerRadius : 0).fill(cardColor))
              .padding(.horizontal, style.inset ? ListLayout.margin : 0)
          }
          if !group.footer.isEmpty {
            VStack(alignment: .leading, spacing: 0) { _BuiltNodes(nodes: group.footer) }
              .padding(.horizontal, style.inset ? 2 * ListLayout.margin : ListLayout.margin).padding(.top, 7)
          }
        }
        .padding(.top, style.grouped ? (g > 0 ? sectionSpacing : nil) ?? ListLayout.sectionSpacing : 0)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(backgroundHidden ? Color.clear : background)
  }

  private var cardColor: Color { style.grouped ? Color(.named("secondarySystemGroupedBackground")) : Color(.named("systemBackground")) }

  /// A section's rows with the separators between them. When a row has a background of its own,
  /// each row draws its background (the card's colour, or its own) and the section is clipped to
  /// the card's shape; else the card is one shape behind them all. Rows set apart
  /// (`listRowSpacing`) each draw their own card, and no separators.
  private func rows(_ group: ListLayout.Group) -> some View {
    VStack(alignment: .leading, spacing: spacedRows ? rowSpacing ?? 0 : 0) {
      ForEach(group.rows.indices, id: \.self) { r in
        let insets = (group.traits[r].insets ?? nil) ?? ListLayout.rowInsets
        if group.hasRowBackgrounds || spacedRows {
          row(group, r, insets).background { rowBackground(group.traits[r]) }
        } else {
          row(group, r, insets)
        }
        if !spacedRows && r < group.rows.count - 1 && group.showsSeparator(after: r) {
          if group.hasRowBackgrounds {
            // The separator's own third of a point takes the card's colour under a row that has it.
            _RowSeparator(row: group.rows[r], tint: group.separatorTint(after: r))
              .background(group.traits[r].backgroundView == nil ? cardColor : Color.clear)
          } else {
            _RowSeparator(row: group.rows[r], tint: group.separatorTint(after: r))
          }
        }
      }
    }
  }

  @ViewBuilder private func row(_ group: ListLayout.Group, _ r: Int, _ insets: EdgeInsets) -> some View {
    let traits = group.traits[r]
    if editMode?.wrappedValue.isEditing == true, traits.deletes || traits.moves {
      // Editing: the delete control before the row's content, the reorder control after it.
      HStack(spacing: 0) {
        if traits.deletes { _DeleteControl().padding(.trailing, ListLayout.editControlGap) }
        _BuiltNodes(nodes: [group.rows[r]]).frame(maxWidth: .infinity, alignment: .leading)
        if traits.moves { _ReorderControl().padding(.leading, ListLayout.editControlGap) }
      }
      .padding(insets)
      .frame(maxWidth: .infinity, minHeight: minRowHeight, alignment: .leading)
    } else {
      _BuiltNodes(nodes: [group.rows[r]])
        .padding(insets)
        .frame(maxWidth: .infinity, minHeight: minRowHeight, alignment: .leading)
    }
  }

  @ViewBuilder private func rowBackground(_ traits: ListRowTraits) -> some View {
    if let build = traits.backgroundView {
      _ListRowBackground(build: build)
    } else if spacedRows {
      // Each row on a card of its own.
      RoundedRectangle(cornerRadius: style.inset ? ListLayout.cornerRadius : 0).fill(cardColor)
    } else {
      cardColor
    }
  }
}

/// UIKit's delete control, before a row's content in edit mode: a white bar on a red disc.
/// (Sizes chosen to match UIKit's look, not measured.)
struct _DeleteControl: View {
  var body: some View {
    Circle().fill(Color.red)
      .frame(width: ListLayout.editControlSize, height: ListLayout.editControlSize)
      .overlay(Capsule().fill(Color.white).frame(width: 11, height: 2))
  }
}

/// UIKit's reorder control, after a row's content in edit mode: three grey lines.
struct _ReorderControl: View {
  var body: some View {
    Image(systemName: "line.3.horizontal").font(.body).foregroundStyle(Color(.named("tertiaryLabel")))
  }
}

/// A row's separator: a hairline from the leading edge of the row's first text to the row's
/// trailing edge, as iOS 16+ aligns it (a row with an icon before its title has its separator
/// under the title); from the row's content inset when the row has no text.
struct _RowSeparator: View, PrimitiveView {
  let row: LayoutNode
  /// `listRowSeparatorTint`'s colour, when a row sets one.
  var tint: Color?
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let line = TabFramesUI.makeNode(Rectangle().fill(tint ?? Color(.named("separator"))).frame(height: 1.0 / 3), context.child("line"))
    return [RowSeparatorNode(child: line, id: context.path, row: row)]
  }
}

/// Places its line once the row above it is placed (a stack places its children in order).
final class RowSeparatorNode: WrapperNode, @unchecked Sendable {
  /// The row whose text it starts under; not owned (the list owns its rows).
  private unowned let row: LayoutNode
  init(child: LayoutNode, id: String, row: LayoutNode) {
    self.row = row
    super.init(child: child, id: id)
  }
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    let inset = ListLayout.margin
    // A view in the row that sets `listRowSeparatorLeading` moves it (Apple's example aligns it
    // with a name after an emoji); else the guide's default, the first text's leading edge.
    let guided = row.explicitGuide(HorizontalAlignment.listRowSeparatorLeading.key, row.placedProposal, in: pass).map {
      row.frame.minX + $0
    }
    let leading = guided ?? row.firstTextFrame?.minX
    let x = leading.flatMap { $0 >= bounds.minX && $0 < bounds.maxX ? $0 : nil } ?? bounds.minX + inset
    let line = CGRect(x: x, y: bounds.minY, width: bounds.maxX - x, height: bounds.height)
    child.place(in: line, proposal: ProposedViewSize(line.size), pass: pass)
  }
}

extension LayoutNode {
  /// Where the first text inside was last placed, if it has one. An overlay's or a background's
  /// text does not count (an avatar's initial drawn over its circle): a modifier's secondary view
  /// gives the view it decorates no alignment guides, so the separator starts under the name.
  /// Nor does a control UIKit draws (a segmented or wheel picker's titles are not SwiftUI texts).
  var firstTextFrame: CGRect? {
    if let leaf = self as? LeafNode {
      if case .text = leaf.content { return leaf.frame }
      return nil
    }
    if let layered = self as? LayeredNode { return layered.child.firstTextFrame }
    if self is PlatformDrawnNode { return nil }
    var found: CGRect?
    forEachChild { child in
      if found == nil { found = child.firstTextFrame }
    }
    return found
  }
}

/// A control that UIKit draws on a device (`UISegmentedControl`, `UIPickerView`): its titles are
/// not SwiftUI texts, so a list row's separator does not start under them. Changes nothing else.
final class PlatformDrawnNode: WrapperNode, @unchecked Sendable {}
