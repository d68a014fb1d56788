import Foundation
import XCTest

/// Every link in README.md and docs/ leads somewhere: a file that exists, and a heading in it where the link
/// names one (GitHub's anchors: lower case, punctuation gone, spaces as hyphens).
final class DocsLinksTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The anchors GitHub makes of `markdown`'s headings.
  static func anchors(_ markdown: String) -> Set<String> {
    var out: Set<String> = []
    var fenced = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { fenced.toggle() }
      guard !fenced, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
      }
      out.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return out
  }

  func test_everyLinkLeadsToAFileAndHeading() throws {
    let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
    XCTAssertGreaterThanOrEqual(docs.count, 8, "the pages README.md sends to")
    var links = 0
    for page in ["README.md"] + docs {
      let url = Self.root.appendingPathComponent(page)
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in text.matches(of: #/\]\(([^)\s]+)\)/#) {
        let target = String(match.output.1)
        guard !target.hasPrefix("http") else { continue }
        links += 1
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(parts[0])
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(page): \(target) is no file")
        if parts.count == 2, let body = try? String(contentsOf: file, encoding: .utf8) {
          XCTAssertTrue(Self.anchors(body).contains(parts[1]), "\(page): \(target) names no heading there")
        }
      }
    }
    XCTAssertGreaterThan(links, 15)
  }

  /// The README asks for the Swift the package's tools version needs, where the two commands are.
  func test_readmeNamesTheSwiftThePackageNeeds() throws {
    let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let version = try XCTUnwrap(package.firstMatch(of: #/swift-tools-version:\s*([0-9.]+)/#)?.output.1)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let install = try XCTUnwrap(readme.range(of: "## Install"), "an Install section")
    let rest = readme[install.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    XCTAssertTrue(section.contains("Swift \(version)"), "the Install section names Swift \(version)")
    XCTAssertTrue(section.contains("make run") && section.contains("make test"), "beside the two commands")
  }

  /// The front door stays one: the rest is in docs/.
  func test_readmeIsAFrontDoor() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    XCTAssertLessThanOrEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 250)
  }
}
