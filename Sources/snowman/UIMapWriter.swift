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
  /// - Throws: `PresetStoreError.io` when the file cannot be written: a test reading a stale map would be misled.
  func update(now: Double, force: Bool = false, _ make: () -> UIMap) throws {
    guard force || now - lastWrite >= UIMapWriter.minimumInterval else { return }
    let data = make().encoded()
    guard data != written else { return }
    try AtomicFile.write(data, to: url)
    written = data
    lastWrite = now
  }
}
