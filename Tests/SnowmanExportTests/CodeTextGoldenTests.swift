import Foundation
import SnowmanExport
import SnowmanModel
import XCTest

/// The Swift the Copy menu copies and `presets show --as` prints, held to reviewed text (Golden/*.swift.golden: not .swift, so swift format leaves them as written), and parsed by
/// `swiftc -parse` (it cannot be compiled here: no Apple framework exists on Linux).
/// `SNOWMAN_RECORD_GOLDEN=1 swift test --filter CodeTextGoldenTests` rewrites the files after a deliberate change
/// and fails, so the new text is reviewed (git diff) before a run without it passes.
final class CodeTextGoldenTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  /// A two-step chain: a spring up to 1.5×, then an elastic quarter turn back while it fades.
  static var pop: AnimationSetting {
    var pop = StepChain(values: [.widthMultiplier: 1.5, .heightMultiplier: 1.5, .duration: 0.8])
    pop.steps[0].easing = .spring(bounce: 0.5)
    var second = pop.steps[0]
    second.zTurns = -0.5
    second.opacity = 0.4
    second.easing = .elastic
    second.durationSeconds = 1.2
    pop.steps.append(second)
    return AnimationSetting(chain: pop)
  }

  static let cases: [(name: String, setting: AnimationSetting)] = [
    ("Showcase", BuiltInPresets.showcase.setting), ("Crossfade", BuiltInPresets.crossfade.setting), ("Pop", pop),
  ]

  func test_swiftUIAndCoreAnimation_matchTheReviewedText_andParse() throws {
    var written: [URL] = []
    for (name, setting) in Self.cases {
      for flavour in [AnimationCode.swiftUI, .coreAnimation] {
        let text = try CodeExport.text(flavour, setting: setting, name: name)
        let golden = Self.folder.appendingPathComponent("\(name).\(flavour.rawValue).swift.golden")
        if let failure = try GoldenFile.check(text, against: golden, recording: GoldenFile.recording) {
          XCTFail(failure)
        }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
          "snowman-\(UUID().uuidString)-\(name)\(flavour.rawValue).swift")
        try text.write(to: copy, atomically: true, encoding: .utf8)
        written.append(copy)
      }
    }
    defer { for url in written { try? FileManager.default.removeItem(at: url) } }
    try SwiftText.assertParses(written)
  }

  /// Recording writes the file and still fails the run, so a recorded change is reviewed before it passes.
  func test_recording_writesTheFile_andFails_thenTheSameTextPasses() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("A.swift.golden")
    let recorded = try GoldenFile.check("let a = 1\n", against: golden, recording: true)
    XCTAssertEqual(
      recorded, "A.swift.golden recorded: review the change, then run without SNOWMAN_RECORD_GOLDEN")
    XCTAssertEqual(try String(contentsOf: golden, encoding: .utf8), "let a = 1\n")
    XCTAssertNil(try GoldenFile.check("let a = 1\n", against: golden, recording: false))
    XCTAssertEqual(try GoldenFile.check("let a = 2\n", against: golden, recording: false), "A.swift.golden changed")
  }

  func test_css_isTheStylesheetRenderWrites_andNamesThePicturesByFile() throws {
    let css = try CodeExport.text(.css, setting: BuiltInPresets.crossfade.setting, name: "Crossfade")
    XCTAssertTrue(css.contains("@keyframes snowman-crossfade-motion {"), css)
    XCTAssertTrue(css.contains(#"background-image: url("snowflake.svg")"#), css)
    XCTAssertTrue(css.contains("animation: snowman-crossfade-motion 2s linear 0s 2 alternate both"), css)
    XCTAssertTrue(css.contains("cubic-bezier(0, 0, 0.58, 1)"), "ease out, exactly: \(css)")
  }
}

/// Reviewed text held in a file beside the tests.
enum GoldenFile {
  /// `SNOWMAN_RECORD_GOLDEN=1` rewrites the files.
  static var recording: Bool { ProcessInfo.processInfo.environment["SNOWMAN_RECORD_GOLDEN"] == "1" }

  /// Why `text` does not pass against `golden`, or nil when it is the reviewed text. Recording writes it and
  /// answers a failure all the same: a run that rewrote the reviewed text has not checked anything.
  static func check(_ text: String, against golden: URL, recording: Bool) throws -> String? {
    if recording {
      try text.write(to: golden, atomically: true, encoding: .utf8)
      return "\(golden.lastPathComponent) recorded: review the change, then run without SNOWMAN_RECORD_GOLDEN"
    }
    return text == (try String(contentsOf: golden, encoding: .utf8)) ? nil : "\(golden.lastPathComponent) changed"
  }
}
