import Foundation
import XCTest

/// CSS `@keyframes` in, as a designer brings them: a stylesheet given to `presets import`, or text pasted with Ctrl+V
/// into the window; and a built-in found by typing its name into the picker.
final class KeyframesImportScenarioTests: XCTestCase {
  /// Two rules the stage plays, one it cannot (a filter), written here as a library would write them.
  static let stylesheet = """
    /* a small library */
    @keyframes wag {
      0%, 100% { transform: rotate(0deg); }
      25% { transform: rotate(12deg); }
      75% { transform: rotate(-12deg); }
    }
    @keyframes glow { 50% { filter: brightness(1.5); } }
    @-webkit-keyframes thump { 30% { transform: scale3d(1.2, 1.2, 1); } 60% { transform: scale(0.95); } }
    .wag { transform-origin: top center; animation: wag 800ms ease-in-out infinite; }
    .thump { animation: thump 0.6s cubic-bezier(0.2, 0.8, 0.3, 1) 2; }
    """

  func snowman(_ arguments: [String]) throws -> Harness.Result {
    try Harness.run(Harness.binary.path, arguments)
  }

  func test_presetsImport_ofAStylesheet_addsEachRuleItCanPlay_andSaysWhyItLeftOneOut() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let file = data.appendingPathComponent("library.css")
    try Self.stylesheet.write(to: file, atomically: true, encoding: .utf8)
    let r = try snowman(["presets", "import", file.path, "--data-dir", data.path])
    XCTAssertEqual(r.status, 1, "a rule was left out")
    XCTAssertEqual(r.stdout, "imported wag\nimported thump\n")
    XCTAssertTrue(
      r.stderr.contains("snowman: \(file.path): “glow” was not imported: at 50%, filter is set, a property the stage "),
      r.stderr)
    XCTAssertTrue(r.stderr.contains("wag: It plays forever on the page; the preset plays it once"), r.stderr)
    // On disk, and as the page has them: wag about the top edge, thump twice.
    let shown = try snowman(["presets", "show", "wag", "--data-dir", data.path])
    XCTAssertEqual(shown.status, 0, shown.stderr)
    XCTAssertTrue(shown.stdout.contains("keyframes (zTurns@TIME):"), shown.stdout)
    let files = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("presets").path)
    XCTAssertEqual(files.filter { $0.hasSuffix(".json") }.count, 2, "\(files)")
    let thump = try snowman(["presets", "show", "thump", "--data-dir", data.path])
    XCTAssertTrue(thump.stdout.contains("Repeat count           ×2"), thump.stdout)
    // Imported again: numbered, nothing overwritten.
    let again = try snowman(["presets", "import", file.path, "--data-dir", data.path])
    XCTAssertEqual(again.stdout, "imported wag 2 — its name was taken\nimported thump 2 — its name was taken\n")
    // A file with no rule at all, and one cut short: a sentence each, nothing written.
    let empty = data.appendingPathComponent("empty.css")
    try "body { color: red }".write(to: empty, atomically: true, encoding: .utf8)
    let none = try snowman(["presets", "import", empty.path, "--data-dir", data.path])
    XCTAssertEqual(none.status, 1)
    XCTAssertEqual(none.stderr, "snowman: \(empty.path) not imported: it holds no @keyframes rule\n")
    let cut = data.appendingPathComponent("cut.css")
    try String(Self.stylesheet.prefix(60)).write(to: cut, atomically: true, encoding: .utf8)
    let short = try snowman(["presets", "import", cut.path, "--data-dir", data.path])
    XCTAssertEqual(short.status, 1)
    XCTAssertEqual(short.stdout, "")
    XCTAssertTrue(short.stderr.contains("“wag” was not imported: it ends before its closing brace."), short.stderr)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("presets").path).filter {
        $0.hasSuffix(".json")
      }.count, 4)
  }

  func test_window_ctrlV_ofKeyframes_addsThePresets_andTypingFindsSwing() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    let xclip = try XCTUnwrap(Harness.which("xclip"), "xclip (make test installs it)")
    let owner = try ownClipboard(Self.stylesheet, xclip: xclip, x: x, app: app)
    defer { if owner.isRunning { owner.terminate() } }
    try app.key("ctrl+v")
    app.waitFor("the pasted rules") { (app.state["saved"] as? [String]) == ["wag", "thump"] }
    XCTAssertEqual(app.state["selectedPreset"] as? String, "thump", "the last one in is selected")
    let notice = app.state["notice"] as? String ?? ""
    XCTAssertTrue(notice.hasPrefix("Imported “thump”. “glow” was not imported: at 50%, filter is set"), notice)
    let files = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("presets").path)
    XCTAssertEqual(files.filter { $0.hasSuffix(".json") }.count, 2)

    // Type-ahead: a click on the wheel gives it the focus; "s" then "w" find Swing among the library.
    let picker = try XCTUnwrap(app.control("picker"))
    let px = Int((picker["x"] as? Double ?? 0) + (picker["w"] as? Double ?? 0) / 2)
    let py = Int((picker["y"] as? Double ?? 0) + (picker["h"] as? Double ?? 0) / 2)
    try app.xdotool(["mousemove", "--window", app.windowID, String(px), String(py), "click", "1"])
    app.waitFor("the picker's focus") { app.state["focus"] as? String == "picker" }
    try app.key("s")
    app.waitFor("Showcase") { app.state["selectedPreset"] as? String == "Showcase" }
    try app.key("w")
    app.waitFor("Swing") { app.state["selectedPreset"] as? String == "Swing" }
    try app.key("space")
    app.waitFor("Swing playing") { app.state["playback"] as? String == "playing" }
  }
}
