import Foundation

/// How a motion's tracks are written in a preset file (the setting's `tracks`, and each layer's):
///
/// ```
/// { "zTurns": [ { "time": 0, "value": 0, "easing": "linear" }, { "time": 2, "value": 1, "easing": "linear" } ],
///   "image": [ { "time": 0, "value": null, "easing": "linear", "hold": true } ] }
/// ```
/// A keyframe's `easing` is the curve of the move into it; `hold` (written only when true) makes it a jump. The
/// picture's track is `image`, its values a stored picture or null for the snowman.
extension MotionTracks {
  /// Writes every track that has keyframes under `key` (an empty object when none has).
  func encode(into c: inout KeyedEncodingContainer<AnyCodingKey>, forKey key: AnyCodingKey) throws {
    var all = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
    for property in PropertyKey.animated where !self[property].isEmpty {
      var list = all.nestedUnkeyedContainer(forKey: AnyCodingKey(property.rawValue))
      for k in self[property].keyframes {
        var item = list.nestedContainer(keyedBy: AnyCodingKey.self)
        try Self.encodeTiming(k, into: &item)
        try item.encode(k.value, forKey: AnyCodingKey("value"))
      }
    }
    if !picture.isEmpty {
      var list = all.nestedUnkeyedContainer(forKey: AnyCodingKey(TrackName.picture.key))
      for k in picture.keyframes {
        var item = list.nestedContainer(keyedBy: AnyCodingKey.self)
        try Self.encodeTiming(k, into: &item)
        if let image = k.value {
          try item.encode(image, forKey: AnyCodingKey("value"))
        } else {
          try item.encodeNil(forKey: AnyCodingKey("value"))
        }
      }
    }
  }

  private static func encodeTiming<V>(_ k: Keyframe<V>, into item: inout KeyedEncodingContainer<AnyCodingKey>) throws {
    try item.encode(k.time, forKey: AnyCodingKey("time"))
    try item.encode(k.curve.fileValue, forKey: AnyCodingKey("easing"))
    if k.hold { try item.encode(true, forKey: AnyCodingKey("hold")) }
  }

  /// Reads the tracks under `key` strictly, `field` naming them in an error: each track named by an animated
  /// property's key or `image`; each keyframe's time within a pass of `duration` seconds, its value in the
  /// property's range, its curve one Snowman draws. No `key`, or null: every track empty.
  /// - Throws: `SettingError` naming the first field at fault and its value.
  init(from c: KeyedDecodingContainer<AnyCodingKey>, forKey key: AnyCodingKey, field: String, duration: Double) throws {
    self.init()
    guard c.contains(key), (try? c.decodeNil(forKey: key)) != true else { return }
    guard let all = try? c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key) else {
      throw SettingError(field: field, value: nil, reason: "must be an object, a list of keyframes a property")
    }
    for name in all.allKeys {
      guard let track = TrackName(key: name.stringValue) else {
        throw SettingError(
          field: field, value: "\"\(name.stringValue.prefix(40))\"",
          reason: "is not a property Snowman keys; the tracks are "
            + TrackName.all.map(\.key).joined(separator: ", "))
      }
      guard var list = try? all.nestedUnkeyedContainer(forKey: name) else {
        throw SettingError(field: "\(field).\(track.key)", value: nil, reason: "must be a list of keyframes")
      }
      var n = 1
      while !list.isAtEnd {
        let place = "\(field).\(track.key) keyframe \(n)"
        guard let item = try? list.nestedContainer(keyedBy: AnyCodingKey.self) else {
          throw SettingError(field: place, value: nil, reason: "must be an object")
        }
        let (time, curve, hold) = try Self.decodeTiming(item, field: place, duration: duration)
        let valueKey = AnyCodingKey("value")
        switch track {
        case .property(let key):
          guard let value = try? item.decode(Double.self, forKey: valueKey) else {
            throw SettingError(
              field: place + " value", value: item.contains(valueKey) ? StepChain.describe(item, valueKey) : nil,
              reason: "must be a number")
          }
          do { try StepChain.validate(value, PropertyTable.spec(key)) } catch let e as SettingError {
            throw SettingError(field: place + " value", value: e.value, reason: e.reason)
          }
          self[key].insert(time: time, value: value, curve: curve, hold: hold)
        case .picture:
          guard item.contains(valueKey) else {
            throw SettingError(field: place + " value", value: nil, reason: "is missing")
          }
          let image =
            (try? item.decodeNil(forKey: valueKey)) == true
            ? nil : try item.decode(ImageReference.self, forKey: valueKey)
          picture.insert(time: time, value: image, curve: curve, hold: hold)
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
    guard time.isFinite, time >= 0, time <= duration + AnimationSetting.keyReach else {
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
