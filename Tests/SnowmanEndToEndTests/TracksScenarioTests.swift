import Foundation
import XCTest

/// The dope sheet under Xvfb, by mouse: a keyframe keyed with a stepper, another where the ruler is clicked, one
/// dragged along its lane; saved as a file of version 5 and read back after a restart. Crossfade paused at 1.5 s.
final class TracksScenarioTests: XCTestCase {
  /// Clicks the ruler (`settings.playhead`) where `seconds` falls on the lanes' axis.
  static func seek(_ window: AppUnderTest, to seconds: Double, of duration: Double) throws {
    let ruler = try XCTUnwrap(window.control("settings.playhead"))
    let x = ruler["x"] as? Double ?? 0, w = ruler["w"] as? Double ?? 0, y = ruler["y"] as? Double ?? 0
    // The axis runs from 9 points inside the ruler's ends (a keyframe's half width) to 9 inside its other end.
    let px = x + 9 + (w - 18) * seconds / duration
    try window.xdotool([
      "mousemove", "--window", window.windowID, String(Int(px.rounded())), String(Int(y + 14)), "click", "1",
    ])
  }

  /// Scrolls the Settings table with the wheel until `id` is in view.
  static func reveal(_ id: String, in window: AppUnderTest) throws {
    let save = try XCTUnwrap(window.control("settings.save"))
    let midX = Int((save["x"] as? Double ?? 0) - 100)
    for _ in 0..<40 where window.control(id) == nil {
      try window.xdotool(["mousemove", "--window", window.windowID, String(midX), "400", "click", "5"])
      _ = Harness.waitFor(0.5) { window.control(id) != nil }
    }
    window.waitFor("\(id) in view") { window.control(id) != nil }
  }

  func test_keyByStepper_andByTheRuler_dragAKeyframe_saveAndRestart() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let window = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try window.click("tab.settings")
    window.waitFor("the dope sheet, the playhead at the pass's end") {
      window.control("settings.addKeys") != nil && window.state["playhead"] as? Double == 2
    }
    try Self.reveal("stepper.zTurns.increment", in: window)
    for _ in 0..<4 { try window.click("stepper.zTurns.increment") }
    window.waitFor("one turn keyed at 2 s") {
      window.label("settings.row.zTurns") == "Z turns 1 turn"
        && (window.state["keyframes"] as? [String: [Double]])?["zTurns"] == [0, 2]
    }
    // Back up to the ruler, which scrolls with the table.
    let save = try XCTUnwrap(window.control("settings.save"))
    for _ in 0..<40 where window.control("settings.playhead") == nil {
      try window.xdotool(
        ["mousemove", "--window", window.windowID, String(Int((save["x"] as? Double ?? 0) - 100)), "400", "click", "4"])
      _ = Harness.waitFor(0.5) { window.control("settings.playhead") != nil }
    }
    try Self.seek(window, to: 1, of: 2)
    window.waitFor("the playhead at 1 s") { abs((window.state["playhead"] as? Double ?? 0) - 1) < 0.02 }
    let atOne = window.state["playhead"] as? Double ?? 1
    try Self.reveal("stepper.verticalOffset.decrement", in: window)
    try window.click("stepper.verticalOffset.decrement")
    window.waitFor("the offset keyed there") {
      (window.state["keyframes"] as? [String: [Double]])?["verticalOffset"] == [0, atOne]
    }
    try Self.reveal("settings.track.verticalOffset.key.2", in: window)
    // The new keyframe is dragged along its lane to 1.5 s (the lane spans the axis as the ruler does).
    let key = try XCTUnwrap(window.control("settings.track.verticalOffset.key.2"))
    let lane = try XCTUnwrap(window.control("settings.track.verticalOffset"))
    let to = (lane["x"] as? Double ?? 0) + 9 + ((lane["w"] as? Double ?? 0) - 18) * 0.75
    let kx = (key["x"] as? Double ?? 0) + 9, ky = (key["y"] as? Double ?? 0) + 9
    try window.xdotool(["mousemove", "--window", window.windowID, String(Int(kx)), String(Int(ky)), "mousedown", "1"])
    for step in 1...6 {
      let px = kx + (to - kx) * Double(step) / 6
      try window.xdotool(["mousemove", "--window", window.windowID, String(Int(px.rounded())), String(Int(ky))])
    }
    try window.xdotool(["mouseup", "1"])
    window.waitFor("dragged to 1.5 s, snapped to a frame") {
      let times = (window.state["keyframes"] as? [String: [Double]])?["verticalOffset"] ?? []
      return times.count == 2 && abs(times[1] - 1.5) < 0.04 && abs(times[1] * 60 - (times[1] * 60).rounded()) < 1e-6
    }
    XCTAssertEqual(window.state["selected"] as? [String], ["settings.track.verticalOffset.key.2"])
    try window.click("settings.save")
    window.waitFor("the name prompt") { window.control("prompt.field") != nil }
    try window.key("Return")
    window.waitFor("saved") { (window.state["saved"] as? [String])?.count == 1 }
    let files = try FileManager.default.contentsOfDirectory(
      at: data.appendingPathComponent("presets"), includingPropertiesForKeys: nil)
    let file = try String(contentsOf: try XCTUnwrap(files.first { $0.pathExtension == "json" }), encoding: .utf8)
    XCTAssertTrue(file.contains("\"version\" : 5"), file)
    XCTAssertTrue(file.contains("\"zTurns\" : ["), file)

    window.close()
    let again = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try again.click("tab.settings")
    again.waitFor("the saved keyframes") {
      let keyframes = again.state["keyframes"] as? [String: [Double]]
      return keyframes?["zTurns"] == [0, 2] && keyframes?["verticalOffset"]?.count == 2
    }
    let show = try Harness.run(Harness.binary.path, ["presets", "show", "Preset 1", "--data-dir", data.path])
    XCTAssertTrue(show.stdout.contains("keyframes (zTurns@TIME):"), show.stdout)
    XCTAssertTrue(show.stdout.contains("2.00 s     1 turn"), show.stdout)
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
    XCTAssertEqual(app.label("timeline"), "1.50 / 4.00 s")

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
