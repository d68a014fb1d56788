import Foundation
import XCTest

/// Anything on the session bus can call the window's accessibility bridge: what a screen reader reads of a field
/// counts characters as AT-SPI does (code points), every call is answered, and a hostile call is refused or
/// clamped with nothing else changing (`scripts/atspi-tree.py`, pyatspi, on a private bus).
final class AccessibilityHostilityTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  private var script: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-tree.py").path
  }

  /// What `atspi-tree.py` printed for `arguments`; it must succeed.
  @discardableResult
  private func tree(
    _ app: AppUnderTest, _ bus: [String: String], _ arguments: [String], line: UInt = #line
  ) throws -> String {
    let r = try Harness.run(
      "/usr/bin/python3", [script] + arguments, environment: bus.merging(["DISPLAY": app.x.display]) { $1 },
      timeout: 120)
    XCTAssertEqual(r.status, 0, "atspi-tree.py \(arguments.prefix(4)): \(r.stderr)", line: line)
    return r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func field(_ app: AppUnderTest, _ bus: [String: String], line: UInt = #line) throws -> [String: Any] {
    let json = try tree(app, bus, ["text", app.mapURL.path, "prompt.field"], line: line)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json, line: line)
  }

  private func draft(_ app: AppUnderTest, _ key: String) -> String? {
    (app.state["draft"] as? [String: String])?[key]
  }

  func test_textOffsets_areCodePoints_andCopyTextAnswers() throws {
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"], environment: bus)
    let map = app.mapURL.path
    try app.key("2")
    app.waitFor("the Settings screen") { app.state["tab"] as? String == "settings" }
    try app.key("ctrl+s")
    app.waitFor("the Save prompt") { app.state["prompt"] is String }

    // "é" written as e and a combining accent, and a thumb with a skin tone: six characters, eight code points.
    let name = "Cafe\u{301} 👍🏽"
    try tree(app, bus, ["type", map, "prompt.field", name])
    app.waitFor("the name in the field") { app.state["prompt"] as? String == name }
    var read = try field(app, bus)
    XCTAssertEqual(read["text"] as? String, name)
    XCTAssertEqual(read["count"] as? Int, 8, "CharacterCount in code points")
    XCTAssertEqual(read["caret"] as? Int, 8, "the caret after the last code point")
    try app.key("Left", times: 2)
    XCTAssertTrue(
      Harness.waitFor(10) { (try? self.field(app, bus))?["caret"] as? Int == 5 },
      "two characters back is after the accent, code point 5: \(String(describing: try? field(app, bus)))")
    try app.key("shift+Home")
    XCTAssertTrue(
      Harness.waitFor(10) { (try? self.field(app, bus))?["selection"] as? [Int] == [0, 5] },
      "the selection ends after the accent: \(String(describing: try? field(app, bus)))")
    read = try field(app, bus)
    XCTAssertEqual(read["caret"] as? Int, 0)

    // CopyText answers at once (it answers nothing) and puts the part on the clipboard.
    let xclip = try XCTUnwrap(Harness.which("xclip"), "make test installs xclip")
    let copied = try tree(app, bus, ["copy", map, "prompt.field", "0", "5"])
    XCTAssertFalse(copied.hasPrefix("error"), copied)
    XCTAssertTrue(
      Harness.waitFor(10) {
        (try? Harness.run(xclip, ["-o", "-selection", "clipboard"], environment: ["DISPLAY": x.display]))?.stdout
          == "Cafe\u{301}"
      }, "the copied part on the clipboard")
    XCTAssertEqual(app.state["prompt"] as? String, name, "copying leaves the text")
    XCTAssertEqual(app.stderr(), "")
  }

  func test_hostileCalls_areRefusedOrClamped_andNothingElseChanges() throws {
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x1100"], environment: bus)
    let map = app.mapURL.path
    try app.key("2")
    app.waitFor("the Settings screen") { app.state["tab"] as? String == "settings" }
    let width = "settings.row.widthMultiplier"

    // Not a number is refused; past the range is clamped, as a stepper clamps.
    XCTAssertTrue(try tree(app, bus, ["setraw", map, width, "nan"]).hasPrefix("error"), "NaN refused")
    for (value, shown) in [
      ("inf", "×10.0"), ("-inf", "×\u{2212}10.0"), ("1e308", "×10.0"), ("-1e308", "×\u{2212}10.0"),
    ] {
      try tree(app, bus, ["setraw", map, width, value])
      app.waitFor("width \(value) clamped to \(shown)") { self.draft(app, "widthMultiplier") == shown }
    }
    try tree(app, bus, ["setraw", map, width, "nan"])
    try tree(app, bus, ["setraw", map, width, "1.5"])
    app.waitFor("a plain value after the refusal") { self.draft(app, "widthMultiplier") == "×1.5" }

    // The field: 10 MB refused; offsets before the start clamped to it; past the end refused.
    try app.key("ctrl+s")
    app.waitFor("the Save prompt") { app.state["prompt"] is String }
    let proposed = try XCTUnwrap(app.state["prompt"] as? String)
    XCTAssertEqual(try tree(app, bus, ["insert", map, "prompt.field", "0", "@10000000"]), "False")
    XCTAssertEqual(try tree(app, bus, ["delete", map, "prompt.field", "100", "200"]), "False")
    XCTAssertEqual(try tree(app, bus, ["insert", map, "prompt.field", "-5", "A"]), "True")
    app.waitFor("inserted at the start") { app.state["prompt"] as? String == "A" + proposed }

    // A field that has just closed: its text cannot be set, and nothing is saved.
    let presets = data.appendingPathComponent("presets")
    let before = (try? FileManager.default.contentsOfDirectory(atPath: presets.path)) ?? []
    let held = data.appendingPathComponent("stale-field.txt")
    let holder = try startLogged(
      "/usr/bin/python3", [script, "stale", map, "prompt.field"], log: held,
      environment: bus.merging(["DISPLAY": x.display]) { $1 })
    XCTAssertTrue(Harness.waitFor(20) { self.text(held).contains("held") }, "the field held")
    try app.key("Escape")
    holder.waitUntilExit()
    XCTAssertEqual(holder.terminationStatus, 0, text(held))
    XCTAssertFalse(text(held).contains("True"), "a closed field's text is not set: \(text(held))")
    app.waitFor("the prompt closed") { app.state["prompt"] == nil }

    // A menu item that has just gone: pressing it does nothing. (The Easing row is below the fold: the wheel brings
    // it up.)
    for _ in 0..<40 where app.control("settings.row.easing") == nil {
      try app.xdotool(["mousemove", "--window", app.windowID, "240", "500", "click", "5"])
      _ = Harness.waitFor(0.5) { app.control("settings.row.easing") != nil }
    }
    try tree(app, bus, ["press", map, "settings.row.easing"])
    app.waitFor("the Easing menu") { app.control("easing.menu.linear") != nil }
    let heldItem = data.appendingPathComponent("stale-item.txt")
    let itemHolder = try startLogged(
      "/usr/bin/python3", [script, "stale", map, "easing.menu.linear"], log: heldItem,
      environment: bus.merging(["DISPLAY": x.display]) { $1 })
    XCTAssertTrue(Harness.waitFor(20) { self.text(heldItem).contains("held") }, "the item held")
    try app.key("Escape")
    itemHolder.waitUntilExit()
    XCTAssertEqual(itemHolder.terminationStatus, 0, text(heldItem))
    let easing = draft(app, "easing")
    XCTAssertNotEqual(easing, "linear", "a gone item chose nothing")

    // Seeded calls of every method with hostile arguments: each answered, the window still right after.
    let calls = try tree(app, bus, ["fuzz", map, "20261126", "600"])
    XCTAssertEqual(calls, "600 calls answered")
    XCTAssertTrue(app.process.isRunning, "the window is alive: \(app.stderr())")
    let after = (try? FileManager.default.contentsOfDirectory(atPath: presets.path)) ?? []
    XCTAssertEqual(after.sorted(), before.sorted(), "no preset written or removed")
    XCTAssertEqual(app.stderr(), "")
  }
}
