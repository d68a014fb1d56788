import Foundation
import XCTest

/// The binary run as a user would from a shell: first window, screenshots, errors.
final class CommandLineTests: XCTestCase {
  func test_screenshotUnderXvfb_showsTheSnowmanAtRest() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let shot = data.appendingPathComponent("shot.png"), map = data.appendingPathComponent("map.json")
    let r = try Harness.run(
      Harness.binary.path,
      ["--data-dir", data.path, "--frames", "3", "--screenshot", shot.path, "--ui-map", map.path],
      environment: ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stderr, "")
    try assertSnowmanInTheMiddle(shot, map: map)
  }

  func test_screenshotOffscreen_withoutX() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let shot = data.appendingPathComponent("shot.png"), map = data.appendingPathComponent("map.json")
    let r = try Harness.run(
      Harness.binary.path,
      ["--data-dir", data.path, "--frames", "2", "--screenshot", shot.path, "--ui-map", map.path],
      environment: ["SDL_VIDEODRIVER": "offscreen", "SDL_AUDIODRIVER": "dummy"])
    XCTAssertEqual(r.status, 0, r.stderr)
    try assertSnowmanInTheMiddle(shot, map: map)
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

  /// The PNG's centre column of the stage (where the ui-map puts it), from a third to two thirds down, is
  /// mostly white snow, not sky or background.
  func assertSnowmanInTheMiddle(_ png: URL, map: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    let image = try ImageFile.rgba(png)
    XCTAssertEqual(image.width, 480, "a 480×800 frame", file: file, line: line)
    XCTAssertEqual(image.height, 800, "a 480×800 frame", file: file, line: line)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: Any])
    let stage = try XCTUnwrap((json["controls"] as? [[String: Any]])?.first { $0["id"] as? String == "stage" })
    let x = Int(try XCTUnwrap(stage["x"] as? Double) + (try XCTUnwrap(stage["w"] as? Double)) / 2)
    let top = try XCTUnwrap(stage["y"] as? Double), height = try XCTUnwrap(stage["h"] as? Double)
    let rows = Int(top + height / 3)..<Int(top + height * 2 / 3)
    let snow = rows.filter { y in
      let p = image.pixel(x, y)
      return p.r > 225 && p.g > 225 && p.b > 225
    }.count
    XCTAssertGreaterThan(snow, rows.count / 2, "white snowballs in the middle of the stage", file: file, line: line)
  }
}
