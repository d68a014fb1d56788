import Foundation

/// A coding key made from any string, so that the property table can drive encoding and decoding.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}

extension StepChain: Codable {
  /// The keys a later step holds: everything but the chain's repeat count and autoreverse.
  static let stepKeys = PropertyTable.all.filter { $0.key != .repeatCount && $0.key != .autoreverse }
  /// The keys version 3 added (the motion vocabulary): files of earlier versions lack them, and read as their
  /// defaults, which play as those files always played.
  static let laterKeys: Set<PropertyKey> = [.skewX, .skewY, .depth, .eye, .anchorX, .anchorY]

  /// Encodes every property under its table key; choices as their names ("easeInOut", true/false); later steps
  /// under `steps`, only when there are any (a one-step animation is written as version 1 wrote it).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try encodeFields(into: &c, step: 0, specs: PropertyTable.all)
    if steps.count > 1 {
      var list = c.nestedUnkeyedContainer(forKey: AnyCodingKey("steps"))
      for index in steps.indices.dropFirst() {
        var item = list.nestedContainer(keyedBy: AnyCodingKey.self)
        try encodeFields(into: &item, step: index, specs: Self.stepKeys)
      }
    }
    try Self.encodeCostume(costume, into: &c)
  }

  /// The optional `costume` object, as every file version writes it.
  static func encodeCostume(_ costume: Costume?, into c: inout KeyedEncodingContainer<AnyCodingKey>) throws {
    guard let costume else { return }
    var item = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("costume"))
    try item.encode(costume.id, forKey: AnyCodingKey("id"))
    try item.encode(costume.offsetX, forKey: AnyCodingKey("offsetX"))
    try item.encode(costume.offsetY, forKey: AnyCodingKey("offsetY"))
    try item.encode(costume.scale, forKey: AnyCodingKey("scale"))
    if let image = costume.image { try item.encode(image, forKey: AnyCodingKey("image")) }
  }

  /// Step `index`'s fields of `specs` (and the chain's, when `specs` holds them).
  private func encodeFields(into c: inout KeyedEncodingContainer<AnyCodingKey>, step index: Int, specs: [PropertySpec])
    throws
  {
    for spec in specs {
      let key = AnyCodingKey(spec.key.rawValue)
      switch spec.key {
      case .autoreverse: try c.encode(autoreverse, forKey: key)
      case .easing: try c.encode(steps[index].easing.fileValue, forKey: key)
      case .repeatCount: try c.encode(repeatCount, forKey: key)
      default: try c.encode(self[spec.key, step: index], forKey: key)
      }
    }
    if let image = steps[index].image { try c.encode(image, forKey: AnyCodingKey("image")) }
    if let own = steps[index].opacityEasing { try c.encode(own.fileValue, forKey: AnyCodingKey("opacityEasing")) }
    if let own = steps[index].offsetEasing { try c.encode(own.fileValue, forKey: AnyCodingKey("offsetEasing")) }
  }

  /// Decodes strictly: every field must be present (those version 3 added may be absent: their defaults), finite, in
  /// range and of the right type; at most 16 steps.
  /// - Throws: `SettingError` naming the first field at fault and its value.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self = try Self.decodeFields(c, specs: PropertyTable.all, prefix: "")
    costume = try Self.decodeCostume(c)
    let stepsKey = AnyCodingKey("steps")
    guard c.contains(stepsKey), (try? c.decodeNil(forKey: stepsKey)) != true else {
      try Self.checkTime(self)
      return
    }
    guard var list = try? c.nestedUnkeyedContainer(forKey: stepsKey) else {
      throw SettingError(field: "steps", value: nil, reason: "must be a list of steps")
    }
    if let count = list.count, count + 1 > StepChain.maxSteps {
      throw SettingError(
        field: "steps", value: "\(count + 1) steps",
        reason: "is too many: a preset holds at most \(StepChain.maxSteps)")
    }
    var n = 2
    while !list.isAtEnd {
      guard let item = try? list.nestedContainer(keyedBy: AnyCodingKey.self) else {
        throw SettingError(field: "steps", value: nil, reason: "must hold objects, one a step")
      }
      steps.append(try Self.decodeFields(item, specs: Self.stepKeys, prefix: "step \(n) ").steps[0])
      n += 1
    }
    try Self.checkTime(self)
  }

  private static func decodeFields(_ c: KeyedDecodingContainer<AnyCodingKey>, specs: [PropertySpec], prefix: String)
    throws -> StepChain
  {
    var s = StepChain()
    for spec in specs {
      let name = spec.key.rawValue
      let key = AnyCodingKey(name)
      if !c.contains(key) && laterKeys.contains(spec.key) { continue }
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
        s.steps[0].easing = try Easing(fileValue: text, field: prefix + name)
      default:
        guard let number = try? c.decode(Double.self, forKey: key) else {
          throw SettingError(field: prefix + name, value: describe(c, key), reason: "must be a number")
        }
        try validate(number, spec)
        s[spec.key, step: 0] = number
      }
    }
    let imageKey = AnyCodingKey("image")
    if c.contains(imageKey), (try? c.decodeNil(forKey: imageKey)) != true {
      s.steps[0].image = try c.decode(ImageReference.self, forKey: imageKey)
    }
    for (name, path) in [("opacityEasing", \Step.opacityEasing), ("offsetEasing", \Step.offsetEasing)] {
      let ownKey = AnyCodingKey(name)
      guard c.contains(ownKey), (try? c.decodeNil(forKey: ownKey)) != true else { continue }
      guard let text = try? c.decode(String.self, forKey: ownKey) else {
        throw SettingError(field: prefix + name, value: describe(c, ownKey), reason: "must be a string")
      }
      s.steps[0][keyPath: path] = try Easing(fileValue: text, field: prefix + name)
    }
    return s
  }

  /// A chain of cuts alone plays nothing: a file whose every step lasts 0 s is refused.
  private static func checkTime(_ setting: StepChain) throws {
    guard setting.takesTime else {
      throw SettingError(
        field: "duration", value: "\(setting.steps[0].durationSeconds)",
        reason: "is a cut in every step: a preset must take some time")
    }
  }

  /// The optional `costume`: a built-in's id, or a user's picture (`image`, its hash as the id); offsets −1…1 and
  /// a scale 0.3…3.
  static func decodeCostume(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> Costume? {
    let key = AnyCodingKey("costume")
    guard c.contains(key), (try? c.decodeNil(forKey: key)) != true else { return nil }
    guard let item = try? c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key) else {
      throw SettingError(field: "costume", value: describe(c, key), reason: "must be an object")
    }
    guard let id = try? item.decode(String.self, forKey: AnyCodingKey("id")) else {
      throw SettingError(field: "costume.id", value: nil, reason: "must be a costume's name")
    }
    var costume = Costume(id: id)
    for (name, range) in [
      ("offsetX", Costume.offsetRange), ("offsetY", Costume.offsetRange), ("scale", Costume.scaleRange),
    ] {
      let field = AnyCodingKey(name)
      guard let number = try? item.decode(Double.self, forKey: field), number.isFinite else {
        throw SettingError(field: "costume.\(name)", value: describe(item, field), reason: "must be a number")
      }
      guard range.contains(number) else {
        throw SettingError(
          field: "costume.\(name)", value: "\(number)",
          reason: "must be between \(short(range.lowerBound)) and \(short(range.upperBound))")
      }
      switch name {
      case "offsetX": costume.offsetX = number
      case "offsetY": costume.offsetY = number
      default: costume.scale = number
      }
    }
    let imageKey = AnyCodingKey("image")
    if item.contains(imageKey), (try? item.decodeNil(forKey: imageKey)) != true {
      let image = try item.decode(ImageReference.self, forKey: imageKey)
      guard image.sha256 == id else {
        throw SettingError(field: "costume.id", value: "\"\(id.prefix(40))\"", reason: "must be its picture's hash")
      }
      costume.image = image
    } else if BuiltInCostumes.kind(id) == nil {
      let names = BuiltInCostumes.all.map(\.id).joined(separator: ", ")
      throw SettingError(field: "costume.id", value: "\"\(id.prefix(40))\"", reason: "must be one of \(names)")
    }
    return costume
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

  static func short(_ v: Double) -> String {
    v.rounded() == v ? String(Int(v)) : String(v)
  }

  static func describe(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey) -> String {
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
    guard ["cubic-bezier(", "spring(", "steps(", "linear("].contains(where: text.hasPrefix) else {
      throw SettingError(
        field: field, value: "\"\(text.prefix(40))\"",
        reason: "must be one of \(names), cubic-bezier(x1, y1, x2, y2), spring(bounce: b), steps(n, jump) or linear(…)")
    }
    do {
      self = try Easing(parsing: text)
    } catch {
      throw SettingError(field: field, value: "\"\(text.prefix(40))\"", reason: "is not a curve Snowman draws")
    }
  }
}
