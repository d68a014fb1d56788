import Foundation
import XCTest

/// The transport under Xvfb, driven with xdotool at the ui-map's rectangles.
final class TransportScenarioTests: XCTestCase {
  func elapsed(_ app: AppUnderTest) -> Double { app.state["elapsed"] as? Double ?? -1 }

  func rect(_ app: AppUnderTest, _ id: String) throws -> (x: Double, y: Double, w: Double, h: Double) {
    let c = try XCTUnwrap(app.control(id), "no \(id) in the ui-map")
    return (
      try XCTUnwrap(c["x"] as? Double), try XCTUnwrap(c["y"] as? Double), try XCTUnwrap(c["w"] as? Double),
      try XCTUnwrap(c["h"] as? Double)
    )
  }

  /// The stage's pixels (inside its rounded corners) as `render --from S` draws them at the stage's pixel size.
  func renderedStage(atTick tick: Int, data: URL, stage: (x: Double, y: Double, w: Double, h: Double)) throws
    -> ImageFile
  {
    let out = data.appendingPathComponent("frame-\(tick)/")
    let from = String(format: "%.10f", Double(tick) / 120)
    let r = try Harness.run(
      Harness.binary.path,
      [
        "render", "--preset", "Showcase", "--from", from, "--to", String(format: "%.10f", Double(tick + 1) / 120),
        "--fps", "60", "--size", "\(Int(stage.w))x\(Int(stage.h))", "--out", out.path + "/", "--data-dir", data.path,
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    return try ImageFile.rgba(out.appendingPathComponent("frame-0000.png"))
  }

  /// Whether the window's stage (its pixels cut from a screenshot) equals `frame` inside the rounded corners.
  func stageMatches(_ app: AppUnderTest, _ frame: ImageFile, corner: Int = 20) throws -> Bool {
    let stage = try app.pixels(of: "stage")
    var differing = 0
    for y in corner..<(frame.height - corner) {
      for x in corner..<(frame.width - corner) {
        let i = (y * frame.width + x) * 4
        let p = frame.pixel(x, y)
        if stage[i] != p.r || stage[i + 1] != p.g || stage[i + 2] != p.b { differing += 1 }
      }
    }
    return differing == 0
  }

  func test_stepDragSpeedPingPong_andRestartKeepsThem() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let window = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Showcase"])
    XCTAssertEqual(window.state["duration"] as? Double, 4)
    for id in ["timeline", "button.stepBackward", "button.stepForward", "button.speed", "button.loop"] {
      XCTAssertNotNil(window.control(id), id)
    }

    // → thirty times from the start: exactly half a second, paused.
    try window.key("Right", times: 30)
    window.waitFor("0.5 s") { self.elapsed(window) == 0.5 }
    XCTAssertEqual(window.state["playback"] as? String, "paused")
    XCTAssertEqual(window.label("timeline"), "0.50 / 4.00 s")

    // Drag the playhead to the middle of the timeline: half the duration within a frame, and the stage shows
    // that frame, pixel for pixel as `render` draws it.
    let track = try rect(window, "timeline")
    let y = Int(track.y + track.h - 10)
    let startX = Int(track.x + track.w * 0.125)
    try window.xdotool(["mousemove", "--window", window.windowID, String(startX), String(y), "mousedown", "1"])
    for step in 1...8 {
      let px = Double(startX) + (track.x + track.w / 2 - Double(startX)) * Double(step) / 8
      try window.xdotool(["mousemove", "--window", window.windowID, String(Int(px.rounded())), String(y)])
    }
    try window.xdotool(["mouseup", "1"])
    window.waitFor("the middle") { abs(self.elapsed(window) - 2) <= 1.0 / 60 + 1e-9 }
    XCTAssertEqual(window.state["playback"] as? String, "paused", "it was paused: it stays paused there")
    let tick = Int((elapsed(window) * 120).rounded())
    let frame = try renderedStage(atTick: tick, data: data, stage: try rect(window, "stage"))
    window.waitFor("the stage to show tick \(tick)") { (try? self.stageMatches(window, frame)) == true }

    // 0.5×: two seconds of wall time play one second.
    for _ in 0..<4 { try window.click("button.speed") }
    window.waitFor("0.5×") { window.label("button.speed") == "0.5×" }
    XCTAssertEqual(window.state["speed"] as? Double, 0.5)
    try window.key("Home")
    window.waitFor("the start") { self.elapsed(window) == 0 }
    try window.click("button.play")
    window.waitFor("playing") { window.state["playback"] as? String == "playing" }
    let startedAt = Date()
    let from = elapsed(window)
    window.waitFor("a second played") { self.elapsed(window) >= from + 1 }
    let wall = Date().timeIntervalSince(startedAt)
    XCTAssertGreaterThan(wall, 1.6, "one second of animation at 0.5× took \(wall) s of wall time")
    XCTAssertLessThan(wall, 3.0, "one second of animation at 0.5× took \(wall) s of wall time")

    // Ping-pong at 4×: past the end it turns round and comes back, still playing.
    try window.click("button.loop")
    try window.click("button.loop")
    window.waitFor("Ping-pong") { window.label("button.loop") == "Ping-pong" }
    XCTAssertEqual(window.state["loop"] as? String, "pingPong")
    try window.key("bracketright", times: 3)
    window.waitFor("4×") { window.state["speed"] as? Double == 4 }
    window.waitFor("the turn at the end", timeout: 15) { window.state["direction"] as? String == "backward" }
    window.waitFor("coming back") { self.elapsed(window) < 3.5 && self.elapsed(window) > 0 }
    XCTAssertEqual(window.state["playback"] as? String, "playing")

    // A restart keeps speed and loop mode.
    window.close()
    let again = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    XCTAssertEqual(again.state["speed"] as? Double, 4)
    XCTAssertEqual(again.state["loop"] as? String, "pingPong")
    XCTAssertEqual(again.label("button.speed"), "4×")
    XCTAssertEqual(again.label("button.loop"), "Ping-pong")
  }

  /// `play --at 1.0` and `render --from 1.0` at the stage's pixel size draw the same pixels.
  func test_openedAt_andRenderedFrom_areTheSamePixels() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let shot = data.appendingPathComponent("at.png"), map = data.appendingPathComponent("map.json")
    let r = try Harness.run(
      Harness.binary.path,
      [
        "play", "--preset", "Showcase", "--at", "1.0", "--frames", "2", "--screenshot", shot.path, "--size",
        "480x800", "--data-dir", data.path, "--ui-map", map.path,
      ], environment: ["SDL_VIDEODRIVER": "offscreen"])
    XCTAssertEqual(r.status, 0, r.stderr)
    let state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: Any])
    XCTAssertEqual((state["state"] as? [String: Any])?["elapsed"] as? Double, 1)
    XCTAssertEqual((state["state"] as? [String: Any])?["playback"] as? String, "paused")
    let controls = try XCTUnwrap(state["controls"] as? [[String: Any]])
    let stage = try XCTUnwrap(controls.first { $0["id"] as? String == "stage" })
    let (sx, sy) = (Int(try XCTUnwrap(stage["x"] as? Double)), Int(try XCTUnwrap(stage["y"] as? Double)))
    let (sw, sh) = (Int(try XCTUnwrap(stage["w"] as? Double)), Int(try XCTUnwrap(stage["h"] as? Double)))

    let out = data.appendingPathComponent("frames/")
    let render = try Harness.run(
      Harness.binary.path,
      [
        "render", "--preset", "Showcase", "--from", "1.0", "--to", "1.01", "--fps", "60", "--size", "\(sw)x\(sh)",
        "--out", out.path + "/", "--data-dir", data.path,
      ])
    XCTAssertEqual(render.status, 0, render.stderr)
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
    XCTAssertEqual(names, ["frame-0000.png"], "one frame from 1.0 up to, not including, 1.01 at 60 fps")
    let window = try ImageFile.rgba(shot)
    let frame = try ImageFile.rgba(out.appendingPathComponent("frame-0000.png"))
    var compared = 0, differing = 0
    // Inside the stage's rounded corners (radius 18).
    for y in 20..<(sh - 20) {
      for x in 20..<(sw - 20) {
        let a = window.pixel(sx + x, sy + y), b = frame.pixel(x, y)
        compared += 1
        if (a.r, a.g, a.b) != (b.r, b.g, b.b) { differing += 1 }
      }
    }
    XCTAssertGreaterThan(compared, 100_000)
    XCTAssertEqual(differing, 0, "the same pixels")
  }

  func test_segmentArguments_areCheckedInOneSentence() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let out = data.appendingPathComponent("x.gif").path
    let cases: [([String], String)] = [
      (["--from", "5"], "--from 5.0 is outside the animation, which runs from 0 to 4.00 s"),
      (["--to", "4.5"], "--to 4.5 is past the end of the animation, 4.00 s"),
      (["--from", "2", "--to", "1"], "--to 1.0 must be later than --from 2.0"),
    ]
    for (args, message) in cases {
      let r = try Harness.run(Harness.binary.path, ["render", "--preset", "Showcase", "--out", out] + args)
      XCTAssertEqual(r.status, 1, "\(args)")
      XCTAssertEqual(r.stderr, "snowman: \(message)\n")
      XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
    let late = try Harness.run(
      Harness.binary.path, ["play", "--preset", "Showcase", "--at", "9", "--frames", "1"],
      environment: ["SDL_VIDEODRIVER": "offscreen"])
    XCTAssertEqual(late.status, 1)
    XCTAssertEqual(late.stderr, "snowman: --at 9.0 is past the end of Showcase, 4.00 s\n")
    let segment = try Harness.run(
      Harness.binary.path,
      ["render", "--preset", "Showcase", "--from", "1", "--to", "2", "--fps", "30", "--size", "64x64", "--out", out])
    XCTAssertEqual(segment.status, 0, segment.stderr)
    if let identify = Harness.which("identify") {
      let frames = try Harness.run(identify, ["-format", "%T\n", out])
      XCTAssertEqual(frames.stdout.split(separator: "\n").count, 30, "one second at 30 fps")
    }
  }
}
