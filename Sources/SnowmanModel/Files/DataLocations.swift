import Foundation

/// Where Snowman keeps its files, following the XDG base directory conventions.
public struct DataLocations: Equatable, Sendable {
  /// The folder holding one JSON file per saved preset.
  public let presetsDirectory: URL
  /// The preferences file.
  public let preferencesFile: URL
  /// The folder of the pictures presets use, beside the presets: `…/images/`.
  public var imagesDirectory: URL {
    presetsDirectory.deletingLastPathComponent().appendingPathComponent("images", isDirectory: true)
  }

  /// Locations given one by one.
  public init(presetsDirectory: URL, preferencesFile: URL) {
    self.presetsDirectory = presetsDirectory
    self.preferencesFile = preferencesFile
  }

  /// Locations under an explicit folder (`--data-dir` / `SNOWMAN_DATA_DIR`): `DIR/presets/` and `DIR/preferences.json`.
  public init(dataDirectory: URL) {
    self.init(
      presetsDirectory: dataDirectory.appendingPathComponent("presets", isDirectory: true),
      preferencesFile: dataDirectory.appendingPathComponent("preferences.json"))
  }

  /// Locations from the environment: an explicit data folder if given (or `SNOWMAN_DATA_DIR`), else
  /// `$XDG_DATA_HOME/snowman/presets/` and `$XDG_CONFIG_HOME/snowman/preferences.json`, with the XDG defaults
  /// `~/.local/share` and `~/.config` when those are unset or not absolute.
  public init(dataDirectory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let dir = dataDirectory ?? environment["SNOWMAN_DATA_DIR"], !dir.isEmpty {
      self.init(dataDirectory: URL(fileURLWithPath: dir, isDirectory: true))
      return
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    func base(_ variable: String, _ fallback: String) -> URL {
      if let value = environment[variable], value.hasPrefix("/") {
        return URL(fileURLWithPath: value, isDirectory: true)
      }
      return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
    }
    self.init(
      presetsDirectory: base("XDG_DATA_HOME", ".local/share").appendingPathComponent(
        "snowman/presets", isDirectory: true),
      preferencesFile: base("XDG_CONFIG_HOME", ".config").appendingPathComponent("snowman/preferences.json"))
  }
}
