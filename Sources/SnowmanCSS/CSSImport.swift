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

  /// Every `@keyframes` rule of `text`, in order, each as a preset's animation or the reason it is refused; a name
  /// written twice is read once, as a browser keeps the last.
  public static func read(_ text: String) -> [Result<ImportedMotion, CSSImportRefusal>] {
    let sheet = CSSSheet(text)
    var seen = Set<String>()
    var last: [CSSSheet.Keyframes] = []
    for rule in sheet.keyframes.reversed() where seen.insert(rule.name).inserted { last.append(rule) }
    return last.reversed().map { rule in
      do {
        return .success(try motion(rule, sheet: sheet))
      } catch let problem as CSSProblem {
        return .failure(CSSImportRefusal(name: rule.name, reason: problem.reason))
      } catch {
        return .failure(CSSImportRefusal(name: rule.name, reason: "\(error)"))
      }
    }
  }

  static func motion(_ rule: CSSSheet.Keyframes, sheet: CSSSheet) throws -> ImportedMotion {
    guard !rule.name.isEmpty else { throw CSSProblem(reason: "it has no name") }
    let read = try CSSMotion(rule, sheet: sheet, box: pictureBox)
    let r = read.rule
    var notes: [String] = []
    guard r.duration > 0, r.duration.isFinite else { throw CSSProblem(reason: "it lasts 0 s") }
    guard r.delay >= 0 else { throw CSSProblem(reason: "it starts with a negative delay, partway through") }
    var repeats = 1
    var autoreverse = false
    let alternate = r.direction == .alternate || r.direction == .alternateReverse
    var motion = read
    if r.iterations.isInfinite {
      notes.append("It plays forever on the page; the preset plays it once (an export loops it).")
      autoreverse = alternate
      if r.delay > 0 {
        // The wait happens once, before the loop; a preset that plays the loop once starts at once.
        motion.rule.delay = 0
        notes.append("The page waits \(Easing.number(r.delay)) s before it loops; the preset starts at once.")
      }
    } else {
      guard r.iterations >= 1, r.iterations == r.iterations.rounded() else {
        throw CSSProblem(reason: "it plays \(Easing.number(r.iterations)) times; the stage plays whole passes")
      }
      let count = Int(r.iterations)
      if alternate && count > 1 {
        guard count % 2 == 0 else {
          throw CSSProblem(
            reason: "it plays \(count) times alternately; the stage goes there and back in pairs, so an odd count "
              + "above 1 cannot be played")
        }
        (repeats, autoreverse) = (count / 2, true)
      } else {
        repeats = count
      }
    }
    guard repeats <= 20 else { throw CSSProblem(reason: "it repeats \(repeats) times, more than the stage's 20") }
    if motion.rule.delay > 0 && (repeats > 1 || autoreverse) {
      throw CSSProblem(
        reason: "it waits \(Easing.number(r.delay)) s before it repeats, and the stage would wait before each pass")
    }
    var setting = try MotionBuilder(motion, box: pictureBox).build()
    setting.repeatCount = repeats
    setting.autoreverse = autoreverse
    return ImportedMotion(name: presetName(rule.name), setting: setting, notes: notes)
  }

  /// The rule's name as a preset name: cleaned, cut to the longest a name may be, a built-in's name numbered.
  static func presetName(_ name: String) -> String {
    var cleaned = PresetName.cleaned(name).trimmingCharacters(in: .whitespaces)
    if cleaned.count > PresetName.maxLength { cleaned = String(cleaned.prefix(PresetName.maxLength)) }
    if cleaned.isEmpty { cleaned = "Imported" }
    return PresetName.unique(cleaned) { candidate in BuiltInPresets.all.contains { $0.name == candidate } }
  }
}
