import CSDL2
import Foundation
import SnowmanController
import SnowmanModel

/// Performs what the controller asks for (`Effect` values) in the real world: the preset folder, the export, the
/// clipboard, the file manager and the desktop's notifications. What comes of each goes back as actions.
final class EffectRunner {
  private let presets: PresetEffects
  private let dataDirectory: String?
  /// The window's export, when one runs.
  let exports = ExportRunner()

  /// A runner writing presets through `store`, taking pictures from `dataDirectory`'s images/.
  init(store: PresetStore, dataDirectory: String?) {
    presets = PresetEffects(store: store)
    self.dataDirectory = dataDirectory
  }

  /// Performs `effect`; its answers, if any come at once (a running export answers later, through `exports`).
  func perform(_ effect: Effect) -> [AppAction] {
    if let answers = presets.perform(effect) { return answers }
    switch effect {
    case .startExport(let order):
      return exports.start(order, dataDirectory: dataDirectory)
    case .cancelExport:
      exports.cancel()
      return [.exportCancelled]
    case .writeClipboard(let text):
      // On X11 the app itself serves the clipboard while it runs.
      if SDL_SetClipboardText(text) != 0 {
        FileHandle.standardError.write(
          Data("snowman: could not set the clipboard: \(String(cString: SDL_GetError()))\n".utf8))
      }
      return []
    case .readClipboard:
      return [.curvePasted(EffectRunner.clipboardText())]
    case .openFolder(let folder):
      EffectRunner.openFolder(folder)
      return []
    case .notify(let title, let body):
      DesktopNotification.show(title: title, body: body)
      return []
    case .savePreset, .trashPreset, .restorePreset, .renamePreset:
      return []  // answered by `presets` above
    }
  }

  /// The clipboard's text, or "" when it holds none.
  private static func clipboardText() -> String {
    guard let raw = SDL_GetClipboardText() else { return "" }
    defer { SDL_free(raw) }
    return String(cString: raw)
  }

  /// Opens `folder` in the user's file manager with `xdg-open`; without one, nothing happens.
  private static func openFolder(_ folder: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", folder]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}
