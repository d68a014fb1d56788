import Foundation
import SnowmanView

extension PlayCommand {
  /// The window's scene materials (fonts, the snowman's levels) and the desktop's appearance (the portal, or a
  /// gsettings process where none answers), begun in `main` before the command line is parsed: their threads work
  /// while ArgumentParser does, where begun in `PlayerApp` they held its first frame back by about 3 ms. Nil until
  /// begun. Set once, on the main thread, before any thread reads them.
  nonisolated(unsafe) private(set) static var materials: SceneMaterials?
  nonisolated(unsafe) private(set) static var appearance: DesktopAppearance?

  /// Whether `arguments` (the process's, its name first) open the window: `play`, or no command at all (the
  /// default), whether or not options follow. A guess made before parsing, so a wrong one costs only the work.
  static func isNamed(by arguments: [String]) -> Bool {
    guard let first = arguments.dropFirst().first else { return true }
    if first == "play" { return true }
    return first.hasPrefix("--") && !["--help", "--version"].contains(first)
  }

  /// Begins both, the window's threads sharing one malloc arena from here on (`FreedMemory`).
  static func beginWindow() {
    FreedMemory.shareOneArena()
    appearance = DesktopAppearance()
    materials = SceneMaterials(software: RendererChoice.wantsSoftware(environment: ProcessInfo.processInfo.environment))
  }
}
