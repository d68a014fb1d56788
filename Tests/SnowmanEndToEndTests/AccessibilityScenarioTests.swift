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
    // A home of the test's own: the export lands in its Pictures folder.
    let home = data.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x1100"],
      environment: bus.merging(["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path]) {
        $1
      })
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
    try app.key("shift+F10")
    app.waitFor("the row's menu") { app.control("menu.duplicate") != nil }
    try check("a row's menu")
    try app.key("Escape")
    app.waitFor("the menu closed") { app.control("menu.duplicate") == nil }

    try press("tab.settings")
    app.waitFor("the Settings screen") { app.state["tab"] as? String == "settings" }
    try check("the Settings screen")
    let height = (app.state["draft"] as? [String: String])?["heightMultiplier"]
    try press("stepper.heightMultiplier.increment")
    app.waitFor("Height increased through the tree") {
      (app.state["draft"] as? [String: String])?["heightMultiplier"] != height
    }
    try tree(app, bus, ["set", map, "settings.row.widthMultiplier", "2.5"])
    app.waitFor("Width set through Value") {
      (app.state["draft"] as? [String: String])?["widthMultiplier"] == "×2.5"
    }
    // A new value is a value event; the spin button's name ("Width") does not change with it.
    XCTAssertTrue(
      Harness.waitFor(10) {
        self.text(events).contains("object:property-change:accessible-value\tsettings.row.widthMultiplier")
      }, "a value event: \(text(events).suffix(1500))")
    XCTAssertFalse(
      text(events).contains("object:property-change:accessible-name\tsettings.row.widthMultiplier"),
      "no name event for a new value")
    // A row below the fold is in the tree, not showing; a screen reader's focus scrolls it into view.
    XCTAssertNil(app.control("settings.row.easing"), "the Easing row starts below the fold")
    try tree(app, bus, ["has", map, "settings.row.easing", "enabled"])
    try tree(app, bus, ["focus", map, "settings.row.easing"])
    app.waitFor("the Easing row focused, in view") {
      app.state["focus"] as? String == "settings.row.easing" && app.control("settings.row.easing") != nil
    }
    // The wheel over the table brings it up where the focus did not.
    for _ in 0..<40 where app.control("settings.row.easing") == nil {
      try app.xdotool(["mousemove", "--window", app.windowID, "240", "500", "click", "5"])
      _ = Harness.waitFor(0.5) { app.control("settings.row.easing") != nil }
    }
    try press("settings.row.easing")
    app.waitFor("the Easing menu") { app.control("easing.menu.linear") != nil }
    try check("the Easing menu")
    try press("easing.menu.linear")
    app.waitFor("Linear chosen") { (app.state["draft"] as? [String: String])?["easing"] == "linear" }
    try press("settings.save")
    app.waitFor("the Save prompt") { app.state["prompt"] is String }
    try check("the Save prompt")
    let proposed = try XCTUnwrap(app.state["prompt"] as? String)
    try tree(app, bus, ["type", map, "prompt.field", "Tall"])
    app.waitFor("the name typed through the tree") { app.state["prompt"] as? String == "Tall" }
    // What changed in the field, as Orca echoes it: the proposal went, "Tall" came, the caret is after it.
    heard("object:text-changed:delete\tprompt.field\t0\t\(proposed)", "the proposal's deletion")
    heard("object:text-changed:insert\tprompt.field\t0\tTall", "the typed name's insertion")
    heard("object:text-caret-moved\tprompt.field\t4", "the caret after the name")
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
    // The page of code: an export that takes a moment, where a video takes seconds of a debug build.
    try press("export.format.html")
    try tree(app, bus, ["has", map, "export.format.html", "checked"])
    try press("export.start")
    app.waitFor("the export saved", timeout: 60) { (app.state["notice"] as? String)?.hasPrefix("Saved") == true }
    let exported = try XCTUnwrap(app.state["notice"] as? String)
    heard("object:announcement\tnotice\t0\t\(exported)", "the export's notice, announced")
    let pictures = FileManager.default.enumerator(atPath: home.path)?.compactMap { $0 as? String } ?? []
    XCTAssertTrue(pictures.contains { $0.hasSuffix(".html") }, "the page in the Pictures folder: \(pictures)")
  }

  /// Silent until something listens: on the accessibility bus, a window that plays and moves its focus sends no
  /// event; once a listener registers, the same focus move is sent (which shows the monitor would have seen it).
  func test_nothingIsSent_untilAnAssistiveTechnologyListens() throws {
    let gdbus = try XCTUnwrap(Harness.which("gdbus")), monitor = try XCTUnwrap(Harness.which("dbus-monitor"))
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Showcase"], environment: bus)
    let asked = try Harness.run(
      gdbus,
      [
        "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
        "org.a11y.Bus.GetAddress",
      ], environment: bus)
    XCTAssertEqual(asked.status, 0, asked.stderr)
    let address = try XCTUnwrap(asked.stdout.split(separator: "'").dropFirst().first.map(String.init))
    let signals = data.appendingPathComponent("a11y-signals.txt")
    _ = try startLogged(monitor, ["--address", address, "type='signal'"], log: signals)
    XCTAssertTrue(Harness.waitFor(10) { self.text(signals).contains("NameAcquired") }, "the monitor listens")
    func events() -> Int { text(signals).components(separatedBy: "interface=org.a11y.atspi.Event.").count - 1 }

    try app.key("space")
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    app.waitFor("played to the end", timeout: 20) { app.state["playback"] as? String != "playing" }
    try app.key("Tab")
    app.waitFor("a control focused") { app.state["focus"] is String }
    XCTAssertEqual(events(), 0, "no event without a listener: \(text(signals).suffix(1500))")

    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-tree.py")
    let heard = data.appendingPathComponent("events.txt")
    _ = try startLogged(
      "/usr/bin/python3", [script.path, "listen", heard.path, "120"], log: data.appendingPathComponent("listen.txt"),
      environment: bus.merging(["DISPLAY": x.display]) { $1 })
    XCTAssertTrue(Harness.waitFor(20) { self.text(heard).contains("listening") }, "the listener is registered")
    try app.key("Tab")
    XCTAssertTrue(
      Harness.waitFor(10) { self.text(signals).contains("member=StateChanged") }, "a listener hears the focus move")
  }
}
