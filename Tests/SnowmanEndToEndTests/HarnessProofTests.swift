import Foundation
import XCTest

/// The end-to-end tests cannot pass by accident: pointed at a binary that exits at once, or one that never shows
/// a window, every test that needs the window fails, and none skips.
final class HarnessProofTests: XCTestCase {
  /// The test classes and cases that need the window: every class of a file that opens one (checked below).
  static let windowTests = [
    "SnowmanEndToEndTests.ArtworkScenarioTests", "SnowmanEndToEndTests.CurveScenarioTests",
    "SnowmanEndToEndTests.ExportSheetScenarioTests", "SnowmanEndToEndTests.KeyboardAndThemeScenarioTests",
    "SnowmanEndToEndTests.PlayerScenarioTests", "SnowmanEndToEndTests.SharedFolderTests",
    "SnowmanEndToEndTests.PresetMenuScenarioTests", "SnowmanEndToEndTests.TracksScenarioTests",
    "SnowmanEndToEndTests.StoreFailureTests/test_window_fullDiskShowsTheError_keepsTheDraft_thenSavesWhenThereIsRoom",
    "SnowmanEndToEndTests.TransportScenarioTests", "SnowmanEndToEndTests.UndoScenarioTests",
    "SnowmanEndToEndTests.WindowSoakTests", "SnowmanEndToEndTests.CodeExportWindowTests",
    "SnowmanEndToEndTests.WardrobeScenarioTests", "SnowmanEndToEndTests.IntroScenarioTests",
    "SnowmanEndToEndTests.CommandLineTests/test_screenshotUnderXvfb_showsTheSnowmanAtRest",
    "SnowmanEndToEndTests.WindowIconTests", "SnowmanEndToEndTests.ScreenSaverScenarioTests",
    "SnowmanEndToEndTests.TextFieldScenarioTests", "SnowmanEndToEndTests.WaylandScenarioTests",
    "SnowmanEndToEndTests.AccessibilityScenarioTests", "SnowmanEndToEndTests.ReducedMotionScenarioTests",
    "SnowmanEndToEndTests.AccessibilityHostilityTests", "SnowmanEndToEndTests.WideSettingsScenarioTests",
    "SnowmanEndToEndTests.KeyframesImportScenarioTests/test_window_ctrlV_ofKeyframes_addsThePresets_andTypingFindsSwing",
    "SnowmanEndToEndTests.AnchorScenarioTests", "SnowmanEndToEndTests.AccessibilityOutlineTests",
    "SnowmanEndToEndTests.OrcaSpeechTests", "SnowmanEndToEndTests.SpinAndBobScenarioTests",
    "SnowmanEndToEndTests.SceneWindowScenarioTests", "SnowmanEndToEndTests.SceneKeyboardScenarioTests",
    "SnowmanEndToEndTests.PartialPresentScenarioTests",
    "SnowmanEndToEndTests.OpenWithScenarioTests/test_filesOnTheCommandLine_arePictureAndKeyframes_andABadOneIsSaid",
  ]

  /// No file opens a window that the proof above leaves out: each test class in a file that starts an
  /// `AppUnderTest` is listed, whole or by its window cases.
  func test_everyFileThatOpensAWindow_isInTheProof() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("Tests.swift") }
    var opening: [String] = []
    for file in files where file != "HarnessProofTests.swift" {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      guard text.contains("AppUnderTest(") else { continue }
      opening.append(file)
      for line in text.split(separator: "\n") where line.hasPrefix("final class ") {
        let name = line.dropFirst("final class ".count).prefix { $0 != ":" }
        XCTAssertTrue(
          Self.windowTests.contains { $0.hasPrefix("SnowmanEndToEndTests.\(name)") },
          "\(name) (\(file)) opens a window but is not proved to fail against a broken binary")
      }
    }
    XCTAssertGreaterThanOrEqual(opening.count, 11, "the files that open a window: \(opening)")
  }

  func test_windowTests_failAndNeverSkip_againstABinaryThatExitsAtOnce() throws {
    try assertEveryWindowTestFails(binary: "#!/bin/sh\necho 'crashed at start' >&2\nexit 3\n")
  }

  func test_aWindowThatNeverAppears_failsWithTheAppsStderr() throws {
    let folder = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try script("#!/bin/sh\necho 'stuck before the first frame' >&2\nexec sleep 60\n", in: folder)
    let x = try XvfbServer()
    let start = Date()
    XCTAssertThrowsError(try AppUnderTest(x: x, dataDir: folder, binary: binary, windowTimeout: 3)) { error in
      XCTAssertTrue(error is HarnessError, "a failure, not a skip: \(error)")
      XCTAssertTrue("\(error)".contains("stuck before the first frame"), "\(error)")
    }
    XCTAssertLessThan(Date().timeIntervalSince(start), 20, "gives up after its time-out")
  }

  /// Runs the window tests in a child test process with `SNOWMAN_BINARY` set to `binary`'s script.
  func assertEveryWindowTestFails(binary text: String) throws {
    let folder = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try script(text, in: folder)
    let bundle = try XCTUnwrap(Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
    for test in Self.windowTests {
      let r = try Harness.run(
        bundle.path, [test], environment: ["SNOWMAN_BINARY": binary.path, "SNOWMAN_SOAK_SECONDS": "2"], timeout: 120)
      let output = r.stdout + r.stderr
      XCTAssertNotEqual(r.status, 0, "\(test) passed against a broken binary:\n\(output.suffix(2000))")
      XCTAssertTrue(output.contains(" failed ("), "\(test) reports a failure:\n\(output.suffix(2000))")
      XCTAssertFalse(output.contains(" skipped ("), "\(test) skipped instead of failing:\n\(output.suffix(2000))")
      XCTAssertFalse(output.contains(" passed ("), "\(test) has a case that passed:\n\(output.suffix(2000))")
    }
  }

  func script(_ text: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent("broken-snowman")
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    return url
  }
}
