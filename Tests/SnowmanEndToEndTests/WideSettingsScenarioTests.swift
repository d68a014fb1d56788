import Foundation
import XCTest

/// A wide window's Settings screen shows the stage beside the table and plays the draft there, live: Space plays
/// it, an edit shows at once and keeps it playing, and the Animation screen plays the preset again.
final class WideSettingsScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func test_theDraftPlaysBesideTheTable() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "1400x1150", "--preset", "Showcase"])
    try app.key("2")
    app.waitFor("the Settings screen with its stage") {
      app.state["tab"] as? String == "settings" && app.control("stage") != nil && app.control("timeline") != nil
    }
    // The Duration row is below the fold: the wheel over the table brings it up.
    for _ in 0..<40 where app.control("stepper.duration.increment") == nil {
      try app.xdotool(["mousemove", "--window", app.windowID, "1100", "600", "click", "5"])
      _ = Harness.waitFor(0.5) { app.control("stepper.duration.increment") != nil }
    }
    let cued = try app.pixels(of: "stage")
    try app.key("space")
    app.waitFor("the draft playing") {
      app.state["playback"] as? String == "playing" && (app.state["elapsed"] as? Double ?? 0) > 0.5
    }
    XCTAssertNotEqual(try app.pixels(of: "stage"), cued, "the stage moves")
    try app.click("stepper.duration.increment")
    app.waitFor("the draft's new length") { app.state["duration"] as? Double == 4.2 }
    XCTAssertEqual(app.state["playback"] as? String, "playing", "an edit keeps the run going")
    XCTAssertTrue(app.label("timeline")?.hasSuffix("/ 4.20 s") ?? false, app.label("timeline") ?? "")
    try app.key("1")
    app.waitFor("the Animation screen, on the preset") {
      app.state["tab"] as? String == "animation" && app.state["duration"] as? Double == 4.0
    }
    XCTAssertEqual(app.state["playback"] as? String, "stopped")
    XCTAssertEqual(app.stderr(), "")
  }

  /// A window made wide while it runs (the user drags its corner) lays Settings out beside the stage, and made
  /// narrow again stacks them: the store hears the size from the window's event, and the layout follows it.
  func test_aWindowResizedLive_movesSettingsBesideTheStage_andBack() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try app.key("2")
    app.waitFor("the Settings screen, narrow: no stage beside the table") {
      app.state["tab"] as? String == "settings" && app.control("stage") == nil
    }
    func window() -> (w: Double?, h: Double?) {
      let window = app.map()?["window"] as? [String: Any]
      return (window?["w"] as? Double, window?["h"] as? Double)
    }
    try app.xdotool(["windowsize", app.windowID, "1280", "720"])
    app.waitFor("the wide layout, the stage beside the table") {
      window() == (1280, 720) && app.control("stage") != nil
    }
    try app.xdotool(["windowsize", app.windowID, "480", "800"])
    app.waitFor("the narrow layout again") { window() == (480, 800) && app.control("stage") == nil }
    XCTAssertEqual(app.stderr(), "")
  }
}
