import SnowmanModel

/// The Export sheet: what to make, and how far the export has come.
public struct ExportSheet: Equatable, Sendable {
  /// A file's size as people read it: "1.1 MB", "840 KB".
  public static func describe(bytes: Int) -> String {
    bytes >= 1_000_000
      ? String(format: "%.1f MB", Double(bytes) / 1_000_000) : "\(max(1, (bytes + 500) / 1000)) KB"
  }

  /// The formats the sheet offers, as their file extensions (PNG frames: a folder).
  public enum Format: String, CaseIterable, Equatable, Sendable {
    case gif, webp, mp4, apng, png
    /// The motion as code: a page that plays it, a Lottie animation (turns in depth in 3-D, or cut flat for
    /// players without 3-D: `LottieForm`).
    case html, lottie
    case lottieFlat

    /// The button's label.
    public var label: String {
      switch self {
      case .gif: return "GIF"
      case .webp: return "WebP"
      case .mp4: return "MP4"
      case .apng: return "APNG"
      case .png: return "PNG frames"
      case .html: return "HTML"
      case .lottie: return "Lottie"
      case .lottieFlat: return "Lottie, flat"
      }
    }

    /// The formats of frames, the sheet's first row.
    public static let pictures: [Format] = [.gif, .webp, .mp4, .apng, .png]
    /// The formats of code, its second row.
    public static let code: [Format] = [.html, .lottie, .lottieFlat]

    /// Whether the file is code that plays the motion (it has no frame rate).
    public var isCode: Bool { Format.code.contains(self) }

    /// The file's extension; nil for PNG frames, which fill a folder.
    public var fileExtension: String? {
      switch self {
      case .png: return nil
      case .lottie, .lottieFlat: return "json"
      case .gif, .webp, .mp4, .apng, .html: return rawValue
      }
    }

    /// Whether `fps` frames a second can go into this format (GIF shows at most 50).
    public func allows(fps: Int) -> Bool { self != .gif || fps <= 50 }
  }

  /// The long side's choices, in pixels.
  public static let sizes = [480, 720, 1080]
  /// The frame rates offered.
  public static let frameRates = [30, 60]

  /// Where the export is.
  public enum Phase: Equatable, Sendable {
    /// Choosing; Start begins.
    case choosing
    /// Running: `progress` 0…1 of the frames written, into `file` (its name).
    case running(progress: Double, file: String)
    /// Cancel was pressed: the export is stopping and removing what it wrote.
    case cancelling
  }

  public var format: Format = .gif
  public var size = 480
  public var fps = 30
  public var phase: Phase = .choosing

  /// A sheet with the first choices: GIF, 480 px, 30 fps.
  public init() {}

  /// Whether an export is under way (running or stopping).
  public var isExporting: Bool { phase != .choosing }
}

/// What the App is asked to start: the preset, its values, the format, the frames' long side and rate.
public struct ExportOrder: Equatable, Sendable {
  public let presetName: String
  public let setting: AnimationSetting
  public let format: ExportSheet.Format
  /// The frames' long side, in pixels, as chosen.
  public let longSide: Int
  public let fps: Int

  /// The frame size for the stage the App frames (the window's at its default size, whatever the window's size
  /// now): its aspect, the long side as chosen, both even (H.264 wants even sizes, and the others do not mind).
  public func frameSize(stageWidth: Double, stageHeight: Double) -> (width: Int, height: Int) {
    let aspect = stageWidth > 0 && stageHeight > 0 ? stageWidth / stageHeight : 1
    func even(_ v: Double) -> Int { max(16, Int((v / 2).rounded()) * 2) }
    return aspect >= 1 ? (longSide, even(Double(longSide) / aspect)) : (even(Double(longSide) * aspect), longSide)
  }
}
