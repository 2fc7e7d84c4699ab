import Foundation

// iOS 17's inspector. On an iPhone (a compact width, a stage's) SwiftUI presents it as a sheet,
// so it is one here: its content in a sheet while `isPresented` is true, dismissed by setting it
// false, with whatever the content says of its own presentation (`presentationDetents`). The
// column widths are for the trailing column a regular width shows; a compact width keeps them.

extension View {
  nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    let inspector = content()
    return sheet(isPresented: isPresented) { inspector }
  }

  /// The inspector column's width, for a regular width; kept, as a compact width shows a sheet.
  nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
  /// The inspector column's fixed width, for a regular width; kept, as above.
  nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
