import Foundation
import XCTest

@testable import SnowmanModel

/// Where the window's exports go.
final class ExportDestinationTests: XCTestCase {
  func test_destination_userDirs_safeNames_neverOverwriting() throws {
    let env = ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/nonexistent"]
    XCTAssertEqual(ExportDestination.folder(environment: env).path, "/home/ann/Pictures/Snowman")
    XCTAssertEqual(
      ExportDestination.userDir("XDG_PICTURES_DIR", in: "# x\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n", home: "/h"),
      "/h/Bilder")
    XCTAssertEqual(
      ExportDestination.userDir("XDG_PICTURES_DIR", in: "XDG_PICTURES_DIR=\"/srv/p\"", home: "/h"), "/srv/p")
    XCTAssertNil(ExportDestination.userDir("XDG_PICTURES_DIR", in: "XDG_MUSIC_DIR=\"$HOME/M\"", home: "/h"))
    XCTAssertEqual(ExportDestination.safeName("a/b\u{7}c"), "a-b-c")
    XCTAssertEqual(ExportDestination.safeName("..hidden"), "hidden")
    XCTAssertEqual(ExportDestination.safeName("  "), "Preset")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-dest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    XCTAssertEqual(
      ExportDestination.unusedURL(in: folder, name: "Tall", fileExtension: "gif").lastPathComponent, "Tall.gif")
    try Data().write(to: folder.appendingPathComponent("Tall.gif"))
    XCTAssertEqual(
      ExportDestination.unusedURL(in: folder, name: "Tall", fileExtension: "gif").lastPathComponent, "Tall 2.gif")
  }
}
