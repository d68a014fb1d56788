import Foundation
import XCTest

/// The screen may lock whenever nothing plays: on a private session bus with a stand-in screen saver service and
/// dbus-monitor watching, the window asks to keep the screen awake only while an animation plays on screen.
final class ScreenSaverScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
  }

  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// The service's calls, one "Method<TAB>arguments" a line, in order.
  func calls(_ log: URL) -> [String] {
    text(log).split(separator: "\n").map(String.init).filter { $0 != "ready" }
  }

  func inhibits(_ log: URL) -> Int { calls(log).filter { $0.hasPrefix("Inhibit") }.count }

  func test_theScreenStaysAwakeOnlyWhilePlayingOnScreen() throws {
    let monitor = try XCTUnwrap(Harness.which("dbus-monitor"))
    let stub = try buildStub("screensaver-stub", into: data)
    let bus = try privateSessionBus(in: data)
    let stubLog = data.appendingPathComponent("stub.txt"), monitorLog = data.appendingPathComponent("monitor.txt")
    _ = try startLogged(stub.path, [], log: stubLog, environment: bus)
    XCTAssertTrue(Harness.waitFor(10) { self.text(stubLog).contains("ready") }, "the service owns its name")
    _ = try startLogged(
      monitor, ["--address", bus["DBUS_SESSION_BUS_ADDRESS"] ?? "", "interface='org.freedesktop.ScreenSaver'"],
      log: monitorLog)
    XCTAssertTrue(Harness.waitFor(10) { self.text(monitorLog).contains("NameAcquired") }, "the monitor listens")

    // Long enough to hide and show the window while it plays; it ends by itself.
    let created = try Harness.run(
      Harness.binary.path,
      ["presets", "create", "--data-dir", data.path, "Slow", "zTurns=1", "duration=8", "autoreverse=off"])
    XCTAssertEqual(created.status, 0, created.stderr)
    let x = try XvfbServer()
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Slow"], environment: bus)
    app.waitFor("drawn, idle") { app.state["playback"] as? String == "stopped" }
    // Idle on screen, the window is hidden and shown again: still nothing to keep awake.
    _ = try app.xdotool(["windowunmap", "--sync", app.windowID])
    _ = try app.xdotool(["windowmap", "--sync", app.windowID])

    try app.key("space")
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    XCTAssertTrue(Harness.waitFor(10) { self.calls(stubLog).contains { $0.hasPrefix("Inhibit") } }, text(stubLog))
    // Proof by what comes after that the idle window called nothing: the first call is this Inhibit.
    XCTAssertEqual(calls(stubLog).first, "Inhibit\t('Snowman', 'Playing an animation')", text(stubLog))

    try app.key("space")
    app.waitFor("paused") { app.state["playback"] as? String == "paused" }
    XCTAssertTrue(Harness.waitFor(10) { self.calls(stubLog).contains("UnInhibit\t(1,)") }, text(stubLog))

    try app.key("space")
    XCTAssertTrue(Harness.waitFor(10) { self.inhibits(stubLog) == 2 }, text(stubLog))
    // The map says playing before the window hides (it is rewritten at most 20 times a second): a run here read a
    // "paused" left from the press before, after the window had hidden.
    app.waitFor("playing again") { app.state["playback"] as? String == "playing" }
    // Minimised (unmapped, as a window manager does) while playing: the screen may lock; back on screen: awake.
    _ = try app.xdotool(["windowunmap", "--sync", app.windowID])
    XCTAssertTrue(Harness.waitFor(10) { self.calls(stubLog).contains("UnInhibit\t(2,)") }, text(stubLog))
    XCTAssertEqual(app.state["playback"] as? String, "playing", "hiding the window does not pause it")
    _ = try app.xdotool(["windowmap", "--sync", app.windowID])
    XCTAssertTrue(Harness.waitFor(10) { self.inhibits(stubLog) == 3 }, text(stubLog))
    // At the end of the animation the screen is let go.
    app.waitFor("finished", timeout: 30) { app.state["playback"] as? String == "finished" }
    XCTAssertTrue(Harness.waitFor(10) { self.calls(stubLog).contains("UnInhibit\t(3,)") }, text(stubLog))

    // Ended and idle, hidden and shown: nothing; proved by the next Play's Inhibit following UnInhibit directly.
    _ = try app.xdotool(["windowunmap", "--sync", app.windowID])
    _ = try app.xdotool(["windowmap", "--sync", app.windowID])
    try app.key("space")
    XCTAssertTrue(Harness.waitFor(10) { self.inhibits(stubLog) == 4 }, text(stubLog))
    let order = calls(stubLog).filter { !$0.hasPrefix("SimulateUserActivity") }
    XCTAssertEqual(
      order,
      [
        "Inhibit\t('Snowman', 'Playing an animation')", "UnInhibit\t(1,)",
        "Inhibit\t('Snowman', 'Playing an animation')", "UnInhibit\t(2,)",
        "Inhibit\t('Snowman', 'Playing an animation')", "UnInhibit\t(3,)",
        "Inhibit\t('Snowman', 'Playing an animation')",
      ], text(stubLog))
    // SDL also nudges the idle timer while it keeps the screen awake: never while it does not.
    var awake = false
    for call in calls(stubLog) {
      if call.hasPrefix("Inhibit") { awake = true }
      if call.hasPrefix("UnInhibit") { awake = false }
      if call.hasPrefix("SimulateUserActivity") {
        XCTAssertTrue(awake, "activity simulated while idle: \(text(stubLog))")
      }
    }
    // What went over the bus, seen by the monitor, is the same: four asks under the app's own name.
    XCTAssertEqual(text(monitorLog).components(separatedBy: "member=Inhibit\n").count - 1, 4, text(monitorLog))
    XCTAssertEqual(text(monitorLog).components(separatedBy: "member=UnInhibit\n").count - 1, 3, text(monitorLog))
    XCTAssertFalse(text(monitorLog).contains("My SDL application"), text(monitorLog))
    XCTAssertTrue(text(monitorLog).contains("string \"Playing an animation\""), text(monitorLog))
  }
}
