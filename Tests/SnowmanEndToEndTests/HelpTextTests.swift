import Foundation
import XCTest

/// Every command's `--help` reads as a user types: a default is the value as it is given on the command line
/// (`480x480`), never a Swift value's description (`SizeArgument(width: 480, height: 480)`).
final class HelpTextTests: XCTestCase {
  /// The subcommands a help text lists, by name.
  private func subcommands(_ help: String) -> [String] {
    guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
    // The list ends at its first empty line ("See 'snowman help …'" follows it).
    let list = help[start.upperBound...].components(separatedBy: "\n\n")[0]
    return list.split(separator: "\n").compactMap { line in
      // A subcommand's line starts two spaces in; its wrapped description runs further in.
      guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }
  }

  /// The text with every run of white space one space.
  static func unwrapped(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  func test_everyCommandsHelp_namesNoSwiftType() throws {
    // A Swift value described by the runtime: `Name(label: …`, `Optional(`, or a module-qualified name.
    let swiftValue = try NSRegularExpression(
      pattern: #"[A-Z][A-Za-z0-9]*\([a-z][A-Za-z0-9]*: |Optional\(|\bSwift\.|\bnil\b"#)
    var queue: [[String]] = [[]]
    var seen = 0
    while let command = queue.popLast() {
      let r = try Harness.run(Harness.binary.path, command + ["--help"])
      XCTAssertEqual(r.status, 0, "snowman \(command.joined(separator: " ")) --help: \(r.stderr)")
      XCTAssertTrue(r.stdout.contains("USAGE:"), r.stdout)
      // Read as one line: the help wraps at 80 columns, anywhere in a value.
      let help = HelpTextTests.unwrapped(r.stdout)
      let range = NSRange(help.startIndex..., in: help)
      if let match = swiftValue.firstMatch(in: help, range: range), let found = Range(match.range, in: help) {
        XCTFail("snowman \(command.joined(separator: " ")) --help shows a Swift value (\(help[found])): \(help)")
      }
      seen += 1
      XCTAssertLessThan(command.count, 3, "commands nest two deep at most")
      guard command.count < 3 else { break }
      queue += subcommands(r.stdout).filter { $0 != "help" }.map { command + [$0] }
    }
    // play, render, bench and the presets' nine, under the tool itself.
    XCTAssertGreaterThanOrEqual(seen, 14)
  }

  func test_sizeDefaults_readAsTyped() throws {
    let render = HelpTextTests.unwrapped(try Harness.run(Harness.binary.path, ["render", "--help"]).stdout)
    XCTAssertTrue(render.contains("(default: 480x480)"), render)
    XCTAssertTrue(render.contains("(default: 0)"), render)
    let bench = HelpTextTests.unwrapped(try Harness.run(Harness.binary.path, ["bench", "--help"]).stdout)
    XCTAssertTrue(bench.contains("(default: 800x600)"), bench)
  }
}

/// One version: what `snowman --version` says is debian/changelog's newest entry (which names the package) and the
/// AppStream metadata's newest release.
final class VersionTests: XCTestCase {
  func test_theBinary_theChangelog_andTheMetadata_sayOneVersion() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let said = try Harness.run(Harness.binary.path, ["--version"])
    XCTAssertEqual(said.status, 0, said.stderr)
    let version = said.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    XCTAssertFalse(version.isEmpty)
    let changelog = try String(contentsOf: repository.appendingPathComponent("debian/changelog"), encoding: .utf8)
    let first = try XCTUnwrap(changelog.split(separator: "\n").first)
    XCTAssertTrue(first.hasPrefix("snowman (\(version)) "), "debian/changelog's newest entry: \(first)")
    let metainfo = try String(
      contentsOf: repository.appendingPathComponent("Assets/snowman.metainfo.xml"), encoding: .utf8)
    let release = try XCTUnwrap(metainfo.range(of: #"<release version="[^"]*""#, options: .regularExpression))
    XCTAssertEqual(metainfo[release], "<release version=\"\(version)\"", "the newest AppStream release")
  }
}
