import Foundation

/// How the element a `@keyframes` is named on plays it: what a style rule of the same sheet says in `animation` and
/// its longhands, or CSS's defaults (1 s here, as the issue asks: a block with no rule plays for a second), and the
/// element's own values the keyframes start from.
struct AnimationRule {
  enum Direction: String {
    case normal, reverse, alternate
    case alternateReverse = "alternate-reverse"
  }

  var duration = 1.0
  var delay = 0.0
  /// `.infinity` for `infinite`.
  var iterations = 1.0
  var direction = Direction.normal
  var fillBackwards = false, fillForwards = false
  /// The curve of every keyframe that names none.
  var timing = CSSCurve.ease
  /// The element's own values: what implicit keyframes hold, and what shows outside the animation.
  var lists: [PageList: [TransformFunction]] = [:]
  var opacity = 1.0
  var origin = Origin()
  var hidden = false

  static let timingWords: Set<String> = [
    "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
  ]
  static let fillWords: Set<String> = ["none", "forwards", "backwards", "both"]

  /// CSS's initial values.
  init() {}

  /// The rule for `name` in `sheet`: the first style rule whose `animation` or `animation-name` names it.
  /// - Throws: `CSSProblem` naming the declaration that cannot be read.
  init(for name: String, in sheet: CSSSheet, box: PictureBox) throws {
    guard let rule = sheet.styleRules.first(where: { AnimationRule.index(of: name, in: $0, sheet: sheet) != nil }),
      let k = AnimationRule.index(of: name, in: rule, sheet: sheet)
    else {
      self.init()
      return
    }
    try self.init(entry: k, of: rule, in: sheet, box: box)
  }

  /// Entry `k` of `rule`'s animation lists, on the element `rule` styles.
  /// - Throws: `CSSProblem` naming the declaration that cannot be read.
  init(entry k: Int, of rule: CSSSheet.StyleRule, in sheet: CSSSheet, box: PictureBox) throws {
    let read: Set<String> = [
      "transform", "translate", "rotate", "scale", "opacity", "transform-origin", "visibility",
    ]
    for d in rule.declarations where d.name.hasPrefix("animation") || read.contains(d.name) {
      do {
        try apply(d, entry: k, sheet: sheet, box: box)
      } catch let error as CSSValueError {
        throw CSSProblem(
          reason: "the rule “\(CSSSheet.shown(rule.selector))” sets \(CSSSheet.shown(d.name)), which \(error.reason)")
      }
    }
  }

  /// Which entry of a rule's animation lists is `name`'s, if the rule names it.
  static func index(of name: String, in rule: CSSSheet.StyleRule, sheet: CSSSheet) -> Int? {
    names(in: rule, sheet: sheet).firstIndex(of: name)
  }

  /// The `@keyframes` names `rule`'s animation list plays, in order (nil for an entry that names none), as its last
  /// `animation` or `animation-name` says.
  static func names(in rule: CSSSheet.StyleRule, sheet: CSSSheet) -> [String?] {
    var found: [String?] = []
    for d in rule.declarations where d.name == "animation" || d.name == "animation-name" {
      guard let parts = try? CSSValue.components(d.value, custom: sheet.customProperties) else { continue }
      found = parts.commaSeparated.map { entry -> String? in
        if d.name == "animation-name" { return entry.count == 1 ? AnimationRule.name(entry[0]) : nil }
        return entry.compactMap { c -> String? in
          guard let n = AnimationRule.name(c), !AnimationRule.isKeyword(n) else { return nil }
          return n
        }.last
      }
    }
    return found
  }

  static func name(_ c: CSSComponent) -> String? {
    if case .word(let w) = c { return w }
    if case .string(let s) = c { return s }
    return nil
  }

  static func isKeyword(_ w: String) -> Bool {
    let lower = w.lowercased()
    return timingWords.contains(lower) || fillWords.contains(lower) || Direction(rawValue: lower) != nil
      || ["infinite", "running", "paused", "initial", "inherit", "unset"].contains(lower)
  }

  private mutating func apply(_ d: CSSSheet.Declaration, entry k: Int, sheet: CSSSheet, box: PictureBox) throws {
    let parts = try CSSValue.components(d.value, custom: sheet.customProperties)
    let entries = parts.commaSeparated
    let mine = entries[k % max(1, entries.count)]
    func single() throws -> CSSComponent {
      guard mine.count == 1 else { throw CSSValueError(reason: "is not one value") }
      return mine[0]
    }
    switch d.name {
    case "animation": try applyShorthand(mine)
    case "animation-duration": duration = try CSSUnits.time(try single(), in: d.value)
    case "animation-delay": delay = try CSSUnits.time(try single(), in: d.value)
    case "animation-timing-function": timing = try CSSCurve(mine)
    case "animation-iteration-count": iterations = try AnimationRule.iterations(try single())
    case "animation-direction":
      guard let word = AnimationRule.name(try single()), let dir = Direction(rawValue: word.lowercased()) else {
        throw CSSValueError(reason: "is not a direction")
      }
      direction = dir
    case "animation-fill-mode":
      guard let word = AnimationRule.name(try single())?.lowercased(), AnimationRule.fillWords.contains(word) else {
        throw CSSValueError(reason: "is not a fill mode")
      }
      fill(word)
    case "transform": lists[.transform] = try TransformParser.parse(parts, box: box)
    case "translate", "rotate", "scale":
      let list = PageList.allCases.first { $0.name == d.name } ?? .transform
      lists[list] = try list.individual?.parse(parts, box: box)
    case "opacity": opacity = min(max(try CSSUnits.number(try single(), allowPercent: true, in: d.value), 0), 1)
    case "transform-origin": origin = try Origin(parts, box: box)
    case "visibility": hidden = (AnimationRule.name(try single())?.lowercased() ?? "visible") != "visible"
    default: break
    }
  }

  mutating func fill(_ word: String) {
    fillBackwards = word == "backwards" || word == "both"
    fillForwards = word == "forwards" || word == "both"
  }

  static func iterations(_ c: CSSComponent) throws -> Double {
    if case .word(let w) = c, w.lowercased() == "infinite" { return .infinity }
    guard case .number(let n, "") = c, n >= 0 else { throw CSSValueError(reason: "is not an iteration count") }
    return n
  }

  /// One entry of `animation`: the first time is the duration, the second the delay; a curve, a count, a direction
  /// and a fill mode by their words; everything else left at its initial value, as the shorthand resets it.
  private mutating func applyShorthand(_ parts: [CSSComponent]) throws {
    let keep = (lists, opacity, origin, hidden)
    self = AnimationRule()
    (lists, opacity, origin, hidden) = keep
    var times = 0
    for c in parts {
      switch c {
      case .number(_, "s"), .number(_, "ms"), .function("calc", _):
        let t = try CSSUnits.time(c, in: c.text)
        if times == 0 { duration = t } else { delay = t }
        times += 1
      case .number(_, ""): iterations = try AnimationRule.iterations(c)
      case .function("cubic-bezier", _), .function("steps", _), .function("linear", _): timing = try CSSCurve([c])
      case .word(let w):
        let lower = w.lowercased()
        if AnimationRule.timingWords.contains(lower) {
          timing = try CSSCurve([c])
        } else if lower == "infinite" {
          iterations = .infinity
        } else if let dir = Direction(rawValue: lower) {
          direction = dir
        } else if AnimationRule.fillWords.contains(lower) && lower != "none" {
          fill(lower)
        }
      default: break
      }
    }
  }
}
