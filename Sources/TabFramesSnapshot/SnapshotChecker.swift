import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat

/// When references are written (swift-snapshot-testing's modes).
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write every reference (the check fails, so record mode is never left on by accident).
  case all
  /// Write references that do not exist yet (fails too, naming the new file); compare the rest.
  case missing
  /// Overwrite references that differ (and fail, naming them).
  case failed
  /// Write nothing; a missing reference fails.
  case never

  /// `TABFRAMES_RECORD`, when set to a mode.
  public static var environment: RecordMode? {
    ProcessInfo.processInfo.environment["TABFRAMES_RECORD"].flatMap { RecordMode(rawValue: $0) }
  }
}

/// Which frames a snapshot covers.
public enum SnapshotFrames: Sendable, Equatable {
  /// The settled last frame (`<name>.png`).
  case final
  /// One frame by index (`<name>.png`).
  case frame(Int)
  /// Every frame, compared one by one (`<name>.sheet.png`, and `<name>.sheet-2.png`, … when
  /// they need more than one sheet: `ReferenceSheet`).
  case all
  /// The frame that shows a time, in seconds from the start (`<name>.png`): the one at or just
  /// before it (frame i shows i / fps), the last when the animation is shorter.
  case at(Double)
  /// A frame every `interval` seconds from the start, and the settled last one, compared one by
  /// one (on sheets, as `.all`): a long animation's motion in a few frames.
  case every(Double)

  /// The settled last frame (the same as `.final`).
  public static var settled: SnapshotFrames { .final }

  /// The frames chosen from an animation of `count` frames at `fps`.
  package func indices(count: Int, fps: Int) -> [Int] {
    switch self {
    case .final: return [count - 1]
    case .frame(let i): return [i]
    case .all: return Array(0..<count)
    case .at(let seconds): return [min(count - 1, max(0, Int((seconds * Double(fps) + 1e-9).rounded(.down))))]
    case .every(let interval):
      let step = max(1, Int((interval * Double(fps)).rounded()))
      let chosen = Array(stride(from: 0, to: count, by: step))
      return chosen.last == count - 1 ? chosen : chosen + [count - 1]
    }
  }

  /// Whether the reference holds several frames (a strip).
  package var isStrip: Bool {
    switch self {
    case .all, .every: return true
    case .final, .frame, .at: return false
    }
  }
}

/// One frame that did not match.
public struct FrameFailure: Sendable {
  public var index: Int
  public var difference: ImageDifference
  /// reference, actual and difference images, when artifacts were written.
  public var artifacts: [String: URL]
}

/// What one snapshot check found, and the message a test failure shows.
public struct SnapshotOutcome: Sendable {
  public var name: String
  public var passed: Bool
  /// References written (by `check`), or to be written when `pending` is (by `evaluate`).
  public var recorded: [URL]
  /// References `evaluate` holds back for the caller to write with `ReferenceFiles.write`
  /// (`check` writes them at once and leaves this empty).
  public var pending: [PendingReference]
  public var failures: [FrameFailure]
  public var frameCount: Int
  public var layoutDifferences: [LayoutComparison.Difference]
  public var message: String
}

/// Renders a scene and compares it with references on disk: pixels with `SnapshotTolerance`,
/// and the layout dump numerically. Used by TabFramesTesting and `tabframes check`.
public struct SnapshotChecker: Sendable {
  public var tolerance: SnapshotTolerance
  public var layoutTolerance: Double
  public var record: RecordMode
  /// Under CI a missing reference fails instead of being recorded.
  public var isCI: Bool
  /// Where reference, actual and difference images of failing frames go.
  public var artifacts: URL
  public var compareLayout: Bool
  public var jobs: Int
  /// What the failure message says to run to accept a change.
  public var acceptHint = "TABFRAMES_RECORD=failed"
  /// What the failure message says to run to record a missing reference.
  public var recordHint = "TABFRAMES_RECORD=missing"
  /// Failing frames that get artifacts (the rest are counted): a whole animation off by a point
  /// would otherwise write three images for every frame.
  public var artifactFrames = 12

  public init(
    tolerance: SnapshotTolerance = .standard, layoutTolerance: Double = 0.01, record: RecordMode? = nil,
    isCI: Bool = SnapshotChecker.environmentIsCI, artifacts: URL? = nil, compareLayout: Bool = true,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.tolerance = tolerance
    self.layoutTolerance = layoutTolerance
    self.record = record ?? RecordMode.environment ?? .missing
    self.isCI = isCI
    self.artifacts = artifacts ?? ArtifactsFolder.default
    self.compareLayout = compareLayout
    self.jobs = jobs
  }

