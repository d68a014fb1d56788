import Foundation
import XCTest

/// A private D-Bus session and the stand-in services of `scripts/` for the tests that talk to the desktop.
extension XCTestCase {
  /// A process writing its stdout to `log`, stopped at the end of the test.
  func startLogged(
    _ path: String, _ arguments: [String], log: URL, environment: [String: String] = [:], unset: [String] = []
  ) throws -> Process {
    XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil), "cannot create \(log.path)")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    p.environment = Harness.childEnvironment(environment).filter { !unset.contains($0.key) }
    p.standardOutput = try FileHandle(forWritingTo: log)
    p.standardError = FileHandle.nullDevice
    try p.run()
    addTeardownBlock {
      if p.isRunning { p.terminate() }
      p.waitUntilExit()
    }
    return p
  }

  /// The text of `url`, or "" while it cannot be read.
  func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

  /// `scripts/NAME.c` built with cc against GIO into `folder`.
  func buildStub(_ name: String, into folder: URL) throws -> URL {
    let cc = try XCTUnwrap(Harness.which("cc"), "the stand-in services are built with cc")
    let stub = folder.appendingPathComponent(name)
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/\(name).c")
    let flags = try Harness.run("/usr/bin/pkg-config", ["--cflags", "--libs", "gio-2.0"]).stdout
      .split(whereSeparator: \.isWhitespace).map(String.init)
    let built = try Harness.run(cc, ["-O1", "-o", stub.path, source.path] + flags)
    XCTAssertEqual(built.status, 0, built.stderr)
    return stub
  }

  /// A session bus of the test's own (its log in `folder`): the environment that points a process at it. The
  /// services it starts see `display` (the test's Xvfb), or no display: never one an earlier test left in this
  /// process's environment (the accessibility registry gives up on a display it cannot open).
  func privateSessionBus(in folder: URL, display: String? = nil) throws -> [String: String] {
    let daemon = try XCTUnwrap(Harness.which("dbus-daemon"), "make test installs dbus")
    let busLog = folder.appendingPathComponent("bus.txt")
    _ = try startLogged(
      daemon, ["--session", "--nofork", "--print-address=1"], log: busLog,
      environment: display.map { ["DISPLAY": $0] } ?? [:], unset: display == nil ? ["DISPLAY"] : [])
    XCTAssertTrue(Harness.waitFor(10) { self.text(busLog).contains("\n") }, "the bus came up")
    return ["DBUS_SESSION_BUS_ADDRESS": text(busLog).trimmingCharacters(in: .whitespacesAndNewlines)]
  }
}
