import ArgumentParser
import Foundation
import SnowmanModel

/// `snowman play`: the player window.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play", abstract: "Open the player window (the default command).")

  @Option(name: .long, help: "Select this preset at start.")
  var preset: String?

  @OptionGroup var location: DataDirectoryOption

  @Option(
    name: .long,
    help: "The window size in points, e.g. 480x800 (at least \(WindowSize.minimum.width)x\(WindowSize.minimum.height))."
  )
  var size: SizeArgument?

  @OptionGroup var picture: PictureOption

  @Argument(
    help: ArgumentHelp(
      "Pictures to animate (as a drop takes one) and stylesheets whose @keyframes to import (as Ctrl+V does).",
      valueName: "file"))
  var files: [String] = []

  @Option(name: .long, help: "Open paused at SECONDS into the selected preset.")
  var at: Double?

  @Option(name: .long, help: "Draw the window light, dark, or as the desktop prefers (system); over the preference.")
  var theme: ThemeChoice?

  @OptionGroup var features: FeatureOptions

  @Flag(name: .long, help: "Start playing the selected preset at once.")
  var autoplay = false

  @Flag(name: .long, help: "Say on stderr how the window draws when it falls back (also SNOWMAN_VERBOSE=1).")
  var verbose = false

  @Option(name: .long, help: "Run N frames, then exit.")
  var frames: Int?

  @Option(name: .long, help: "With --frames: save the last frame to FILE.png.")
  var screenshot: String?

  @Option(name: .long, help: "Keep FILE.json updated with the window's controls and state.")
  var uiMap: String?

  func validate() throws {
    if let at, !at.isFinite || at < 0 { throw ValidationError("--at \(at) must be a time of 0 seconds or more.") }
    if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames).") }
    if screenshot != nil && frames == nil { throw ValidationError("--screenshot needs --frames N.") }
    let least = WindowSize.minimum
    if let size, size.width < least.width || size.height < least.height {
      throw ValidationError(
        "--size \(size.width)x\(size.height) is smaller than the smallest window, \(least.width)x\(least.height).")
    }
  }

  func run() throws {
    let options = PlayerOptions(
      presetName: preset, dataDirectory: location.dataDir, size: size.map { ($0.width, $0.height) }, frames: frames,
      screenshot: screenshot, uiMap: uiMap, autoplay: autoplay, at: at, image: picture.image, files: files,
      theme: theme,
      features: features,
      verbose: verbose || ProcessInfo.processInfo.environment["SNOWMAN_VERBOSE"] == "1")
    let code = try reportingErrors {
      let app = try PlayerApp(options: options)
      return try app.run()
    }
    if code != 0 { throw ExitCode(code) }
  }
}

extension ThemeChoice: ExpressibleByArgument {}

/// Runs `body`, turning any error into one sentence on stderr and exit code 1.
func reportingErrors(_ body: () throws -> Int32) throws -> Int32 {
  do {
    return try body()
  } catch let error as ExitCode {
    throw error
  } catch {
    FileHandle.standardError.write(Data("snowman: \(error)\n".utf8))
    throw ExitCode(1)
  }
}