  /// `CI` set to `1`, `true` or `yes` (any case): the values CI services and people use.
  public static var environmentIsCI: Bool { isCI(ProcessInfo.processInfo.environment["CI"]) }

  /// Whether a value of `CI` means CI.
  public static func isCI(_ value: String?) -> Bool {
    guard let value else { return false }
    return ["1", "true", "yes"].contains(value.lowercased())
  }

  /// `TABFRAMES_ARTIFACTS`, or a private folder in the temporary directory (`ArtifactsFolder`).
  public static var defaultArtifacts: URL { ArtifactsFolder.default }

  private func renderer(formats: [OutputFormat]) -> SceneRenderer { SceneRenderer(formats: formats, jobs: jobs) }

  /// Checks an animation played from `scene` against the references at `base` but writes no
  /// reference: those the record mode calls for come back in `pending`, so that a caller
  /// checking many scenes writes them all or none. Artifacts of failing frames are written.
  public func evaluate(_ scene: Scene, animation: Animation, frames: SnapshotFrames, reference base: URL) throws(DriverError)
    -> SnapshotOutcome
  {
    try evaluate(RenderTarget(scene), animation: animation, frames: frames, reference: base)
  }

  /// Checks an animation and writes the references the record mode calls for: a stage's, whose
  /// frames its own player made.
  public func check(_ target: RenderTarget, animation: Animation, frames: SnapshotFrames, reference base: URL) throws(DriverError)
    -> SnapshotOutcome
  {
    var outcome = try evaluate(target, animation: animation, frames: frames, reference: base)
    outcome.recorded = try ReferenceFiles.write(outcome.pending)
    outcome.pending = []
    return outcome
  }

