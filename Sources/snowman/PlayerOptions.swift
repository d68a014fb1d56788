import ArgumentParser
import Foundation
import SnowmanController
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
  /// Files opened with the window (a file manager's Open With): pictures as drops, stylesheets as pastes.
  var files: [String] = []
  var theme: ThemeChoice?
  /// The features' own options, as parsed.
  var features: FeatureOptions?
  /// Say on stderr how the window draws when it had to fall back (`--verbose`, or SNOWMAN_VERBOSE=1).
  var verbose = false
}

/// The options of `snowman play` that belong to a feature.
struct FeatureOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "When the intro shows: first-run, always or never (default: first-run, but never with --data-dir, SNOWMAN_DATA_DIR or --frames)."
  )
  var intro: IntroChoice?
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

extension PlayerOptions {
  /// What the features are asked at launch, after the preset, the time and the theme: the intro, when this run
  /// shows it.
  func featuresAtLaunch(_ state: AppState, environment: [String: String]) -> [AppAction] {
    switch features?.intro ?? IntroChoice.standard(self, environment: environment) {
    case .always: return [.intro(.introAsked)]
    case .firstRun where !state.intro.seen: return [.intro(.introAsked)]
    case .firstRun, .never: return []
    }
  }
}

extension IntroChoice: ExpressibleByArgument {}
