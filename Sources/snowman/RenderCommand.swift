import ArgumentParser
import Foundation
import SnowmanDigest
import SnowmanExport
import SnowmanModel
import SnowmanView

/// `snowman render`: a preset to GIF, WebP or PNG frames, with no window and no display.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Render a preset to an animated GIF, WebP or PNG, an MP4, a folder of PNG frames, or code: HTML, CSS, Lottie.",
    discussion: "Needs no display. The file holds the whole animation once and loops forever.")

  @Option(name: .long, help: "The preset to render, by name.")
  var preset: String?

  @Option(name: .long, help: "A preset file to render instead.")
  var file: String?

  @Option(
    name: .long,
    help:
      "FILE.gif, FILE.webp, FILE.mp4, FILE.apng, DIR/ for frame-0000.png …, or FILE.html, FILE.css, FILE.json (Lottie)."
  )
  var out: String

  @Option(name: .long, help: "Frame size in pixels, 16x16 to 3840x2160.")
  var size: SizeArgument = SizeArgument(width: 480, height: 480)

  @Option(name: .long, help: "Frames per second, 1 to 120 (GIF: up to 50).")
  var fps: Int = 30

  @Option(name: .long, help: "sky (the stage's gradient), transparent, or a colour as #RRGGBB.")
  var background: String = "sky"

  @Option(name: .long, help: "Start the export at S seconds (default: 0).")
  var from: Double?

  @Option(name: .long, help: "End the export before S seconds (default: the end of the animation).")
  var to: Double?

  @Option(
    name: .long,
    help:
      "0 to 100: fewer bytes for GIF (100 or none: as always), lossy WebP frames, or MP4's quality (CRF 51 to 0; default CRF 23)."
  )
  var quality: Int?

  @Option(
    name: .long,
    help:
      "For FILE.json: 3d (default: turns in depth as 3-D layers under a camera, small; lottie-web, lottie-ios, lottie-android and Skottie draw them) or flat (cut into 2-D pieces any player draws, rlottie and ThorVG too)."
  )
  var lottie: String?

  @Option(
    name: .long, help: "For --lottie flat: how far a piece may stray from the stage, 0.5 to 8 pixels (default 2).")
  var lottieTolerance: Double?

  @Option(name: .long, help: "Encoder threads, 1 to 64 (default: one per core); the file is the same for any number.")
  var threads: Int?

  @OptionGroup var picture: PictureOption

  @OptionGroup var location: DataDirectoryOption

  func validate() throws {
    if (preset == nil) == (file == nil) {
      throw ValidationError("Give exactly one of --preset NAME or --file PRESET.json.")
    }
  }

  func run() throws {
    _ = try reportingErrors {
      var setting = try loadSetting()
      // --image replaces the first picture; the pictures swapped in later stay.
      let artwork = try picture.image.map { try ArtworkLoader.load(path: $0).surface }
      if artwork != nil && setting.image != nil { setting.setPicture(nil, at: 0) }
      let pictures = try Self.storedPictures(setting, location.dataDir)
      let request = try RenderRequest(
        setting: setting, width: size.width, height: size.height, fps: fps,
        background: try Self.parseBackground(background), output: out, from: from ?? 0, to: to, threads: threads,
        quality: quality, lottie: try Self.parseLottie(lottie, tolerance: lottieTolerance))
      let bar = ProgressBar(title: URL(fileURLWithPath: out).lastPathComponent)
      try Exporter.render(request, artwork: artwork, artworkSource: { pictures[$0.sha256] }) { done, total in
        bar.show(done, total)
      }
      bar.end()
      return 0
    }
  }

  private func loadSetting() throws -> AnimationSetting {
    if let file {
      let url = URL(fileURLWithPath: file)
      switch AtomicFile.read(url).flatMap({ FilePresetStore.decode($0, path: url.path) }) {
      case .success(let p): return p.setting
      case .failure(let problem): throw CLIError("\(problem.path) \(problem.reason)")
      }
    }
    return try location.library().find(preset ?? "").setting
  }

  /// Every picture the motion shows that is kept in images/, checked and decoded, by hash.
  /// - Throws: `CLIError` when one is missing or damaged: an export of the wrong picture helps nobody.
  static func storedPictures(_ setting: AnimationSetting, _ dataDir: String?) throws -> [String: Surface] {
    let store = ContentHash.imageStore(DataLocations(dataDirectory: dataDir))
    var pictures: [String: Surface] = [:]
    for reference in setting.pictures.compactMap({ $0 }) + [setting.costume?.image].compactMap({ $0 })
    where pictures[reference.sha256] == nil && !BuiltInArtwork.isBuiltIn(reference) {
      switch store.read(reference) {
      case .failure(let problem):
        throw CLIError("the picture \(reference.name) of this preset, \(problem.path), \(problem.reason)")
      case .success(let data):
        pictures[reference.sha256] = try ArtworkLoader.decode(data, name: store.url(for: reference).path).surface
      }
    }
    return pictures
  }

  /// `--lottie` and `--lottie-tolerance` as a form: a tolerance means nothing for the 3-D file.
  static func parseLottie(_ text: String?, tolerance: Double?) throws -> LottieForm {
    switch text?.lowercased() {
    case nil, "3d":
      if let tolerance { throw CLIError("--lottie-tolerance \(tolerance) is for --lottie flat, not the 3-D file") }
      return .threeD
    case "flat": return .flat(tolerance: tolerance ?? LottieForm.defaultTolerance)
    case let other?: throw CLIError("--lottie \(other) is not 3d or flat")
    }
  }

  static func parseBackground(_ text: String) throws -> StageBackground {
    switch text.lowercased() {
    case "sky": return .sky
    case "transparent", "none": return .transparent
    default:
      let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
      guard hex.count == 6, let value = UInt32(hex, radix: 16) else {
        throw CLIError("--background \(text) is not sky, transparent or a colour like #FFFFFF")
      }
      return .solid(Color(hex: value))
    }
  }
}

/// A one-line progress bar on stderr, shown only when stderr is a terminal.
final class ProgressBar {
  private let title: String
  private let enabled = isatty(2) == 1

  init(title: String) { self.title = title }

  func show(_ done: Int, _ total: Int) {
    guard enabled else { return }
    let width = 30
    let filled = total > 0 ? done * width / total : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    FileHandle.standardError.write(Data("\r\(title) \(bar) \(done)/\(total)".utf8))
  }

  func end() {
    if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
