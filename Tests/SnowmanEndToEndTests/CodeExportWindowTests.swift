import Foundation
import XCTest

/// Export as code from the window: the curve's Copy menu and Ctrl+Shift+C put the motion on the clipboard as
/// `presets show --as` prints it; the Export sheet writes the page `render` writes.
final class CodeExportWindowTests: XCTestCase {
  var data: URL!
  var home: URL!

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
    home = data.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func open(_ x: XvfbServer) throws -> AppUnderTest {
    try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Showcase"],
      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path])
  }

  func shown(_ flavour: String) throws -> String {
    let r = try Harness.run(
      Harness.binary.path, ["presets", "show", "--data-dir", data.path, "Showcase", "--as", flavour])
    XCTAssertEqual(r.status, 0, r.stderr)
    return r.stdout
  }

  func test_copyMenuAnimationAsSwiftUI_andCtrlShiftC_copyWhatPresetsShowPrints() throws {
    let x = try XvfbServer()
    let app = try open(x)
    let xclip = try XCTUnwrap(Harness.which("xclip"), "xclip (make test installs it)")
    func clipboard() -> String {
      (try? Harness.run(xclip, ["-o", "-selection", "clipboard"], environment: ["DISPLAY": x.display]))?.stdout ?? ""
    }
    try app.click("tab.settings")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" }
    let save = try XCTUnwrap(app.control("settings.save"))
    let midX = Int((save["x"] as? Double ?? 0) - 100)
    for _ in 0..<40 where app.control("curve.copy") == nil {
      try app.xdotool(["mousemove", "--window", app.windowID, String(midX), "400", "click", "5"])
      _ = Harness.waitFor(0.5) { app.control("curve.copy") != nil }
    }
    try app.click("curve.copy")
    app.waitFor("the Copy menu") { app.control("curve.copy.animationSwiftUI") != nil }
    XCTAssertEqual(app.label("curve.copy.animationSwiftUI"), "Animation as SwiftUI")
    try app.click("curve.copy.animationSwiftUI")
    let swiftUI = try shown("swiftui")
    app.waitFor("SwiftUI on the clipboard") { clipboard() == swiftUI }
    XCTAssertNil(app.control("curve.copy.animationSwiftUI"), "the menu closed")
    XCTAssertEqual(
      app.state["notice"] as? String, "Copied the animation as SwiftUI, \(swiftUI.split(separator: "\n").count) lines")

    try app.click("tab.animation")
    app.waitFor("Animation") { app.state["tab"] as? String == "animation" }
    try app.key("ctrl+shift+c")
    let css = try shown("css")
    app.waitFor("CSS on the clipboard") { clipboard() == css }
  }

  func test_exportSheetHTML_savesThePageRenderWrites() throws {
    let x = try XvfbServer()
    let app = try open(x)
    try app.key("ctrl+e")
    app.waitFor("the sheet") { app.control("export.format.html") != nil }
    try app.click("export.format.html")
    app.waitFor("HTML chosen") { app.control("export.fps.30")?["enabled"] as? Bool == false }
    try app.click("export.start")
    app.waitFor("saved", timeout: 30) { app.state["notice"] as? String == "Saved Showcase.html" }
    let saved = home.appendingPathComponent("Pictures/Snowman/Showcase.html")
    let cli = data.appendingPathComponent("cli", isDirectory: true)
    try FileManager.default.createDirectory(at: cli, withIntermediateDirectories: true)
    let r = try Harness.run(
      "/usr/bin/env",
      [
        "-u", "DISPLAY", Harness.binary.path, "render", "--preset", "Showcase", "--size", "480x360", "--out",
        cli.appendingPathComponent("Showcase.html").path, "--data-dir", data.path,
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try Data(contentsOf: saved), try Data(contentsOf: cli.appendingPathComponent("Showcase.html")))
  }

  func test_exportSheetLottieFlat_savesTheFileRenderWrites_andSaysItsSize() throws {
    let x = try XvfbServer()
    let app = try open(x)
    try app.key("ctrl+e")
    app.waitFor("the sheet") { app.control("export.format.lottieFlat") != nil }
    XCTAssertEqual(app.label("export.format.lottieFlat"), "Lottie, flat")
    try app.click("export.format.lottieFlat")
    app.waitFor("Lottie, flat chosen") { app.control("export.fps.30")?["enabled"] as? Bool == false }
    try app.click("export.start")
    app.waitFor("saved", timeout: 30) { (app.state["notice"] as? String)?.hasPrefix("Saved Showcase.json, ") == true }
    let saved = home.appendingPathComponent("Pictures/Snowman/Showcase.json")
    // Named as the window names it: the file's name is the animation's.
    let folder = data.appendingPathComponent("cli", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let cli = folder.appendingPathComponent("Showcase.json")
    let r = try Harness.run(
      "/usr/bin/env",
      [
        "-u", "DISPLAY", Harness.binary.path, "render", "--preset", "Showcase", "--size", "480x360", "--out", cli.path,
        "--data-dir", data.path, "--lottie", "flat",
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    let bytes = try Data(contentsOf: saved)
    XCTAssertEqual(bytes, try Data(contentsOf: cli))
    XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("\"ty\":13"), "no camera in the flat file")
    // As people read a size: megabytes to a tenth, else whole kilobytes.
    let size =
      bytes.count >= 1_000_000
      ? String(format: "%.1f MB", Double(bytes.count) / 1_000_000) : "\((bytes.count + 500) / 1000) KB"
    XCTAssertEqual(app.state["notice"] as? String, "Saved Showcase.json, \(size)")
  }
}
