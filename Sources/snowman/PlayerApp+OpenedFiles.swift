import Foundation
import SnowmanCSS
import SnowmanController
import SnowmanModel

extension PlayerApp {
  /// A file the window was opened with (`snowman FILE…`, a file manager's Open With): a stylesheet's `@keyframes`
  /// come in as a paste of them does; anything else is taken as a picture dropped on the window, which refuses what
  /// is not one in a sentence. The window opens either way.
  func opened(_ path: String) -> [AppAction] {
    let url = URL(fileURLWithPath: path)
    guard url.pathExtension.lowercased() == "css" else {
      return [ScreenFeatures.dropAction(controller.state.tab, path: url.path)]
    }
    let name = url.lastPathComponent
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return [.notice(.shown(Notice("Nothing imported: \(name) cannot be read.")))]
    }
    guard let text = String(data: data, encoding: .utf8), CSSImport.holdsKeyframes(text) else {
      return [.notice(.shown(Notice("Nothing imported: \(name) holds no @keyframes.")))]
    }
    return effects.importKeyframes(text)
  }
}
