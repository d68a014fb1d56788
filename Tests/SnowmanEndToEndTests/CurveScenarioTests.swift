import Foundation
import XCTest

/// Curves under Xvfb: drag a handle, copy with Ctrl+C, paste with Ctrl+V, save, render.
final class CurveScenarioTests: XCTestCase {
  func test_dragCopyPasteSave() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    try app.click("tab.settings")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" }
    // Something moves, so the curve is a move's: the width, keyed where the pass ends.
    try app.click("stepper.widthMultiplier.increment")
    app.waitFor("the width keyed") { app.label("settings.row.widthMultiplier") == "Width ×1.1" }
    // Scroll the table down (wheel over it) until the curve and its handles are in view.
    let save = try XCTUnwrap(app.control("settings.save"))
    let midX = Int((save["x"] as? Double ?? 0) - 100)
    for _ in 0..<40 where app.control("curve.handle.2") == nil || app.control("settings.row.curve") == nil {
      try app.xdotool(["mousemove", "--window", app.windowID, String(midX), "400", "click", "5"])
      _ = Harness.waitFor(0.5) { app.control("curve.handle.2") != nil && app.control("settings.row.curve") != nil }
    }
    app.waitFor("the curve in view") {
      app.control("curve.handle.1") != nil && app.control("settings.row.curve") != nil
    }
    XCTAssertEqual(app.label("settings.row.curve"), "cubic-bezier(0.42, 0, 0.58, 1)")

    // Drag handle 1 up and to the right: the curve becomes custom and its label follows.
    let h = try XCTUnwrap(app.control("curve.handle.1"))
    let hx = Int((h["x"] as? Double ?? 0) + 12), hy = Int((h["y"] as? Double ?? 0) + 12)
    try app.xdotool(["mousemove", "--window", app.windowID, String(hx), String(hy), "mousedown", "1"])
    for step in 1...6 {
      try app.xdotool(["mousemove", "--window", app.windowID, String(hx + step * 8), String(hy - step * 10)])
    }
    try app.xdotool(["mouseup", "1"])
    app.waitFor("a custom curve") { (app.state["draft"] as? [String: String])?["easing"] == "custom" }
    // The last moves may still be on their way: wait for the label to hold still before reading it.
    var dragged = app.label("settings.row.curve") ?? ""
    app.waitFor("the drag to settle") {
      let now = app.label("settings.row.curve") ?? ""
      defer { dragged = now }
      return now == dragged && Harness.waitFor(0.3) { app.label("settings.row.curve") != now } == false
    }
    XCTAssertNotEqual(dragged, "cubic-bezier(0.42, 0, 0.58, 1)")
    XCTAssertTrue(dragged.hasPrefix("cubic-bezier("), dragged)
    XCTAssertTrue(dragged.hasSuffix(", 0.58, 1)"), "handle 2 stays where it was: \(dragged)")

    // Ctrl+C: the clipboard holds the curve as CSS writes it.
    try app.key("ctrl+c")
    let xclip = try XCTUnwrap(Harness.which("xclip"), "xclip (make test installs it)")
    var copied = ""
    app.waitFor("the clipboard") {
      copied =
        (try? Harness.run(xclip, ["-o", "-selection", "clipboard"], environment: ["DISPLAY": x.display]))?
        .stdout ?? ""
      return copied == dragged
    }
    XCTAssertEqual(copied, dragged)

    // Text copied from anywhere, pasted with Ctrl+V.
    let owner = try ownClipboard("cubic-bezier(0.1, 0.7, 0.2, 1)", xclip: xclip, x: x, app: app)
    defer { if owner.isRunning { owner.terminate() } }
    try app.key("ctrl+v")
    app.waitFor("the pasted curve") { app.label("settings.row.curve") == "cubic-bezier(0.1, 0.7, 0.2, 1)" }

    // Bad text pasted: a notice, nothing changed.
    let bad = try ownClipboard("not a curve", xclip: xclip, x: x, app: app)
    defer { if bad.isRunning { bad.terminate() } }
    try app.key("ctrl+v")
    app.waitFor("the notice") { (app.state["notice"] as? String)?.hasPrefix("Nothing pasted") == true }
    XCTAssertEqual(app.label("settings.row.curve"), "cubic-bezier(0.1, 0.7, 0.2, 1)")

    // Save: the file holds the curve.
    try app.click("settings.save")
    app.waitFor("the name prompt") { app.control("prompt.field") != nil }
    try app.key("Return")
    app.waitFor("saved") { (app.state["saved"] as? [String])?.count == 1 }
    let folder = data.appendingPathComponent("presets")
    let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
    let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    XCTAssertTrue(text.contains("\"easing\" : \"cubic-bezier(0.1, 0.7, 0.2, 1)\""), text)
    XCTAssertTrue(text.contains("\"version\" : 5"), text)
  }

  /// xclip holding `text` on the clipboard, as another program would, once the display reads it back.
  /// Two presets that differ only by curve: the same pose where the pass starts (rest) and where it ends (the
  /// target, frame 20 of 40: every curve is exactly 1 there), different frames in the middle.
  func test_render_ofTwoCurves_differsInTheMiddleOnly() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    for (name, curve) in [("Linear", "linear"), ("Pop", "cubic-bezier(0.34, 1.56, 0.64, 1)")] {
      let created = try Harness.run(
        Harness.binary.path,
        ["presets", "create", name, "--from", "Showcase", "easing=\(curve)", "--data-dir", data.path])
      XCTAssertEqual(created.status, 0, created.stderr)
      let out = data.appendingPathComponent("\(name)/")
      let r = try Harness.run(
        Harness.binary.path,
        [
          "render", "--preset", name, "--out", out.path + "/", "--fps", "10", "--size", "96x96", "--data-dir",
          data.path,
        ])
      XCTAssertEqual(r.status, 0, r.stderr)
    }
    func frame(_ name: String, _ i: Int) throws -> Data {
      try Data(
        contentsOf: data.appendingPathComponent(name).appendingPathComponent(String(format: "frame-%04d.png", i)))
    }
    XCTAssertEqual(try frame("Linear", 0), try frame("Pop", 0), "both start at rest")
    XCTAssertNotEqual(try frame("Linear", 10), try frame("Pop", 10), "the middle of the pass differs")
    XCTAssertEqual(try frame("Linear", 20), try frame("Pop", 20), "both end the pass on the target")
    XCTAssertNotEqual(try frame("Linear", 30), try frame("Pop", 30), "the middle of the way back differs")
    let show = try Harness.run(Harness.binary.path, ["presets", "show", "Pop", "--data-dir", data.path])
    XCTAssertTrue(show.stdout.contains("Easing                 cubic-bezier(0.34, 1.56, 0.64, 1)\n"), show.stdout)
  }
}

extension XCTestCase {
  /// xclip owning the clipboard with `text`, as another app copying it.
  func ownClipboard(_ text: String, xclip: String, x: XvfbServer, app: AppUnderTest) throws -> Process {
    let owner = Process()
    owner.executableURL = URL(fileURLWithPath: xclip)
    owner.arguments = ["-selection", "clipboard", "-i"]
    owner.environment = Harness.childEnvironment(["DISPLAY": x.display])
    let input = Pipe()
    owner.standardInput = input
    try owner.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    app.waitFor("xclip to own the clipboard") {
      (try? Harness.run(xclip, ["-o", "-selection", "clipboard"], environment: ["DISPLAY": x.display]))?.stdout == text
    }
    return owner
  }
}
