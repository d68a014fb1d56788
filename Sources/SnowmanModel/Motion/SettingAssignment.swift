import Foundation

/// `KEY=VALUE`, `KEY@TIME=VALUE` and `KEY@TIME.easing=CURVE` from the command line (`presets create`, `presets
/// set`), checked against the property table.
public enum SettingAssignment {
  /// `setting` with each assignment applied in order:
  /// - `KEY@TIME=VALUE` keys an animated property at TIME seconds into the pass (`zTurns@2=1`), a pass that ends
  ///   sooner growing to reach it; `image@TIME=none` shows the snowman from there.
  /// - `KEY@TIME.easing=CURVE` puts the keyframe KEY has at TIME on CURVE (`zTurns@2.easing=linear`).
  /// - `KEY=VALUE` sets a property where the current move ends, as a step's target did (the first move's, or the
  ///   one `--step N` names; `--add-step` adds a move after the last and makes it current); `duration`, `easing`
  ///   and the curve's numbers are that move's, `repeatCount` and `autoreverse` the whole motion's.
  /// - `costume=NAME` dresses the picture (`none` undresses it).
  /// - Throws: `SettingAssignmentError`, one sentence naming the key and value: not an assignment, an unknown key,
  ///   a value of the wrong kind or out of range, a curve for a keyframe that is not there. Nothing is applied then.
  public static func apply(_ assignments: [String], to setting: AnimationSetting) throws -> AnimationSetting {
    var motion = setting
    var current = 0
    // A move's curve named before its values are set: the keyframes they make take it.
    var curves: [Int: Easing] = [:]
    var tokens = assignments[...]
    while let text = tokens.popFirst() {
      if text == "--add-step" {
        motion.addStep()
        current = motion.stepCount - 1
        continue
      }
      if text == "--step" {
        guard let next = tokens.popFirst(), let n = Int(next), (1...motion.stepCount).contains(n) else {
          throw SettingAssignmentError(
            "--step takes a step number from 1 to \(motion.stepCount) (add one with --add-step)")
        }
        current = n - 1
        continue
      }
      if text.hasPrefix("costume=") {
        motion.costume = try costume(String(text.dropFirst("costume=".count)))
        continue
      }
      guard let eq = text.firstIndex(of: "=") else {
        throw SettingAssignmentError(
          "“\(text.displaySafe(limit: 60))” is not KEY=VALUE (for example widthMultiplier=1.5, or zTurns@2=1)")
      }
      let name = String(text[..<eq]).trimmingCharacters(in: .whitespaces)
      let value = String(text[text.index(after: eq)...]).trimmingCharacters(in: .whitespaces)
      let shown = "\(name.displaySafe(limit: 40))=\(value.displaySafe(limit: 60))"
      if let at = name.firstIndex(of: "@") {
        try keyframe(String(name[..<at]), String(name[name.index(after: at)...]), value, shown: shown, &motion)
        continue
      }
      guard let key = PropertyKey(rawValue: name) else {
        throw SettingAssignmentError(
          "unknown key “\(name.displaySafe(limit: 40))”; the keys are "
            + PropertyKey.allCases.map(\.rawValue).joined(separator: ", "))
      }
      switch key {
      case .easing:
        do { curves[current] = try Easing(parsing: value) } catch {
          throw SettingAssignmentError("\(shown): \(error)")
        }
        curves[current].map { motion.setStepCurve($0, step: current) }
      case .autoreverse:
        motion.autoreverse = try flag(value, shown: shown)
      case .duration:
        motion.setStepDuration(try number(value, key, shown: shown), step: current)
      case .curveX1, .curveY1, .curveX2, .curveY2, .springBounce, .curveSteps:
        let n = try number(value, key, shown: shown)
        var curve = curves[current] ?? motion.stepCurve(current)
        curve.set(key, n)
        curves[current] = curve
        motion.setStepCurve(curve, step: current)
      default:
        motion.setValue(key, try number(value, key, shown: shown), step: current, curve: curves[current])
      }
    }
    guard motion.durationSeconds >= AnimationSetting.minDuration else {
      throw SettingAssignmentError(
        "duration: every move is 0 s, a cut; a preset must take some time (give one move a duration)")
    }
    return motion
  }

