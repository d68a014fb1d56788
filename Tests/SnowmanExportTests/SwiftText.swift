import Foundation
import XCTest

/// The Swift the code forms write, as the tests read it: parsed by `swiftc -parse` (no Apple framework exists here
/// to compile it against), and cut into its top-level declarations.
enum SwiftText {
  /// Fails the test unless `swiftc -parse` takes every file in `files` without a word.
  static func assertParses(_ files: [URL], file: StaticString = #filePath, line: UInt = #line) throws {
    let swiftc = Process()
    swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swiftc.arguments = ["swiftc", "-parse"] + files.map(\.path)
    let errors = Pipe()
    swiftc.standardError = errors
    try swiftc.run()
    // Read before waiting: a long complaint fills the pipe and would hold swiftc up.
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    swiftc.waitUntilExit()
    XCTAssertEqual(swiftc.terminationStatus, 0, said, file: file, line: line)
    XCTAssertEqual(said, "", "swiftc -parse has nothing to say", file: file, line: line)
  }

  /// Each top-level declaration starting `keyword ` ("struct", "func") by its name, with everything after it up to
  /// the next.
  static func declarations(_ keyword: String, in text: String) -> [String: String] {
    var out: [String: String] = [:]
    var name: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(keyword + " ") {
        let found = String(line.dropFirst(keyword.count + 1).prefix { $0.isLetter || $0.isNumber })
        name = found
        out[found] = ""
      }
      if let name { out[name, default: ""] += line + "\n" }
    }
    return out
  }

  /// The numbers in `text`, in order.
  static func numbers(_ text: Substring) -> [Double] {
    text.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e") }.compactMap { Double($0) }
  }
}
