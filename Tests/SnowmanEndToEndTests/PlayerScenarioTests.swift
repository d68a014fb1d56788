import Foundation
import XCTest

/// The whole app under Xvfb, clicked with xdotool where its ui-map says the controls are.
final class PlayerScenarioTests: XCTestCase {
  func test_stepSaveSelectPlayPauseResumeFinish() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    XCTAssertEqual(app.state["tab"] as? String, "animation")

    // Settings: Width + five times reads ×1.5 on screen and in the map.
    try app.click("tab.settings")
    app.waitFor("the Settings tab") { app.state["tab"] as? String == "settings" }
    for _ in 0..<5 { try app.click("stepper.widthMultiplier.increment") }
    app.waitFor("Width ×1.5") { app.label("settings.row.widthMultiplier") == "Width ×1.5" }

    // Save as "Tall".
    try app.click("settings.save")
    app.waitFor("the name prompt") { app.control("prompt.field") != nil }
    XCTAssertEqual(app.label("prompt.field"), "Preset 1")
    try app.key("BackSpace", times: 8)
    try app.type("Tall")
    app.waitFor("the typed name") { app.label("prompt.field") == "Tall" }
    try app.key("Return")
    app.waitFor("the saved preset") { (app.state["presets"] as? [String])?.contains("Tall") == true }
    XCTAssertNil(app.control("prompt.field"))
    XCTAssertEqual(app.state["selectedPreset"] as? String, "Tall")

    // The file on disk holds the name and the value.
    let folder = data.appendingPathComponent("presets")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    XCTAssertEqual(files.count, 1)
    let saved = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(files[0]))) as? [String: Any])
    XCTAssertEqual(saved["name"] as? String, "Tall")
    // The width's track, keyed where the pass ends: from rest at 0 s to ×1.5 at 2 s.
    let tracks = (saved["setting"] as? [String: Any])?["tracks"] as? [String: Any]
    let width = try XCTUnwrap(tracks?["widthMultiplier"] as? [[String: Any]])
    XCTAssertEqual(width.map { $0["time"] as? Double }, [0, 2])
    XCTAssertEqual(width.map { $0["value"] as? Double }, [1, 1.5])

    // Animation: the picker lists Tall; pick Showcase, then Tall again.
    try app.click("tab.animation")
    app.waitFor("the Animation tab") { app.state["tab"] as? String == "animation" }
    XCTAssertEqual(app.label("picker.row.3"), "Tall")
    try app.click("picker.row.1")
    app.waitFor("Showcase selected") { app.state["selectedPreset"] as? String == "Showcase" }
    // The wheel glides to the row: the rows' rectangles in the map are where they will stay only once Showcase's
    // row is in the middle of the picker.
    app.waitFor("the picker to settle") {
      guard let row = app.control("picker.row.1"), let picker = app.control("picker"),
        let ry = row["y"] as? Double, let rh = row["h"] as? Double, let py = picker["y"] as? Double,
        let ph = picker["h"] as? Double
      else { return false }
      return abs((ry + rh / 2) - (py + ph / 2)) < 0.5
    }
    try app.click("picker.row.3")
    app.waitFor("Tall selected") { app.state["selectedPreset"] as? String == "Tall" }
    XCTAssertEqual(app.label("button.play"), "Play")

    // Play: frames change.
    try app.click("button.play")
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    XCTAssertEqual(app.label("button.play"), "Pause")
    // Frames change as time moves on: the stage differs once elapsed has moved a tenth of a second further.
    let a = try app.pixels(of: "stage")
    let startedAt = app.state["elapsed"] as? Double ?? 0
    app.waitFor("elapsed to move on") { (app.state["elapsed"] as? Double ?? 0) > startedAt + 0.1 }
    app.waitFor("a different frame on the stage") { (try? app.pixels(of: "stage")) != a }

    // Pause: frames and elapsed hold still through whatever else happens in the window.
    try app.click("button.play")
    app.waitFor("paused") { app.state["playback"] as? String == "paused" }
    XCTAssertEqual(app.label("button.play"), "Resume")
    let held = try XCTUnwrap(app.state["elapsed"] as? Double)
    XCTAssertGreaterThan(held, 0)
    let c = try app.pixels(of: "stage")
    try app.click("tab.settings")
    app.waitFor("the Settings tab") { app.state["tab"] as? String == "settings" }
    try app.click("tab.animation")
    app.waitFor("the Animation tab") { app.state["tab"] as? String == "animation" }
    app.waitFor("the same stage as before the tabs switched") { (try? app.pixels(of: "stage")) == c }
    XCTAssertEqual(app.state["elapsed"] as? Double, held)
    XCTAssertEqual(app.state["playback"] as? String, "paused")

    // Resume continues from the held time, not from 0.
    try app.click("button.play")
    app.waitFor("playing again") { app.state["playback"] as? String == "playing" }
    app.waitFor("elapsed to move on") { (app.state["elapsed"] as? Double ?? 0) > held }
    XCTAssertGreaterThanOrEqual(app.state["elapsed"] as? Double ?? 0, held)

    // The end: finished, and the button reads Play.
    app.waitFor("finished", timeout: 15) { app.state["playback"] as? String == "finished" }
    XCTAssertEqual(app.label("button.play"), "Play")
    XCTAssertEqual(app.state["elapsed"] as? Double, 4.0)
  }
}

/// A window and the command line on one folder.
final class SharedFolderTests: XCTestCase {
  func test_windowPicksUpPresetsChangedFromTheShell() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try AppUnderTest(x: x, dataDir: data)
    let file = data.appendingPathComponent("import.json")
    let json = """
      {"version":1,"id":"\(UUID().uuidString)","name":"From the shell","createdAt":"2026-11-22T09:00:00.000Z",\
      "setting":{"widthMultiplier":2,"heightMultiplier":1,"horizontalOffset":0,"verticalOffset":0,"xFlips":0,\
      "ySpins":0,"zTurns":0,"opacity":1,"duration":1,"repeatCount":1,"autoreverse":true,"easing":"linear"}}
      """
    try Data(json.utf8).write(to: file)
    let imported = try Harness.run(Harness.binary.path, ["presets", "import", file.path, "--data-dir", data.path])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    app.waitFor("the imported preset in the picker", timeout: 5) {
      (app.state["presets"] as? [String])?.contains("From the shell") == true
    }
    let renamed = try Harness.run(
      Harness.binary.path, ["presets", "rename", "From the shell", "Renamed", "--data-dir", data.path])
    XCTAssertEqual(renamed.status, 0, renamed.stderr)
    app.waitFor("the rename", timeout: 5) { (app.state["presets"] as? [String])?.contains("Renamed") == true }
    XCTAssertEqual(app.state["selectedPreset"] as? String, "Rest", "the selection stays")
    let deleted = try Harness.run(Harness.binary.path, ["presets", "delete", "Renamed", "--data-dir", data.path])
    XCTAssertEqual(deleted.status, 0, deleted.stderr)
    app.waitFor("the delete", timeout: 5) {
      (app.state["presets"] as? [String]).map { !$0.contains("Renamed") && $0.count > 30 } == true
    }
  }
}
