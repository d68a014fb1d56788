import Foundation
import XCTest

/// The window carries the app's own icon, so window lists and Alt+Tab show the snowman when Snowman runs from the
/// build folder, with no installed .desktop file to name one.
final class WindowIconTests: XCTestCase {
  func test_theWindow_setsItsIcon_fromTheAppsOwnArt() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "480x800"])
    defer { app.close() }
    let xprop = try XCTUnwrap(Harness.which("xprop"), "make test installs x11-utils")
    // xprop draws an icon as text art unless told to print the property's numbers.
    let r = try Harness.run(
      xprop, ["-id", app.windowID, "-f", "_NET_WM_ICON", "32c", "=$0+\n", "_NET_WM_ICON"],
      environment: ["DISPLAY": x.display])
    XCTAssertEqual(r.status, 0, r.stderr)
    // "_NET_WM_ICON(CARDINAL)=128, 128, <128 × 128 ARGB pixels>": a square icon, and not an empty one.
    let values =
      r.stdout.split(separator: "=").last?.split(separator: ",").compactMap {
        UInt32($0.trimmingCharacters(in: .whitespacesAndNewlines))
      } ?? []
    XCTAssertEqual(Array(values.prefix(2)), [128, 128], "the window has no 128-pixel icon: \(r.stdout.prefix(80))")
    XCTAssertEqual(values.count, 2 + 128 * 128)
    let opaque = values.dropFirst(2).filter { $0 >> 24 > 200 }.count
    XCTAssertGreaterThan(opaque, 128 * 128 / 5, "the icon shows the snowman, not transparent pixels")
  }
}
