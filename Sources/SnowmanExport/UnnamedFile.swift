import Foundation
import SnowmanModel

/// An export's file while it is written: opened in the output's folder with no name (Linux `O_TMPFILE`), so a
/// failure, Ctrl+C or a kill leaves nothing behind; `publish` gives it its name in one rename at the end.
/// A file system without unnamed files gets a hidden temporary name instead, removed on every way out but a kill.
final class UnnamedFile {
  /// Open for reading and writing.
  let descriptor: Int32
  private let url: URL
  private let named: URL?
  private var published = false

  /// A file that will become `url`.
  /// - Throws: `ExportError` naming `url` when its folder cannot hold a new file.
  init(becoming url: URL) throws {
    self.url = url
    let folder = url.deletingLastPathComponent().path
    let unnamed = open(folder, UnnamedFile.tmpfileFlag | O_RDWR | O_CLOEXEC, 0o600)
    if unnamed >= 0 {
      descriptor = unnamed
      named = nil
    } else {
      let temp = AtomicFile.temporaryURL(for: url)
      descriptor = open(temp.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw ExportError("cannot write \(url.path): \(String(cString: strerror(errno)))")
      }
      named = temp
    }
  }

  /// Glibc's `O_TMPFILE` is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; 0o20000000 on every Linux
  /// architecture Swift runs on. Were it wrong, `open` fails on the folder (EISDIR) and the named fallback is used.
  private static let tmpfileFlag: Int32 = 0o20000000 | O_DIRECTORY

  deinit {
    close(descriptor)
    if let named, !published { unlink(named.path) }
  }

  /// A path that opens this same file (for libraries that want a name).
  var path: String { named?.path ?? "/proc/self/fd/\(descriptor)" }

  /// Flushes the file to disk and gives it its name, replacing any file there, with the mode a new file gets.
  /// - Throws: `ExportError` naming the file.
  func publish() throws {
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o666 & ~mask)
    guard fsync(descriptor) == 0 else { throw failure() }
    let temp = named ?? AtomicFile.temporaryURL(for: url)
    if named == nil {
      guard linkat(AT_FDCWD, path, AT_FDCWD, temp.path, AT_SYMLINK_FOLLOW) == 0 else { throw failure() }
    }
    guard rename(temp.path, url.path) == 0 else {
      let error = failure()
      unlink(temp.path)
      throw error
    }
    published = true
  }

  private func failure() -> ExportError {
    ExportError("cannot write \(url.path): \(String(cString: strerror(errno)))")
  }
}
