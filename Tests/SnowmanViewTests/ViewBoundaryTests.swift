import Foundation
import XCTest

/// The frame flows one way: the View lays out and draws from a state it is given; the window's size reaches the
/// store from its resize event (`AppStore.tellWindowSize`, in `SnowmanStore`) before drawing, and the Controller computes what follows from
/// it. No file of the View can reach the store or send an action.
final class ViewBoundaryTests: XCTestCase {
  func test_noViewFile_namesTheStore_orSendsAnAction() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/SnowmanView")
    let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    XCTAssertGreaterThan(files.count, 40, "the View's sources are where this test looks: \(sources.path)")
    // The store, its reducer, or an action sent: `.handle(` on anything is how a store is told.
    let forbidden = ["AppStore", "AppFeature.reduce", ".handle("]
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for word in forbidden where text.contains(word) {
        XCTFail("\(file.lastPathComponent) names \(word): the View may not reach the store")
      }
    }
  }
}
