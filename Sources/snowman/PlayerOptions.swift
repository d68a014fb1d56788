import Foundation
import SnowmanModel

/// What `snowman play` was asked to do.
struct PlayerOptions {
  var presetName: String?
  var dataDirectory: String?
  var size: (width: Int, height: Int)?
  var frames: Int?
  var screenshot: String?
  var uiMap: String?
  var autoplay = false
  var at: Double?
  var image: String?
  var theme: ThemeChoice?
  var intro: IntroChoice?
  /// Say on stderr how the window draws when it had to fall back (`--verbose`, or SNOWMAN_VERBOSE=1).
  var verbose = false
}

/// When the first-run intro comes up.
enum IntroChoice: String, CaseIterable {
  /// When it has not been seen yet in this data folder.
  case firstRun = "first-run"
  /// Every start.
  case always
  /// Never (F1 still shows it).
  case never

  /// What `--intro` means when not given: a user's first run (no `--data-dir`, no SNOWMAN_DATA_DIR) shows it; a
  /// run for a test or a script (`--data-dir`, `--frames`, `--screenshot`) never does unless it asks.
  static func standard(_ options: PlayerOptions, environment: [String: String]) -> IntroChoice {
    let scripted = options.dataDirectory != nil || environment["SNOWMAN_DATA_DIR"] != nil || options.frames != nil
    return scripted ? .never : .firstRun
  }
}
