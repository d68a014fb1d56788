import Foundation
import XCTest

/// Undo, redo and Revert in the window, with real clicks and keys; the title bar says when the draft is edited.
final class UndoScenarioTests: XCTestCase {
  func test_threeClicks_threeUndos_oneRedo_thenRevert() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    func title() throws -> String {
      try app.xdotool(["getwindowname", app.windowID]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    try app.click("tab.settings")
    app.waitFor("the table") { app.control("stepper.widthMultiplier.increment") != nil }
    XCTAssertEqual(app.state["edited"] as? Bool, false)
    XCTAssertNil(app.control("settings.revert"), "no Revert before an edit")
    XCTAssertEqual(try title(), "Snowman — Rest")
    for n in 1...3 {
      try app.click("stepper.widthMultiplier.increment")
      app.waitFor("Width ×1.\(n)") { app.label("settings.row.widthMultiplier") == "Width ×1.\(n)" }
    }
    XCTAssertEqual(app.state["edited"] as? Bool, true)
    XCTAssertEqual(try title(), "Snowman — Rest (edited)")
    XCTAssertNotNil(app.control("settings.revert"))
    for n in [2, 1, 0] {
      try app.key("ctrl+z")
      app.waitFor("Width ×1.\(n)") { app.label("settings.row.widthMultiplier") == "Width ×1.\(n)" }
    }
    XCTAssertEqual(app.state["edited"] as? Bool, false)
    XCTAssertEqual(try title(), "Snowman — Rest")
    try app.key("ctrl+shift+z")
    app.waitFor("Width ×1.1 again") { app.label("settings.row.widthMultiplier") == "Width ×1.1" }
    try app.key("ctrl+y")
    app.waitFor("Width ×1.2 again") { app.label("settings.row.widthMultiplier") == "Width ×1.2" }
    try app.click("settings.revert")
    app.waitFor("Revert") { app.label("settings.row.widthMultiplier") == "Width ×1.0" }
    XCTAssertEqual(app.state["edited"] as? Bool, false)
    XCTAssertNil(app.control("settings.revert"))
    try app.key("ctrl+z")
    app.waitFor("Revert undone") { app.label("settings.row.widthMultiplier") == "Width ×1.2" }
    try app.key("ctrl+r")
    app.waitFor("Ctrl+R reverts") { app.label("settings.row.widthMultiplier") == "Width ×1.0" }
  }
}
