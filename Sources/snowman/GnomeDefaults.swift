import Foundation

/// Whether GNOME's two interface settings the window follows, `color-scheme` and `enable-animations`, can only be
/// their schemas' defaults (light, full motion): then `gsettings` would print just those, and the window does not
/// start it (5-10 ms of CPU beside a start of 25). Checked from files alone, erring toward asking: the dconf backend
/// (no other `GSETTINGS_BACKEND`), no dconf profile that could name other databases, no user database whose bytes
/// name either key, and no schema override, nor schema folder of one's own, that could change a default.
enum GnomeDefaults {
  static let keys = ["color-scheme", "enable-animations"]

  /// - Parameters:
  ///   - read: a file's bytes, or nil where there is none.
  ///   - list: the names in a folder (empty where there is none).
  static func hold(
    environment: [String: String], read: (String) -> Data?, list: (String) -> [String]
  ) -> Bool {
    if let backend = environment["GSETTINGS_BACKEND"], backend != "dconf" { return false }
    if environment["DCONF_PROFILE"] != nil || environment["GSETTINGS_SCHEMA_DIR"] != nil { return false }
    let home = environment["HOME"] ?? NSHomeDirectory()
    let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
      .split(separator: ":").map(String.init)
    let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.local/share"
    let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.config"
    // A profile may name system databases, whose keys are set by an administrator.
    for folder in ["/etc"] + dataDirs where read("\(folder)/dconf/profile/user") != nil { return false }
    if let user = read("\(configHome)/dconf/user"), names(user) { return false }
    for folder in [dataHome] + dataDirs {
      let schemas = "\(folder)/glib-2.0/schemas"
      for name in list(schemas) where name.hasSuffix(".gschema.override") {
        if let text = read("\(schemas)/\(name)"), names(text) { return false }
      }
    }
    return true
  }

  /// Whether `bytes` hold either key's name anywhere (a dconf database stores each key's name whole).
  private static func names(_ bytes: Data) -> Bool { keys.contains { bytes.range(of: Data($0.utf8)) != nil } }

  /// `hold` on this machine's files.
  static func hold(environment: [String: String]) -> Bool {
    hold(
      environment: environment,
      read: { FileManager.default.contents(atPath: $0) },
      list: { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] })
  }
}
