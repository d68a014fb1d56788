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
  public var all: [Preset] { BuiltInPresets.all + loaded.presets }

  /// Whether `preset` is a read-only built-in.
  public static func isBuiltIn(_ preset: Preset) -> Bool { BuiltInPresets.contains(preset.id) }

  /// The one preset called `name` (or whose id is `name`).
  /// - Throws: `PresetStoreError.notFound`, or `LibraryError.ambiguous` when saved presets share the name.
  public func find(_ name: String) throws -> Preset {
    let matches = all.filter { $0.name == name }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 { throw LibraryError.ambiguous(name, matches.map(\.id)) }
    if let id = UUID(uuidString: name), let byID = all.first(where: { $0.id == id }) { return byID }
    throw PresetStoreError.notFound(name)
  }

  /// `name`, or `name (2)`, `name (3)`… whichever no preset has taken.
  public func freeName(_ name: String) -> String {
    guard all.contains(where: { $0.name == name }) else { return name }
    var n = 2
    while all.contains(where: { $0.name == "\(name) (\(n))" }) { n += 1 }
    return "\(name) (\(n))"
  }
}

/// A name lookup that could not pick one preset.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
  /// Several saved presets have this name; their ids tell them apart.
  case ambiguous(String, [UUID])

  public var description: String {
    switch self {
    case .ambiguous(let name, let ids):
      return "\(ids.count) presets are named \"\(name)\"; name one by its id: "
        + ids.map { $0.uuidString.lowercased() }.joined(separator: ", ")
    }
  }
}
