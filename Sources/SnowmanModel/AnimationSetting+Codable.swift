import Foundation

/// A coding key made from any string, so that the property table can drive encoding and decoding.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}

extension AnimationSetting: Codable {
  /// The keys a later step holds: everything but the chain's repeat count and autoreverse.
  static let stepKeys = PropertyTable.all.filter { $0.key != .repeatCount && $0.key != .autoreverse }

  /// Encodes every property under its table key; choices as their names ("easeInOut", true/false); later steps
  /// under `steps`, only when there are any (a one-step animation is written as version 1 wrote it).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try encodeFields(into: &c, specs: PropertyTable.all)
    if steps.count > 1 {
      var list = c.nestedUnkeyedContainer(forKey: AnyCodingKey("steps"))
      for step in steps.dropFirst() {
        var item = list.nestedContainer(keyedBy: AnyCodingKey.self)
        try AnimationSetting(steps: [step]).encodeFields(into: &item, specs: Self.stepKeys)
      }
    }
  }

  private func encodeFields(into c: inout KeyedEncodingContainer<AnyCodingKey>, specs: [PropertySpec]) throws {
    for spec in specs {
      let key = AnyCodingKey(spec.key.rawValue)
      switch spec.key {
      case .autoreverse: try c.encode(autoreverse, forKey: key)
      case .easing: try c.encode(easing.fileValue, forKey: key)
      case .repeatCount: try c.encode(repeatCount, forKey: key)
      default: try c.encode(self[spec.key], forKey: key)
      }
    }
    if let image { try c.encode(image, forKey: AnyCodingKey("image")) }
  }

  /// Decodes strictly: every field must be present, finite, in range and of the right type; at most 8 steps.
  /// - Throws: `SettingError` naming the first field at fault and its value.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self = try Self.decodeFields(c, specs: PropertyTable.all, prefix: "")
    let stepsKey = AnyCodingKey("steps")
    guard c.contains(stepsKey), (try? c.decodeNil(forKey: stepsKey)) != true else { return }
    guard var list = try? c.nestedUnkeyedContainer(forKey: stepsKey) else {
      throw SettingError(field: "steps", value: nil, reason: "must be a list of steps")
    }
    if let count = list.count, count + 1 > AnimationSetting.maxSteps {
      throw SettingError(
        field: "steps", value: "\(count + 1) steps",
        reason: "is too many: a preset holds at most \(AnimationSetting.maxSteps)")
    }
    var n = 2
    while !list.isAtEnd {
      guard let item = try? list.nestedContainer(keyedBy: AnyCodingKey.self) else {
        throw SettingError(field: "steps", value: nil, reason: "must hold objects, one a step")
      }
      steps.append(try Self.decodeFields(item, specs: Self.stepKeys, prefix: "step \(n) ").steps[0])
      n += 1
    }
  }

  private static func decodeFields(_ c: KeyedDecodingContainer<AnyCodingKey>, specs: [PropertySpec], prefix: String)
    throws -> AnimationSetting
  {
    var s = AnimationSetting()
    for spec in specs {
      let name = spec.key.rawValue
      let key = AnyCodingKey(name)
      guard c.contains(key) else { throw SettingError(field: prefix + name, value: nil, reason: "is missing") }
      switch spec.key {
      case .autoreverse:
        guard let flag = try? c.decode(Bool.self, forKey: key) else {
          throw SettingError(field: prefix + name, value: describe(c, key), reason: "must be true or false")
        }
        s.autoreverse = flag
      case .easing:
        guard let text = try? c.decode(String.self, forKey: key) else {
          throw SettingError(field: prefix + name, value: describe(c, key), reason: "must be a string")
        }
        s.easing = try Easing(fileValue: text, field: prefix + name)
      default:
        guard let number = try? c.decode(Double.self, forKey: key) else {
          throw SettingError(field: prefix + name, value: describe(c, key), reason: "must be a number")
        }
        try validate(number, spec)
        s[spec.key] = number
      }
    }
    let imageKey = AnyCodingKey("image")
    if c.contains(imageKey), (try? c.decodeNil(forKey: imageKey)) != true {
      s.image = try c.decode(ImageReference.self, forKey: imageKey)
    }
    return s
  }

  /// Rejects a number that a stepper could not produce: not finite, out of range, or fractional repeats.
  static func validate(_ number: Double, _ spec: PropertySpec) throws {
    let name = spec.key.rawValue
    guard number.isFinite else {
      throw SettingError(field: name, value: "\(number)", reason: "must be a finite number")
    }
    if let range = spec.range, !range.contains(number) {
      throw SettingError(
        field: name, value: "\(number)",
        reason: "must be between \(Self.short(range.lowerBound)) and \(Self.short(range.upperBound))")
    }
    if spec.isInteger && number.rounded() != number {
      throw SettingError(field: name, value: "\(number)", reason: "must be a whole number")
    }
  }

  private static func short(_ v: Double) -> String {
    v.rounded() == v ? String(Int(v)) : String(v)
  }

  private static func describe(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey) -> String {
    if (try? c.decodeNil(forKey: key)) == true { return "null" }
    if let s = try? c.decode(String.self, forKey: key) { return "\"\(s.prefix(40))\"" }
    if let d = try? c.decode(Double.self, forKey: key) { return "\(d)" }
    if let b = try? c.decode(Bool.self, forKey: key) { return "\(b)" }
    return "not a plain value"
  }
}

extension Easing {
  /// Reads the `easing` field of a preset file: a kind's key ("easeInOut", "spring"), `cubic-bezier(…)` or
  /// `spring(bounce: …)`.
  /// - Throws: `SettingError` naming the field and the text.
  init(fileValue text: String, field: String) throws {
    if let kind = EasingKind(rawValue: text), kind != .custom {
      self = Easing(kind: kind)
      return
    }
    let names = EasingKind.allCases.filter { $0 != .custom }.map(\.rawValue).joined(separator: ", ")
    guard text.hasPrefix("cubic-bezier(") || text.hasPrefix("spring(") else {
      throw SettingError(
        field: field, value: "\"\(text.prefix(40))\"",
        reason: "must be one of \(names), cubic-bezier(x1, y1, x2, y2) or spring(bounce: b)")
    }
    do {
      self = try Easing(parsing: text)
    } catch {
      throw SettingError(field: field, value: "\"\(text.prefix(40))\"", reason: "is not a curve Snowman draws")
    }
  }
}
