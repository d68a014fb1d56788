import Foundation

/// A layer as version 5 writes it, in the setting's `layers` list:
///
/// ```
/// { "name": "Snowflake", "box": { "x": 0, "y": -300, "width": 40, "height": 40 },
///   "tracks": { "offsetY": [ … ], "image": [ … ] },
///   "copies": { "count": 24, "offset": { "x": 16, "y": 0, "zTurns": 0, "scale": 1, "opacity": 0 },
///               "each": 0.2, "from": "random", "seed": 7, "ease": "linear" },
///   "hidden": true, "parent": 0 }
/// ```
/// `copies` is written only for more than one, `hidden` only when true, `parent` only when there is one; a stagger
/// says `each` or `amount`, and `from` is start, center, end, edges, random (with its `seed`) or a copy's index.
extension SceneLayer: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.encode(name, forKey: AnyCodingKey("name"))
    var place = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("box"))
    for (key, value) in [("x", box.centerX), ("y", box.centerY), ("width", box.width), ("height", box.height)] {
      try place.encode(value, forKey: AnyCodingKey(key))
    }
    try tracks.encode(into: &c, forKey: AnyCodingKey("tracks"))
    if copies.count > 1 {
      var out = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("copies"))
      try out.encode(copies.count, forKey: AnyCodingKey("count"))
      var step = out.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("offset"))
      let s = copies.step
      for (key, value) in [
        ("x", s.offsetX), ("y", s.offsetY), ("zTurns", s.zTurns), ("scale", s.scale), ("opacity", s.opacity),
      ] {
        try step.encode(value, forKey: AnyCodingKey(key))
      }
      switch copies.stagger.spacing {
      case .each(let seconds): try out.encode(seconds, forKey: AnyCodingKey("each"))
      case .amount(let seconds): try out.encode(seconds, forKey: AnyCodingKey("amount"))
      }
      switch copies.stagger.from {
      case .start: try out.encode("start", forKey: AnyCodingKey("from"))
      case .center: try out.encode("center", forKey: AnyCodingKey("from"))
      case .end: try out.encode("end", forKey: AnyCodingKey("from"))
      case .edges: try out.encode("edges", forKey: AnyCodingKey("from"))
      case .index(let k): try out.encode(k, forKey: AnyCodingKey("from"))
      case .random(let seed):
        try out.encode("random", forKey: AnyCodingKey("from"))
        try out.encode(seed, forKey: AnyCodingKey("seed"))
      }
      try out.encode(copies.stagger.ease.fileValue, forKey: AnyCodingKey("ease"))
    }
    if hidden { try c.encode(true, forKey: AnyCodingKey("hidden")) }
    if let parent { try c.encode(parent, forKey: AnyCodingKey("parent")) }
  }

  /// The setting's `layers`, read strictly (none when absent), each layer's tracks within a pass of `duration`.
  /// - Throws: `SettingError` naming the layer and field at fault ("layers 2 box width") and its value.
  static func decodeList(_ c: KeyedDecodingContainer<AnyCodingKey>, duration: Double) throws -> [SceneLayer] {
    let key = AnyCodingKey("layers")
    guard c.contains(key), (try? c.decodeNil(forKey: key)) != true else { return [] }
    guard var list = try? c.nestedUnkeyedContainer(forKey: key) else {
      throw SettingError(field: "layers", value: nil, reason: "must be a list of layers")
    }
    var out: [SceneLayer] = []
    while !list.isAtEnd {
      let field = "layers \(out.count + 1)"
      guard let item = try? list.nestedContainer(keyedBy: AnyCodingKey.self) else {
        throw SettingError(field: field, value: nil, reason: "must be an object")
      }
      out.append(try SceneLayer(from: item, field: field, index: out.count + 1, duration: duration))
    }
    return out
  }

  /// The layer at `index` (the first picture is 0), read from `c`.
  init(from c: KeyedDecodingContainer<AnyCodingKey>, field: String, index: Int, duration: Double) throws {
    guard let name = try? c.decode(String.self, forKey: AnyCodingKey("name")),
      !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else {
      throw SettingError(field: field + " name", value: nil, reason: "is missing, empty or not a string")
    }
    guard let place = try? c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("box")) else {
      throw SettingError(field: field + " box", value: nil, reason: "is missing or not an object")
    }
    func number(
      _ c: KeyedDecodingContainer<AnyCodingKey>, _ key: String, _ where_: String, _ range: ClosedRange<Double>
    )
      throws -> Double
    {
      guard let v = try? c.decode(Double.self, forKey: AnyCodingKey(key)) else {
        throw SettingError(
          field: "\(where_) \(key)",
          value: c.contains(AnyCodingKey(key)) ? StepChain.describe(c, AnyCodingKey(key)) : nil,
          reason: c.contains(AnyCodingKey(key)) ? "must be a number" : "is missing")
      }
      guard v.isFinite, range.contains(v) else {
        throw SettingError(
          field: "\(where_) \(key)", value: "\(v)",
          reason: "must be between \(StepChain.short(range.lowerBound)) and \(StepChain.short(range.upperBound))")
      }
      return v
    }
    let far = RestBox.farthest, large = RestBox.largest
    let box = RestBox(
      centerX: try number(place, "x", field + " box", -far...far),
      centerY: try number(place, "y", field + " box", -far...far),
      width: try number(place, "width", field + " box", 0.1...large),
      height: try number(place, "height", field + " box", 0.1...large))
    let tracks = try MotionTracks(
      from: c, forKey: AnyCodingKey("tracks"), field: field + " tracks", duration: duration)
    var copies = Copies(count: 1)
    if let made = try? c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("copies")) {
      let at = field + " copies"
      let count = try number(made, "count", at, 1...Double(Copies.most))
      guard count == count.rounded() else {
        throw SettingError(field: at + " count", value: "\(count)", reason: "must be a whole number")
      }
      var step = Copies.Step()
      if let offset = try? made.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("offset")) {
        step = Copies.Step(
          offsetX: try number(offset, "x", at + " offset", -far...far),
          offsetY: try number(offset, "y", at + " offset", -far...far),
          zTurns: try number(offset, "zTurns", at + " offset", -100...100),
          scale: try number(offset, "scale", at + " offset", 0.01...100),
          opacity: try number(offset, "opacity", at + " offset", -1...1))
      }
      copies = Copies(count: Int(count), step: step, stagger: try Self.stagger(made, field: at))
    }
    let parentKey = AnyCodingKey("parent")
    var parent: Int?
    if c.contains(parentKey), (try? c.decodeNil(forKey: parentKey)) != true {
      guard let p = try? c.decode(Int.self, forKey: parentKey), (0..<index).contains(p) else {
        throw SettingError(
          field: field + " parent", value: StepChain.describe(c, parentKey),
          reason: "must be a layer below this one, 0 (the first picture) to \(index - 1)")
      }
      parent = p
    }
    self.init(
      name: name, picture: tracks.picture.firstValue, box: box, tracks: tracks, copies: copies,
      hidden: (try? c.decode(Bool.self, forKey: AnyCodingKey("hidden"))) ?? false, parent: parent)
  }

  /// A copies object's stagger: `each` or `amount` seconds (0 to 1,000), `from`, its `seed`, its `ease`.
  private static func stagger(_ c: KeyedDecodingContainer<AnyCodingKey>, field: String) throws -> Stagger {
    let spacing: Stagger.Spacing
    if let each = try? c.decode(Double.self, forKey: AnyCodingKey("each")) {
      guard each.isFinite, (0...AnimationSetting.maxDuration).contains(each) else {
        throw SettingError(field: field + " each", value: "\(each)", reason: "must be between 0 and 1000 s")
      }
      spacing = .each(each)
    } else if let amount = try? c.decode(Double.self, forKey: AnyCodingKey("amount")) {
      guard amount.isFinite, (0...AnimationSetting.maxDuration).contains(amount) else {
        throw SettingError(field: field + " amount", value: "\(amount)", reason: "must be between 0 and 1000 s")
      }
      spacing = .amount(amount)
    } else {
      spacing = .each(0)
    }
    let fromKey = AnyCodingKey("from")
    var from = Stagger.Origin.start
    if let index = try? c.decode(Int.self, forKey: fromKey) {
      guard index >= 0 else {
        throw SettingError(field: field + " from", value: "\(index)", reason: "must be a copy's index, 0 or more")
      }
      from = .index(index)
    } else if c.contains(fromKey) {
      let text = (try? c.decode(String.self, forKey: fromKey)) ?? ""
      switch text {
      case "start": from = .start
      case "center": from = .center
      case "end": from = .end
      case "edges": from = .edges
      case "random":
        // Seeds stop at 2^53 − 1, the largest whole number every JSON reader keeps exact.
        guard let seed = try? c.decode(UInt64.self, forKey: AnyCodingKey("seed")), seed < 1 << 53 else {
          throw SettingError(
            field: field + " seed", value: nil, reason: "is missing or not a whole number from 0 to 9007199254740991")
        }
        from = .random(seed: seed)
      default:
        throw SettingError(
          field: field + " from", value: StepChain.describe(c, fromKey),
          reason: "must be start, center, end, edges, random or a copy's index")
      }
    }
    var ease = Easing.linear
    if let text = try? c.decode(String.self, forKey: AnyCodingKey("ease")) {
      ease = try Easing(fileValue: text, field: field + " ease")
    }
    return Stagger(spacing, from: from, ease: ease)
  }
}
