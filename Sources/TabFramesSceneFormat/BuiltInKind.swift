/// The seed kinds still drawn by the layout module's per-kind layouts (issue 16 moves them to
/// views one at a time: `fixed`, `indicator` and `bubble` are in TabFramesKinds). Their style
/// keys and defaults are the seeds'.
enum BuiltInKind: String, SceneKindDescription, CaseIterable {
  case scrolling, title

  var name: String { rawValue }

  var itemRange: ClosedRange<Int> {
    switch self {
    case .scrolling: return 1...50
    case .title: return 1...50
    }
  }

  var events: Set<KindEvent> { self == .title ? [.menu] : [] }

  /// Canvas heights that fit each kind at the default font.
  func defaultHeight(_ style: ComponentStyle) -> Double {
    switch self {
    case .scrolling: return 48
    case .title: return 56
    }
  }

  func style(_ r: inout JSONReader) throws(SceneError) -> ComponentStyle {
    switch self {
    case .scrolling:
      var s = ScrollingStyle()
      s.titlePadding = try r.number("titlePadding", in: 0...200, default: s.titlePadding)
      s.underlineHeight = try r.number("underlineHeight", in: 0...100, default: s.underlineHeight)
      s.underlineCornerRadius = try r.number("underlineCornerRadius", in: 0...100, default: s.underlineCornerRadius)
      s.underlineColor = try r.color("underlineColor") ?? s.underlineColor
      s.dividerHeight = try r.number("dividerHeight", in: 0...100, default: s.dividerHeight)
      s.dividerColor = try r.color("dividerColor") ?? s.dividerColor
      s.labelColor = try r.color("labelColor") ?? s.labelColor
      s.labelSelectedColor = try r.color("labelSelectedColor") ?? s.labelSelectedColor
      return .scrolling(s)
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
