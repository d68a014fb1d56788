import Foundation
import SnowmanView
import Synchronization

extension PlayCommand {
  /// The window's scene materials (fonts, the snowman's levels) and the desktop's appearance (the portal, or a
  /// gsettings process where none answers), begun in `main` before the command line is parsed: their threads work
  /// while ArgumentParser does, where begun in `PlayerApp` they held its first frame back by about 3 ms. Nil until
  /// begun.
  static let begun = Mutex<(materials: SceneMaterials, appearance: DesktopAppearance)?>(nil)

  /// Whether `arguments` (the process's, its name first) open the window: `play`, or no command at all (the
  /// default), whether options or files follow. A guess made before parsing, so a wrong one costs only the work.
  static func isNamed(by arguments: [String]) -> Bool {
    guard let first = arguments.dropFirst().first else { return true }
    return !["render", "presets", "bench", "help", "--help", "-h", "--version"].contains(first)
      && !first.hasPrefix("--generate-")
  }

  /// Begins both, and the loading of SDL's libraries, the window's threads sharing one malloc arena from here on
  /// (`FreedMemory`).
  static func beginWindow() {
    FreedMemory.shareOneArena()
    SDLLibraries.beginLoading()
    let appearance = DesktopAppearance()
    let software = RendererChoice.wantsSoftware(environment: ProcessInfo.processInfo.environment)
    let materials = SceneMaterials(software: software)
    begun.withLock { $0 = (materials, appearance) }
  }
}
