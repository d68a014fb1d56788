import Foundation

/// Files of versions 4 and 5: the motion as tracks (`MotionTracks+Codable`), and from 5 the layers above the first
/// picture (`SceneLayer+Codable`), written only when there are any.
///
/// ```
/// "setting": { "duration": 2, "repeatCount": 1, "autoreverse": true,
///   "tracks": { "zTurns": [ … ], "image": [ … ] },
///   "layers": [ { "name": "Snowflake", … } ],
///   "costume": { … } }
/// ```
extension AnimationSetting: Codable {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.encode(durationSeconds, forKey: AnyCodingKey("duration"))
    try c.encode(repeatCount, forKey: AnyCodingKey("repeatCount"))
    try c.encode(autoreverse, forKey: AnyCodingKey("autoreverse"))
    try tracks.encode(into: &c, forKey: AnyCodingKey("tracks"))
    if !layers.isEmpty { try c.encode(layers, forKey: AnyCodingKey("layers")) }
    try StepChain.encodeCostume(costume, into: &c)
  }

  /// Decodes strictly: the duration, repeat count and autoreverse present and in range; each track named by an
  /// animated property's key or `image`; each keyframe's time within the pass, its value in the property's range,
  /// its curve one Snowman draws.
  /// - Throws: `SettingError` naming the first field at fault and its value.
  /// A setting without `tracks` but with a step's `easing` is a chain as versions 1 to 3 wrote it (the draft in an
  /// older build's preferences): it is read as one and converted.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    if !c.contains(AnyCodingKey("tracks")) && c.contains(AnyCodingKey("easing")) {
      self.init(chain: try StepChain(from: decoder))
      return
    }
    self.init()
    let durationKey = AnyCodingKey("duration")
    guard let seconds = try? c.decode(Double.self, forKey: durationKey) else {
      throw SettingError(
        field: "duration", value: c.contains(durationKey) ? StepChain.describe(c, durationKey) : nil,
        reason: c.contains(durationKey) ? "must be a number" : "is missing")
    }
    guard seconds.isFinite, seconds >= Self.minDuration, seconds <= Self.maxDuration else {
      throw SettingError(
        field: "duration", value: "\(seconds)",
        reason: "must be between \(StepChain.short(Self.minDuration)) and \(StepChain.short(Self.maxDuration)) s")
    }
    durationSeconds = seconds
    let repeatKey = AnyCodingKey("repeatCount")
    guard let repeats = try? c.decode(Double.self, forKey: repeatKey) else {
      throw SettingError(field: "repeatCount", value: nil, reason: "is missing or not a number")
    }
    try StepChain.validate(repeats, PropertyTable.spec(.repeatCount))
    repeatCount = Int(repeats)
    guard let flag = try? c.decode(Bool.self, forKey: AnyCodingKey("autoreverse")) else {
      throw SettingError(field: "autoreverse", value: nil, reason: "is missing or not true or false")
    }
    autoreverse = flag
    costume = try StepChain.decodeCostume(c)
    tracks = try MotionTracks(from: c, forKey: AnyCodingKey("tracks"), field: "tracks", duration: seconds)
    layers = try SceneLayer.decodeList(c, duration: seconds)
  }

}
