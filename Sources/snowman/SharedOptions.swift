import ArgumentParser
import SnowmanModel

/// `--data-dir`, declared once for every command that reads or writes the data folder.
struct DataDirectoryOption: ParsableArguments {
  @Option(name: .long, help: "Keep presets, pictures and the window's preferences in DIR (also SNOWMAN_DATA_DIR).")
  var dataDir: String?

  /// The presets in that folder.
  func library() -> PresetLibrary { openLibrary(dataDirectory: dataDir) }
}

/// `--image`, declared once for the commands that animate a picture of the user's.
struct PictureOption: ParsableArguments {
  @Option(name: .long, help: "Animate this picture (PNG, JPEG, WebP, GIF or SVG) instead of the preset's.")
  var image: String?
}
