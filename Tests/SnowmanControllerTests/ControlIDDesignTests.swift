import Foundation
import SnowmanController
import XCTest

/// Every control id the code can produce is one the design lists (DESIGN.md's ui-map lists), or one the README
/// lists as not yet in DESIGN.md.
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

  func test_everyControlID_isOneTheDesignOrTheReadmeLists() throws {
    let design = Self.repo.deletingLastPathComponent().appendingPathComponent("shared/DESIGN.md")
    let designText = try String(contentsOf: design, encoding: .utf8)
    let readme = try String(contentsOf: Self.repo.appendingPathComponent("README.md"), encoding: .utf8)
    // Only the README's own list of ids the design does not name yet counts, not every backticked word in it.
    let pendingLine = try XCTUnwrap(
      readme.split(separator: "\n").first { $0.contains("ids DESIGN.md does not list yet") }, "the README's list")
    let patterns = Self.idPatterns(in: designText) + Self.idPatterns(in: String(pendingLine))
    XCTAssertGreaterThan(patterns.count, 40, "DESIGN.md's ui-map lists were read")
    for id in ControlID.everyKind {
      let key = id.key
      let range = NSRange(key.startIndex..., in: key)
      XCTAssertTrue(
        patterns.contains { $0.firstMatch(in: key, range: range) != nil },
        "\(key) is in neither DESIGN.md's ui-map lists nor the README's")
    }
  }
}
