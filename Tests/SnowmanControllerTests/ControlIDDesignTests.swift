import Foundation
import SnowmanController
import XCTest

/// Every control id the code can produce is one `docs/ui-map.md` lists, the repository's one list of them.
final class ControlIDDesignTests: XCTestCase {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The backticked ids of `text` that look like ui-map ids, as patterns: `<index>` stands for any word,
  /// `<gif|webp>` for one of its choices.
  static func idPatterns(in text: String) -> [NSRegularExpression] {
    let token = try? NSRegularExpression(pattern: "`([a-z][A-Za-z0-9]*(\\.[A-Za-z0-9<>|]+)*)`")
    let range = NSRange(text.startIndex..., in: text)
    return (token?.matches(in: text, range: range) ?? []).compactMap { match in
      guard let r = Range(match.range(at: 1), in: text) else { return nil }
      // Literal parts escaped; <a|b|c> → (a|b|c); <word> → any word.
      var pattern = ""
      var rest = Substring(text[r])
      while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
        pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open]))
        let inside = rest[rest.index(after: open)..<close]
        pattern += inside.contains("|") ? "(\(inside))" : "[A-Za-z0-9_-]+"
        rest = rest[rest.index(after: close)...]
      }
      pattern += NSRegularExpression.escapedPattern(for: String(rest))
      return try? NSRegularExpression(pattern: "^" + pattern + "$")
    }
  }

  func test_everyKindOfControl_isListed() {
    let kinds = Set(ControlID.everyKind.map(\.kind))
    XCTAssertEqual(kinds, Set(0..<ControlID.kindCount), "ControlID.everyKind misses a kind of control")
  }

  func test_everyControlID_isOneTheUIMapDocumentLists() throws {
    let document = try String(contentsOf: Self.repo.appendingPathComponent("docs/ui-map.md"), encoding: .utf8)
    // Only the "Control ids" section counts, not every backticked word in the file.
    let start = try XCTUnwrap(document.range(of: "## Control ids"), "docs/ui-map.md's list of ids")
    let rest = document[start.upperBound...]
    let list = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    let patterns = Self.idPatterns(in: String(list))
    XCTAssertGreaterThan(patterns.count, 40, "docs/ui-map.md's list was read")
    for id in ControlID.everyKind {
      let key = id.key
      let range = NSRange(key.startIndex..., in: key)
      XCTAssertTrue(
        patterns.contains { $0.firstMatch(in: key, range: range) != nil },
        "\(key) is not in docs/ui-map.md's list of control ids")
    }
  }
}
