import Foundation
import XCTest

/// The Export sheet in the window: a GIF in the user's Pictures folder, the same bytes as `render`; Cancel
/// leaves nothing; a finished export in the background notifies the desktop.
final class ExportSheetScenarioTests: XCTestCase {
  var data: URL!
  var home: URL!

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
    home = data.appendingPathComponent("home")
    // xdg-user-dirs names the Pictures folder; a translated desktop has its own name for it.
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent(".config"), withIntermediateDirectories: true)
    try Data("XDG_PICTURES_DIR=\"$HOME/Bilder\"\n".utf8).write(
      to: home.appendingPathComponent(".config/user-dirs.dirs"))
  }

  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  var folder: URL { home.appendingPathComponent("Bilder/Snowman") }

  func open(_ x: XvfbServer, preset: String = "Showcase") throws -> AppUnderTest {
    try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", preset],
      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path])
  }

  func test_ctrlE_export_writesAGIFToPictures_theSameBytesAsRender_neverOverwriting() throws {
    let x = try XvfbServer()
    let app = try open(x)
    for round in 1...2 {
      try app.key("ctrl+e")
      app.waitFor("the sheet") { app.control("export.start") != nil }
      XCTAssertEqual(app.control("export.fps.60")?["enabled"] as? Bool, false, "GIF stops at 50 fps")
      try app.click("export.start")
      app.waitFor("the progress bar") { app.control("export.progress") != nil || app.state["notice"] != nil }
      let name = round == 1 ? "Showcase.gif" : "Showcase 2.gif"
      app.waitFor("saved", timeout: 60) { app.state["notice"] as? String == "Saved \(name)" }
      XCTAssertNotNil(app.control("notice.show"))
      XCTAssertNil(app.control("export.start"), "the sheet closed")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertEqual(names, ["Showcase 2.gif", "Showcase.gif"])
    let cli = data.appendingPathComponent("cli.gif")
    let r = try Harness.run(
      Harness.binary.path,
      [
        "render", "--preset", "Showcase", "--size", "480x360", "--fps", "30", "--out", cli.path, "--data-dir",
        data.path,
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Showcase.gif")), try Data(contentsOf: cli))
    let ffprobe = try XCTUnwrap(Harness.which("ffprobe"))
    let frames = try Harness.run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0",
        folder.appendingPathComponent("Showcase.gif").path,
      ])
    XCTAssertEqual(frames.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "120")
  }

  func test_quitDuringAnExport_asksFirst_andAKillLeavesNoFile() throws {
    let x = try XvfbServer()
    let app = try open(x)
    try app.key("ctrl+e")
    app.waitFor("the sheet") { app.control("export.start") != nil }
    try app.click("export.size.1080")
    try app.click("export.start")
    app.waitFor("under way", timeout: 30) { app.control("export.progress") != nil }
    try app.key("ctrl+q")
    app.waitFor("the question") {
      app.state["notice"] as? String == "An export is running: quit again to stop it and quit."
    }
    XCTAssertNotNil(app.control("export.progress"), "still exporting")
    app.close()  // SIGTERM: quits at once, and the unnamed file goes with the process
    let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    XCTAssertEqual(left, [])
  }

  func test_cancelHalfway_leavesNoFile() throws {
    let x = try XvfbServer()
    let app = try open(x)
    try app.key("ctrl+e")
    app.waitFor("the sheet") { app.control("export.start") != nil }
    try app.click("export.format.mp4")
    try app.click("export.size.1080")
    try app.click("export.fps.60")
    XCTAssertEqual(app.control("export.fps.60")?["enabled"] as? Bool, true)
    try app.click("export.start")
    app.waitFor("under way", timeout: 30) {
      let label = app.label("export.progress") ?? ""
      return label != "" && label != "0 %"
    }
    let export = app.state["export"] as? [String: Any]
    XCTAssertEqual(export?["file"] as? String, "Showcase.mp4")
    XCTAssertGreaterThan(export?["progress"] as? Double ?? 0, 0)
    try app.key("Escape")
    app.waitFor("the sheet closed", timeout: 30) { app.control("export.format.gif") == nil }
    XCTAssertNil(app.state["notice"] as? String)
    // The sheet closes once the export has stopped and cleaned up: the folder is as it will stay.
    let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    XCTAssertEqual(left, [], "no file and no temporary file")
  }

  /// On a private session bus with a stand-in notification service and dbus-monitor watching: an export that
  /// finishes while another window has the focus sends one Notify naming the file; one that finishes in front of
  /// the user sends none.
  func test_anExportFinishedInTheBackground_notifiesTheDesktopOnce() throws {
    let monitor = try XCTUnwrap(Harness.which("dbus-monitor"))
    let stub = try buildStub("notification-stub", into: data)
    let bus = try privateSessionBus(in: data)
    let address = bus["DBUS_SESSION_BUS_ADDRESS"] ?? ""
    let stubLog = data.appendingPathComponent("stub.txt"), monitorLog = data.appendingPathComponent("monitor.txt")
    _ = try startLogged(stub.path, [], log: stubLog, environment: bus)
    XCTAssertTrue(Harness.waitFor(10) { self.text(stubLog).contains("ready") }, "the service owns its name")
    _ = try startLogged(
      monitor, ["--address", address, "interface='org.freedesktop.Notifications',member='Notify'"], log: monitorLog)

    let x = try XvfbServer()
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x800", "--preset", "Showcase"],
      environment: bus.merging(["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path]) {
        $1
      })
    try app.key("ctrl+e")
    app.waitFor("the sheet") { app.control("export.start") != nil }
    try app.click("export.size.1080")
    try app.click("export.start")
    // Another window takes the focus while the export runs.
    let otherData = data.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: otherData, withIntermediateDirectories: true)
    let other = try AppUnderTest(
      x: x, dataDir: otherData, arguments: ["--size", "400x700"], environment: bus)
    try other.xdotool(["windowfocus", "--sync", other.windowID])
    app.waitFor("saved", timeout: 60) { app.state["notice"] as? String == "Saved Showcase.gif" }
    XCTAssertTrue(Harness.waitFor(10) { self.text(stubLog).contains("Notify") }, text(stubLog))
    let notes = text(stubLog).split(separator: "\n").filter { $0.hasPrefix("Notify") }
    XCTAssertEqual(notes.count, 1, text(stubLog))
    XCTAssertTrue(
      notes.first?.hasPrefix("Notify\tExport finished\tShowcase.gif — 120 frames, ") ?? false, text(stubLog))
    XCTAssertEqual(text(monitorLog).components(separatedBy: "member=Notify").count - 1, 1, text(monitorLog))
    XCTAssertTrue(text(monitorLog).contains("Showcase.gif — 120 frames"), text(monitorLog))

    // In front of the user the notice is enough.
    other.close()
    try app.xdotool(["windowfocus", "--sync", app.windowID])
    try app.key("ctrl+e")
    app.waitFor("the sheet again") { app.control("export.start") != nil }
    try app.click("export.start")
    app.waitFor("saved again", timeout: 60) { app.state["notice"] as? String == "Saved Showcase 2.gif" }
    // Proved by what comes after: a third export, finished behind another window, notifies; notifications go out
    // in order, so had the second notified, it would stand between the first and the third.
    try app.key("ctrl+e")
    app.waitFor("the sheet a third time") { app.control("export.start") != nil }
    try app.click("export.size.1080")
    try app.click("export.start")
    let third = try AppUnderTest(x: x, dataDir: otherData, arguments: ["--size", "400x700"], environment: bus)
    try third.xdotool(["windowfocus", "--sync", third.windowID])
    app.waitFor("saved a third time", timeout: 60) { app.state["notice"] as? String == "Saved Showcase 3.gif" }
    XCTAssertTrue(Harness.waitFor(10) { self.text(stubLog).contains("Showcase 3.gif") }, text(stubLog))
    let all = text(stubLog).split(separator: "\n").filter { $0.hasPrefix("Notify") }
    XCTAssertEqual(all.count, 2, "no notification for the export in front of the user: \(text(stubLog))")
    XCTAssertTrue(all.last?.contains("Showcase 3.gif") ?? false, text(stubLog))
  }
}
