import Foundation

/// The rules every preset name follows, wherever it is typed: the Save prompt, `presets rename`, `presets import`
/// and `--preset`.
public enum PresetName {
  /// The longest name, in characters.
  public static let maxLength = 64

  /// Why a name was refused, as the sentence shown to the user.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing but white space.
    case empty
    /// Longer than `maxLength` characters.
    case tooLong(Int)
    /// A built-in preset's name.
    case builtIn(String)

    /// One sentence.
    public var description: String {
      switch self {
      case .empty: return "Type a name for the preset."
      case .tooLong(let count): return "A name is at most \(PresetName.maxLength) characters, not \(count)."
      case .builtIn(let name): return "“\(name)” is built in; choose another name."
      }
    }
  }

  /// What a user typed, without control characters and line breaks (a name never spans lines).
  public static func cleaned(_ typed: String) -> String {
    typed.filter { character in
      !character.isNewline
        && character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
    }
  }

  /// `typed` made into a name a saved preset may have: cleaned and trimmed.
  /// - Throws: `Problem` when it is empty, too long or a built-in's name.
  public static func validated(_ typed: String) throws -> String {
    let name = cleaned(typed).trimmingCharacters(in: .whitespaces)
    if name.isEmpty { throw Problem.empty }
    if name.count > maxLength { throw Problem.tooLong(name.count) }
    if BuiltInPresets.all.contains(where: { $0.name == name }) { throw Problem.builtIn(name) }
    return name
  }

  /// `name`, or `name 2`, `name 3`… whichever `isTaken` does not claim.
  public static func unique(_ name: String, isTaken: (String) -> Bool) -> String {
    guard isTaken(name) else { return name }
    var n = 2
    while isTaken("\(name) \(n)") { n += 1 }
    return "\(name) \(n)"
  }

  /// The name of a duplicate of `name`: "Tall copy", or "Tall copy 2" … whichever `isTaken` does not claim, cut so
  /// it stays within `maxLength`.
  public static func copy(of name: String, isTaken: (String) -> Bool) -> String {
    let base = String(name.prefix(maxLength - " copy 999".count)) + " copy"
    return unique(base, isTaken: isTaken)
  }

  /// "Preset N" with the smallest N from `savedCount + 1` that `isTaken` does not claim.
  public static func suggested(savedCount: Int, isTaken: (String) -> Bool) -> String {
    var n = savedCount + 1
    while isTaken("Preset \(n)") { n += 1 }
    return "Preset \(n)"
  }
}
