import Foundation
import XCTest

/// The window driven by the keyboard alone, and drawn in the theme asked for or the one the desktop prefers.
final class KeyboardAndThemeScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// Presses `key` until the ui-map's focus is `id` (at most `limit` presses).
  func press(
    _ app: AppUnderTest, _ key: String, until id: String, limit: Int = 60, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    for _ in 0..<limit {
      if app.state["focus"] as? String == id { return }
      let before = app.state["focus"] as? String
      try app.key(key)
      _ = Harness.waitFor(2) { app.state["focus"] as? String != before }
    }
    XCTAssertEqual(app.state["focus"] as? String, id, "\(key) never reached \(id)", file: file, line: line)
  }

  func test_fromStart_tabToWidth_upTwice_widensTo1_2_withoutTheMouse() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    XCTAssertNil(app.state["focus"] as? String, "nothing is focused at start")
    try press(app, "Tab", until: "tab.settings")
    try app.key("space")
    app.waitFor("the Settings screen") { app.state["tab"] as? String == "settings" }
    // The row is one stop, as a GTK spin button is: ↑ steps it up.
    try press(app, "Tab", until: "settings.row.widthMultiplier")
    try app.key("Up", times: 2)
    app.waitFor("Width ×1.2") { app.label("settings.row.widthMultiplier") == "Width ×1.2" }
    // ← and − step it down.
    try app.key("Left")
    app.waitFor("Width ×1.1") { app.label("settings.row.widthMultiplier") == "Width ×1.1" }
    // Tab never leaves the focus off-screen: the table scrolls to a row below the fold.
    try press(app, "Tab", until: "settings.row.repeatCount")
    app.waitFor("the repeat row in view") { app.control("stepper.repeatCount.increment") != nil }
    // A click puts the focus on what was clicked.
    try app.click("settings.save")
    app.waitFor("Save focused by the click") { app.state["focus"] as? String == "prompt.field" }
  }

  /// Esc with nothing open clears the ring and never closes the window: a later key still acts on it.
  func test_escWithNothingOpen_clearsTheRing_andTheWindowStays() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try press(app, "Tab", until: "tab.settings")
    try app.key("Escape")
    app.waitFor("the ring gone") { app.state["focus"] as? String == nil }
    try app.key("Escape")
    // Proved alive by what comes after, not by waiting: the window answers the next key.
    try app.key("2")
    app.waitFor("Settings, in the same window") { app.state["tab"] as? String == "settings" }
    XCTAssertTrue(app.process.isRunning, "Esc did not quit")
    try app.key("ctrl+q")
    XCTAssertTrue(Harness.waitFor(10) { !app.process.isRunning }, "Ctrl+Q still quits")
  }

  func test_animationSettingsSavePickPlayPause_byKeyboardAlone() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try press(app, "Tab", until: "tab.settings")
    try app.key("Return")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" }
    try press(app, "Tab", until: "settings.row.heightMultiplier")
    try app.key("plus")
    app.waitFor("Height ×1.1") { app.label("settings.row.heightMultiplier") == "Height ×1.1" }
    try press(app, "shift+Tab", until: "settings.save")
    try app.key("space")
    app.waitFor("the name prompt, focused") { app.state["focus"] as? String == "prompt.field" }
    let suggested = app.state["prompt"] as? String ?? ""
    try app.key("BackSpace", times: suggested.count)
    try app.type("By keys")
    app.waitFor("the name typed") { app.state["prompt"] as? String == "By keys" }
    try app.key("Return")
    app.waitFor("saved") { (app.state["presets"] as? [String])?.contains("By keys") == true }
    let files = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("presets").path)
    XCTAssertEqual(files.filter { $0.hasSuffix(".json") }.count, 1, "one preset file on disk: \(files)")
    XCTAssertEqual(app.state["focus"] as? String, "settings.save", "the focus came back from the prompt")

    try press(app, "shift+Tab", until: "tab.animation")
    try app.key("space")
    app.waitFor("Animation") { app.state["tab"] as? String == "animation" }
    try press(app, "Tab", until: "picker")
    try app.key("Up")
    app.waitFor("the row above picked") { app.state["selectedPreset"] as? String != "By keys" }
    try app.key("Down")
    app.waitFor("By keys picked") { app.state["selectedPreset"] as? String == "By keys" }
    try press(app, "Tab", until: "button.play")
    try app.key("space")
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    try app.key("Return")
    app.waitFor("paused") { app.state["playback"] as? String == "paused" }
    XCTAssertEqual(app.state["focus"] as? String, "button.play")
  }

  /// The mean WCAG luminance of the window's pixels.
  func meanLuminance(_ app: AppUnderTest) throws -> Double {
    let rgba = [UInt8](try app.screenshot())
    var sum = 0.0
    var count = 0
    func channel(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    for i in stride(from: 0, to: rgba.count - 3, by: 4 * 7) {
      sum += 0.2126 * channel(rgba[i]) + 0.7152 * channel(rgba[i + 1]) + 0.0722 * channel(rgba[i + 2])
      count += 1
    }
    return count > 0 ? sum / Double(count) : 1
  }

  func test_themeDark_drawsADarkWindow_andNoBusMeansLightWithoutAWord() throws {
    let x = try XvfbServer()
    // No session bus and no portal: light, and nothing said.
    let noBus = ["DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": data.path]
    let light = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"], environment: noBus)
    XCTAssertEqual(light.state["theme"] as? String, "light")
    XCTAssertGreaterThan(try meanLuminance(light), 0.4)
    light.close()
    XCTAssertEqual(light.stderr(), "", "no error without a bus")

    let dark = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800", "--theme", "dark"])
    XCTAssertEqual(dark.state["theme"] as? String, "dark")
    XCTAssertLessThan(try meanLuminance(dark), 0.12)
    try dark.key("2")
    dark.waitFor("Settings") { dark.state["tab"] as? String == "settings" }
    // The map is written after the frame is presented; the screen is read until it shows (not after a sleep).
    dark.waitFor("the Settings screen dark too") { ((try? self.meanLuminance(dark)) ?? 1) < 0.12 }
    // Ctrl+T steps the preference from what shows (dark) to System (light here, without a portal), then Light,
    // which is kept for the next run.
    try dark.key("ctrl+t")
    dark.waitFor("as the desktop") { (dark.state["notice"] as? String)?.hasPrefix("Theme: as the desktop") == true }
    XCTAssertEqual(dark.state["theme"] as? String, "light")
    try dark.key("ctrl+t")
    dark.waitFor("light, kept") { dark.state["notice"] as? String == "Theme: light" }
    dark.close()
    let prefs = try String(contentsOf: data.appendingPathComponent("preferences.json"), encoding: .utf8)
    XCTAssertTrue(prefs.contains("\"theme\" : \"light\""), prefs)
  }

  /// On a private session bus, a stand-in settings portal says the desktop prefers dark: the window starts dark,
  /// and turns light, then dark again, live, when the portal signals a change.
  func test_aPortalPreferringDark_startsTheWindowDark_andItSwitchesLive() throws {
    let stub = try buildStub("portal-stub", into: data)
    let bus = try privateSessionBus(in: data)
    let stubLog = data.appendingPathComponent("stub.txt")
    let portal = try startLogged(stub.path, ["1"], log: stubLog, environment: bus)
    XCTAssertTrue(Harness.waitFor(10) { self.text(stubLog).contains("ready") }, "the portal owns its name")

    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"], environment: bus)
    XCTAssertEqual(app.state["theme"] as? String, "dark", "the first frame is already dark")
    XCTAssertLessThan(try meanLuminance(app), 0.12)
    kill(portal.processIdentifier, SIGUSR1)
    app.waitFor("light, live") { app.state["theme"] as? String == "light" }
    app.waitFor("the light frame on screen") { ((try? self.meanLuminance(app)) ?? 0) > 0.4 }
    kill(portal.processIdentifier, SIGUSR2)
    app.waitFor("dark again") { app.state["theme"] as? String == "dark" }
    // --theme is over the desktop.
    app.close()
    let chosen = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--theme", "light"], environment: bus)
    XCTAssertEqual(chosen.state["theme"] as? String, "light")
  }
}
