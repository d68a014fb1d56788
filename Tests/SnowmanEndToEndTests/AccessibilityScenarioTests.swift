import Foundation
import XCTest

/// A screen reader's view of the window: on a private session bus (whose accessibility bus the desktop's own
/// launcher starts), pyatspi walks the tree the window publishes and holds every control of the ui-map against
/// it (role, name, states, extents on screen), then drives the app through the tree alone.
final class AccessibilityScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
  }

  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// `scripts/atspi-tree.py` with `arguments`, on the app's buses and display; fails the test with what it said.
  func tree(
    _ app: AppUnderTest, _ bus: [String: String], _ arguments: [String], file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-tree.py")
    // Debian's Python: pyatspi is its package (python3-pyatspi), not PyPI's.
    let r = try Harness.run(
      "/usr/bin/python3", [script.path] + arguments,
      environment: bus.merging(["DISPLAY": app.x.display]) { $1 }, timeout: 60)
    XCTAssertEqual(r.status, 0, "atspi-tree.py \(arguments.first ?? ""): \(r.stderr)", file: file, line: line)
  }

  func test_aScreenReaderReadsEveryControl_andDrivesTheAppByTheTree() throws {
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x1100"], environment: bus)
    let geometry = try app.xdotool(["getwindowgeometry", "--shell", app.windowID])
    let origin = Dictionary(
      uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, String)? in
        let parts = line.split(separator: "=", maxSplits: 1)
        return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
      })
    let at = [try XCTUnwrap(origin["X"]), try XCTUnwrap(origin["Y"])]
    let map = app.mapURL.path
    func check(_ what: String, line: UInt = #line) throws {
      try tree(app, bus, ["check", map] + at, line: line)
    }
    func press(_ id: String, line: UInt = #line) throws { try tree(app, bus, ["press", map, id], line: line) }

    // A screen reader listening hears the focus move, a choice change and the news.
    let events = data.appendingPathComponent("events.txt")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-tree.py")
    _ = try startLogged(
      "/usr/bin/python3", [script.path, "listen", events.path, "120"], log: data.appendingPathComponent("listen.txt"),
      environment: bus.merging(["DISPLAY": x.display]) { $1 })
    XCTAssertTrue(Harness.waitFor(20) { self.text(events).contains("listening") }, "the listener is registered")
    func heard(_ line: String, _ what: String, line number: UInt = #line) {
      XCTAssertTrue(
        Harness.waitFor(10) { self.text(events).contains(line) }, "\(what): \(self.text(events))", line: number)
    }

    try check("the Animation screen")
    try app.key("Tab")
    app.waitFor("a control focused") { app.state["focus"] is String }
    let focused = try XCTUnwrap(app.state["focus"] as? String)
    heard("object:state-changed:focused\t\(focused)\t1", "the focus event")
    heard("focus:\t\(focused)", "the focus event")
    try press("picker.row.1")
    app.waitFor("Showcase selected through the tree") { app.state["selectedPreset"] as? String == "Showcase" }
    try press("button.play")
    app.waitFor("playing through the tree") { app.state["playback"] as? String == "playing" }
    try press("button.play")
    app.waitFor("paused through the tree") { app.state["playback"] as? String == "paused" }
    try check("the Animation screen, paused")

    try press("tab.settings")
    app.waitFor("the Settings screen") { app.state["tab"] as? String == "settings" }
    try check("the Settings screen")
    let width = (app.state["draft"] as? [String: String])?["widthMultiplier"]
    try press("stepper.widthMultiplier.increment")
    app.waitFor("Width increased through the tree") {
      (app.state["draft"] as? [String: String])?["widthMultiplier"] != width
    }
    try tree(app, bus, ["set", map, "settings.row.heightMultiplier", "2.5"])
    app.waitFor("Height set through Value") {
      (app.state["draft"] as? [String: String])?["heightMultiplier"] == "×2.5"
    }
    try press("settings.row.easing")
    app.waitFor("the Easing menu") { app.control("easing.menu.linear") != nil }
    try check("the Easing menu")
    try press("easing.menu.linear")
    app.waitFor("Linear chosen") { (app.state["draft"] as? [String: String])?["easing"] == "linear" }
    try press("settings.save")
    app.waitFor("the Save prompt") { app.state["prompt"] is String }
    try check("the Save prompt")
    try tree(app, bus, ["type", map, "prompt.field", "Tall"])
    app.waitFor("the name typed through the tree") { app.state["prompt"] as? String == "Tall" }
    try check("the Save prompt, named")
    try press("prompt.confirm")
    app.waitFor("saved") { (app.state["presets"] as? [String])?.contains("Tall") == true }
    let saved = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("presets").path)
    let files = saved.filter { $0.hasSuffix(".json") }.map { text(data.appendingPathComponent("presets/\($0)")) }
    XCTAssertTrue(files.contains { $0.contains("\"Tall\"") && $0.contains("2.5") }, "Tall on disk: \(files)")
    try press("tab.animation")
    app.waitFor("the Animation screen") { app.state["tab"] as? String == "animation" }
    try app.key("Delete")
    app.waitFor("the deleted notice") { app.state["notice"] as? String == "Deleted “Tall”" }
    heard("object:announcement\tnotice\t0\tDeleted “Tall”", "the notice, announced")

    try press("tab.wardrobe")
    app.waitFor("the Wardrobe") { app.state["tab"] as? String == "wardrobe" }
    try check("the Wardrobe")
    try press("wardrobe.costume.doctor")
    app.waitFor("the Doctor worn") { (app.state["wardrobe"] as? [String: Any])?["worn"] as? String == "doctor" }
    heard("object:announcement\twardrobe.mascot\t0\tWearing Doctor", "the costume worn, announced")
    heard("object:state-changed:selected\ttab.wardrobe\t1", "the tab chosen")

    try app.key("ctrl+e")
    app.waitFor("the Export sheet") { app.control("export.start") != nil }
    try check("the Export sheet")
    try tree(app, bus, ["has", map, "export.format.gif", "checked"])
    try press("export.format.webp")
    try tree(app, bus, ["has", map, "export.format.webp", "checked"])
    try check("the Export sheet, WebP chosen")
  }
}
