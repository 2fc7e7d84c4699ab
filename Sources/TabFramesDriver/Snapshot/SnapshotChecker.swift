import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesRender
import TabFramesScene

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
  /// Every frame, compared one by one (`<name>.strip.png`).
  case all
}

/// One frame that did not match.
public struct FrameFailure: Sendable {
  public var index: Int
  public var difference: ImageDifference
  /// reference, actual and difference images, when artifacts were written.
  public var artifacts: [String: URL]
}

public struct SnapshotOutcome: Sendable {
  public var name: String
  public var passed: Bool
  public var recorded: [URL]
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
  /// What the failure message suggests to accept a change.
  public var acceptHint = "TABFRAMES_RECORD=failed"
  /// Failing frames that get artifacts (the rest are counted): a whole animation off by a point
  /// would otherwise write three images for every frame.
  public var artifactFrames = 12

  public init(
    tolerance: SnapshotTolerance = .standard, layoutTolerance: Double = 0.01, record: RecordMode? = nil,
    isCI: Bool = ProcessInfo.processInfo.environment["CI"] == "true", artifacts: URL? = nil, compareLayout: Bool = true,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.tolerance = tolerance
    self.layoutTolerance = layoutTolerance
    self.record = record ?? RecordMode.environment ?? .missing
    self.isCI = isCI
    self.artifacts = artifacts ?? Self.defaultArtifacts
    self.compareLayout = compareLayout
    self.jobs = jobs
  }

  /// `TABFRAMES_ARTIFACTS`, or a folder in the temporary directory.
  public static var defaultArtifacts: URL {
    if let path = ProcessInfo.processInfo.environment["TABFRAMES_ARTIFACTS"] { return URL(fileURLWithPath: path) }
    return FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-artifacts")
  }

  /// Renders `scene` and checks it against the references at `base` (a path without extension).
  public func check(_ scene: Scene, frames: SnapshotFrames, reference base: URL) throws -> SnapshotOutcome {
    let name = base.lastPathComponent
    let renderer = SceneRenderer(formats: [], jobs: jobs)
    let animation = try renderer.play(scene)
    let indices: [Int]
    switch frames {
    case .final: indices = [animation.frames.count - 1]
    case .frame(let i):
      guard animation.frames.indices.contains(i) else {
        throw DriverError.usage("\(name): frame \(i) does not exist; the animation has \(animation.frames.count) frames")
      }
      indices = [i]
    case .all: indices = Array(animation.frames.indices)
    }
    let images = try renderer.images(animation, indices: indices, scale: scene.scale)
    let opaque = scene.palette.resolve(scene.background).a >= 1
    let imageURL = base.appendingPathExtension(frames == .all ? "strip.png" : "png")
    let layoutURL = base.appendingPathExtension("layout.json")
    let actualImage = RGBAImage.concatenate(images, vertical: true)
    let actualLayout = Array(LayoutDump.json(scene: scene, animation: animation).utf8)
    let fm = FileManager.default

    func write(_ bytes: [UInt8], _ url: URL) throws {
      try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url, options: .atomic)
    }
    func recordAll() throws -> [URL] {
      try write(try PNGCodec.encode(actualImage, opaque: opaque), imageURL)
      var urls = [imageURL]
      if compareLayout {
        try write(actualLayout, layoutURL)
        urls.append(layoutURL)
      }
      return urls
    }
    func outcome(_ passed: Bool, _ recorded: [URL], _ failures: [FrameFailure], _ layout: [LayoutComparison.Difference], _ message: String)
      -> SnapshotOutcome
    {
      SnapshotOutcome(
        name: name, passed: passed, recorded: recorded, failures: failures, frameCount: indices.count, layoutDifferences: layout,
        message: message)
    }

    if record == .all {
      let urls = try recordAll()
      return outcome(
        false, urls, [], [],
        "recorded \(urls.map(\.path).joined(separator: ", ")) (record mode all); turn recording off and run again to compare")
    }
    guard fm.fileExists(atPath: imageURL.path) else {
      if isCI || record == .never {
        return outcome(
          false, [], [], [],
          "no reference at \(imageURL.path)\(isCI ? " (under CI=true a missing reference is not recorded)" : ""); record it with TABFRAMES_RECORD=missing and look at it before committing"
        )
      }
      let urls = try recordAll()
      return outcome(false, urls, [], [], "recorded a new reference at \(imageURL.path); look at it, commit it, and run again")
    }