  /// `KEY@TIME=VALUE` or `KEY@TIME.easing=CURVE`.
  static func keyframe(_ name: String, _ rest: String, _ value: String, shown: String, _ motion: inout AnimationSetting)
    throws
  {
    let curveSuffix = ".easing"
    let isCurve = rest.hasSuffix(curveSuffix)
    let timeText = isCurve ? String(rest.dropLast(curveSuffix.count)) : rest
    guard let track = TrackName(key: name) else {
      throw SettingAssignmentError(
        "\(shown): “\(name.displaySafe(limit: 40))” has no track; the tracks are "
          + TrackName.all.map(\.key).joined(separator: ", "))
    }
    guard let seconds = Double(timeText.hasSuffix("s") ? String(timeText.dropLast()) : timeText), seconds.isFinite,
      seconds >= 0, seconds <= AnimationSetting.maxDuration
    else {
      throw SettingAssignmentError(
        "\(shown): the time after @ is seconds into the pass, 0 to \(Easing.number(AnimationSetting.maxDuration))")
    }
    if isCurve {
      let curve: Easing
      do { curve = try Easing(parsing: value) } catch { throw SettingAssignmentError("\(shown): \(error)") }
      let times = motion.tracks.times(track)
      guard let i = times.lastIndex(where: { abs($0 - seconds) <= AnimationSetting.keyReach }) else {
        throw SettingAssignmentError(
          "\(shown): \(name) has no keyframe at \(Easing.number(seconds)) s (set one first with \(name)@"
            + "\(Easing.number(seconds))=VALUE)")
      }
      motion.tracks.update(KeyframeRef(track, motion.tracks.ids(track)[i]), curve: curve)
      return
    }
    if seconds > motion.durationSeconds { motion.durationSeconds = seconds }
    switch track {
    case .property(let key): motion.setKey(key, try number(value, key, shown: shown), at: seconds)
    case .picture:
      guard value.lowercased() == "none" || value.lowercased() == "snowman" else {
        throw SettingAssignmentError(
          "\(shown): a picture is swapped in with --image; image@TIME takes none (the snowman)")
      }
      motion.setPicture(nil, at: seconds)
    }
  }

  static func number(_ value: String, _ key: PropertyKey, shown: String) throws -> Double {
    let spec = PropertyTable.spec(key)
    guard let number = Double(value), number.isFinite else {
      throw SettingAssignmentError("\(shown): \(value.displaySafe(limit: 40)) is not a number")
    }
    if let range = spec.range, !range.contains(number) {
      throw SettingAssignmentError(
        "\(shown): \(key.rawValue) must be between \(Easing.number(range.lowerBound)) and "
          + Easing.number(range.upperBound))
    }
    if spec.isInteger && number.rounded() != number {
      throw SettingAssignmentError("\(shown): \(key.rawValue) must be a whole number")
    }
    return number
  }

  static func flag(_ value: String, shown: String) throws -> Bool {
    switch value.lowercased() {
    case "on", "true", "yes", "1": return true
    case "off", "false", "no", "0": return false
    default: throw SettingAssignmentError("\(shown): autoreverse is on or off")
    }
  }

  /// The costume is the whole motion's: a built-in's name, or none.
  static func costume(_ text: String) throws -> Costume? {
    let value = text.trimmingCharacters(in: .whitespaces).lowercased()
    if value == "none" { return nil }
    guard BuiltInCostumes.kind(value) != nil else {
      throw SettingAssignmentError(
        "costume=\(value.displaySafe(limit: 40)): the costumes are "
          + (BuiltInCostumes.all.map(\.id) + ["none"]).joined(separator: ", "))
    }
    return Costume(id: value)
  }
}

/// A `KEY=VALUE` that was refused, as one sentence.
public struct SettingAssignmentError: Error, Equatable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
