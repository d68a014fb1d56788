import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes and reads files so that a crash never leaves a partial file and a hostile file never blocks.
public enum AtomicFile {
  /// A temporary file beside `url`, to be renamed over it: the name starts with a dot, and loaders skip those.
  public static func temporaryURL(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(".tmp-" + UUID().uuidString + "-" + url.lastPathComponent)
  }

  /// Writes `data` to `url` through a temporary file in the same folder: write, fsync, rename, fsync the folder.
  /// - Parameter beforeRename: called between the write and the rename (tests use it to simulate a crash).
  /// - Throws: `PresetStoreError.io` naming `url`.
  public static func write(_ data: Data, to url: URL, beforeRename: (() throws -> Void)? = nil) throws {
    let folder = url.deletingLastPathComponent()
    let temp = temporaryURL(for: url)
    func fail(_ what: String) -> PresetStoreError {
      .io(path: url.path, message: what + ": " + String(cString: strerror(errno)))
    }
    let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw fail("cannot create a temporary file") }
    var ok = false
    defer {
      if !ok { unlink(temp.path) }
    }
    let written = data.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return true
    }
    guard written else { let e = fail("write failed"); close(fd); throw e }
    guard fsync(fd) == 0 else { let e = fail("fsync failed"); close(fd); throw e }
    guard close(fd) == 0 else { throw fail("close failed") }
    try beforeRename?()
    guard rename(temp.path, url.path) == 0 else { throw fail("rename failed") }
    ok = true
    let dir = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }

  /// Reads a regular file of at most `maxBytes`, without blocking on FIFOs or devices.
  /// - Returns: the bytes, or the reason the file was refused as a clause ("is not a regular file").
  public static func read(_ url: URL, maxBytes: Int = 1_000_000) -> Result<Data, PresetFileProblem> {
    read(path: url.path, maxBytes: maxBytes)
  }

  /// Reads the file at `path`; see `read(_:maxBytes:)`.
  public static func read(path: String, maxBytes: Int = 1_000_000) -> Result<Data, PresetFileProblem> {
    func refuse(_ reason: String) -> Result<Data, PresetFileProblem> {
      .failure(PresetFileProblem(path: path, reason: reason))
    }
    // O_NONBLOCK: opening a FIFO must not wait for a writer; everything else is judged by fstat on what was opened.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT {
        var link = stat()
        if lstat(path, &link) == 0 { return refuse("is a link to a file that does not exist") }
        return refuse("does not exist")
      }
      return refuse("cannot be opened: " + String(cString: strerror(errno)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return refuse("cannot be read: " + String(cString: strerror(errno))) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return refuse("is a folder, not a file") }
    if (info.st_mode & S_IFMT) != S_IFREG { return refuse("is not a regular file") }
    let tooLarge = "is larger than \(maxBytes / 1_000_000) MB"
    if Int(info.st_size) > maxBytes { return refuse(tooLarge) }
    // One byte more than the size fstat gave shows a file that grew while it was read.
    var data = Data(count: Int(info.st_size) + 1)
    var filled = 0
    while true {
      let n = data.withUnsafeMutableBytes { raw in
        Glibc.read(fd, raw.baseAddress.map { $0 + filled }, raw.count - filled)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return refuse("cannot be read: " + String(cString: strerror(errno)))
      }
      if n == 0 { break }
      filled += n
      if filled == data.count {
        if filled > maxBytes { return refuse(tooLarge) }
        data.count += 65536
      }
    }
    data.count = filled
    return .success(data)
  }
}
