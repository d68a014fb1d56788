import Foundation
import XCTest

/// The player window running under Xvfb, driven with xdotool through the rectangles of its `--ui-map`.
final class AppUnderTest {
  let x: XvfbServer
  let dataDir: URL
  let mapURL: URL
  let process: Process
  private let stderrPipe = Pipe()
  private(set) var windowID = ""

  /// The window on `dataDir`; its ui-map is written into `mapFolder` (the data folder unless told).
  init(
    x: XvfbServer, dataDir: URL, mapFolder: URL? = nil, arguments: [String] = [], binary: URL = Harness.binary,
    windowTimeout: Double = 15, environment: [String: String] = [:]
  ) throws {
    self.x = x
    self.dataDir = dataDir
    mapURL = (mapFolder ?? dataDir).appendingPathComponent("ui-map.json")
    process = Process()
    process.executableURL = binary
    process.arguments = ["play", "--data-dir", dataDir.path, "--ui-map", mapURL.path] + arguments
    process.environment = Harness.childEnvironment(
      ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11"].merging(environment) { $1 })
    process.standardError = stderrPipe
    try process.run()
    // Xvfb is running, so a window that does not appear is the app's fault: a failure, never a skip.
    guard Harness.waitFor(windowTimeout, { self.map() != nil || !self.process.isRunning }), map() != nil else {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      throw HarnessError(
        "the window did not come up (exit \(process.terminationStatus)); its stderr: \(stderr())")
    }
    // By process too: an earlier window of the same test may still be open on the display.
    let found = try Harness.run(
      Harness.which("xdotool") ?? "/usr/bin/xdotool",
      ["search", "--sync", "--all", "--pid", String(process.processIdentifier), "--class", "^snowman$"],
      environment: ["DISPLAY": x.display], timeout: 10)
    windowID = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
    if windowID.isEmpty { throw HarnessError("xdotool found no snowman window of this process: \(found.stderr)") }
  }

  deinit { close() }

  /// Quits the app and waits until it is gone, with its window.
  func close() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  func stderr() -> String {
    if process.isRunning { return "" }
    return String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// The current ui-map, parsed.
  func map() -> [String: Any]? {
    guard let data = try? Data(contentsOf: mapURL) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  var state: [String: Any] { map()?["state"] as? [String: Any] ?? [:] }

  func control(_ id: String) -> [String: Any]? {
    (map()?["controls"] as? [[String: Any]])?.first { $0["id"] as? String == id }
  }

  func label(_ id: String) -> String? { control(id)?["label"] as? String }

  /// Every control in the ui-map.
  var controls: [[String: Any]] { map()?["controls"] as? [[String: Any]] ?? [] }

  /// Right-clicks the middle of the control `id`.
  func rightClick(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
    _ = Harness.waitFor(5) { self.control(id) != nil }
    guard let c = control(id), let x = c["x"] as? Double, let y = c["y"] as? Double,
      let w = c["w"] as? Double, let h = c["h"] as? Double
    else { return XCTFail("no control \(id) in the ui-map", file: file, line: line) }
    try xdotool(["mousemove", "--window", windowID, String(Int(x + w / 2)), String(Int(y + h / 2)), "click", "3"])
  }

  /// Runs xdotool on the test's display; its output (a window name, a location).
  @discardableResult
  func xdotool(_ args: [String]) throws -> String {
    let r = try Harness.run(
      Harness.which("xdotool") ?? "/usr/bin/xdotool", args,
      environment: ["DISPLAY": x.display], timeout: 10)
    XCTAssertEqual(r.status, 0, "xdotool \(args): \(r.stderr)")
    return r.stdout
  }

  /// Clicks the middle of the control `id`, as the ui-map places it. The map is written after the frame that
  /// follows the last event, so a control that comes with it (a screen's, after a tab's click) is waited for, up
  /// to 5 s; one still missing fails the test unless it is `optional` (a soak reads the map a moment before it
  /// clicks, and clicks at once).
  func click(_ id: String, optional: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
    if !optional { _ = Harness.waitFor(5) { self.control(id) != nil } }
    guard let c = control(id), let x = c["x"] as? Double, let y = c["y"] as? Double,
      let w = c["w"] as? Double, let h = c["h"] as? Double
    else {
      if !optional { XCTFail("no control \(id) in the ui-map", file: file, line: line) }
      return
    }
    try xdotool(["mousemove", "--window", windowID, String(Int(x + w / 2)), String(Int(y + h / 2)), "click", "1"])
  }

  func type(_ text: String) throws {
    try xdotool(["windowfocus", "--sync", windowID])
    try xdotool(["type", "--delay", "30", text])
  }

  func key(_ name: String, times: Int = 1) throws {
    try xdotool(["windowfocus", "--sync", windowID])
    for _ in 0..<times { try xdotool(["key", name]) }
  }

  /// Tab pressed until the focus ring is on `id` (at most 150 times), as a user without a pointer reaches a control.
  func focus(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
    for _ in 0..<150 where state["focus"] as? String != id {
      let before = state["focus"] as? String
      try key("Tab")
      _ = Harness.waitFor(2) { self.state["focus"] as? String != before }
    }
    XCTAssertEqual(state["focus"] as? String, id, "Tab reaches \(id)", file: file, line: line)
  }

  /// The window's pixels as raw RGBA bytes, grabbed by ImageMagick from the X server.
  func screenshot() throws -> Data {
    let out = mapURL.deletingLastPathComponent().appendingPathComponent("shot-\(UUID().uuidString).rgba")
    let r = try Harness.run(
      Harness.which("import") ?? "/usr/bin/import",
      ["-window", windowID, "-depth", "8", "rgba:\(out.path)"],
      environment: ["DISPLAY": x.display], timeout: 20)
    XCTAssertEqual(r.status, 0, r.stderr)
    return try Data(contentsOf: out)
  }

  /// The pixels inside control `id` (the stage, say), cut from a screenshot of the window.
  func pixels(of id: String) throws -> [UInt8] {
    let shot = [UInt8](try screenshot())
    let window = try XCTUnwrap(map()?["window"] as? [String: Any])
    let width = Int(try XCTUnwrap(window["w"] as? Double).rounded())
    let c = try XCTUnwrap(control(id), "no control \(id)")
    let x = Int(try XCTUnwrap(c["x"] as? Double)), y = Int(try XCTUnwrap(c["y"] as? Double))
    let w = Int(try XCTUnwrap(c["w"] as? Double)), h = Int(try XCTUnwrap(c["h"] as? Double))
    var out: [UInt8] = []
    out.reserveCapacity(w * h * 4)
    for row in y..<(y + h) {
      let start = (row * width + x) * 4
      guard start >= 0, start + w * 4 <= shot.count else { continue }
      out += shot[start..<(start + w * 4)]
    }
    return out
  }

  func waitFor(
    _ what: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
    _ condition: () -> Bool
  ) {
    if !Harness.waitFor(timeout, condition) {
      XCTFail("timed out waiting for \(what); state: \(state)", file: file, line: line)
    }
  }
}
