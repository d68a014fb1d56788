import Foundation

/// Saved presets as one JSON file each, `<uuid>.json`, in one folder.
public final class FilePresetStore: PresetStore {
  /// The folder holding the files.
  public let directory: URL
  private let fileManager: FileManager
  /// Where deleted presets go.
  public let trash: Trash

  /// A store over `directory`; the folder is created on the first save.
  public init(directory: URL, trash: Trash = Trash(), fileManager: FileManager = .default) {
    self.directory = directory
    self.trash = trash
    self.fileManager = fileManager
  }

  /// The file that holds the preset with `id`.
  public func fileURL(for id: UUID) -> URL {
    directory.appendingPathComponent(id.uuidString.lowercased() + ".json")
  }

  /// The bytes a preset is written as: pretty-printed JSON with sorted keys and a final newline, stable across runs.
  public static func encode(_ preset: Preset) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(preset)
    data.append(0x0A)
    return data
  }

  /// Oldest first; presets saved in the same millisecond by name, then by id, so the order is total.
  public static func pickerOrder(_ a: Preset, _ b: Preset) -> Bool {
    if a.createdAt != b.createdAt { return a.createdAt < b.createdAt }
    if a.name != b.name { return a.name < b.name }
    return a.id.uuidString < b.id.uuidString
  }

  /// Reads one preset file strictly.
  /// - Returns: the preset, or the reason it was refused.
  public static func decode(_ data: Data, path: String, decoder: JSONDecoder = JSONDecoder()) -> Result<
    Preset, PresetFileProblem
  > {
    if let refusal = JSONGuard.refusal(data) { return .failure(PresetFileProblem(path: path, reason: refusal)) }
    do {
      return .success(try decoder.decode(Preset.self, from: data))
    } catch let error as SettingError {
      return .failure(PresetFileProblem(path: path, reason: error.description))
    } catch let error as DecodingError {
      return .failure(PresetFileProblem(path: path, reason: Self.explain(error)))
    } catch {
      return .failure(PresetFileProblem(path: path, reason: "is not valid JSON"))
    }
  }

  static func explain(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "is not valid JSON"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context),
      .keyNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? "is not a preset object" : "field \"\(path)\" has the wrong type"
    @unknown default:
      return "is not a preset"
    }
  }

  public func loadAll() -> PresetLoadResult {
    let names: [String]
    do {
      names = try fileManager.contentsOfDirectory(atPath: directory.path)
    } catch {
      if !fileManager.fileExists(atPath: directory.path) { return PresetLoadResult(presets: [], problems: []) }
      return PresetLoadResult(
        presets: [], problems: [PresetFileProblem(path: directory.path, reason: "cannot be listed")])
    }
    var presets: [Preset] = []
    var problems: [PresetFileProblem] = []
    var seen = Set<UUID>()
    let folder = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    let decoder = JSONDecoder()
    for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let path = folder + name
      let result = AtomicFile.read(path: path).flatMap { Self.decode($0, path: path, decoder: decoder) }
      switch result {
      case .failure(let problem):
        problems.append(problem)
      case .success(let preset):
        if UUID(uuidString: String(name.dropLast(5))) != preset.id {
          problems.append(
            PresetFileProblem(
              path: path, reason: "its id \(preset.id.uuidString.lowercased()) does not match its file name"))
        } else if BuiltInPresets.contains(preset.id) || !seen.insert(preset.id).inserted {
          problems.append(PresetFileProblem(path: path, reason: "its id is already taken"))
        } else {
          presets.append(preset)
        }
      }
    }
    presets.sort(by: Self.pickerOrder)
    return PresetLoadResult(presets: presets, problems: problems)
  }

  public func save(_ preset: Preset) throws {
    try ensureDirectory()
    let data: Data
    do { data = try Self.encode(preset) } catch {
      throw PresetStoreError.io(path: fileURL(for: preset.id).path, message: "the preset cannot be encoded")
    }
    try AtomicFile.write(data, to: fileURL(for: preset.id))
  }

  public func rename(id: UUID, to newName: String) throws {
    let url = fileURL(for: id)
    let data: Data
    switch AtomicFile.read(url) {
    case .success(let d): data = d
    case .failure:
      if !fileManager.fileExists(atPath: url.path) { throw PresetStoreError.notFound(id.uuidString.lowercased()) }
      throw PresetStoreError.corrupt(path: url.path, underlying: "it cannot be read")
    }
    if case .failure(let problem) = Self.decode(data, path: url.path) {
      throw PresetStoreError.corrupt(path: url.path, underlying: problem.reason)
    }
    // Edit the JSON object rather than re-encode the preset, so fields a newer build added survive.
    guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw PresetStoreError.corrupt(path: url.path, underlying: "is not a JSON object")
    }
    object["name"] = newName
    guard
      var out = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else {
      throw PresetStoreError.corrupt(path: url.path, underlying: "cannot be written back")
    }
    out.append(0x0A)
    try AtomicFile.write(out, to: url)
  }

  public func delete(id: UUID) throws {
    let url = fileURL(for: id)
    guard fileManager.fileExists(atPath: url.path) else { throw PresetStoreError.notFound(id.uuidString.lowercased()) }
    do { try fileManager.removeItem(at: url) } catch {
      throw PresetStoreError.io(path: url.path, message: "it cannot be removed")
    }
  }

  public func moveToTrash(id: UUID) throws -> TrashedFile {
    let url = fileURL(for: id)
    guard fileManager.fileExists(atPath: url.path) else { throw PresetStoreError.notFound(id.uuidString.lowercased()) }
    return try trash.trash(url)
  }

  public func restore(_ trashed: TrashedFile) throws {
    try trash.restore(trashed)
  }

  public func changeToken() -> String {
    guard let attributes = try? fileManager.attributesOfItem(atPath: directory.path),
      let date = attributes[.modificationDate] as? Date
    else { return "absent" }
    return String(date.timeIntervalSince1970)
  }

  private func ensureDirectory() throws {
    var isFolder: ObjCBool = false
    if fileManager.fileExists(atPath: directory.path, isDirectory: &isFolder) {
      if isFolder.boolValue { return }
      throw PresetStoreError.io(path: directory.path, message: "it is a file, not a folder")
    }
    do {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw PresetStoreError.io(path: directory.path, message: "the folder cannot be created")
    }
  }
}
