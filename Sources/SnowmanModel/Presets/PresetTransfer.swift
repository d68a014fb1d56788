import Foundation

/// A preset file that carries its picture: the picture's keyframes in `setting.tracks.image` hold the bytes as
/// base64 in their value's `data` (`presets export`); `presets import` checks them against the picture's SHA-256
/// name before keeping them. A file of version 3 or before carries them in `setting.image.data`.
public enum PresetTransfer {
  /// `presetJSON` with `bytes` put into every picture keyframe that shows `reference`.
  /// - Throws: when `presetJSON` is not a preset file's JSON showing `reference` (a broken build).
  public static func embedding(_ bytes: Data, for reference: ImageReference, in presetJSON: Data) throws -> Data {
    guard var object = try JSONSerialization.jsonObject(with: presetJSON) as? [String: Any],
      var setting = object["setting"] as? [String: Any], var tracks = setting["tracks"] as? [String: Any],
      var keys = tracks[TrackName.picture.key] as? [[String: Any]]
    else { throw PresetStoreError.corrupt(path: "the export", underlying: "has no picture to embed") }
    var carried = false
    for i in keys.indices {
      guard var value = keys[i]["value"] as? [String: Any], value["sha256"] as? String == reference.sha256 else {
        continue
      }
      value["data"] = bytes.base64EncodedString()
      keys[i]["value"] = value
      carried = true
    }
    guard carried else { throw PresetStoreError.corrupt(path: "the export", underlying: "does not show its picture") }
    tracks[TrackName.picture.key] = keys
    setting["tracks"] = tracks
    object["setting"] = setting
    return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  }

  /// The picture bytes embedded in a preset file, checked against `reference`'s SHA-256 by `digest`.
  /// - Throws: `PresetFileProblem` naming the file: no picture in it, not base64, or not the picture it names.
  public static func embedded(
    in presetJSON: Data, for reference: ImageReference, path: String, digest: (Data) -> String
  ) throws -> Data {
    let object = try? JSONSerialization.jsonObject(with: presetJSON) as? [String: Any]
    let setting = object?["setting"] as? [String: Any]
    let keys = ((setting?["tracks"] as? [String: Any])?[TrackName.picture.key] as? [[String: Any]]) ?? []
    let values =
      keys.compactMap { $0["value"] as? [String: Any] } + [setting?["image"] as? [String: Any]].compactMap { $0 }
    let image = values.first { $0["sha256"] as? String == reference.sha256 && $0["data"] != nil }
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
