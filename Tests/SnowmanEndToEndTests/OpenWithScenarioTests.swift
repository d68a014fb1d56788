import Foundation
import XCTest

/// "Open With ▸ Snowman" from a file manager: the desktop entry takes files (`%F`) of the picture types and
/// stylesheets; `snowman FILE…` opens the window with a picture as the artwork (as a drop does) and a stylesheet's
/// `@keyframes` imported (as Ctrl+V does), and refuses a file it cannot use in a sentence, the window still open.
final class OpenWithScenarioTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func test_theDesktopEntry_opensPicturesAndStylesheets() throws {
    let entry = try String(contentsOf: Self.root.appendingPathComponent("Assets/snowman.desktop"), encoding: .utf8)
    let lines = entry.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first { $0.hasPrefix("Exec=") }, "Exec=snowman %F")
    let types = Set(
      (lines.first { $0.hasPrefix("MimeType=") } ?? "").dropFirst(9).split(separator: ";").map(String.init))
    for type in ["image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml", "text/css"] {
      XCTAssertTrue(types.contains(type), "MimeType lists \(type): \(types)")
    }
  }

  func test_filesOnTheCommandLine_arePictureAndKeyframes_andABadOneIsSaid() throws {
    let work = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: work) }
    let picture = work.appendingPathComponent("green square.png")
    let convert = try XCTUnwrap(Harness.which("convert"), "ImageMagick (make test installs it)")
    let made = try Harness.run(
      convert,
      [
        "-size", "96x96", "xc:none", "-fill", "#20c040", "-draw", "rectangle 8,8 87,87", "-depth", "8",
        "PNG32:" + picture.path,
      ])
    XCTAssertEqual(made.status, 0, made.stderr)
    let sheet = work.appendingPathComponent("moves.css")
    try Data("@keyframes hop { 50% { transform: translateY(-30px); } }\n".utf8).write(to: sheet)
    let notes = work.appendingPathComponent("notes.txt")
    try Data("not a picture".utf8).write(to: notes)

    let x = try XvfbServer()
    let app = try AppUnderTest(
      x: x, dataDir: work.appendingPathComponent("data"),
      arguments: ["--size", "480x800", picture.path, sheet.path, notes.path])
    app.waitFor("the picture as the artwork") { app.state["image"] as? String == "green square.png" }
    app.waitFor("the stylesheet's keyframes imported") { (app.state["saved"] as? [String]) == ["hop"] }
    app.waitFor("the file it cannot use, said") {
      (app.state["notice"] as? String).map { $0.contains(notes.path) && $0.contains("is not a picture") } ?? false
    }
    XCTAssertEqual(app.state["image"] as? String, "green square.png", "the picture stays")
  }
}
