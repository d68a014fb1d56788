import Foundation
import SnowmanCSS
import SnowmanModel

extension PresetsCommand.Import {
  /// Whether the file at `url`, read as `bytes`, is a stylesheet: named `.css`, or text that is not a JSON object
  /// and holds a `@keyframes` rule.
  static func isStylesheet(_ url: URL, _ bytes: Data) -> Bool {
    if url.pathExtension.lowercased() == "css" { return true }
    let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    return text.first(where: { !$0.isWhitespace }) != "{" && CSSImport.holdsKeyframes(text)
  }

  /// Each `@keyframes` rule of the stylesheet at `path` saved as a preset (a line on stdout each), each refused one
  /// reported on stderr in a sentence; how many were refused.
  static func importStylesheet(_ bytes: Data, path: String, into library: inout PresetLibrary) -> Int {
    guard let text = String(data: bytes, encoding: .utf8) else {
      report("\(path) not imported: it is not UTF-8 text")
      return 1
    }
    let results = CSSImport.read(text)
    if results.isEmpty {
      report("\(path) not imported: it holds no @keyframes rule")
      return 1
    }
    var refused = 0
    for result in results {
      switch result {
      case .success(let motion):
        do {
          let outcome = try library.importPreset(Preset(name: motion.name, setting: motion.setting))
          FileHandle.standardOutput.write(Data("\(outcome)\n".utf8))
          for note in motion.notes { report("\(motion.name.displaySafe()): \(note)") }
        } catch {
          report("\(path): “\(motion.name.displaySafe())” not imported: \(error)")
          refused += 1
        }
      case .failure(let refusal):
        report("\(path): \(refusal)")
        refused += 1
      }
    }
    return refused
  }

  static func report(_ line: String) {
    FileHandle.standardError.write(Data("snowman: \(line)\n".utf8))
  }
}
