import Foundation

/// fontconfig's last answer (`FontLocator.files`), kept between starts in the user's cache folder: loading
/// fontconfig's configuration (its XML files, its caches) took about 4 ms of a core while the window opened, and
/// delayed the first frame by 3.5 ms on two cores. A start that finds the answer, its files still there, draws with
/// them, and asks fontconfig again only once the window is up, remembering what it says: a changed configuration
/// shows from the next start on.
public struct RememberedFonts: Sendable {
  /// The file holding the answer: the regular font's path and the bold's, a line each.
  public let file: URL

  public init(file: URL) { self.file = file }

  /// `$XDG_CACHE_HOME/snowman/fonts` (`~/.cache` when unset or not absolute); nil with no home to put it in.
  public init?(environment: [String: String]) {
    let cache: URL
    if let value = environment["XDG_CACHE_HOME"], value.hasPrefix("/") {
      cache = URL(fileURLWithPath: value, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      cache = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
    } else {
      return nil
    }
    self.init(file: cache.appendingPathComponent("snowman/fonts"))
  }

  /// The answer remembered, if it is whole and both its files are still there.
  public func recalled() -> (regular: String, bold: String)? {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count == 3, lines[2].isEmpty, lines[0].hasPrefix("/"), lines[1].hasPrefix("/"),
      access(lines[0], R_OK) == 0, access(lines[1], R_OK) == 0
    else { return nil }
    return (lines[0], lines[1])
  }

  /// Keeps `fonts` for the next start; a folder or file that cannot be written only means fontconfig is asked then.
  public func remember(_ fonts: (regular: String, bold: String)) {
    guard !fonts.regular.contains("\n"), !fonts.bold.contains("\n") else { return }
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data("\(fonts.regular)\n\(fonts.bold)\n".utf8).write(to: file, options: .atomic)
  }

  /// Asks `locate` again and remembers its answer where it differs from what is remembered.
  public func refresh(locate: () throws -> (regular: String, bold: String)) {
    guard let found = try? locate() else { return }
    if let known = recalled(), known == found { return }
    remember(found)
  }
}
