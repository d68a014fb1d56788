import Foundation
import XCTest

/// Steps under Xvfb: add one, change it, save, restart; Crossfade paused inside its second step.
final class StepsScenarioTests: XCTestCase {
  func test_addAStep_changeItsWidth_saveAndRestart() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let window = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try window.click("tab.settings")
    window.waitFor("the step bar") { window.control("steps.add") != nil }
    XCTAssertEqual(window.state["steps"] as? Int, 1)
    try window.click("steps.add")
    window.waitFor("a second step") { window.state["steps"] as? Int == 2 && window.state["step"] as? Int == 2 }
    XCTAssertNotNil(window.control("steps.chip.2"))
    for _ in 0..<5 { try window.click("stepper.widthMultiplier.increment") }
    window.waitFor("Width ×1.5 in step 2") { window.label("settings.row.widthMultiplier") == "Width ×1.5" }
    try window.click("steps.chip.1")
    window.waitFor("step 1 shown") { window.state["step"] as? Int == 1 }
    XCTAssertEqual(window.label("settings.row.widthMultiplier"), "Width ×1.0", "step 1 kept its width")
    try window.click("settings.save")
    window.waitFor("the name prompt") { window.control("prompt.field") != nil }
    try window.key("Return")
    window.waitFor("saved") { (window.state["saved"] as? [String])?.count == 1 }

    window.close()
    let again = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try again.click("tab.settings")
    again.waitFor("two chips") { again.control("steps.chip.2") != nil && again.control("steps.chip.3") == nil }
    XCTAssertEqual(again.state["steps"] as? Int, 2)
    try again.click("steps.chip.2")
    again.waitFor("step 2's saved width") { again.label("settings.row.widthMultiplier") == "Width ×1.5" }
    let show = try Harness.run(Harness.binary.path, ["presets", "show", "Preset 1", "--data-dir", data.path])
    XCTAssertTrue(show.stdout.contains("Step 2 of 2"), show.stdout)
  }

  func test_crossfade_pausedAt1_5s_showsTheSnowflakeHalfTransparent() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Crossfade"])
    try app.click("button.play")
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    app.waitFor("step 2") { (app.state["elapsed"] as? Double ?? 0) > 1.2 }
    try app.click("button.play")
    app.waitFor("paused") { app.state["playback"] as? String == "paused" }
    // To exactly 1.5 s, with the keys: Home, then 90 frames of 1/60 s.
    try app.key("Home")
    app.waitFor("the start") { app.state["elapsed"] as? Double == 0 }
    try app.xdotool(["windowfocus", "--sync", app.windowID])
    try app.xdotool(["key", "--repeat", "90", "--delay", "5", "Right"])
    app.waitFor("1.5 s") { app.state["elapsed"] as? Double == 1.5 }
    XCTAssertEqual(app.label("timeline"), "1.50 / 4.00 s, step 2 of 2")

    let stage = try app.pixels(of: "stage")
    let c = try XCTUnwrap(app.control("stage"))
    let w = Int(c["w"] as? Double ?? 0), h = Int(c["h"] as? Double ?? 0)
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let i = (y * w + x) * 4
      return (Int(stage[i]), Int(stage[i + 1]), Int(stage[i + 2]))
    }
    // The snowflake's white middle, half transparent over the sky: lighter than the sky beside it, not white.
    let middle = pixel(w / 2, h / 2), sky = pixel(24, h / 2)
    XCTAssertGreaterThan(middle.0, sky.0 + 20, "lighter than the sky: \(middle) over \(sky)")
    XCTAssertLessThan(middle.0, 235, "not opaque white: \(middle)")

    // The same frame as `render --from 1.5` draws at the stage's size: the snowflake, at that opacity.
    let out = data.appendingPathComponent("frames/")
    let r = try Harness.run(
      Harness.binary.path,
      [
        "render", "--preset", "Crossfade", "--from", "1.5", "--to", "1.51", "--fps", "60", "--size", "\(w)x\(h)",
        "--out", out.path + "/", "--data-dir", data.path,
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    let frame = try ImageFile.rgba(out.appendingPathComponent("frame-0000.png"))
    var differing = 0
    for y in 20..<(h - 20) {
      for x in 20..<(w - 20)
      where pixel(x, y) != (Int(frame.pixel(x, y).r), Int(frame.pixel(x, y).g), Int(frame.pixel(x, y).b)) {
        differing += 1
      }
    }
    XCTAssertEqual(differing, 0, "the window's stage is the rendered frame")
  }
}
