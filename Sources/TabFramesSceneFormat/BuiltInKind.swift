/// The seed kind still drawn by the layout module (`title`; issue 16 moves the kinds to views one
/// at a time, and `fixed`, `scrolling`, `indicator` and `bubble` are in TabFramesKinds). Its style
/// keys and defaults are the seed's.
enum BuiltInKind: String, SceneKindDescription, CaseIterable {
  case title

  var name: String { rawValue }

  var itemRange: ClosedRange<Int> {
    switch self {
    case .title: return 1...50
    }
  }

  var events: Set<KindEvent> { self == .title ? [.menu] : [] }

  /// Canvas heights that fit each kind at the default font.
  func defaultHeight(_ style: ComponentStyle) -> Double {
    switch self {
    case .title: return 56
    }
  }

  func style(_ r: inout JSONReader) throws(SceneError) -> ComponentStyle {
    switch self {
    case .title:
      var s = TitleStyle()
      s.inactiveScale = try r.number("inactiveScale", in: 0.05...1, default: s.inactiveScale)
      s.labelColor = try r.color("labelColor") ?? s.labelColor
      s.labelSelectedColor = try r.color("labelSelectedColor") ?? s.labelSelectedColor
      s.changeTabLabel = try r.string("changeTabLabel") ?? s.changeTabLabel
      s.changeTabSymbol = try r.string("changeTabSymbol", maxLength: Limits.nameCharacters) ?? s.changeTabSymbol
      s.accentColor = try r.color("accentColor") ?? s.accentColor
      s.spacing = try r.number("spacing").map { (v: Double) throws(SceneError) -> Double in
        guard (0...500).contains(v) else { throw r.error("spacing", "must be from 0 to 500") }
        return v
      }
      return .title(s)
    }
  }

}
