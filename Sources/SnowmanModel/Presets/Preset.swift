import Foundation

/// A named, saved animation setting. Files name presets by `id`, never by `name`.
public struct Preset: Hashable, Sendable, Identifiable {
  /// The file format version this build writes: 2 adds custom curves, springs with a bounce, back and elastic; 3
  /// the motion vocabulary (anchor, skew, depth, eye, 16 steps, cuts, stepped and `linear()` curves); 4 a track
  /// per property, each keyed on the pass's clock (a file of 1 to 3 is a chain of steps, converted when read); 5 the
  /// layers above the first picture (a file of 4 is a scene of that one picture, read as it is).
  public static let currentVersion = 5
  /// The versions this build reads; a file is written in the current one only when it is saved again.
  public static let readableVersions = 1...currentVersion

  /// The stable identity; also the file name (`<id>.json`).
  public let id: UUID
  /// The name the user gave it; any text but empty.
  public var name: String
  /// When it was first saved, to the millisecond; orders the picker.
  public let createdAt: Date
  /// The animation it holds.
  public var setting: AnimationSetting
  /// The file format version it was read with.
  public let version: Int

  /// A preset; `createdAt` is rounded to whole milliseconds so a file round trip is exact.
  public init(id: UUID = UUID(), name: String, createdAt: Date = Date(), setting: AnimationSetting) {
    self.id = id
    self.name = name
    self.createdAt = Date(timeIntervalSince1970: (createdAt.timeIntervalSince1970 * 1000).rounded() / 1000)
    self.setting = setting
    self.version = Preset.currentVersion
  }
}

extension Preset: Codable {
  enum CodingKeys: String, CodingKey { case version, id, name, createdAt, setting }

  /// Writes the current `version`, `id`, `name`, `createdAt` (ISO 8601, milliseconds, UTC) and `setting`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Preset.currentVersion, forKey: .version)
    try c.encode(id.uuidString.lowercased(), forKey: .id)
    try c.encode(name, forKey: .name)
    try c.encode(Timestamp.string(createdAt), forKey: .createdAt)
    try c.encode(setting, forKey: .setting)
  }

  /// Reads a preset strictly.
  /// - Throws: `SettingError` naming the field and value at fault (an unknown version, a bad id, an empty name…).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard c.contains(.version) else { throw SettingError(field: "version", value: nil, reason: "is missing") }
    guard let version = try? c.decode(Int.self, forKey: .version) else {
      throw SettingError(field: "version", value: nil, reason: "must be a whole number")
    }
    guard Preset.readableVersions.contains(version) else {
      throw SettingError(
        field: "version", value: "\(version)",
        reason:
          "is not a version this build reads (\(Preset.readableVersions.map(String.init).joined(separator: " or ")))")
    }
    guard let idText = try? c.decode(String.self, forKey: .id) else {
      throw SettingError(field: "id", value: nil, reason: "is missing or not a string")
    }
    guard let id = UUID(uuidString: idText) else {
      throw SettingError(field: "id", value: "\"\(idText.prefix(40))\"", reason: "is not a UUID")
    }
    guard let name = try? c.decode(String.self, forKey: .name) else {
      throw SettingError(field: "name", value: nil, reason: "is missing or not a string")
    }
    guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw SettingError(field: "name", value: "\"\"", reason: "must not be empty")
    }
    guard let stamp = try? c.decode(String.self, forKey: .createdAt) else {
      throw SettingError(field: "createdAt", value: nil, reason: "is missing or not a string")
    }
    // Years before 1970 are refused: calendars disagree about them (Julian or proleptic Gregorian), so such a
    // date would not survive being written back. Milliseconds are what files hold.
    guard let parsed = Timestamp.date(stamp), parsed.timeIntervalSince1970 >= 0,
      parsed.timeIntervalSince1970 < 253_402_300_800
    else {
      throw SettingError(
        field: "createdAt", value: "\"\(stamp.prefix(40))\"", reason: "is not an ISO 8601 date from 1970 to 9999")
    }
    let date = Date(timeIntervalSince1970: (parsed.timeIntervalSince1970 * 1000).rounded() / 1000)
    guard c.contains(.setting) else { throw SettingError(field: "setting", value: nil, reason: "is missing") }
    let setting =
      version >= 4
      ? try c.decode(AnimationSetting.self, forKey: .setting)
      : AnimationSetting(chain: try c.decode(StepChain.self, forKey: .setting))
    self.id = id
    self.name = name
    self.createdAt = date
    self.setting = setting
    self.version = version
  }
}

extension Preset: Equatable {
  /// Two presets are the same when their id, name, date and animation are: the version a file was read with
  /// says how it was stored, not what it holds.
  public static func == (a: Preset, b: Preset) -> Bool {
    a.id == b.id && a.name == b.name && a.createdAt == b.createdAt && a.setting == b.setting
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(name)
    hasher.combine(createdAt)
    hasher.combine(setting)
  }
}
