import Foundation
import SnowmanModel
import SnowmanView

/// What `snowman render` writes.
public enum ExportFormat: String, Equatable, Sendable, CaseIterable {
  case gif, webp, mp4, apng, pngFolder = "png"
  /// The motion as code: a page that plays it, a stylesheet, a Lottie animation (`CodeExport`).
  case html, css, lottie = "json"

  /// Whether `--quality` means anything: the lossy encoders (GIF: `GIFSettings`).
  public var takesQuality: Bool { self == .webp || self == .mp4 || self == .gif }

  /// Whether the file is code that plays the motion rather than its frames.
  public var isCode: Bool { self == .html || self == .css || self == .lottie }

  /// The file name extension, or nil for a folder of frames.
  public var fileExtension: String? { self == .pngFolder ? nil : rawValue }

  /// The format an output path asks for: by its extension, or a folder (a trailing `/` or an existing folder).
  public init(path: String) throws {
    var isFolder: ObjCBool = false
    let lower = path.lowercased()
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    {
      self = .pngFolder
    } else if let format = ExportFormat.allCases.first(where: {
      $0.fileExtension.map { lower.hasSuffix("." + $0) } ?? false
    }) {
      self = format
    } else {
      throw ExportError(
        "--out \(path) must end in .gif, .webp, .mp4, .apng, .html, .css or .json (Lottie), or be a folder ending in /")
    }
  }
}

/// One headless render of a setting.
public struct RenderRequest: Sendable {
  public static let sizeRange = (min: (16, 16), max: (3840, 2160))
  public static let fpsRange = 1...120

  public let setting: AnimationSetting
  public let width: Int, height: Int
  public let fps: Int
  public let background: StageBackground
  public let output: URL
  public let format: ExportFormat
  /// The segment to export, in seconds: from `from` up to, not including, `to` (nil: the end).
  public let from: Double
  public let to: Double?
  /// Encoder threads, 1 or more; the bytes written do not depend on it.
  public let threads: Int
  /// 0–100 for the lossy encoders (WebP frames, MP4's CRF); nil: lossless WebP, MP4 at CRF 23.
  public let quality: Int?
  /// How a Lottie file draws turns in depth: 3-D layers under a camera, or flat pieces (Lottie files only).
  public let lottie: LottieForm

