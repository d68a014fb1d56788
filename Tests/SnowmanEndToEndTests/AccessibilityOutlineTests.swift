import Foundation
import XCTest

/// The tree a screen reader walks, screen by screen, held to reviewed outlines (`Golden/a11y-*.txt`): pyatspi
/// prints each node's role, name, value and states, children in order, as GTK would build them (a spin button
/// named by its label, children in the order they are on screen, sections as panels, rows below the fold present
/// and not showing). `SNOWMAN_RECORD_GOLDEN=1` rewrites them after a deliberate change, to be read in the diff.
final class AccessibilityOutlineTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func test_everyScreen_isTheReviewedOutline_at480x800() throws { try outlines(size: "480x800") }

  func test_everyScreen_isTheReviewedOutline_at1280x720() throws { try outlines(size: "1280x720") }

  /// Walks the Animation screen, Settings, the Wardrobe, the Export sheet and a row's menu at `size`.
  func outlines(size: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", size], environment: bus)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-tree.py")
    var failures: [String] = []
    func hold(_ screen: String) throws {
      let r = try Harness.run(
        "/usr/bin/python3", [script.path, "outline", app.mapURL.path],
        environment: bus.merging(["DISPLAY": x.display]) { $1 }, timeout: 60)
      XCTAssertEqual(r.status, 0, "outline of \(screen): \(r.stderr)", file: file, line: line)
      let golden = Self.folder.appendingPathComponent("a11y-\(screen)-\(size).txt")
      if ProcessInfo.processInfo.environment["SNOWMAN_RECORD_GOLDEN"] == "1" {
        try r.stdout.write(to: golden, atomically: true, encoding: .utf8)
      } else if let want = try? String(contentsOf: golden, encoding: .utf8), want == r.stdout {
        return
      } else {
        let seen = data.appendingPathComponent(golden.lastPathComponent)
        try r.stdout.write(to: seen, atomically: true, encoding: .utf8)
        failures.append("\(golden.lastPathComponent) changed: diff it against \(seen.path)\n\(r.stdout)")
      }
    }
    app.waitFor("the Animation screen") { app.control("button.play") != nil }
    try hold("animation")
    try app.key("2")
    app.waitFor("Settings") { app.control("settings.save") != nil }
    try hold("settings")
    try app.key("3")
    app.waitFor("the Wardrobe") { app.state["tab"] as? String == "wardrobe" }
    try hold("wardrobe")
    try app.key("1")
    app.waitFor("the Animation screen") { app.control("button.play") != nil }
    try app.key("ctrl+e")
    app.waitFor("the Export sheet") { app.control("export.start") != nil }
    try hold("export")
    try app.key("Escape")
    app.waitFor("the sheet closed") { app.control("export.start") == nil }
    for _ in 0..<8 where app.state["focus"] as? String != "picker" {
      let before = app.state["focus"] as? String
      try app.key("Tab")
      _ = Harness.waitFor(2) { app.state["focus"] as? String != before }
    }
    try app.key("shift+F10")
    app.waitFor("the row's menu") { app.control("menu.duplicate") != nil }
    try hold("menu")
    XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n\n"), file: file, line: line)
  }
}
