import Foundation
import TabFramesAnimation
import TabFramesLayout
import TabFramesRender
import TabFramesScene

/// Loads, plays and renders scenes into an output folder. The timeline is sampled in order (cheap);
/// frames are drawn and encoded in parallel (costly), each worker with its own renderer.
public struct SceneRenderer: Sendable {
  public var formats: [OutputFormat]
  public var jobs: Int
  public var measurer: PangoTextMeasurer

  public init(formats: [OutputFormat], jobs: Int, measurer: PangoTextMeasurer = PangoTextMeasurer()) {
    self.formats = formats
    self.jobs = jobs
    self.measurer = measurer
  }

  /// Plays a scene's timeline.
  public func play(_ scene: Scene) throws(DriverError) -> Animation {
    let layout = LayoutEngine(scene: scene, measurer: measurer)
    do {
      return try TimelinePlayer(scene: scene, layout: layout).play()
    } catch {
      throw .usage(error.description)
    }
  }

  /// Warnings for a scene: unknown symbols, fonts fontconfig does not have.
  public func warnings(_ scene: Scene) -> [String] {
    var result = LayoutEngine(scene: scene, measurer: measurer).warnings
    if let family = measurer.resolvedFamily(scene.font), family.lowercased() != scene.font.family.lowercased() {
      result.append("\(scene.name): font \"\(scene.font.family)\" is not installed; using \"\(family)\" (install fonts-inter for the default)")
    }
    return result
  }

  /// Checks what a render would allocate before anything is drawn.
  public func checkSize(_ scene: Scene, frameCount: Int) throws(DriverError) {
    let pixels = Int((scene.width * scene.scale).rounded(.up)) * Int((scene.height * scene.scale).rounded(.up))
    if formats.contains(where: { $0 == .strip || $0 == .stripHorizontal }) && pixels * frameCount > Limits.sheetPixels {
      throw .usage("\(scene.name): a strip of \(frameCount) frames would be \(pixels * frameCount) pixels; the limit is \(Limits.sheetPixels) (lower fps or scale)")
    }
  }

  /// Renders every requested format for a scene and returns the files written.
  public func render(_ scene: Scene, into output: AtomicOutput) throws(DriverError) -> [URL] {
    let animation = try play(scene)
    try checkSize(scene, frameCount: animation.frames.count)
    let frames = animation.frames
    let wantPNG = formats.contains(.png)
    let wantStrip = formats.contains(.strip) || formats.contains(.stripHorizontal)
    let wantSVG = formats.contains(.svg)
    let digits = max(4, String(frames.count - 1).count)
    func frameName(_ i: Int, _ ext: String) -> String {
      let n = String(i)
      return String(repeating: "0", count: max(0, digits - n.count)) + n + "." + ext
    }

    struct Rendered {
      var png: [UInt8]?
      var image: RGBAImage?
      var svg: String?
    }
    let scale = scene.scale
    let rendered: [Rendered]
    do {
      rendered = try parallelMap(count: (wantPNG || wantStrip || wantSVG) ? frames.count : 0, jobs: jobs, makeWorker: { FrameRenderer(scale: scale) }) {
        renderer, i in
        let list = frames[i].displayList
        var r = Rendered()
        if wantPNG || wantStrip {
          let image = try renderer.rasterize(list)
          if wantPNG { r.png = try PNGCodec.encode(image) }
          if wantStrip { r.image = image }
        }
        if wantSVG { r.svg = try renderer.svg(list) }
        return r
      }
    } catch let error as RenderError {
      throw .io("\(scene.name): rendering failed: \(error)")
    } catch {
      throw .io("\(scene.name): \(error)")
    }

    var written: [URL] = []
    for format in formats {
      switch format {
      case .png:
        written += try output.writeFolder("\(scene.name)-frames", files: rendered.enumerated().map { (frameName($0.offset, "png"), $0.element.png!) })
      case .svg:
        written += try output.writeFolder("\(scene.name)-svg", files: rendered.enumerated().map { (frameName($0.offset, "svg"), Array($0.element.svg!.utf8)) })
      case .strip, .stripHorizontal:
        let sheet = RGBAImage.concatenate(rendered.map { $0.image! }, vertical: format == .strip)
        let bytes = try encode(sheet, scene)
        written.append(try output.write(bytes, to: "\(scene.name).\(format == .strip ? "strip" : "hstrip").png"))
      case .layout:
        written.append(try output.write(Array(LayoutDump.json(scene: scene, animation: animation).utf8), to: "\(scene.name).layout.json"))
      case .final:
        let renderer = FrameRenderer(scale: scale)
        let bytes: [UInt8]
        do { bytes = try renderer.png(frames[frames.count - 1].displayList) } catch { throw .io("\(scene.name): rendering failed: \(error)") }
        written.append(try output.write(bytes, to: "\(scene.name).png"))
      case .finalSVG:
        let renderer = FrameRenderer(scale: scale)
        let text: String
        do { text = try renderer.svg(frames[frames.count - 1].displayList) } catch { throw .io("\(scene.name): rendering failed: \(error)") }
        written.append(try output.write(Array(text.utf8), to: "\(scene.name).svg"))
      }
    }
    return written
  }

  private func encode(_ image: RGBAImage, _ scene: Scene) throws(DriverError) -> [UInt8] {
    do { return try PNGCodec.encode(image) } catch { throw .io("\(scene.name): encoding failed: \(error)") }
  }
}
