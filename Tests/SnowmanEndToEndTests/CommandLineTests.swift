import Foundation
import XCTest

/// The binary run as a user would from a shell: first window, screenshots, errors.
final class CommandLineTests: XCTestCase {
  func test_screenshotUnderXvfb_showsTheSnowmanAtRest() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let shot = data.appendingPathComponent("shot.png")
    let r = try Harness.run(
      Harness.binary.path, ["--data-dir", data.path, "--frames", "3", "--screenshot", shot.path],
      environment: ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stderr, "")
    try assertSnowmanInTheMiddle(shot)
  }

  func test_screenshotOffscreen_withoutX() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let shot = data.appendingPathComponent("shot.png")
    let r = try Harness.run(
      Harness.binary.path, ["--data-dir", data.path, "--frames", "2", "--screenshot", shot.path],
      environment: ["SDL_VIDEODRIVER": "offscreen", "SDL_AUDIODRIVER": "dummy"])
    XCTAssertEqual(r.status, 0, r.stderr)
    try assertSnowmanInTheMiddle(shot)
  }

  func test_noDisplay_saysSoInOneSentenceAndFails() throws {
    let r = try Harness.run(
      "/usr/bin/env",
      ["-u", "DISPLAY", "-u", "WAYLAND_DISPLAY", "-u", "SDL_VIDEODRIVER", Harness.binary.path, "--frames", "1"])
    XCTAssertNotEqual(r.status, 0)
    XCTAssertTrue(r.stderr.hasPrefix("snowman: no display found"), r.stderr)
    XCTAssertTrue(r.stderr.contains("`snowman render` works without one"), r.stderr)
    XCTAssertEqual(r.stderr.split(separator: "\n").count, 1)
  }

  func test_unknownPreset_isOneClearSentence() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let r = try Harness.run(
      Harness.binary.path, ["--data-dir", data.path, "--preset", "Nope", "--frames", "1"],
      environment: ["SDL_VIDEODRIVER": "offscreen"])
    XCTAssertEqual(r.status, 1)
    XCTAssertEqual(r.stderr, "snowman: no preset named \"Nope\"; `snowman presets list` shows them\n")
  }

  func test_corruptPresetFile_isReportedAndLeftAlone() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let folder = data.appendingPathComponent("presets")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bad = folder.appendingPathComponent("broken.json")
    try Data("{\"version\":".utf8).write(to: bad)
    let r = try Harness.run(
      Harness.binary.path, ["--data-dir", data.path, "--frames", "2"],
      environment: ["SDL_VIDEODRIVER": "offscreen"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stderr, "snowman: skipped \(bad.path): is not valid JSON\n")
    XCTAssertEqual(try Data(contentsOf: bad), Data("{\"version\":".utf8))
  }

  /// The PNG's centre column, from a third to two thirds down the stage, holds white snow, not sky or background.
  func assertSnowmanInTheMiddle(_ png: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    guard let convert = Harness.which("convert") else { throw XCTSkip("ImageMagick is not installed") }
    let raw = png.deletingPathExtension().appendingPathExtension("rgba")
    let r = try Harness.run(convert, [png.path, "-depth", "8", "rgba:\(raw.path)"])
    XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
    let bytes = [UInt8](try Data(contentsOf: raw))
    let width = 480
    XCTAssertEqual(bytes.count, width * 800 * 4, "a 480×800 frame", file: file, line: line)
    var snow = 0
    for y in 200..<400 {
      let i = (y * width + 200) * 4
      if bytes[i] > 225 && bytes[i + 1] > 225 && bytes[i + 2] > 225 { snow += 1 }
    }
    XCTAssertGreaterThan(snow, 60, "white snowballs in the middle of the stage", file: file, line: line)
  }
}
