import Foundation
import TabFramesSceneFormat
import TabFramesUI

extension Stage {
  /// The device a preview is shown on unless told otherwise: an iPhone 15 (and 16) in portrait,
  /// 393 × 852 pt at 3×, with its safe area (docs/FIDELITY.md §8).
  nonisolated public static let previewDevice = CGSize(width: 393, height: 852)

  /// One stage a preview of `provider` (each top-level view of its `previews`), named by its
  /// `previewDisplayName` (lower case, words joined by hyphens, after `prefix`), else by the
  /// provider and its number. `.device` previews take the canvas given, with the device's safe
  /// area; `.sizeThatFits` the view's own height (and width, if it takes less) at the canvas
  /// width; `.fixed` its size.
  public static func previews<P: PreviewProvider>(
    _ provider: P.Type, prefix: String = "", width: CGFloat = Stage.previewDevice.width, height: CGFloat = Stage.previewDevice.height,
    scale: CGFloat = 3, safeArea: EdgeInsets = Stage.iPhoneSafeArea, appearance: Appearance = .light, era: Era = .ios16,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> [Stage] {
    PreviewCatalog.previews(P.previews).enumerated().map { k, info in
      let name = prefix + slug(info.name ?? "\(P.self)-\(k + 1)")
      let pick: @MainActor @Sendable () -> _PreviewPick<P.Previews> = { _PreviewPick(P.previews, index: k) }
      // A `previewDevice` the preview names is its canvas, as in Xcode.
      let screen = info.device?.screen
      return stage(
        name: name, layout: info.layout, device: screen?.size ?? CGSize(width: width, height: height),
        safeArea: screen?.safeArea ?? safeArea, scale: scale, appearance: appearance, era: era, file: "\(fileID):\(line)",
        content: pick)
    }
  }

  /// A preview's stage: `.device` takes the device's canvas and its safe area (the status bar's
  /// and the home indicator's, as a device shows a preview); `.sizeThatFits` the view's own
  /// height (and width, if it takes less) at the device's width; `.fixed` its size — these two
  /// with no safe area, as a canvas of their own has none.
  static func stage<Content: View>(
    name: String, layout: PreviewLayout, device: CGSize, safeArea: EdgeInsets = EdgeInsets(), scale: CGFloat,
    appearance: Appearance, era: Era, file: String, content made: @escaping @MainActor () -> Content
  ) -> Stage {
    // Each preview starts from UIKit's appearance as a fresh process has it: proxies are the
    // process's, and a preview rendered alone must draw as it does after any other.
    let content: @MainActor () -> Content = {
      UITabBar.resetDrawnAppearanceProxies()
      return made()
    }
    var size = device
    var insets = EdgeInsets()
    switch layout {
    case .device: insets = safeArea
    case .fixed(let w, let h): size = CGSize(width: w, height: h)
    case .sizeThatFits:
      var probe = Stage(
        name: name, width: device.width, height: device.height, scale: scale, appearance: appearance, era: era, file: file,
        content: content)
      probe.windowSafeArea = safeArea
      // Measured on the stage's screen and at its clock's start, as it is laid out and drawn: a
      // view that reads the screen, the window's safe area or the time (a `TimelineView`'s date)
      // reads the same in both; on the wall clock, a date of another length was cut off.
      let fits = VirtualClock.$current.withValue(VirtualClock()) {
        StageScreen.$current.withValue(probe.screen) {
          probe.tree().size(for: ProposedViewSize(width: device.width, height: nil))
        }
      }
      // Whole pixels, at least one.
      func up(_ v: CGFloat) -> CGFloat { max(1, (v * scale).rounded(.up)) / scale }
      size = CGSize(width: up(min(fits.width, device.width)), height: up(fits.height))
    }
    var stage = Stage(
      name: name, width: size.width, height: size.height, scale: scale, appearance: appearance, era: era, file: file, content: content)
    stage.safeAreaInsets = insets
    if layout != .device { stage.windowSafeArea = safeArea }
    // A spinner, a pulse or a ticking clock is drawn where everything else has settled, not
    // refused: in a test's preview snapshots as in `tabframes previews`.
    stage.settlesBesideForeverAnimations = true
    return stage
  }

  /// A `#Preview` on its stage, named after where it is written.
  public struct Preview {
    /// The module, the file (without `.swift`) and the line the preview is written in.
    public let module: String
    public let file: String
    public let line: Int
    /// The preview's name, or `line-N` for one without a name.
    public let name: String
    public let stage: Stage
  }

  /// Every `#Preview` of the modules loaded in this process (of `module` alone, when given), each on
  /// its stage, in file and line order, then every `PreviewProvider`'s previews, by type name. A
  /// preview's traits choose its canvas: by default the device's (`width` × `height` with its
  /// `safeArea`; turned on its side for a landscape trait, with the landscape safe area of a phone
  /// with that portrait one: `landscapeSafeArea(of:)`), the view's own size for `.sizeThatFitsLayout`, a fixed one for
  /// `.fixedLayout`. A stage's name is the file's and the preview's, as a file name
  /// (`PillTabBar-dark-mode`).
  @MainActor
  public static func previews(
    inModule module: String? = nil, width: CGFloat = Stage.previewDevice.width, height: CGFloat = Stage.previewDevice.height,
    scale: CGFloat = 3, safeArea: EdgeInsets = Stage.iPhoneSafeArea, appearance: Appearance = .light, era: Era = .ios16
  ) -> [Preview] {
    let found = module.map(PreviewRegistry.all(inModule:)) ?? PreviewRegistry.all()
    return found.map { descriptor in
      let preview = descriptor.preview()
      let name = preview.displayName ?? "line-\(descriptor.line)"
      let device = preview.isLandscape ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
      let body = preview.body
      let stage = stage(
        name: slug("\(descriptor.fileName) \(name)"), layout: preview.layout, device: device,
        safeArea: preview.isLandscape ? landscapeSafeArea(of: safeArea) : safeArea, scale: scale, appearance: appearance, era: era,
        file: "\(descriptor.fileID):\(descriptor.line)", content: { AnyView(body()) })
      return Preview(module: descriptor.moduleName, file: descriptor.fileName, line: descriptor.line, name: name, stage: stage)
    }
      + PreviewRegistry.providers(inModule: module).flatMap { provider in
        previews(of: provider, width: width, height: height, scale: scale, safeArea: safeArea, appearance: appearance, era: era)
      }
  }

  /// A `PreviewProvider`'s previews as `Preview`s, filed under the provider's type name (the
  /// runtime does not know its file) at line 0. Each is named by its `previewDisplayName`, else by
  /// the type and its number; its stage by the type and that name (`bar-previews-dark`).
  @MainActor
  static func previews(
    of provider: PreviewProviderType, width: CGFloat, height: CGFloat, scale: CGFloat, safeArea: EdgeInsets,
    appearance: Appearance, era: Era
  ) -> [Preview] {
    func open<P: PreviewProvider>(_ type: P.Type) -> [Preview] {
      PreviewCatalog.previews(P.previews).enumerated().map { k, info in
        let pick: @MainActor @Sendable () -> _PreviewPick<P.Previews> = { _PreviewPick(P.previews, index: k) }
        let screen = info.device?.screen
        let stage = stage(
          name: slug("\(provider.typeName) \(info.name ?? String(k + 1))"), layout: info.layout,
          device: screen?.size ?? CGSize(width: width, height: height), safeArea: screen?.safeArea ?? safeArea, scale: scale,
          appearance: appearance, era: era, file: "\(provider.moduleName)/\(provider.typeName)", content: pick)
        return Preview(
          module: provider.moduleName, file: provider.typeName, line: 0, name: info.name ?? "\(provider.typeName)-\(k + 1)", stage: stage)
      }
    }
    return open(provider.type)
  }

  /// A display name as a file name: lower case, runs of anything but letters and digits as one
  /// hyphen.
  static func slug(_ s: String) -> String {
    var out = ""
    var pendingHyphen = false
    for ch in s.lowercased() {
      if ch.isLetter || ch.isNumber {
        if pendingHyphen && !out.isEmpty { out.append("-") }
        out.append(ch)
        pendingHyphen = false
      } else {
        pendingHyphen = true
      }
    }
    return out.isEmpty ? "preview" : out
  }
}
