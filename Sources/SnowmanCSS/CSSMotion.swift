import Foundation

/// A transform-like property of the page, in the order a browser applies them about the origin: the individual
/// `translate`, `rotate` and `scale`, then `transform`.
enum PageList: Int, CaseIterable, Comparable {
  case translate, rotate, scale, transform

  static func < (a: PageList, b: PageList) -> Bool { a.rawValue < b.rawValue }

  /// The property's name as CSS writes it.
  var name: String {
    switch self {
    case .translate: return "translate"
    case .rotate: return "rotate"
    case .scale: return "scale"
    case .transform: return "transform"
    }
  }

  /// The individual property, for all but `transform`.
  var individual: IndividualTransform? { IndividualTransform(rawValue: name) }
}

/// One `@keyframes` rule as an element plays it: its properties' keyframe tracks and how the element plays them
/// (one entry of its rule's animation list).
struct CSSMotion {
  let name: String
  var rule: AnimationRule
  /// The transform-like properties the keyframes set.
  var lists: [PageList: KeyframeTrack<[TransformFunction]>] = [:]
  var opacity: KeyframeTrack<Double>?
  var origin: KeyframeTrack<Origin>?

  /// The `transform` track.
  var transform: KeyframeTrack<[TransformFunction]>? { lists[.transform] }

  /// Properties a keyframe may set that change nothing the stage draws: a browser ignores the animation and
  /// transition ones inside a keyframe, and the rest do not paint.
  static let ignored: Set<String> = ["will-change", "backface-visibility", "animation-composition"]

  /// Reads `keyframes` as played by `sheet`'s first rule that names it (CSS's defaults when none does).
  init(_ keyframes: CSSSheet.Keyframes, sheet: CSSSheet, box: PictureBox) throws {
    try self.init(keyframes, rule: try AnimationRule(for: keyframes.name, in: sheet, box: box), sheet: sheet, box: box)
  }

  /// Reads `keyframes` as `rule` plays it, on a picture whose box is `box` points.
  /// - Throws: `CSSProblem` with the sentence that names the keyframe and the function at fault.
  init(_ keyframes: CSSSheet.Keyframes, rule: AnimationRule, sheet: CSSSheet, box: PictureBox) throws {
    name = keyframes.name
    if let problem = keyframes.problem { throw CSSProblem(reason: problem) }
    guard !keyframes.rules.isEmpty else { throw CSSProblem(reason: "it has no keyframes") }
    self.rule = rule
    if rule.hidden { throw CSSProblem(reason: "it plays on an element that is hidden") }

    // Every keyframe: its offsets, its curve, what it sets.
    struct Entry {
      var offset: Double, label: String, curve: CSSCurve, order: Int
      var lists: [PageList: [TransformFunction]] = [:]
      var opacity: Double?, origin: Origin?, visible: Bool?
    }
    var entries: [Entry] = []
    var offsets = Set<Double>()
    for (order, kf) in keyframes.rules.enumerated() {
      let label = kf.selectors.joined(separator: ", ")
      var entry = Entry(offset: 0, label: "", curve: rule.timing, order: order)
      for d in kf.declarations where !d.important {
        let context = "at \(CSSSheet.shown(label)), \(CSSSheet.shown(d.name))"
        do {
          let parts = try CSSValue.components(d.value, custom: sheet.customProperties)
          switch d.name {
          case "transform": entry.lists[.transform] = try TransformParser.parse(parts, box: box)
          case "translate", "rotate", "scale":
            let list = PageList.allCases.first { $0.name == d.name } ?? .transform
            entry.lists[list] = try list.individual?.parse(parts, box: box)
          case "opacity":
            guard parts.count == 1 else { throw CSSValueError(reason: "is not one number") }
            // CSS clamps an opacity to 0…1 where it is computed, before it is blended.
            entry.opacity = min(max(try CSSUnits.number(parts[0], allowPercent: true, in: d.value), 0), 1)
          case "transform-origin": entry.origin = try Origin(parts, box: box)
          case "visibility":
            guard parts.count == 1, let w = AnimationRule.name(parts[0])?.lowercased(),
              ["visible", "hidden", "collapse"].contains(w)
            else { throw CSSValueError(reason: "is not visible, hidden or collapse") }
            entry.visible = w == "visible"
          case "animation-timing-function": entry.curve = try CSSCurve(parts)
          default:
            let silent =
              d.name.hasPrefix("animation") || d.name.hasPrefix("transition") || d.name.hasPrefix("--")
              || CSSMotion.ignored.contains(d.name)
            if !silent {
              throw CSSProblem(reason: "\(context) is set, a property the stage has no word for")
            }
          }
        } catch let error as CSSValueError {
          throw CSSProblem(reason: "\(context) \(error.reason)")
        }
      }
      for selector in kf.selectors {
        guard let offset = CSSMotion.offset(selector) else {
          throw CSSProblem(
            reason: "it has the keyframe selector “\(CSSSheet.shown(selector))”, which is not from, to or a percentage "
              + "from 0% to 100%")
        }
        offsets.insert(offset)
        var e = entry
        (e.offset, e.label) = (offset, selector.lowercased())
        entries.append(e)
      }
    }
    // By offset; at one offset, document order (the later value wins, as the cascade has it).
    entries.sort { ($0.offset, $0.order) < ($1.offset, $1.order) }
    let startCurve = entries.first(where: { $0.offset == 0 })?.curve ?? rule.timing

    func track<V>(_ value: (Entry) -> V?, base: V) -> KeyframeTrack<V>? {
      var frames: [KeyframeTrack<V>.Keyframe] = []
      for e in entries {
        guard let v = value(e) else { continue }
        let frame = KeyframeTrack<V>.Keyframe(offset: e.offset, value: v, curve: e.curve, label: e.label)
        if frames.last?.offset == e.offset { frames[frames.count - 1] = frame } else { frames.append(frame) }
      }
      guard !frames.isEmpty else { return nil }
      if frames[0].offset > 0 {
        frames.insert(.init(offset: 0, value: base, curve: startCurve, label: "0% (the element's own value)"), at: 0)
      }
      if let last = frames.last, last.offset < 1 {
        frames.append(.init(offset: 1, value: base, curve: .linear, label: "100% (the element's own value)"))
      }
      return KeyframeTrack(keyframes: frames)
    }
    for list in PageList.allCases {
      lists[list] = track({ $0.lists[list] }, base: rule.lists[list] ?? [])
    }
    opacity = track({ $0.opacity }, base: rule.opacity)
    origin = track({ $0.origin }, base: rule.origin)
    if let visibility = track({ $0.visible }, base: true) {
      // Visibility steps: a browser shows the picture between two keyframes unless both hide it.
      for (a, b) in zip(visibility.keyframes, visibility.keyframes.dropFirst()) where !a.value && !b.value {
        throw CSSProblem(reason: "it hides the picture from \(a.label) to \(b.label), which the stage cannot do")
      }
    }
    if lists.isEmpty && opacity == nil && origin == nil {
      throw CSSProblem(
        reason: "it changes nothing the stage draws (no transform, translate, rotate, scale, opacity or "
          + "transform-origin)")
    }
  }

  /// A keyframe selector's offset: `from` 0, `to` 1, a percentage in 0…100 %.
  static func offset(_ selector: String) -> Double? {
    let s = selector.trimmingCharacters(in: .whitespaces).lowercased()
    if s == "from" { return 0 }
    if s == "to" { return 1 }
    guard s.hasSuffix("%"), let n = Double(s.dropLast()), n.isFinite, (0...100).contains(n) else { return nil }
    return n / 100
  }
}
