import Foundation
import SnowmanModel
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
    // A page a screen, the rest by Enter (Next's default).
    for page in 3...Tab.allCases.count {
      try first.key("Return")
      first.waitFor("page \(page)") { first.state["intro"] as? Int == page }
    }
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

  /// A coach mark: at the smallest window, the default one, a wide and a full-HD one, every page's bubble and mascot
  /// (the ui-map's `intro.card` and `intro.mascot`) keep clear of each control the page names (`intro.target`),
  /// which shows through the scrim as it is drawn once the intro has gone.
  func test_everyPage_leavesWhatItNamesUncovered_andLit() throws {
    let x = try XvfbServer(screen: "2000x1200")
    for size in ["360x640", "480x800", "1280x720", "1920x1080"] {
      let app = try AppUnderTest(
        x: x, dataDir: work.appendingPathComponent(size), mapFolder: work,
        arguments: ["--size", size, "--intro", "always"])
      var lit: [(String, [UInt8])] = []
      for page in 1...Tab.allCases.count {
        app.waitFor("page \(page) at \(size)") { app.state["intro"] as? Int == page }
        func rects(_ id: String) -> [(label: String, rect: CGRect)] {
          app.controls.filter { $0["id"] as? String == id }.map {
            (
              $0["label"] as? String ?? "",
              CGRect(
                x: $0["x"] as? Double ?? 0, y: $0["y"] as? Double ?? 0, width: $0["w"] as? Double ?? 0,
                height: $0["h"] as? Double ?? 0)
            )
          }
        }
        let card = try XCTUnwrap(rects("intro.card").first?.rect, "intro.card at \(size), page \(page)")
        let mascot = try XCTUnwrap(rects("intro.mascot").first?.rect, "intro.mascot at \(size), page \(page)")
        let targets = rects("intro.target")
        let expected = page == 1 ? ["picker", "button.play"] : ["tab.\(Tab.allCases[page - 1].rawValue)"]
        XCTAssertEqual(targets.map(\.label), expected, "\(size), page \(page)")
        for target in targets {
          XCTAssertFalse(card.intersects(target.rect), "the card covers \(target.label) at \(size), page \(page)")
          XCTAssertFalse(mascot.intersects(target.rect), "the mascot covers \(target.label) at \(size), page \(page)")
        }
        // The mascot's zoom never reaches what the page names: its pixels are the screen's from the first frame.
        if page == 1 { lit = try targets.map { ($0.label, try pixels(app, $0.rect)) } }
        try app.key("Return")
      }
      app.waitFor("the intro gone at \(size)") { app.state["intro"] == nil }
      for (label, seen) in lit {
        let control = try XCTUnwrap(app.control(label), label)
        let rect = CGRect(
          x: control["x"] as? Double ?? 0, y: control["y"] as? Double ?? 0, width: control["w"] as? Double ?? 0,
          height: control["h"] as? Double ?? 0)
        let clear = try pixels(app, rect)
        let mean = Double(zip(seen, clear).map { abs(Int($0) - Int($1)) }.reduce(0, +)) / Double(max(1, seen.count))
        XCTAssertLessThan(mean, 2, "\(label) shows through the intro undimmed at \(size) (mean \(mean) levels)")
      }
      app.close()
    }
  }

  /// The window's pixels inside the middle of `rect` (window points; this window's density is 1): a third in from
  /// each side, clear of a rounded control's corners, which the scrim dims with the rest.
  private func pixels(_ app: AppUnderTest, _ whole: CGRect) throws -> [UInt8] {
    let rect = whole.insetBy(dx: whole.width / 3, dy: whole.height / 3)
    let shot = [UInt8](try app.screenshot())
    let width = Int(try XCTUnwrap(app.map()?["window"] as? [String: Any])["w"] as? Int ?? 0)
    var out: [UInt8] = []
    for y in Int(rect.minY.rounded(.up))..<Int(rect.maxY.rounded(.down)) {
      let start = (y * width + Int(rect.minX.rounded(.up))) * 4
      let end = (y * width + Int(rect.maxX.rounded(.down))) * 4
      out += shot[start..<end]
    }
    return out
  }
}
