import Foundation

/// The picture formats Snowman reads.
public enum ImageType: String, Codable, CaseIterable, Sendable {
  case png, jpeg = "jpg", webp, gif, svg
}

/// A user's picture kept in the data folder's `images/`, named by its content's SHA-256, so the same bytes are
/// stored once and the original may move or vanish.
public struct ImageReference: Codable, Hashable, Sendable {
  /// The SHA-256 of the file's bytes, 64 lowercase hex digits.
  public let sha256: String
  /// Its format.
  public let type: ImageType
  /// The file name it was chosen as, shown to the user.
  public let name: String

  /// A reference to stored bytes.
  public init(sha256: String, type: ImageType, name: String) {
    self.sha256 = sha256
    self.type = type
    self.name = name
  }

  /// Its file name in `images/`: `<sha256>.<ext>`.
  public var fileName: String { "\(sha256).\(type.rawValue)" }

  enum CodingKeys: String, CodingKey { case sha256, type, name }

  /// Reads a reference strictly.
  /// - Throws: `SettingError` naming the field at fault.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard let hash = try? c.decode(String.self, forKey: .sha256), hash.count == 64,
      hash.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) })
    else { throw SettingError(field: "image.sha256", value: nil, reason: "must be 64 lowercase hex digits") }
    guard let typeText = try? c.decode(String.self, forKey: .type), let type = ImageType(rawValue: typeText) else {
      throw SettingError(
        field: "image.type", value: nil,
        reason: "must be one of " + ImageType.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard let name = try? c.decode(String.self, forKey: .name), !name.isEmpty, name.count <= 255 else {
      throw SettingError(field: "image.name", value: nil, reason: "must be a file name of 1 to 255 characters")
    }
    self.init(sha256: hash, type: type, name: name)
  }
}

/// The pictures in the data folder's `images/`: written atomically, once per content; read back checked.
public final class ImageStore: Sendable {
  /// The largest picture file Snowman takes: 64 MB.
  public static let maxBytes = 64_000_000

  /// The folder.
  public let directory: URL
  private let digest: @Sendable (Data) -> String

  /// A store in `directory`, naming files by `digest` (SHA-256 as lowercase hex; the App supplies it).
  public init(directory: URL, digest: @escaping @Sendable (Data) -> String) {
    self.directory = directory
    self.digest = digest
  }

  /// Where `reference`'s bytes are.
  public func url(for reference: ImageReference) -> URL { directory.appendingPathComponent(reference.fileName) }

  /// Keeps `data` (already checked to be a picture of `type`), unless the same bytes are there already.
  /// - Returns: the reference to store in a setting.
  /// - Throws: `PresetStoreError.io` naming the file when the folder cannot be written.
  public func store(_ data: Data, type: ImageType, name: String) throws -> ImageReference {
    let reference = ImageReference(sha256: digest(data), type: type, name: name)
    let url = url(for: reference)
    if case .success(let existing) = AtomicFile.read(url, maxBytes: ImageStore.maxBytes), existing == data {
      return reference
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw PresetStoreError.io(path: directory.path, message: "cannot create the folder")
    }
    try AtomicFile.write(data, to: url)
    return reference
  }

  /// The stored bytes of `reference`, checked against its hash.
  /// - Returns: the bytes, or why they cannot be used (missing, unreadable, or not what the name says: corrupt).
  public func read(_ reference: ImageReference) -> Result<Data, PresetFileProblem> {
    let url = url(for: reference)
    switch AtomicFile.read(url, maxBytes: ImageStore.maxBytes) {
    case .failure(let problem): return .failure(problem)
    case .success(let data):
      guard digest(data) == reference.sha256 else {
        return .failure(PresetFileProblem(path: url.path, reason: "does not match its SHA-256 name (it is damaged)"))
      }
      return .success(data)
    }
  }
}