    let reference = try PNGCodec.decode(Array(try Data(contentsOf: imageURL)))
    let frameHeight = images[0].height
    var failures: [FrameFailure] = []
    // A reference of other frame dimensions cannot be compared pixel by pixel; one with another
    // frame count (the motion took longer) is compared over the frames both have.
    let referenceFrames = reference.width == actualImage.width && reference.height % frameHeight == 0 ? reference.height / frameHeight : 0
    var countNote = ""
    if referenceFrames == 0 || (frames != .all && referenceFrames != 1) {
      let d = ImageComparison.compare(actualImage, reference, tolerance: tolerance)
      failures.append(FrameFailure(index: indices[0], difference: d, artifacts: [:]))
    } else {
      if referenceFrames != images.count {
        countNote = " The animation has \(images.count) frames, the reference \(referenceFrames)."
      }
      for (k, image) in images.prefix(referenceFrames).enumerated() {
        let ref = ImageComparison.rows(reference, from: k * frameHeight, height: frameHeight)
        let d = ImageComparison.compare(image, ref, tolerance: tolerance)
        if !d.matches && failures.count >= artifactFrames {
          failures.append(FrameFailure(index: indices[k], difference: d, artifacts: [:]))
        } else if !d.matches {
          var files: [String: URL] = [:]
          let folder = artifacts.appendingPathComponent(name)
          let stem = "frame-" + zeroPadded(indices[k], digits: 4)
          for (kind, picture) in [
            ("reference", ref), ("actual", image), ("difference", ImageComparison.differenceImage(image, ref, tolerance: tolerance)),
          ] {
            let url = folder.appendingPathComponent("\(stem).\(kind).png")
            try write(try PNGCodec.encode(picture), url)
            files[kind] = url
          }
          failures.append(FrameFailure(index: indices[k], difference: d, artifacts: files))
        }
      }
    }
    var layout: [LayoutComparison.Difference] = []
    if compareLayout {
      if let data = try? Data(contentsOf: layoutURL) {
        layout = LayoutComparison.compare(actualLayout, Array(data), tolerance: layoutTolerance)
      } else if isCI || record == .never {
        return outcome(false, [], failures, [], "no layout reference at \(layoutURL.path); record it with TABFRAMES_RECORD=missing")
      } else {
        try write(actualLayout, layoutURL)
        return outcome(
          false, [layoutURL], failures, [], "recorded a new layout reference at \(layoutURL.path); look at it, commit it, and run again")
      }
    }
    if failures.isEmpty && layout.isEmpty && countNote.isEmpty { return outcome(true, [], [], [], "\(name) matches its reference") }

    var message = "\(name) differs from \(imageURL.path):"
    if let first = failures.first {
      if first.difference.sizeMismatch {
        message += " the size changed (\(actualImage.width)×\(actualImage.height) px, reference \(reference.width)×\(reference.height) px)."
      } else {
        let pixels = failures.reduce(0) { $0 + $1.difference.differingPixels }
        let worst = failures.map(\.difference.maximumDeltaE).max() ?? 0
        message += " first differing frame \(first.index)"
        message += frames == .all ? " of \(indices.count); \(failures.count) frame(s) differ" : ""
        message +=
          "; \(pixels) pixels differ (\(formatted(first.difference.differingShare * 100, decimals: 3)) % of frame \(first.index)), "
        message += "largest ΔE94 \(formatted(worst, decimals: 1))."
        if let a = first.artifacts["difference"] {
          message += " Open \(a.deletingLastPathComponent().path)/ (reference, actual, difference)."
        }
      }
    }
    message += countNote
    if let l = layout.first { message += " Layout: \(l)." }
    var recorded: [URL] = []
    if record == .failed {
      recorded = try recordAll()
      message += " Recorded the new reference (record mode failed)."
    } else {
      message += " If the change is intended: \(acceptHint)."
    }
    return outcome(false, recorded, failures, layout, message)
  }
}
