import Foundation

/// A preset file that could not be read; the file itself is left as it was.
public struct PresetFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file at fault.
  public let path: String
  /// Why it was skipped, as a clause ("is not valid JSON").
  public let reason: String

  /// Creates a problem report.
  public init(path: String, reason: String) { self.path = path; self.reason = reason }

  /// One sentence: `skipped /path/x.json: field "duration" is 0, which must be between 0.2 and 10`.
  public var description: String { "skipped \(path): \(reason)" }
}

/// What loading a preset folder found: the good presets, oldest first, and the files it skipped.
public struct PresetLoadResult: Equatable, Sendable {
  /// The presets that were read, ordered by creation date, then name.
  public var presets: [Preset]
  /// The files that were skipped, with their reasons.
  public var problems: [PresetFileProblem]

  /// Creates a result.
  public init(presets: [Preset], problems: [PresetFileProblem]) {
    self.presets = presets; self.problems = problems
  }
}

/// Errors of the preset and preferences stores.
public enum PresetStoreError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No saved preset has that id or name.
  case notFound(String)
  /// A file exists but cannot be read as a preset.
  case corrupt(path: String, underlying: String)
  /// The file system refused (read-only folder, full disk, permissions).
  case io(path: String, message: String)

  /// One sentence naming the preset or file.
  public var description: String {
    switch self {
    case .notFound(let what): return "no saved preset named \"\(what)\""
    case .corrupt(let path, let underlying): return "\(path) is not a readable preset: \(underlying)"
    case .io(let path, let message): return "could not write \(path): \(message)"
    }
  }
}

/// Where saved presets live. The window and the command line use the same store.
public protocol PresetStore: AnyObject {
  /// Reads every preset; never fails as a whole, and never changes a file it cannot read.
  func loadAll() -> PresetLoadResult
  /// Writes `preset` atomically, replacing the file with the same id.
  /// - Throws: `PresetStoreError.io` when the file system refuses.
  func save(_ preset: Preset) throws
  /// Renames the preset with `id`, keeping every other field of its file, unknown ones included.
  /// - Throws: `PresetStoreError.notFound`, `.corrupt` or `.io`.
  func rename(id: UUID, to newName: String) throws
  /// Removes the preset with `id` for good.
  /// - Throws: `PresetStoreError.notFound` or `.io`.
  func delete(id: UUID) throws
  /// Moves the preset with `id` to the user's trash, from where `restore` (or a file manager) puts it back.
  /// - Throws: `PresetStoreError.notFound`, or `TrashError` when no trash can take it (the file stays).
  func moveToTrash(id: UUID) throws -> TrashedFile
  /// Puts a trashed preset back under its own id.
  /// - Throws: `TrashError` naming the file.
  func restore(_ trashed: TrashedFile) throws
  /// A token that changes whenever the folder changes, so a window can pick up edits made from the shell.
  func changeToken() -> String
}
