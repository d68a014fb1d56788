import Foundation
import SnowmanModel

/// A `@keyframes` rule brought in as a preset's animation.
public struct ImportedMotion: Equatable, Sendable {
  /// The rule's name as a preset name may be (the Save prompt's rules: cleaned, at most 64 characters, a built-in's
  /// name numbered); the caller makes it unique among the presets it holds.
  public let name: String
  public let setting: AnimationSetting
  /// What a user should know about how it came in, one sentence each ("plays forever in the page; the preset plays
  /// it once").
  public let notes: [String]
}

/// A `@keyframes` rule left out, with the sentence that says why.
public struct CSSImportRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rule's name as written.
  public let name: String
  /// The end of the sentence: what in it the stage cannot play, naming the keyframe and the function.
  public let reason: String

  /// “bounce” was not imported: at 40%, scale3d() is written before rotate3d(): ….
  public var description: String { "“\(name.displaySafe(limit: 60))” was not imported: \(reason)." }
}

/// CSS `@keyframes` in: each rule of a stylesheet as a preset whose animation plays on the stage as a browser plays
/// the rule on a plain page, the picture placed at its rest box on the window's stage at its default size (a CSS
/// pixel is a stage point), within a quarter of a point at every moment; a rule the stage cannot play so is
/// refused whole, in a sentence.
public enum CSSImport {
  /// The window's stage at its default size, in points (a View test holds it to the layout's).
  public static let referenceStage = (width: 448.0, height: 336.0)

  /// The picture's box on that stage: the built-in snowman at rest, what `translate(50%)` and `transform-origin`
  /// measure.
  static var pictureBox: PictureBox {
    let size = StageFit.pictureSize(
      stageWidth: referenceStage.width, stageHeight: referenceStage.height, aspect: StageFit.snowmanAspect)
    return PictureBox(width: size.w, height: size.h)
  }

  /// Whether `text` holds a `@keyframes` rule: what a paste must have to be taken as CSS.
  public static func holdsKeyframes(_ text: String) -> Bool {
    text.range(of: "@keyframes", options: .caseInsensitive) != nil
      || text.range(of: "@-webkit-keyframes", options: .caseInsensitive) != nil
  }

  /// Every animation of `text`, in order, each as a preset's animation or the reason it is refused: a style
  /// rule's whole animation list when it plays several (named after the rule's class), and every other
  /// `@keyframes` rule as its first style rule plays it; a name written twice is read once, as a browser keeps the
  /// last.
  public static func read(_ text: String) -> [Result<ImportedMotion, CSSImportRefusal>] {
    let sheet = CSSSheet(text)
    var seen = Set<String>()
    var last: [CSSSheet.Keyframes] = []
    for rule in sheet.keyframes.reversed() where seen.insert(rule.name).inserted { last.append(rule) }
    let blocks = Dictionary(last.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    // Style rules that play several of the blocks at once: each comes in as one preset.
    var lists: [(rule: CSSSheet.StyleRule, names: [String])] = []
    for rule in sheet.styleRules {
      let names = AnimationRule.names(in: rule, sheet: sheet).compactMap { $0 }.filter { blocks[$0] != nil }
      if names.count > 1 && !lists.contains(where: { $0.names == names }) { lists.append((rule, names)) }
    }
    var out: [Result<ImportedMotion, CSSImportRefusal>] = []
    var done = Set<Int>()
    for block in last.reversed() {
      if let i = lists.firstIndex(where: { $0.names.contains(block.name) }) {
        if done.insert(i).inserted { out.append(result(lists[i].rule, names: lists[i].names, blocks, sheet)) }
        continue
      }
      out.append(
        attempt(name: block.name) {
          try motion([try CSSMotion(block, sheet: sheet, box: pictureBox)], name: block.name)
        })
    }
    return out
  }

  /// A style rule's animation list as one preset, named after the rule's class.
  static func result(
    _ rule: CSSSheet.StyleRule, names: [String], _ blocks: [String: CSSSheet.Keyframes], _ sheet: CSSSheet
  ) -> Result<ImportedMotion, CSSImportRefusal> {
    let all = AnimationRule.names(in: rule, sheet: sheet)
    let name = className(rule.selector)
    return attempt(name: name) {
      var motions: [CSSMotion] = []
      for (k, entry) in all.enumerated() {
        guard let entry, let block = blocks[entry] else { continue }
        let played = try AnimationRule(entry: k, of: rule, in: sheet, box: pictureBox)
        do {
          motions.append(try CSSMotion(block, rule: played, sheet: sheet, box: pictureBox))
        } catch let problem as CSSProblem {
          throw CSSProblem(reason: "in “\(CSSSheet.shown(entry))”, \(problem.reason)")
        }
      }
      return try motion(motions, name: name)
    }
  }

  static func attempt(name: String, _ make: () throws -> ImportedMotion) -> Result<ImportedMotion, CSSImportRefusal> {
    do {
      return .success(try make())
    } catch let problem as CSSProblem {
      return .failure(CSSImportRefusal(name: name, reason: problem.reason))
    } catch {
      return .failure(CSSImportRefusal(name: name, reason: "\(error)"))
    }
  }

  /// A selector's last class (".card .spinner:hover" → "spinner"), or the selector cleaned when it has none.
  static func className(_ selector: String) -> String {
    let first = selector.split(separator: ",").first.map(String.init) ?? selector
    var classes: [String] = []
    var current: String?
    for c in first {
      if c == "." {
        if let name = current, !name.isEmpty { classes.append(name) }
        current = ""
      } else if c.isLetter || c.isNumber || c == "-" || c == "_" {
        current?.append(c)
      } else {
        if let name = current, !name.isEmpty { classes.append(name) }
        current = nil
      }
    }
    if let name = current, !name.isEmpty { classes.append(name) }
    return classes.last ?? first.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == " " }
  }

