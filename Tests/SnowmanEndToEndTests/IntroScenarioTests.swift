import Foundation
import XCTest

/// The first-run intro under Xvfb: it shows on a first run, Next and "Let's go" close it, and the second run opens
/// straight onto the player; F1 brings it back; a run with --data-dir and no --intro never shows it.
final class IntroScenarioTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws { work = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: work) }

  func test_firstRunShowsIt_secondRunDoesNot_andF1BringsItBack() throws {
    let x = try XvfbServer()
    let data = work.appendingPathComponent("data")
    var app: AppUnderTest? = try AppUnderTest(
      x: x, dataDir: data, mapFolder: work, arguments: ["--size", "480x800", "--intro", "first-run"])
    guard let first = app else { return }
    first.waitFor("the intro") { first.state["intro"] as? Int == 1 }
    XCTAssertEqual(first.label("intro.next"), "Next")
    XCTAssertNil(first.control("tab.settings"), "only its buttons take clicks")
    try first.click("intro.next")
    first.waitFor("page 2") { first.state["intro"] as? Int == 2 }
    try first.key("Return")
    first.waitFor("page 3") { first.state["intro"] as? Int == 3 }
    XCTAssertEqual(first.label("intro.next"), "Let's go")
    try first.click("intro.next")
    first.waitFor("the intro gone") { first.state["intro"] == nil && first.control("tab.settings") != nil }
    try first.key("ctrl+q")
    first.waitFor("the first window to close", timeout: 10) { !first.process.isRunning }
    app = nil

    let second = try AppUnderTest(
      x: x, dataDir: data, mapFolder: work, arguments: ["--size", "480x800", "--intro", "first-run"])
    second.waitFor("the player") { second.control("tab.settings") != nil }
    XCTAssertNil(second.state["intro"], "seen once, not again")
    try second.key("F1")
    second.waitFor("the intro again") { second.state["intro"] as? Int == 1 }
    try second.key("Escape")
    second.waitFor("skipped") { second.state["intro"] == nil }
  }

  func test_aRunWithADataDir_neverShowsIt_unlessAsked() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(
      x: x, dataDir: work.appendingPathComponent("fresh"), mapFolder: work, arguments: ["--size", "480x800"])
    app.waitFor("the player") { app.control("tab.settings") != nil }
    // A later positive proves the negative: the window answers keys, and still shows no intro.
    try app.key("2")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" }
    XCTAssertNil(app.state["intro"])
  }
}
