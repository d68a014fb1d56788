import Foundation
import XCTest

/// The three text fields by real keys and clicks under Xvfb: the Save prompt, a row's Rename and the Artwork
/// path edit as GTK's entry does, through the X clipboard.
final class TextFieldScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func field(_ app: AppUnderTest) -> [String: Any] { app.state["field"] as? [String: Any] ?? [:] }
  func text(_ app: AppUnderTest) -> String? { field(app)["text"] as? String }
  func selection(_ app: AppUnderTest) -> [Int] { field(app)["selection"] as? [Int] ?? [] }

  func clipboard(_ x: XvfbServer) -> String {
    guard let xclip = Harness.which("xclip") else { return "" }
    return (try? Harness.run(xclip, ["-o", "-selection", "clipboard"], environment: ["DISPLAY": x.display]))?
      .stdout ?? ""
  }

  /// Clicks `clicks` times inside control `id`, `dx` points from its left edge.
  func click(_ app: AppUnderTest, _ id: String, dx: Double, clicks: Int = 1) throws {
    let c = try XCTUnwrap(app.control(id), "\(id) in the ui-map")
    let x = (c["x"] as? Double ?? 0) + dx, y = (c["y"] as? Double ?? 0) + (c["h"] as? Double ?? 0) / 2
    try app.xdotool(
      [
        "mousemove", "--window", app.windowID, String(Int(x)), String(Int(y)), "click", "--repeat", String(clicks),
        "--delay", "80", "1",
      ])
  }

  func test_theSavePrompt_renameAndPath_editAsAnEntryDoes() throws {
    let xclip = try XCTUnwrap(Harness.which("xclip"), "xclip (make test installs it)")
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Showcase"])

    // The proposal is selected: typing replaces it.
    try app.key("ctrl+s")
    app.waitFor("the prompt") { self.text(app) == "Preset 1" && self.selection(app) == [0, 8] }
    try app.type("Dressed")
    app.waitFor("typed over the proposal") { self.text(app) == "Dressed" }
    // Home, Shift+End, Ctrl+C: the clipboard holds it.
    try app.key("Home")
    try app.key("shift+End")
    app.waitFor("all selected by Shift+End") { self.selection(app) == [0, 7] }
    try app.key("ctrl+c")
    app.waitFor("copied") { self.clipboard(x) == "Dressed" }
    // ← ← Delete, Backspace: in the middle.
    try app.key("End")
    try app.key("Left", times: 2)
    try app.key("Delete")
    try app.key("BackSpace")
    app.waitFor("edited in the middle") { self.text(app) == "Dresd" }
    // Ctrl+Backspace takes the word; Ctrl+V pastes what another app copied.
    try app.key("End")
    try app.key("ctrl+BackSpace")
    app.waitFor("the word gone") { self.text(app) == "" }
    let owner = try ownClipboard("My tall one", xclip: xclip, x: x, app: app)
    defer { if owner.isRunning { owner.terminate() } }
    try app.key("ctrl+v")
    app.waitFor("pasted") { self.text(app) == "My tall one" && self.field(app)["caret"] as? Int == 11 }
    // A click at the left edge puts the caret first; a double-click on "tall" selects the word.
    try click(app, "prompt.field", dx: 13)
    app.waitFor("the caret at the start") { self.field(app)["caret"] as? Int == 0 && self.selection(app) == [0, 0] }
    try app.key("shift+ctrl+Right")
    app.waitFor("Ctrl+Shift+→ selects a word") { self.selection(app) == [0, 2] }
    try app.key("ctrl+a")
    app.waitFor("Ctrl+A") { self.selection(app) == [0, 11] }
    try app.type("Tall")
    app.waitFor("replaced") { self.text(app) == "Tall" }
    try app.key("Return")
    app.waitFor("saved") { app.state["selectedPreset"] as? String == "Tall" }

    // Rename…: the name selected, typed over, Ctrl+X cuts; a drag selects.
    try app.key("1")
    app.waitFor("the Animation screen") { app.state["tab"] as? String == "animation" }
    try app.key("Menu")
    app.waitFor("the row's menu") { app.control("menu.rename") != nil }
    try app.click("menu.rename")
    app.waitFor("the name field") { self.text(app) == "Tall" && self.selection(app) == [0, 4] }
    try app.type("Short one")
    app.waitFor("renamed in the field") { self.text(app) == "Short one" }
    let rename = try XCTUnwrap(app.control("rename.field"))
    let y = Int((rename["y"] as? Double ?? 0) + (rename["h"] as? Double ?? 0) / 2)
    let left = rename["x"] as? Double ?? 0
    try app.xdotool([
      "mousemove", "--window", app.windowID, String(Int(left + 200)), String(y), "mousedown", "1",
      "mousemove", "--window", app.windowID, String(Int(left + 13)), String(y), "mouseup", "1",
    ])
    app.waitFor("a drag back to the start selects it all") { self.selection(app) == [0, 9] }
    try click(app, "rename.field", dx: 40, clicks: 2)
    app.waitFor("a double-click selects the word under it") { self.selection(app) == [0, 5] }
    try app.key("ctrl+x")
    app.waitFor("cut") { self.text(app) == " one" && self.clipboard(x) == "Short" }
    try app.key("Home")
    try app.type("Much")
    try app.key("Return")
    app.waitFor("renamed") { (app.state["presets"] as? [String] ?? []).contains("Much one") }

    // The path: typed, a word taken back with Ctrl+Backspace, Home and Shift+→ select, typing replaces.
    try app.key("2")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" }
    try app.key("ctrl+o")
    app.waitFor("the path field") { self.text(app) == "" }
    try app.type("/tmp/pictures/cat")
    try app.key("ctrl+BackSpace")
    app.waitFor("the last word gone") { self.text(app) == "/tmp/pictures/" }
    try app.key("Home")
    try app.key("shift+Right", times: 4)
    try app.type("/var")
    app.waitFor("the start replaced") { self.text(app) == "/var/pictures/" && self.field(app)["caret"] as? Int == 4 }
    try app.key("Escape")
    app.waitFor("closed") { app.state["field"] == nil }
  }
}
