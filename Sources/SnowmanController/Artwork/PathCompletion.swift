import Foundation

/// Tab in the path field: completes the last part of a path from what its folder holds, as a shell does.
public enum PathCompletion {
  /// One entry of a folder.
  public struct Entry: Equatable, Sendable {
    public let name: String
    public let isFolder: Bool
    public init(name: String, isFolder: Bool) {
      self.name = name
      self.isFolder = isFolder
    }
  }

  /// `~` and `~/…` with the home folder spelled out.
  public static func expand(_ text: String, home: String) -> String {
    if text == "~" { return home }
    if text.hasPrefix("~/") { return home + text.dropFirst() }
    return text
  }

  /// `text` completed: to the one entry that starts with its last part (a folder gets a `/`), or to the longest
  /// start they share; unchanged when nothing matches. Hidden entries only when the part starts with a dot.
  /// - Parameter list: the entries of a folder (empty when it cannot be read).
  public static func complete(_ text: String, home: String, list: (String) -> [Entry]) -> String {
    let path = expand(text, home: home)
    let folder: String, part: String
    if let slash = path.lastIndex(of: "/") {
      folder = String(path[...slash])
      part = String(path[path.index(after: slash)...])
    } else {
      folder = "./"
      part = path
    }
    let matches = list(folder).filter { $0.name.hasPrefix(part) && (part.hasPrefix(".") || !$0.name.hasPrefix(".")) }
    let prefix = folder == "./" && !path.hasPrefix("./") ? "" : folder
    if matches.count == 1, let only = matches.first { return prefix + only.name + (only.isFolder ? "/" : "") }
    guard var shared = matches.first?.name else { return text }
    for m in matches.dropFirst() {
      while !m.name.hasPrefix(shared) { shared.removeLast() }
    }
    return shared.count > part.count ? prefix + shared : path
  }
}
