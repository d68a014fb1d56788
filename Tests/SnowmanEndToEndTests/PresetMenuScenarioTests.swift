import Foundation
import XCTest

/// A picker row's menu in the window: delete to the trash and Undo, duplicate, rename from the keyboard.
final class PresetMenuScenarioTests: XCTestCase {
  /// A data folder holding one saved preset, "Tall", and the window on it with Tall selected; the user's trash in
  /// the folder too. Returns the folder, the trash's XDG_DATA_HOME, the presets folder, Tall's file and the window.
  func openTall() throws -> (URL, URL, URL, String, AppUnderTest) {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    let xdg = data.appendingPathComponent("xdg")
    let made = try Harness.run(
      Harness.binary.path, ["presets", "create", "Tall", "heightMultiplier=1.5", "--data-dir", data.path])
    XCTAssertEqual(made.status, 0, made.stderr)
    let presets = data.appendingPathComponent("presets")
    let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: presets.path).first)
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Tall"],
      environment: ["XDG_DATA_HOME": xdg.path])
    return (data, xdg, presets, file, app)
  }

  /// A notice is one value: "Copied …" after "Deleted “Tall” — Undo" comes without the old Undo.
  func test_aNoticeAfterADelete_hasNoUndo_andThePresetStaysInTheTrash() throws {
    let (data, xdg, presets, file, app) = try openTall()
    defer { try? FileManager.default.removeItem(at: data) }
    try app.key("Delete")
    app.waitFor("the deleted notice") { app.state["notice"] as? String == "Deleted “Tall”" }
    XCTAssertNotNil(app.control("notice.undo"))
    try app.key("ctrl+c")
    app.waitFor("the copied notice") { (app.state["notice"] as? String)?.hasPrefix("Copied ") == true }
    XCTAssertNil(app.control("notice.undo"), "the old Undo went with its sentence")
    XCTAssertNil(app.control("notice.show"))
    XCTAssertTrue(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("Trash/files/" + file).path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: presets.appendingPathComponent(file).path))
  }

  func test_rightClick_delete_landsInTheTrash_andUndoBringsItBack() throws {
    let (data, xdg, presets, file, app) = try openTall()
    defer { try? FileManager.default.removeItem(at: data) }
    let original = try Data(contentsOf: presets.appendingPathComponent(file))
    let row = try XCTUnwrap(
      app.controls.first {
        ($0["label"] as? String) == "Tall" && ($0["id"] as? String)?.hasPrefix("picker.row.") == true
      }?["id"] as? String)
    try app.rightClick(row)
    app.waitFor("the row's menu") { app.control("menu.delete") != nil }
    XCTAssertEqual(app.label("menu.rename"), "Rename…")
    XCTAssertEqual(app.label("menu.duplicate"), "Duplicate")
    XCTAssertEqual(app.label("menu.export"), "Export…")
    try app.click("menu.delete")
    app.waitFor("the deleted notice") { app.state["notice"] as? String == "Deleted “Tall”" }
    XCTAssertNotNil(app.control("notice.undo"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: presets.appendingPathComponent(file).path))
    let trashed = xdg.appendingPathComponent("Trash/files/" + file)
    XCTAssertEqual(try Data(contentsOf: trashed), original, "the file itself, in the trash")
    let info = try String(contentsOf: xdg.appendingPathComponent("Trash/info/\(file).trashinfo"), encoding: .utf8)
    XCTAssertTrue(info.hasPrefix("[Trash Info]\nPath=\(presets.path)/\(file)\nDeletionDate="), info)
    XCTAssertFalse((app.state["presets"] as? [String] ?? []).contains("Tall"))

    try app.click("notice.undo")
    app.waitFor("Tall back") { (app.state["presets"] as? [String] ?? []).contains("Tall") }
    XCTAssertEqual(app.state["selectedPreset"] as? String, "Tall")
    XCTAssertEqual(try Data(contentsOf: presets.appendingPathComponent(file)), original, "same id, same bytes")
    XCTAssertFalse(FileManager.default.fileExists(atPath: trashed.path))

    // The keyboard alone: Shift+F10, ↓ ↓ to Duplicate, Enter; then Delete and Menu → Rename….
    try app.key("shift+F10")
    app.waitFor("the menu again") { app.control("menu.duplicate") != nil }
    try app.key("Down")
    try app.key("Down")
    try app.key("Return")
    app.waitFor("the copy, selected") { app.state["selectedPreset"] as? String == "Tall copy" }
    try app.key("Menu")
    app.waitFor("the copy's menu") { app.control("menu.rename") != nil }
    try app.key("Down")
    try app.key("Return")
    app.waitFor("the name field") { app.control("rename.field") != nil }
    // The name opens selected, as in any entry: End keeps it and goes after it.
    try app.key("End")
    try app.key("BackSpace", times: 5)
    try app.type(" 2")
    try app.key("Return")
    app.waitFor("renamed") { app.state["selectedPreset"] as? String == "Tall 2" }
    let names = try Harness.run(Harness.binary.path, ["presets", "list", "--data-dir", data.path]).stdout
    XCTAssertTrue(names.contains("Tall 2  "), names)
  }
}