  /// A request, checked: sizes from 16×16 to 3840×2160, fps 1–120 (50 for GIF), and an output folder that exists.
  /// - Throws: `ExportError` naming the value at fault.
  public init(
    setting: AnimationSetting, width: Int, height: Int, fps: Int, background: StageBackground, output: String,
    from: Double = 0, to: Double? = nil, threads: Int? = nil, quality: Int? = nil, lottie: LottieForm = .threeD
  ) throws {
    if let threads, !(1...64).contains(threads) { throw ExportError("--threads \(threads) is outside 1 to 64") }
    self.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
    let total = Timeline(setting).totalSeconds
    let length = String(format: "%.2f s", total)
    guard from.isFinite, from >= 0, from < total else {
      throw ExportError("--from \(from) is outside the animation, which runs from 0 to \(length)")
    }
    if let to {
      guard to.isFinite, to <= total + 1e-9 else {
        throw ExportError("--to \(to) is past the end of the animation, \(length)")
      }
      guard to > from else { throw ExportError("--to \(to) must be later than --from \(from)") }
    }
    self.from = from
    self.to = to
    guard (16...3840).contains(width), (16...2160).contains(height) else {
      throw ExportError("--size \(width)x\(height) is outside 16x16 to 3840x2160")
    }
    guard RenderRequest.fpsRange.contains(fps) else { throw ExportError("--fps \(fps) is outside 1 to 120") }
    format = try ExportFormat(path: output)
    if let quality {
      guard format.takesQuality else {
        throw ExportError(
          "--quality is for GIF, WebP and MP4, not \(format == .pngFolder ? "PNG frames" : format.rawValue.uppercased())"
        )
      }
      guard (0...100).contains(quality) else { throw ExportError("--quality \(quality) is outside 0 to 100") }
    }
    self.quality = quality
    if case .flat(let tolerance) = lottie {
      let name = URL(fileURLWithPath: output).lastPathComponent
      guard format == .lottie else { throw ExportError("--lottie flat is for Lottie files (FILE.json), not \(name)") }
      let range = LottieForm.toleranceRange
      guard tolerance.isFinite, range.contains(tolerance) else {
        throw ExportError(
          "--lottie-tolerance \(tolerance) is outside \(range.lowerBound) to \(range.upperBound) pixels")
      }
    }
    self.lottie = lottie
    if format.isCode && (from != 0 || to != nil) {
      throw ExportError(
        "--from and --to are for frames; \(URL(fileURLWithPath: output).lastPathComponent) holds the whole animation")
    }
    if format == .mp4 && background == .transparent {
      throw ExportError("--background transparent cannot go into MP4, which has no alpha; use WebP, APNG or GIF")
    }
    if format == .gif && fps > GIFWriter.maxFPS {
      throw ExportError(
        "--fps \(fps) is too fast for GIF, which shows at most 50 frames a second; use WebP or --fps 50")
    }
    let url = URL(fileURLWithPath: output)
    let parent = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw ExportError("cannot write \(url.path): the folder \(parent.path) does not exist")
    }
    self.setting = setting
    self.width = width
    self.height = height
    self.fps = fps
    self.background = background
    self.output = url
  }

  /// libx264's CRF for a `--quality`: 100 → 0 (lossless), 0 → 51; none → 23, x264's own default.
  public static func crf(quality: Int?) -> Int {
    guard let quality else { return 23 }
    return Int((Double(100 - quality) * 0.51).rounded())
  }

  /// The window's stage at its default size, in points: an export frames the same scene, scaled to fit.
  public static let referenceStage = (width: Layout.defaultStage.w, height: Layout.defaultStage.h)

  /// Pixels per point: an export shows what the window's stage shows, scaled, so offsets look the same.
  public var density: Double { RenderRequest.density(width: width, height: height) }

  /// Pixels per point for a `width`×`height` pixel export.
  public static func density(width: Int, height: Int) -> Double {
    min(Double(width) / referenceStage.width, Double(height) / referenceStage.height)
  }
}

/// Renders every frame of a request offscreen on SDL's software renderer and hands it to the encoder.
public enum Exporter {
  /// Renders `request`; `progress` hears (frames done, frames in all) after each frame.
  /// - Returns: the number of frames written.
  /// - Throws: `ExportError` (nothing is left at the output path), or `SDLError`/`FontError` if drawing cannot start.
  @discardableResult
  public static func render(
    _ request: RenderRequest, artwork: Surface? = nil, artworkSource: ((ImageReference) -> Surface?)? = nil,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws -> Int {
    if request.format.isCode {
      try CodeExport.write(request, artwork: artwork, artworkSource: artworkSource)
      progress(1, 1)
      return 1
    }
    let job = try ExportJob(request, artwork: artwork, artworkSource: artworkSource, background: false)
    // In the foreground each frame is encoded as it is drawn; `until` is asked after each one.
    _ = try job.drawFrames(until: {
      progress(job.framesEncoded, job.frameCount)
      return false
    })
    try job.finish()
    return job.frameCount
  }

  /// The encoder for `request`'s format, writing to its output.
  static func sink(for request: RenderRequest, schedule: FrameSchedule) throws -> FrameSink {
    switch request.format {
    case .gif:
      return try GIFWriter(
        url: request.output, width: request.width, height: request.height, schedule: schedule,
        transparent: request.background == .transparent, threads: request.threads,
        settings: GIFSettings.forQuality(request.quality))
    case .webp:
      return try WebPWriter(
        url: request.output, width: request.width, height: request.height, schedule: schedule,
        quality: request.quality)
    case .mp4:
      return try VideoWriter(
        url: request.output, width: request.width, height: request.height, fps: request.fps,
        kind: .mp4(crf: RenderRequest.crf(quality: request.quality)))
    case .apng:
      return try VideoWriter(
        url: request.output, width: request.width, height: request.height, fps: request.fps, kind: .apng)
    case .html, .css, .lottie:
      throw ExportError("\(request.output.lastPathComponent) is code, written whole by CodeExport, not frame by frame")
    case .pngFolder:
      return try PNGFolderWriter(folder: request.output, width: request.width, height: request.height)
    }
  }
}
