import Foundation

/// A file moved to the trash: where it went and where it came from, enough to put it back.
public struct TrashedFile: Equatable, Sendable {
  /// The file's place before it was trashed.
  public let originalURL: URL
  /// Where it is now: `…/Trash/files/NAME`.
  public let trashedURL: URL
  /// Its `…/Trash/info/NAME.trashinfo`.
  public let infoURL: URL

  /// A record of a trashed file.
  public init(originalURL: URL, trashedURL: URL, infoURL: URL) {
    self.originalURL = originalURL
    self.trashedURL = trashedURL
    self.infoURL = infoURL
  }
}

/// Errors of the trash; each one sentence naming the file.
public struct TrashError: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// The user's trash as the freedesktop.org Trash specification lays it out, so a file manager lists what Snowman
/// deleted and can restore it: `$XDG_DATA_HOME/Trash/{files,info}` for files on the home file system, else the
/// top-directory trash of the file's own file system (`$top/.Trash/$uid` or `$top/.Trash-$uid`). A file is never
/// removed when it cannot be trashed: that is an error for the caller to report.
public struct Trash: Sendable {
  /// The home trash folder, `$XDG_DATA_HOME/Trash` (default `~/.local/share/Trash`).
  public let home: URL

  /// The home trash at `home`.
  public init(home: URL) { self.home = home }

  /// The home trash the environment names.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let userHome = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    let data =
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? userHome + "/.local/share"
    home = URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("Trash", isDirectory: true)
  }

  /// Moves `url` to the trash, deleted at `date` (written in local time).
  /// - Throws: `TrashError` naming the file when no trash on its file system can take it; the file stays.
  public func trash(_ url: URL, date: Date = Date()) throws -> TrashedFile {
    let file = url.standardizedFileURL
    var info = stat()
    guard lstat(file.path, &info) == 0 else {
      throw TrashError("cannot move \(file.path) to the trash: \(String(cString: strerror(errno)))")
    }
    if let trashed = try trashIfSameDevice(file, device: info.st_dev, into: home, pathInInfo: file.path, date: date) {
      return trashed
    }
    // Another file system: its top directory's trash, as the specification says, with paths relative to the top.
    let top = Self.topDirectory(of: file, device: info.st_dev)
    let relative = String(file.path.dropFirst(top.path == "/" ? 1 : top.path.count + 1))
    for folder in topTrashes(top) {
      if let trashed = try trashIfSameDevice(file, device: info.st_dev, into: folder, pathInInfo: relative, date: date)
      {
        return trashed
      }
    }
    throw TrashError(
      "cannot move \(file.path) to the trash: it is on another file system than \(home.path) and \(top.path) has no "
        + "trash Snowman may use")
  }

  /// Puts a trashed file back where it was and removes its info file.
  /// - Throws: `TrashError` when something now stands at the original place, or the move fails.
  public func restore(_ trashed: TrashedFile) throws {
    let fm = FileManager.default
    guard !fm.fileExists(atPath: trashed.originalURL.path) else {
      throw TrashError("cannot put back \(trashed.originalURL.path): a file of that name is there now")
    }
    try? fm.createDirectory(at: trashed.originalURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard rename(trashed.trashedURL.path, trashed.originalURL.path) == 0 else {
      throw TrashError(
        "cannot put back \(trashed.originalURL.path) from \(trashed.trashedURL.path): \(String(cString: strerror(errno)))"
      )
    }
    unlink(trashed.infoURL.path)
  }

  /// `file` into `folder` (`files/` and `info/` made as needed), when both are on `device`; nil when not.
  private func trashIfSameDevice(_ file: URL, device: dev_t, into folder: URL, pathInInfo: String, date: Date)
    throws -> TrashedFile?
  {
    let files = folder.appendingPathComponent("files", isDirectory: true)
    let infos = folder.appendingPathComponent("info", isDirectory: true)
    if folder == home {
      try? FileManager.default.createDirectory(
        at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    }
    for dir in [folder, files, infos] {
      if mkdir(dir.path, 0o700) != 0 && errno != EEXIST {
        if dir == folder && folder != home { return nil }
        throw TrashError("cannot move \(file.path) to the trash: \(dir.path) cannot be made")
      }
    }
    var folderInfo = stat()
    guard stat(files.path, &folderInfo) == 0, folderInfo.st_dev == device else { return nil }
    let text =
      "[Trash Info]\nPath=\(Self.percentEncoded(pathInInfo))\nDeletionDate=\(Self.deletionDate(date))\n"
    // The info file is made first, exclusively: it claims the name, so two deletions never take the same one.
    for attempt in 1...10_000 {
      let name = Self.name(file.lastPathComponent, attempt)
      let infoURL = infos.appendingPathComponent(name + ".trashinfo")
      let fd = open(infoURL.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if fd < 0 {
        if errno == EEXIST { continue }
        throw TrashError("cannot move \(file.path) to the trash: \(infoURL.path): \(String(cString: strerror(errno)))")
      }
      let bytes = Array(text.utf8)
      let written = write(fd, bytes, bytes.count)
      close(fd)
      let target = files.appendingPathComponent(name)
      guard written == bytes.count, !FileManager.default.fileExists(atPath: target.path) else {
        unlink(infoURL.path)
        if written == bytes.count { continue }
        throw TrashError("cannot move \(file.path) to the trash: \(infoURL.path) cannot be written")
      }
      guard rename(file.path, target.path) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(infoURL.path)
        throw TrashError("cannot move \(file.path) to the trash: \(reason)")
      }
      return TrashedFile(originalURL: file, trashedURL: target, infoURL: infoURL)
    }
    throw TrashError("cannot move \(file.path) to the trash: no free name in \(files.path)")
  }

  /// `$top/.Trash/$uid` when `$top/.Trash` is a real, sticky folder, then `$top/.Trash-$uid`.
  private func topTrashes(_ top: URL) -> [URL] {
    let uid = String(getuid())
    var out: [URL] = []
    let shared = top.appendingPathComponent(".Trash", isDirectory: true)
    var info = stat()
    if lstat(shared.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_mode & S_ISVTX != 0 {
      out.append(shared.appendingPathComponent(uid, isDirectory: true))
    }
    out.append(top.appendingPathComponent(".Trash-" + uid, isDirectory: true))
    return out
  }

  /// The highest folder above `file` still on `device`: its file system's mount point.
  static func topDirectory(of file: URL, device: dev_t) -> URL {
    var current = file.deletingLastPathComponent()
    while current.path != "/" {
      let parent = current.deletingLastPathComponent()
      var info = stat()
      guard stat(parent.path, &info) == 0, info.st_dev == device else { break }
      current = parent
    }
    return current
  }

  /// The name in the trash: `x.json`, then `x.2.json`, `x.3.json` …
  static func name(_ original: String, _ attempt: Int) -> String {
    guard attempt > 1 else { return original }
    let url = URL(fileURLWithPath: original)
    let ext = url.pathExtension
    let stem = url.deletingPathExtension().lastPathComponent
    return ext.isEmpty ? "\(stem).\(attempt)" : "\(stem).\(attempt).\(ext)"
  }

  /// A path as the specification wants it in `Path=`: percent-encoded as in a URL, slashes kept.
  static func percentEncoded(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics.intersection(
      CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
    allowed.insert(charactersIn: "/-_.~")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// `YYYY-MM-DDThh:mm:ss` in local time.
  static func deletionDate(_ date: Date) -> String {
    var t = time_t(date.timeIntervalSince1970)
    var parts = tm()
    localtime_r(&t, &parts)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
      Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }
}
