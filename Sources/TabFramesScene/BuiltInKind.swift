/// The seed kinds still drawn by the layout module's per-kind layouts (issue 16 moves them to
/// views one at a time: `indicator` and `bubble` are in TabFramesKinds). Their style keys and defaults are the seeds'.
enum BuiltInKind: String, SceneKindDescription, CaseIterable {
  case fixed, scrolling, title

  var name: String { rawValue }

  /// The fixed bar's own init refuses fewer than 2 or more than 5.
  var itemRange: ClosedRange<Int> {
    switch self {
    case .fixed: return 2...5
    case .scrolling: return 1...50
    case .title: return 1...50
    }
  }

  var events: Set<KindEvent> {
    switch self {
    case .fixed: return [.drag]
    case .title: return [.menu]
    default: return []
    }
  }

  /// Canvas heights that fit each kind at the default font.
  func defaultHeight(_ style: ComponentStyle) -> Double {
    switch self {
    case .fixed: return 48
    case .scrolling: return 48
    case .title: return 56
    }
  }

  func style(_ r: inout JSONReader) throws(SceneError) -> ComponentStyle {
    switch self {
    case .fixed:
      var s = FixedStyle()
      s.labelPadding = try r.number("labelPadding", in: 0...500, default: s.labelPadding)
      s.height = try r.positive("height", max: Limits.canvasPoints, default: s.height)
      s.barHeight = try r.number("barHeight", in: 0...Limits.canvasPoints, default: s.barHeight)
      s.hitBoxHeight = try r.number("hitBoxHeight", in: 0...Limits.canvasPoints, default: s.hitBoxHeight)
      if s.barHeight > s.hitBoxHeight {
        throw r.error("barHeight", "\(JSONReader.format(s.barHeight)) is taller than hitBoxHeight \(JSONReader.format(s.hitBoxHeight))")
      }
      if s.hitBoxHeight > s.height {
        throw r.error("hitBoxHeight", "\(JSONReader.format(s.hitBoxHeight)) is taller than height \(JSONReader.format(s.height))")
      }
      s.labelColor = try optionalColor(&r, "labelColor", default: s.labelColor)
      s.labelSelectedColor = try optionalColor(&r, "labelSelectedColor", default: s.labelSelectedColor)
      s.barFill = try optionalColor(&r, "barFill", default: s.barFill)
      return .fixed(s)
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

  /// The fixed bar's colours are optional in the seed: null means the foreground colour.
  private func optionalColor(_ r: inout JSONReader, _ key: String, default d: ColorSpec?) throws(SceneError) -> ColorSpec? {
    if r.isNull(key) {
      _ = r.value(key)
      return nil
    }
    return try r.color(key) ?? d
  }
}
