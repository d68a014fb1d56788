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
  /// Encodes every property under its table key; choices as their names ("easeInOut", true/false).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    for spec in PropertyTable.all {
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

  /// Decodes strictly: every field must be present, finite, in range and of the right type.
  /// - Throws: `SettingError` naming the first field at fault and its value.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init()
    for spec in PropertyTable.all {
      let name = spec.key.rawValue
      let key = AnyCodingKey(name)
      guard c.contains(key) else { throw SettingError(field: name, value: nil, reason: "is missing") }
      switch spec.key {
      case .autoreverse:
        guard let flag = try? c.decode(Bool.self, forKey: key) else {
          throw SettingError(field: name, value: Self.describe(c, key), reason: "must be true or false")
        }
        autoreverse = flag
      case .easing:
        guard let text = try? c.decode(String.self, forKey: key) else {
          throw SettingError(field: name, value: Self.describe(c, key), reason: "must be a string")
        }
        easing = try Easing(fileValue: text, field: name)
      default:
        guard let number = try? c.decode(Double.self, forKey: key) else {
          throw SettingError(field: name, value: Self.describe(c, key), reason: "must be a number")
        }
        try Self.validate(number, spec)
        self[spec.key] = number
      }
    }
    let imageKey = AnyCodingKey("image")
    if c.contains(imageKey), (try? c.decodeNil(forKey: imageKey)) != true {
      image = try c.decode(ImageReference.self, forKey: imageKey)
    }
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
