import Foundation
import XCTest

@testable import snowman

final class RendererChoiceTests: XCTestCase {
  func test_softwareWithoutARenderNode_andTheVariableDecides() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dri-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    XCTAssertTrue(RendererChoice.wantsSoftware(environment: [:], devices: dir.path))
    XCTAssertTrue(RendererChoice.wantsSoftware(environment: [:], devices: "/nonexistent"))
    _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("renderD128").path, contents: Data())
    XCTAssertFalse(RendererChoice.wantsSoftware(environment: [:], devices: dir.path))
    XCTAssertTrue(RendererChoice.wantsSoftware(environment: ["SNOWMAN_RENDERER": "software"], devices: dir.path))
    XCTAssertFalse(
      RendererChoice.wantsSoftware(environment: ["SNOWMAN_RENDERER": "accelerated"], devices: "/nonexistent"))
  }
}
