import Foundation
import SnowmanModel
import SnowmanView

/// Keeps the `--ui-map` file current: rewritten atomically when the map changes, at most 20 times a second.
final class UIMapWriter {
  static let minimumInterval = 0.05
  let url: URL
  private var written = Data()
  private var lastWrite = -Double.infinity

  init(path: String) { url = URL(fileURLWithPath: path) }

  /// Writes the map `make` builds if it differs from the file and the last write is at least 50 ms old
  /// (or `force`); between writes the map is not even built.
  func update(now: Double, force: Bool = false, _ make: () -> UIMap) {
    guard force || now - lastWrite >= UIMapWriter.minimumInterval else { return }
    let data = make().encoded()
    guard data != written else { return }
    do {
      try AtomicFile.write(data, to: url)
      written = data
      lastWrite = now
    } catch {
      FileHandle.standardError.write(Data("snowman: \(error)\n".utf8))
      lastWrite = now
    }
  }
}
