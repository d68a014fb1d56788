import Foundation

/// A preset file that carries its picture: `setting.image.data` holds the bytes as base64 (`presets export`);
/// `presets import` checks them against the picture's SHA-256 name before keeping them.
public enum PresetTransfer {
  /// `presetJSON` with `bytes` put into `setting.image.data`.
  /// - Throws: when `presetJSON` is not a preset file's JSON (a broken build).
  public static func embedding(_ bytes: Data, in presetJSON: Data) throws -> Data {
    guard var object = try JSONSerialization.jsonObject(with: presetJSON) as? [String: Any],
      var setting = object["setting"] as? [String: Any], var image = setting["image"] as? [String: Any]
    else { throw PresetStoreError.corrupt(path: "the export", underlying: "has no image to embed") }
    image["data"] = bytes.base64EncodedString()
    setting["image"] = image
    object["setting"] = setting
    return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  }

  /// The picture bytes embedded in a preset file, checked against `reference`'s SHA-256 by `digest`.
  /// - Throws: `PresetFileProblem` naming the file: no picture in it, not base64, or not the picture it names.
  public static func embedded(
    in presetJSON: Data, for reference: ImageReference, path: String, digest: (Data) -> String
  ) throws -> Data {
    let object = try? JSONSerialization.jsonObject(with: presetJSON) as? [String: Any]
    let image = (object?["setting"] as? [String: Any])?["image"] as? [String: Any]
    guard let text = image?["data"] as? String else {
      throw PresetFileProblem(
        path: path, reason: "names the picture \(reference.name) but does not carry it (export it with snowman)")
    }
    guard let bytes = Data(base64Encoded: text) else {
      throw PresetFileProblem(path: path, reason: "carries a picture that is not base64")
    }
    guard digest(bytes) == reference.sha256 else {
      throw PresetFileProblem(path: path, reason: "carries a picture whose bytes do not match its SHA-256 (damaged)")
    }
    return bytes
  }
}
