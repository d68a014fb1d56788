import Foundation

/// Files of version 4: the motion as tracks.
///
/// ```
/// "setting": { "duration": 2, "repeatCount": 1, "autoreverse": true,
///   "tracks": { "zTurns": [ { "time": 0, "value": 0, "easing": "linear" },
///                           { "time": 2, "value": 1, "easing": "linear" } ],
///               "image": [ { "time": 0, "value": null, "easing": "linear", "hold": true } ] },
///   "costume": { … } }
/// ```
/// A keyframe's `easing` is the curve of the move into it; `hold` (written only when true) makes it a jump. The
/// picture's track is `image`, its values a stored picture or null for the snowman.
extension AnimationSetting: Codable {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.encode(durationSeconds, forKey: AnyCodingKey("duration"))
    try c.encode(repeatCount, forKey: AnyCodingKey("repeatCount"))
    try c.encode(autoreverse, forKey: AnyCodingKey("autoreverse"))
    var all = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("tracks"))
    for key in PropertyKey.animated where !tracks[key].isEmpty {
      var list = all.nestedUnkeyedContainer(forKey: AnyCodingKey(key.rawValue))
      for k in tracks[key].keyframes {
        var item = list.nestedContainer(keyedBy: AnyCodingKey.self)
        try Self.encodeTiming(k, into: &item)
        try item.encode(k.value, forKey: AnyCodingKey("value"))
      }
    }
    if !tracks.picture.isEmpty {
      var list = all.nestedUnkeyedContainer(forKey: AnyCodingKey(TrackName.picture.key))
      for k in tracks.picture.keyframes {
        var item = list.nestedContainer(keyedBy: AnyCodingKey.self)
        try Self.encodeTiming(k, into: &item)
        if let image = k.value {
          try item.encode(image, forKey: AnyCodingKey("value"))
        } else {
          try item.encodeNil(forKey: AnyCodingKey("value"))
        }
      }
    }
    try StepChain.encodeCostume(costume, into: &c)
  }

  private static func encodeTiming<V>(_ k: Keyframe<V>, into item: inout KeyedEncodingContainer<AnyCodingKey>) throws {
    try item.encode(k.time, forKey: AnyCodingKey("time"))
    try item.encode(k.curve.fileValue, forKey: AnyCodingKey("easing"))
    if k.hold { try item.encode(true, forKey: AnyCodingKey("hold")) }
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
    let tracksKey = AnyCodingKey("tracks")
    guard c.contains(tracksKey), (try? c.decodeNil(forKey: tracksKey)) != true else { return }
    guard let all = try? c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: tracksKey) else {
      throw SettingError(field: "tracks", value: nil, reason: "must be an object, a list of keyframes a property")
    }
    for name in all.allKeys {
      guard let track = TrackName(key: name.stringValue) else {
        throw SettingError(
          field: "tracks", value: "\"\(name.stringValue.prefix(40))\"",
          reason: "is not a property Snowman keys; the tracks are "
            + TrackName.all.map(\.key).joined(separator: ", "))
      }
      guard var list = try? all.nestedUnkeyedContainer(forKey: name) else {
        throw SettingError(field: "tracks.\(track.key)", value: nil, reason: "must be a list of keyframes")
      }
      var n = 1
      while !list.isAtEnd {
        let field = "tracks.\(track.key) keyframe \(n)"
        guard let item = try? list.nestedContainer(keyedBy: AnyCodingKey.self) else {
          throw SettingError(field: field, value: nil, reason: "must be an object")
        }
        let (time, curve, hold) = try Self.decodeTiming(item, field: field, duration: seconds)
        let valueKey = AnyCodingKey("value")
        switch track {
        case .property(let key):
          guard let value = try? item.decode(Double.self, forKey: valueKey) else {
            throw SettingError(
              field: field + " value", value: item.contains(valueKey) ? StepChain.describe(item, valueKey) : nil,
              reason: "must be a number")
          }
          do { try StepChain.validate(value, PropertyTable.spec(key)) } catch let e as SettingError {
            throw SettingError(field: field + " value", value: e.value, reason: e.reason)
          }
          tracks[key].insert(time: time, value: value, curve: curve, hold: hold)
        case .picture:
          guard item.contains(valueKey) else {
            throw SettingError(field: field + " value", value: nil, reason: "is missing")
          }
          let image =
            (try? item.decodeNil(forKey: valueKey)) == true
            ? nil : try item.decode(ImageReference.self, forKey: valueKey)
          tracks.picture.insert(time: time, value: image, curve: curve, hold: hold)
        }
        n += 1
      }
    }
  }

  private static func decodeTiming(_ item: KeyedDecodingContainer<AnyCodingKey>, field: String, duration: Double)
    throws -> (Double, Easing, Bool)
  {
    let timeKey = AnyCodingKey("time")
    guard let time = try? item.decode(Double.self, forKey: timeKey) else {
      throw SettingError(
        field: field + " time", value: item.contains(timeKey) ? StepChain.describe(item, timeKey) : nil,
        reason: "must be a number of seconds")
    }
    guard time.isFinite, time >= 0, time <= duration + keyReach else {
      throw SettingError(
        field: field + " time", value: "\(time)", reason: "must be within the pass, 0 to \(StepChain.short(duration)) s"
      )
    }
    let easingKey = AnyCodingKey("easing")
    var curve = Easing.linear
    if item.contains(easingKey), (try? item.decodeNil(forKey: easingKey)) != true {
      guard let text = try? item.decode(String.self, forKey: easingKey) else {
        throw SettingError(
          field: field + " easing", value: StepChain.describe(item, easingKey), reason: "must be a string")
      }
      curve = try Easing(fileValue: text, field: field + " easing")
    }
    let holdKey = AnyCodingKey("hold")
    var hold = false
    if item.contains(holdKey), (try? item.decodeNil(forKey: holdKey)) != true {
      guard let flag = try? item.decode(Bool.self, forKey: holdKey) else {
        throw SettingError(
          field: field + " hold", value: StepChain.describe(item, holdKey), reason: "must be true or false")
      }
      hold = flag
    }
    return (min(time, duration), curve, hold)
  }
}
