import Foundation

/// The built-in and saved presets together, looked up by name the way the command line does.
public struct PresetLibrary {
  /// Where the saved presets live.
  public let store: PresetStore
  /// What the store held when the library was opened.
  public private(set) var loaded: PresetLoadResult

  /// Opens the library over `store`, reading it once.
  public init(store: PresetStore) {
    self.store = store
    loaded = store.loadAll()
  }

  /// Records `preset` as saved, after the store has written it.
  public mutating func add(_ preset: Preset) {
    loaded.presets.removeAll { $0.id == preset.id }
    loaded.presets.append(preset)
  }

  /// Built-ins first, then saved presets oldest first: the picker's order.
  public var all: [Preset] { BuiltInPresets.inPickerOrder(loaded.presets) }

  /// Whether `preset` is a read-only built-in.
  public static func isBuiltIn(_ preset: Preset) -> Bool { BuiltInPresets.contains(preset.id) }

  /// The one preset called `name` (or whose id is `name`).
  /// - Throws: `LibraryError.notFound`, or `LibraryError.ambiguous` when saved presets share the name.
  public func find(_ name: String) throws -> Preset { try Self.find(name, in: all) }

  /// The one preset of `presets` called `name` (or whose id is `name`): the lookup of the command line and of
  /// the window's `--preset`.
  /// - Throws: `LibraryError.notFound`, or `LibraryError.ambiguous` when several share the name.
  public static func find(_ name: String, in presets: [Preset]) throws -> Preset {
    let matches = presets.filter { $0.name == name }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 { throw LibraryError.ambiguous(name, matches.map(\.id)) }
    if let id = UUID(uuidString: name), let byID = presets.first(where: { $0.id == id }) { return byID }
    throw LibraryError.notFound(name)
  }

  /// `name`, or `name 2`, `name 3`… whichever no preset has taken.
  public func freeName(_ name: String) -> String {
    PresetName.unique(name) { candidate in all.contains { $0.name == candidate } }
  }

  /// Adds a preset read from a file, never overwriting a stored one: a file identical to a stored preset (id,
  /// name, date and animation) is already there; one whose id is taken but differs in anything gets a fresh
  /// id, and a taken name gets a number.
  /// - Returns: what was done, for the user to read.
  /// - Throws: `PresetStoreError.io` when the store cannot write.
  public mutating func importPreset(_ file: Preset) throws -> ImportOutcome {
    if let same = all.first(where: { $0.id == file.id }) {
      if same.name == file.name && same.createdAt == file.createdAt && same.setting == file.setting {
        return .alreadyThere(same)
      }
    }
    let idTaken = all.contains { $0.id == file.id }
    let name = freeName(file.name)
    let stored = Preset(
      id: idTaken ? UUID() : file.id, name: name, createdAt: file.createdAt, setting: file.setting)
    try store.save(stored)
    add(stored)
    return .imported(stored, idWasTaken: idTaken, nameWasTaken: name != file.name)
  }
}

/// What importing one preset file did.
public enum ImportOutcome: Equatable, Sendable, CustomStringConvertible {
  /// A stored preset is identical to the file; nothing was written.
  case alreadyThere(Preset)
  /// The file was stored as this preset, under a fresh id and a numbered name where those were taken.
  case imported(Preset, idWasTaken: Bool, nameWasTaken: Bool)

  /// One line: "imported Mine", "imported Showcase 2 — as a new preset: its id and name were taken",
  /// "Showcase: already there".
  public var description: String {
    switch self {
    case .alreadyThere(let preset):
      return "\(preset.name.displaySafe()): already there"
    case .imported(let preset, let idWasTaken, let nameWasTaken):
      let line = "imported \(preset.name.displaySafe())"
      switch (idWasTaken, nameWasTaken) {
      case (false, false): return line
      case (true, false): return line + " — as a new preset: its id was taken"
      case (false, true): return line + " — its name was taken"
      case (true, true): return line + " — as a new preset: its id and name were taken"
      }
    }
  }
}

/// A name lookup that could not pick one preset.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
  /// No preset has this name or id.
  case notFound(String)
  /// Several saved presets have this name; their ids tell them apart.
  case ambiguous(String, [UUID])

  public var description: String {
    switch self {
    case .notFound(let name):
      return "no preset named \"\(name)\"; `snowman presets list` shows them"
    case .ambiguous(let name, let ids):
      return "\(ids.count) presets are named \"\(name)\"; name one by its id: "
        + ids.map { $0.uuidString.lowercased() }.joined(separator: ", ")
    }
  }
}