  /// `evaluate` for any render target (a scene's, a stage's).
  public func evaluate(_ scene: RenderTarget, animation: Animation, frames: SnapshotFrames, reference base: URL) throws(DriverError)
    -> SnapshotOutcome
  {
    let name = base.lastPathComponent
    if case .frame(let i) = frames, !animation.frames.indices.contains(i) {
      throw .usage("\(name): frame \(i) does not exist; the animation has \(animation.frames.count) frames")
    }
    if case .every(let interval) = frames, !(interval > 0) {
      throw .usage("\(name): frames: .every(\(interval)): the interval must be more than 0 seconds")
    }
    let indices = frames.indices(count: animation.frames.count, fps: animation.fps)
    // The same limit as a rendered strip, before anything is drawn: a reference is one.
    let size = FrameRenderer(scale: scene.scale).pixelSize(animation.frames[0].displayList)
    if size.width * size.height * indices.count > Limits.sheetPixels {
      throw .usage(
        "\(name): a snapshot of \(indices.count) frames would be \(size.width * size.height * indices.count) pixels; the limit is \(Limits.sheetPixels) (lower fps or scale, or snapshot fewer frames)"
      )
    }
    let renderer = self.renderer(formats: [])
    // Frames are rendered a group at a time (a reference sheet's worth) and let go once compared
    // or composed: a long snapshot never holds every frame's pixels at once.
    func render(_ positions: Range<Int>) throws(DriverError) -> [RGBAImage] {
      try renderer.images(animation, indices: Array(indices[positions]), scale: scene.scale)
    }
    var firstImage: RGBAImage?
    func first() throws(DriverError) -> RGBAImage {
      if let firstImage { return firstImage }
      let image = try render(0..<1)[0]
      firstImage = image
      return image
    }
    let opaque = scene.palette.resolve(scene.background).a >= 1
    let frameSize = size
    // Several frames go on reference sheets; one frame is a PNG of its own.
    let sheet =
      frames.isStrip
      ? ReferenceSheet(frameWidth: frameSize.width, frameHeight: frameSize.height, frames: indices.count, scale: scene.scale) : nil
    let imageURL = sheet == nil ? base.appendingPathExtension("png") : ReferenceSheet.url(base, sheet: 0)
    // Every-frame references were one tall strip before sheets: still read, replaced when recorded.
    let stripURL = base.appendingPathExtension("strip.png")
    let layoutURL = base.appendingPathExtension("layout.json")
    // The layout of the frames asserted, not of every frame: a settled-frame reference holds one.
    let actualLayout = Array(LayoutDump.json(scene: scene, animation: animation, frames: frames == .all ? nil : indices).utf8)
    var artifactsReady = false

    func png(_ image: RGBAImage, opaque: Bool? = nil) throws(DriverError) -> [UInt8] {
      do { return try PNGCodec.encode(image, opaque: opaque) } catch { throw .io("\(name): \(error)") }
    }
    func references() throws(DriverError) -> [PendingReference] {
      var pending: [PendingReference] = []
      if let sheet {
        let labels = indices.map { ContactSheet.label(index: $0, time: animation.frames[$0].time) }
        for n in 0..<sheet.sheetCount {
          let images = try render(sheet.range(ofSheet: n))
          do {
            let picture = try sheet.compose(
              sheet: n, images, labels: labels, scale: scene.scale, palette: scene.palette, measurer: renderer.measurer)
            pending.append(
              PendingReference(url: ReferenceSheet.url(base, sheet: n), bytes: try sheet.png(picture, number: n, opaque: opaque)))
          } catch {
            throw .io("\(name): drawing the reference sheet failed: \(error)")
          }
        }
        // What the new sheets replace: a strip, and sheets past the last one now needed.
        pending.append(.removal(stripURL))
        var n = sheet.sheetCount
        while FileManager.default.fileExists(atPath: ReferenceSheet.url(base, sheet: n).path) {
          pending.append(.removal(ReferenceSheet.url(base, sheet: n)))
          n += 1
        }
      } else {
        pending.append(PendingReference(url: imageURL, bytes: try png(try first(), opaque: opaque)))
      }
      if compareLayout { pending.append(PendingReference(url: layoutURL, bytes: actualLayout)) }
      return pending
    }
    func writeArtifacts(_ index: Int, reference: RGBAImage, actual: RGBAImage) throws(DriverError) -> [String: URL] {
      if !artifactsReady && artifacts.standardizedFileURL.path == ArtifactsFolder.privateDefault.standardizedFileURL.path {
        try ArtifactsFolder.preparePrivate(artifacts)
      }
      artifactsReady = true
      let output = try AtomicOutput(root: artifacts.appendingPathComponent(name).path)
      let stem = "frame-" + zeroPadded(index, digits: 4)
      var files: [String: URL] = [:]
      let difference = ImageComparison.differenceImage(actual, reference, tolerance: tolerance)
      for (kind, picture) in [("reference", reference), ("actual", actual), ("difference", difference)] {
        files[kind] = try output.write(try png(picture), to: "\(stem).\(kind).png")
      }
      return files
    }
    func outcome(
      _ passed: Bool, _ pending: [PendingReference], _ failures: [FrameFailure], _ layout: [LayoutComparison.Difference], _ message: String
    )
      -> SnapshotOutcome
    {
      SnapshotOutcome(
        name: name, passed: passed, recorded: pending.filter { !$0.removes }.map(\.url), pending: pending, failures: failures,
        frameCount: indices.count, layoutDifferences: layout, message: message)
    }

    if record == .all {
      let pending = try references()
      return outcome(
        false, pending, [], [],
        "recorded \(pending.filter { !$0.removes }.map(\.url.path).joined(separator: ", ")) (record mode all); turn recording off and run again to compare"
      )
    }
    let loaded: LoadedReference
    if let found = try ReferenceFiles.read(imageURL) {
      loaded =
        try sheet == nil ? LoadedReference.frame(found, imageURL, size: frameSize) : LoadedReference.sheets(found, base, size: frameSize)
    } else if sheet != nil, let strip = try ReferenceFiles.read(stripURL) {
      loaded = try LoadedReference.strip(strip, stripURL, size: frameSize)
    } else {
      if isCI || record == .never {
        return outcome(
          false, [], [], [],
          "no reference at \(imageURL.path)\(isCI ? " (CI is set, so a missing reference is not recorded)" : ""); record it with \(recordHint) and look at it before committing"
        )
      }
      return outcome(false, try references(), [], [], "recorded a new reference at \(imageURL.path); look at it, commit it, and run again")
    }
    var failures: [FrameFailure] = []
    var countNote = ""
    var declared = frameSize
    switch loaded {
    case .mismatch(let size, let sample):
      // Another frame size cannot be compared pixel by pixel: both frames and an overlay of the
      // two to look at, when the reference's was worth decoding.
      declared = size
      let artifacts = try sample.map { (reference) throws(DriverError) in
        try writeArtifacts(indices[0], reference: reference, actual: try first())
      }
      let pixels = frameSize.width * frameSize.height
      let d = ImageDifference(differingPixels: pixels, totalPixels: pixels, maximumDeltaE: 100, sizeMismatch: true, matches: false)
      failures.append(FrameFailure(index: indices[0], difference: d, artifacts: artifacts ?? [:]))
    case .frames(let reference):
      // Another frame count (the motion took longer) is compared over the frames both have.
      if reference.count != indices.count {
        countNote = " The animation has \(indices.count) frames, the reference \(reference.count)."
      }
      for (g, group) in reference.groups.enumerated() {
        let compared = group.clamped(to: 0..<indices.count)
        guard !compared.isEmpty else { break }
        let references = try reference.read(g)
        let images = compared == 0..<1 ? [try first()] : try render(compared)
        for (j, k) in compared.enumerated() {
          let d = ImageComparison.compare(images[j], references[j], tolerance: tolerance)
          guard !d.matches else { continue }
          let files =
            failures.count < artifactFrames ? try writeArtifacts(indices[k], reference: references[j], actual: images[j]) : [:]
          failures.append(FrameFailure(index: indices[k], difference: d, artifacts: files))
        }
      }
    }
    var layout: [LayoutComparison.Difference] = []
    if compareLayout {
      if let bytes = try ReferenceFiles.read(layoutURL) {
        let parsed: JSONValue?
        do {
          parsed = try LayoutComparison.parse(bytes)
        } catch {
          throw .usage(
            "\(layoutURL.path):\(error.line):\(error.column): not a valid layout dump (\(error.message)); delete it and record it again")
        }
        guard let parsed else { throw .usage("\(layoutURL.path): not a layout dump (no \"frames\" array); delete it and record it again") }
        guard let actual = try? LayoutComparison.parse(actualLayout) else { throw .io("\(name): the layout dump could not be read back") }
        let selection: LayoutComparison.Frames
        switch frames {
        case .all: selection = .all
        case .final: selection = .last
        case .frame, .at: selection = .index(indices[0])
        case .every: selection = .indices(indices)
        }
        layout = LayoutComparison.compare(actual, parsed, frames: selection, tolerance: layoutTolerance)
      } else if isCI || record == .never {
        return outcome(false, [], failures, [], "no layout reference at \(layoutURL.path); record it with \(recordHint)")
      } else {
        let pending = [PendingReference(url: layoutURL, bytes: actualLayout)]
        return outcome(
          false, pending, failures, [], "recorded a new layout reference at \(layoutURL.path); look at it, commit it, and run again")
      }
    }
    if failures.isEmpty && layout.isEmpty && countNote.isEmpty { return outcome(true, [], [], [], "\(name) matches its reference") }

    var message = "\(name) differs from \(imageURL.path):"
    // A changed text explains the pixels and positions that follow from it, so it comes first.
    let texts = layout.filter { $0.field == "text" }
    if !texts.isEmpty { message += " text changed: " + texts.map(\.description).joined(separator: "; ") + "." }
    if let first = failures.first {
      if first.difference.sizeMismatch {
        message += " the size changed (\(frameSize.width)×\(frameSize.height) px, reference \(declared.width)×\(declared.height) px)."
      } else {
        let pixels = failures.reduce(0) { $0 + $1.difference.differingPixels }
        let worst = failures.map(\.difference.maximumDeltaE).max() ?? 0
        message += " first differing frame \(first.index)"
        message += frames.isStrip ? " of \(indices.count); \(failures.count) frame(s) differ" : ""
        message +=
          "; \(pixels) pixels differ (\(formatted(first.difference.differingShare * 100, decimals: 3)) % of frame \(first.index)), "
        message += "largest ΔE94 \(formatted(worst, decimals: 1))."
      }
      if let a = first.artifacts["difference"] {
        message += " Open \(a.deletingLastPathComponent().path)/ (reference, actual, difference)."
      }
    }
    message += countNote
    if let l = layout.first(where: { $0.field != "text" }) { message += " Layout: \(l)." }
    var pending: [PendingReference] = []
    if record == .failed {
      pending = try references()
      message += " Recorded the new reference (record mode failed)."
    } else {
      message +=
        isCI ? " If the change is intended, run \(acceptHint) and commit the new reference." : " If the change is intended: \(acceptHint)."
    }
    return outcome(false, pending, failures, layout, message)
  }
}
