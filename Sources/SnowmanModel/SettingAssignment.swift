import Foundation

/// `KEY=VALUE` from the command line (`presets create`, `presets set`), checked against the property table.
public enum SettingAssignment {
  /// `setting` with each `KEY=VALUE` applied in order.
  /// - Throws: `SettingAssignmentError`, one sentence naming the key and value: not KEY=VALUE, an unknown key,
  ///   a value of the wrong kind or out of range. Nothing is applied then.
  public static func apply(_ assignments: [String], to setting: AnimationSetting) throws -> AnimationSetting {
    var chain = setting
    var current = 0
    var tokens = assignments[...]
    while let text = tokens.popFirst() {
      // `--add-step` appends a step (a copy of the last one's target, keeping its picture); `--step N` makes the
      // KEY=VALUEs after it change step N.
      if text == "--add-step" {
        guard chain.stepCount < AnimationSetting.maxSteps else {
          throw SettingAssignmentError("--add-step: a preset holds at most \(AnimationSetting.maxSteps) steps")
        }
        var copy = chain.steps[chain.stepCount - 1]
        copy.image = nil
        chain.steps.append(copy)
        current = chain.stepCount - 1
        continue
      }
      if text == "--step" {
        guard let next = tokens.popFirst(), let n = Int(next), (1...chain.stepCount).contains(n) else {
          throw SettingAssignmentError(
            "--step takes a step number from 1 to \(chain.stepCount) (add one with --add-step)")
        }
        current = n - 1
        continue
      }
      // The costume is the whole chain's: a built-in's name, or none.
      if text.hasPrefix("costume=") {
        let value = String(text.dropFirst("costume=".count)).trimmingCharacters(in: .whitespaces).lowercased()
        if value == "none" {
          chain.costume = nil
        } else if BuiltInCostumes.kind(value) != nil {
          chain.costume = Costume(id: value)
        } else {
          throw SettingAssignmentError(
            "costume=\(value.displaySafe(limit: 40)): the costumes are "
              + (BuiltInCostumes.all.map(\.id) + ["none"]).joined(separator: ", "))
        }
        continue
      }
      guard let eq = text.firstIndex(of: "=") else {
        throw SettingAssignmentError(
          "“\(text.displaySafe(limit: 60))” is not KEY=VALUE (for example widthMultiplier=1.5)")
      }
      let name = String(text[..<eq]).trimmingCharacters(in: .whitespaces)
      let value = String(text[text.index(after: eq)...]).trimmingCharacters(in: .whitespaces)
      guard let key = PropertyKey(rawValue: name) else {
        throw SettingAssignmentError(
          "unknown key “\(name.displaySafe(limit: 40))”; the keys are "
            + PropertyKey.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let spec = PropertyTable.spec(key)
      let shown = "\(name)=\(value.displaySafe(limit: 60))"
      switch key {
      case .easing:
        do { chain.steps[current].easing = try Easing(parsing: value) } catch {
          throw SettingAssignmentError("\(shown): \(error)")
        }
      case .autoreverse:
        switch value.lowercased() {
        case "on", "true", "yes", "1": chain.autoreverse = true
        case "off", "false", "no", "0": chain.autoreverse = false
        default: throw SettingAssignmentError("\(shown): autoreverse is on or off")
        }
      default:
        guard let number = Double(value), number.isFinite else {
          throw SettingAssignmentError("\(shown): \(value.displaySafe(limit: 40)) is not a number")
        }
        if let range = spec.range, !range.contains(number) {
          throw SettingAssignmentError(
            "\(shown): \(name) must be between \(Easing.number(range.lowerBound)) and \(Easing.number(range.upperBound))"
          )
        }
        if spec.isInteger && number.rounded() != number {
          throw SettingAssignmentError("\(shown): \(name) must be a whole number")
        }
        chain[key, step: current] = number
      }
    }
    guard chain.takesTime else {
      throw SettingAssignmentError(
        "duration: every step is 0 s, a cut; a preset must take some time (give one step a duration)")
    }
    return chain
  }
}

/// A `KEY=VALUE` that was refused, as one sentence.
public struct SettingAssignmentError: Error, Equatable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
