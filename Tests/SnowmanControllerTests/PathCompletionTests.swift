import XCTest

@testable import SnowmanController

final class PathCompletionTests: XCTestCase {
  let tree: [String: [PathCompletion.Entry]] = [
    "/home/u/": [.init(name: "Pictures", isFolder: true), .init(name: ".config", isFolder: true)],
    "/home/u/Pictures/": [
      .init(name: "logo.png", isFolder: false), .init(name: "logo.svg", isFolder: false),
      .init(name: "snow flake.png", isFolder: false),
    ],
  ]

  func complete(_ text: String) -> String {
    PathCompletion.complete(text, home: "/home/u", list: { tree[$0] ?? [] })
  }

  func test_tabCompletesOneMatch_theSharedStartOfSeveral_andExpandsTheHome() {
    XCTAssertEqual(complete("~/Pic"), "/home/u/Pictures/")
    XCTAssertEqual(complete("~/Pictures/lo"), "/home/u/Pictures/logo.")
    XCTAssertEqual(complete("/home/u/Pictures/sn"), "/home/u/Pictures/snow flake.png")
    XCTAssertEqual(complete("/home/u/Pictures/zz"), "/home/u/Pictures/zz", "no match: unchanged")
    XCTAssertEqual(complete("~/"), "/home/u/Pictures/", "hidden entries only when asked for")
    XCTAssertEqual(complete("~/.c"), "/home/u/.config/")
    XCTAssertEqual(PathCompletion.expand("~", home: "/home/u"), "/home/u")
  }
}