  /// The list as a preset: one pass of what the page plays (the delays, every iteration laid out), or, for one
  /// animation whose iterations the stage's repeats can say, one iteration repeated.
  static func motion(_ list: [CSSMotion], name: String) throws -> ImportedMotion {
    var motions = list
    for m in motions {
      let r = m.rule, who = PagePlay.naming(m, in: motions)
      guard r.duration > 0, r.duration.isFinite else { throw CSSProblem(reason: "\(who)it lasts 0 s") }
      guard r.delay >= 0 else { throw CSSProblem(reason: "\(who)it starts with a negative delay, partway through") }
      guard r.iterations > 0 else { throw CSSProblem(reason: "\(who)it plays 0 times") }
    }
    var notes: [String] = []
    var pass: Double
    var (repeats, autoreverse) = (1, false)
    if motions.count == 1 {
      let r = motions[0].rule
      let alternate = r.direction == .alternate || r.direction == .alternateReverse
      let whole = r.iterations == r.iterations.rounded()
      pass = r.delay + r.duration * r.iterations
      if r.iterations.isInfinite {
        notes.append("It plays forever on the page; the preset plays it once (an export loops it).")
        if r.delay > 0 {
          // The wait happens once, before the loop; a preset that plays the loop once starts at once.
          motions[0].rule.delay = 0
          notes.append("The page waits \(Easing.number(r.delay)) s before it loops; the preset starts at once.")
        }
        (pass, autoreverse) = (r.duration, alternate)
      } else if whole && r.delay == 0 && r.iterations > 1 {
        let count = Int(r.iterations)
        if alternate && count % 2 == 0 && count / 2 <= 20 {
          (pass, repeats, autoreverse) = (r.duration, count / 2, true)
        } else if !alternate && count <= 20 {
          (pass, repeats) = (r.duration, count)
        }
      }
    } else {
      pass = try listPass(motions, notes: &notes)
    }
    guard pass <= 1000 else {
      throw CSSProblem(reason: "it plays for \(Easing.number(pass)) s, longer than the 1000 s a preset plays")
    }
    let play = try PagePlay(motions)
    let tracks = try TrackBuilder(play: play, box: pictureBox, end: pass).build()
    let setting = AnimationSetting(
      tracks: tracks, durationSeconds: pass, repeatCount: repeats, autoreverse: autoreverse)
    return ImportedMotion(name: presetName(name), setting: setting, notes: notes)
  }

  /// How long the page plays several animations for: until the last one ends; with some that repeat forever,
  /// until they all come round together (at most a minute), after the longest delay.
  static func listPass(_ motions: [CSSMotion], notes: inout [String]) throws -> Double {
    let finiteEnd =
      motions.filter { !$0.rule.iterations.isInfinite }.map {
        $0.rule.delay + $0.rule.duration * $0.rule.iterations
      }.max() ?? 0
    let forever = motions.filter { $0.rule.iterations.isInfinite }
    guard !forever.isEmpty else { return finiteEnd }
    let cycles = forever.map { m -> Double in
      let alternate = m.rule.direction == .alternate || m.rule.direction == .alternateReverse
      return m.rule.duration * (alternate ? 2 : 1)
    }
    // In milliseconds, where the cycles are whole ones.
    var loop = cycles.max() ?? 0
    let ms = cycles.map { ($0 * 1000).rounded() }
    if zip(ms, cycles).allSatisfy({ abs($0 / 1000 - $1) < 1e-9 }) {
      func gcd(_ a: Double, _ b: Double) -> Double { b == 0 ? a : gcd(b, a.truncatingRemainder(dividingBy: b)) }
      let lcm = ms.reduce(1) { $0 / gcd($0, $1) * $1 }
      if lcm <= 60_000 { loop = lcm / 1000 }
    }
    let wait = forever.map(\.rule.delay).max() ?? 0
    let pass = max(finiteEnd, wait + loop)
    notes.append(
      "Some of it plays forever on the page; the preset plays its first \(Easing.number(pass)) s (an export loops "
        + "it).")
    return pass
  }

  /// The rule's name as a preset name: cleaned, cut to the longest a name may be, a built-in's name numbered.
  static func presetName(_ name: String) -> String {
    var cleaned = PresetName.cleaned(name).trimmingCharacters(in: .whitespaces)
    if cleaned.count > PresetName.maxLength { cleaned = String(cleaned.prefix(PresetName.maxLength)) }
    if cleaned.isEmpty { cleaned = "Imported" }
    return PresetName.unique(cleaned) { candidate in BuiltInPresets.all.contains { $0.name == candidate } }
  }
}
