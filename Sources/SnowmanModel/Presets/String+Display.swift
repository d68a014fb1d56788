import Foundation

extension String {
  /// The text with control characters and bidirectional overrides replaced by U+FFFD, so a preset name
  /// cannot move a terminal's cursor, colour it, or reverse what follows; at most `limit` characters.
  public func displaySafe(limit: Int = .max) -> String {
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      let bidi = (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      out.append(scalar.properties.generalCategory == .control || bidi ? "\u{FFFD}" : scalar)
    }
    let safe = String(out)
    return safe.count > limit ? String(safe.prefix(max(0, limit - 1))) + "…" : safe
  }
}
