import Foundation
import XCTest

/// The tracks issue's user: a snowman that turns at a steady speed for 2 s while it bobs four times, made in the
/// window by keyboard alone and by a screen reader, and pasted as CSS (`animation: spin 2s linear, bob 0.5s
/// ease-out 4 alternate`). Each is the motion the command line keys (`CodeExportLottieTests.spinAndBob`, which the
/// code-export tests play in Chromium, rlottie, ThorVG and the SwiftUI interpreter): the same keyframes, the same
/// frames.
final class SpinAndBobScenarioTests: XCTestCase {
  static let stylesheet = """
    .snowman { animation: spin 2s linear, bob 0.5s ease-out 4 alternate; }
    @keyframes spin { to { rotate: 1turn; } }
    @keyframes bob { to { translate: 0 -40px; } }
    """

  var data: URL!

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
    let r = try Harness.run(
      Harness.binary.path,
      ["presets", "create", "--data-dir", data.path, "Spin and bob"] + CodeExportLottieTests.spinAndBob)
    XCTAssertEqual(r.status, 0, r.stderr)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// The lines of `name`'s `key` keyframes as `presets show` prints them (time, value, curve).
  func keyframes(_ key: String, of name: String) throws -> [String] {
    let r = try Harness.run(Harness.binary.path, ["presets", "show", name, "--data-dir", data.path])
    XCTAssertEqual(r.status, 0, r.stderr)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(of: "    keyframes (\(key)@TIME):") else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("      ") })
  }

  /// `name` keys the same turns and bobs as the command line's preset and renders the same 48 frames, every
  /// pixel within a level.
  func assertSpinsAndBobs(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    for key in ["zTurns", "verticalOffset"] {
      let made = try keyframes(key, of: name), wanted = try keyframes(key, of: "Spin and bob")
      XCTAssertEqual(made, wanted, "\(name)'s \(key)", file: file, line: line)
    }
    XCTAssertEqual(try keyframes("zTurns", of: name).count, 2, file: file, line: line)
    var frames: [[ImageFile]] = []
    for preset in [name, "Spin and bob"] {
      let out = data.appendingPathComponent("frames-\(preset)", isDirectory: true)
      let r = try Harness.run(
        "/usr/bin/env",
        [
          "-u", "DISPLAY", Harness.binary.path, "render", "--data-dir", data.path, "--preset", preset, "--out",
          out.path + "/", "--size", "120x168", "--fps", "24",
        ])
      XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
      frames.append(try ImageFile.frames(in: out))
    }
    XCTAssertEqual(frames[0].count, 48, file: file, line: line)
    XCTAssertEqual(frames[0].count, frames[1].count, file: file, line: line)
    var worst = 0
    for (a, b) in zip(frames[0], frames[1]) {
      for (p, q) in zip(a.bytes, b.bytes) { worst = max(worst, abs(Int(p) - Int(q))) }
    }
    XCTAssertLessThanOrEqual(worst, 1, "\(name) against Spin and bob: \(worst) levels", file: file, line: line)
  }

  func test_pastedCSS_isTheSpinAndBob_andPlays() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    let xclip = try XCTUnwrap(Harness.which("xclip"), "xclip (make test installs it)")
    let owner = try ownClipboard(Self.stylesheet, xclip: xclip, x: x, app: app)
    defer { if owner.isRunning { owner.terminate() } }
    try app.key("ctrl+v")
    app.waitFor("the rule's animation list, one preset named after its class") {
      (app.state["saved"] as? [String])?.contains("snowman") == true
    }
    XCTAssertEqual(app.state["selectedPreset"] as? String, "snowman")
    try app.key("space")
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    try assertSpinsAndBobs("snowman")
  }

  /// The keyframes of `key` in the window's draft, their times.
  func times(_ key: String, in app: AppUnderTest) -> [Double] {
    (app.state["keyframes"] as? [String: [Double]])?[key] ?? []
  }

  /// Selects `track`'s keyframe `number` (1 first) with the arrows on its focused lane.
  func select(_ track: String, key number: Int, in app: AppUnderTest, line: UInt = #line) throws {
    try app.focus("settings.track.\(track)", line: line)
    let id = "settings.track.\(track).key.\(number)"
    for _ in 0..<12 where app.state["selected"] as? [String] != [id] {
      let selected = (app.state["selected"] as? [String])?.first { $0.hasPrefix("settings.track.\(track).key.") }
      let at = selected.flatMap { Int($0.split(separator: ".").last ?? "") }
      let before = app.state["selected"] as? [String]
      try app.key(at.map { $0 < number } ?? false ? "Right" : "Left")
      _ = Harness.waitFor(2) { app.state["selected"] as? [String] != before }
    }
    XCTAssertEqual(app.state["selected"] as? [String], [id], line: line)
  }

  /// Chooses `curve` on the Easing row's menu by keyboard, for the keyframe selected: Enter opens it with nothing
  /// highlighted, ↓ lands on the first item, then on down to `curve`; Enter chooses.
  func chooseCurve(_ curve: String, in app: AppUnderTest) throws {
    try app.focus("settings.row.easing")
    try app.key("Return")
    app.waitFor("the Easing menu") { app.control("easing.menu.linear") != nil }
    try app.key("Down")
    for _ in 0..<12 where app.state["focus"] as? String != "easing.menu.\(curve)" {
      let before = app.state["focus"] as? String
      try app.key("Down")
      _ = Harness.waitFor(2) { app.state["focus"] as? String != before }
    }
    try app.key("Return")
    app.waitFor("\(curve) chosen, the focus back on the row") {
      app.control("easing.menu.linear") == nil && app.state["focus"] as? String == "settings.row.easing"
    }
  }

  func test_byKeyboardAlone() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try app.key("2")
    app.waitFor("Settings, the playhead at the pass's end") { app.state["playhead"] as? Double == 2 }
    try app.focus("settings.row.autoreverse")
    try app.key("Left")
    app.waitFor("one way, no way back") { (app.state["draft"] as? [String: String])?["autoreverse"] == "off" }
    try app.focus("settings.row.zTurns")
    try app.key("Up", times: 4)
    app.waitFor("a turn keyed at 2 s") { self.times("zTurns", in: app) == [0, 2] }
    try select("zTurns", key: 2, in: app)
    try chooseCurve("linear", in: app)
    // The bob: the playhead back to 0.5 s (ten frames a Shift+←), then a keyframe each half second.
    try app.focus("settings.playhead")
    try app.key("shift+Left", times: 9)
    app.waitFor("the playhead at 0.5 s") { abs((app.state["playhead"] as? Double ?? 0) - 0.5) < 1e-9 }
    for (k, (down, curve)) in [(true, "easeOut"), (false, "easeIn"), (true, "easeOut"), (false, "easeIn")].enumerated()
    {
      try app.focus("settings.row.verticalOffset")
      try app.key(down ? "Down" : "Up", times: 4)
      app.waitFor("the bob keyed, \(k + 1) of 4") { self.times("verticalOffset", in: app).count == k + 2 }
      try select("verticalOffset", key: k + 2, in: app)
      try chooseCurve(curve, in: app)
      if k < 3 {
        try app.focus("settings.playhead")
        try app.key("shift+Right", times: 3)
        app.waitFor("the playhead on") { abs((app.state["playhead"] as? Double ?? 0) - 0.5 * Double(k + 2)) < 1e-9 }
      }
    }
    try app.key("ctrl+s")
    app.waitFor("the name prompt") { app.control("prompt.field") != nil }
    try app.type("Keyed")
    try app.key("Return")
    app.waitFor("saved") { (app.state["saved"] as? [String])?.contains("Keyed") == true }
    try assertSpinsAndBobs("Keyed")
  }

  func test_byScreenReader() throws {
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x1100"], environment: bus)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-tree.py")
    func tree(_ arguments: String..., line: UInt = #line) throws {
      let r = try Harness.run(
        "/usr/bin/python3", [script.path, arguments[0], app.mapURL.path] + arguments.dropFirst(),
        environment: bus.merging(["DISPLAY": x.display]) { $1 }, timeout: 60)
      XCTAssertEqual(r.status, 0, "atspi-tree.py \(arguments): \(r.stderr)", line: line)
    }
    func curve(_ name: String, line: UInt = #line) throws {
      try tree("press", "settings.row.easing", line: line)
      app.waitFor("the Easing menu") { app.control("easing.menu.linear") != nil }
      try tree("press", "easing.menu.\(name)", line: line)
      app.waitFor("\(name) chosen") { app.control("easing.menu.linear") == nil }
    }
    try tree("press", "tab.settings")
    app.waitFor("Settings, the playhead at the pass's end") { app.state["playhead"] as? Double == 2 }
    try tree("set", "settings.row.autoreverse", "0")
    app.waitFor("one way, no way back") { (app.state["draft"] as? [String: String])?["autoreverse"] == "off" }
    try tree("set", "settings.row.zTurns", "1")
    app.waitFor("a turn keyed at 2 s") { self.times("zTurns", in: app) == [0, 2] }
    try tree("press", "settings.track.zTurns.key.2")
    app.waitFor("selected") { app.state["selected"] as? [String] == ["settings.track.zTurns.key.2"] }
    try curve("linear")
    for (k, (value, name)) in [("-40", "easeOut"), ("0", "easeIn"), ("-40", "easeOut"), ("0", "easeIn")].enumerated() {
      let seconds = 0.5 * Double(k + 1)
      try tree("set", "settings.playhead", String(seconds))
      app.waitFor("the playhead at \(seconds) s") { app.state["playhead"] as? Double == seconds }
      try tree("set", "settings.row.verticalOffset", value)
      app.waitFor("the bob keyed, \(k + 1) of 4") { self.times("verticalOffset", in: app).count == k + 2 }
      try tree("press", "settings.track.verticalOffset.key.\(k + 2)")
      app.waitFor("selected") {
        app.state["selected"] as? [String] == ["settings.track.verticalOffset.key.\(k + 2)"]
      }
      try curve(name)
    }
    try tree("press", "settings.save")
    app.waitFor("the Save prompt") { app.state["prompt"] is String }
    try tree("type", "prompt.field", "Read")
    app.waitFor("named") { app.state["prompt"] as? String == "Read" }
    try tree("press", "prompt.confirm")
    app.waitFor("saved") { (app.state["saved"] as? [String])?.contains("Read") == true }
    try assertSpinsAndBobs("Read")
  }
}
