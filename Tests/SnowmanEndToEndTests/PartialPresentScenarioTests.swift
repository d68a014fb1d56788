import Foundation
import XCTest

/// The window drawn in software shows only what moved each frame (`SceneRenderer.present`): what the X server holds
/// after such frames is the whole frame. Played, paused, moved to the end and back, grabbed from the server; then the
/// window is unmapped and mapped again, which makes the app show all of it anew, and the server must come to hold
/// the same pixels.
final class PartialPresentScenarioTests: XCTestCase {
  /// `make bench`'s preset: the picture moved, squashed, turned every way and faded, so frames differ in most of
  /// the stage and in the timeline below it.
  static let tumble = """
    {"version":1,"id":"00000000-0000-4000-8000-0000000000be","name":"Partial Frames","createdAt":"2026-01-01T00:00:00.000Z",
     "setting":{"widthMultiplier":1.5,"heightMultiplier":0.6,"horizontalOffset":120,"verticalOffset":-80,"xFlips":2,
     "ySpins":1,"zTurns":0.5,"opacity":0.6,"duration":3,"repeatCount":3,"autoreverse":true,"easing":"easeInOut"}}
    """

  func test_afterPlayingInParts_theServerHoldsTheWholeFrame() throws {
    let data = try Harness.tempFolder()
    let presets = data.appendingPathComponent("presets")
    try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
    try Data(Self.tumble.utf8).write(to: presets.appendingPathComponent("00000000-0000-4000-8000-0000000000be.json"))
    let x = try XvfbServer()
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--preset", "Partial Frames", "--autoplay", "--size", "480x800"],
      environment: ["SNOWMAN_RENDERER": "software"])
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    // A second and more of frames that each show only the boxes that moved.
    app.waitFor("a second played", timeout: 20) { (app.state["elapsed"] as? Double ?? 0) > 1.2 }
    try app.key("space")
    app.waitFor("paused") { app.state["playback"] as? String == "paused" }
    // Pausing changed the play button, so that frame was shown whole; jumping to the end and back to the start moves
    // only the picture and the playhead, each a frame shown in part.
    try app.key("End")
    app.waitFor("at the end") { (app.state["elapsed"] as? Double ?? 0) > 1.5 }
    try app.key("Home")
    app.waitFor("at the start") { app.state["elapsed"] as? Double == 0 }
    // The last frame drawn and shown: two grabs in a row alike.
    var shown = try app.screenshot()
    app.waitFor("the window still") {
      let next = try? app.screenshot()
      defer { if let next { shown = next } }
      return next == shown
    }
    _ = try app.xdotool(["windowunmap", "--sync", app.windowID])
    _ = try app.xdotool(["windowmap", "--sync", app.windowID])
    var whole = Data()
    let alike = Harness.waitFor(10) {
      whole = (try? app.screenshot()) ?? Data()
      return whole == shown
    }
    guard !alike else { return }
    let a = [UInt8](shown), b = [UInt8](whole)
    let differing = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }.map { $0.offset / 4 }
    XCTFail(
      "the frame shown whole differs from what the partial frames left on the server, first at pixel "
        + "\(differing.map { "(\($0 % 480), \($0 / 480))" } ?? "none") of \(a.count / 4) and \(b.count / 4)")
  }
}
