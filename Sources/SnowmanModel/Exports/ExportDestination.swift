import Foundation

/// Where the window's exports go: the `Snowman` folder in the user's Pictures folder, as xdg-user-dirs names it,
/// with file names made from preset names and never overwriting.
public enum ExportDestination {
  /// The Pictures folder: `XDG_PICTURES_DIR` from `$XDG_CONFIG_HOME/user-dirs.dirs` (what `xdg-user-dir PICTURES`
  /// reads), else `~/Pictures`.
  public static func picturesFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
    if let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8),
      let path = userDir("XDG_PICTURES_DIR", in: text, home: home)
    {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent("Pictures", isDirectory: true)
  }

  /// The folder exports go to: `Snowman` inside the Pictures folder.
  public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    picturesFolder(environment: environment).appendingPathComponent("Snowman", isDirectory: true)
  }

  /// A line `NAME="$HOME/…"` or `NAME="/abs/…"` of a user-dirs.dirs file, with `$HOME` expanded; nil if absent
  /// or not of either form (the format allows nothing else).
  static func userDir(_ name: String, in text: String, home: String) -> String? {
    for raw in text.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.hasPrefix("#"), line.hasPrefix(name + "=") else { continue }
      var value = String(line.dropFirst(name.count + 1))
      guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
      value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
      if value.hasPrefix("$HOME") { return home + value.dropFirst("$HOME".count) }
      return value.hasPrefix("/") ? value : nil
    }
    return nil
  }

  /// A file name for `presetName`: slashes, control characters and a leading dot replaced, so any file system
  /// takes it; at most 100 characters; "Preset" for a name that leaves nothing.
  public static func safeName(_ presetName: String) -> String {
    var out = String(
      presetName.unicodeScalars.map { scalar -> Character in
        if scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control { return "-" }
        return Character(scalar)
      })
    out = out.trimmingCharacters(in: .whitespaces)
    while out.hasPrefix(".") { out.removeFirst() }
    out = String(out.prefix(100))
    return out.isEmpty ? "Preset" : out
  }

  /// `folder/NAME.ext`, or `NAME 2.ext`, `NAME 3.ext` … whichever does not exist yet; `ext` nil for a folder.
  public static func unusedURL(in folder: URL, name: String, fileExtension ext: String?) -> URL {
    func candidate(_ n: Int) -> URL {
      let base = n == 1 ? name : "\(name) \(n)"
      return folder.appendingPathComponent(ext.map { base + "." + $0 } ?? base)
    }
    var n = 1
    while FileManager.default.fileExists(atPath: candidate(n).path) { n += 1 }
    return candidate(n)
  }
}
