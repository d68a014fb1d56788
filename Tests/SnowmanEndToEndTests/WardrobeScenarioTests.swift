import Foundation
import XCTest

/// The Wardrobe under Xvfb, by real X events: fling the ring, dress, undress, drop a picture as a costume.
final class WardrobeScenarioTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws { work = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: work) }

  func open(_ x: XvfbServer, environment: [String: String] = [:]) throws -> AppUnderTest {
    let app = try AppUnderTest(
      x: x, dataDir: work.appendingPathComponent("data"), mapFolder: work, arguments: ["--size", "480x800"],
      environment: environment)
    try app.key("3")
    app.waitFor("the Wardrobe") { app.state["tab"] as? String == "wardrobe" }
    return app
  }

  var wardrobe: (AppUnderTest) -> [String: Any] { { $0.state["wardrobe"] as? [String: Any] ?? [:] } }

  func costumes(_ app: AppUnderTest) -> [[String: Any]] { wardrobe(app)["costumes"] as? [[String: Any]] ?? [] }

  func allResting(_ app: AppUnderTest) -> Bool {
    let list = costumes(app)
    return !list.isEmpty && list.allSatisfy { $0["resting"] as? Bool == true }
  }

  func center(_ app: AppUnderTest, _ id: String) throws -> (x: Double, y: Double) {
    let c = try XCTUnwrap(app.control(id), "\(id) in the ui-map")
    let x = c["x"] as? Double ?? 0, y = c["y"] as? Double ?? 0, w = c["w"] as? Double ?? 0, h = c["h"] as? Double ?? 0
    return (x + w / 2, y + h / 2)
  }

  func test_aFastDragAcrossTheRing_spinsItThatWay_andItSettlesOnASlot() throws {
    let x = try XvfbServer()
    let app = try open(x)
    let mascot = try center(app, "wardrobe.mascot")
    // Across the top of the ring, left to right, fast: clockwise on screen.
    let y = Int(mascot.y - 150)
    try app.xdotool(["mousemove", "--window", app.windowID, String(Int(mascot.x) - 100), String(y), "mousedown", "1"])
    for step in 1...8 {
      try app.xdotool(["mousemove", "--window", app.windowID, String(Int(mascot.x) - 100 + step * 25), String(y)])
    }
    try app.xdotool(["mouseup", "1"])
    var fastest = 0.0
    app.waitFor("the ring to spin", timeout: 5) {
      fastest = self.wardrobe(app)["ringVelocity"] as? Double ?? 0
      return fastest != 0
    }
    XCTAssertGreaterThan(fastest, 0, "clockwise, the drag's way")
    app.waitFor("the ring to settle", timeout: 10) {
      self.allResting(app) && (self.wardrobe(app)["ringVelocity"] as? Double) == 0
    }
    let front = try XCTUnwrap(wardrobe(app)["front"] as? String)
    let slot = try XCTUnwrap(costumes(app).first { $0["id"] as? String == front })
    XCTAssertEqual(slot["x"] as? Double ?? 0, mascot.x, accuracy: 1, "the front costume straight under the mascot")
  }

  func test_clickACostume_dressesTheMascot_theOthersLand_andClickingTheMascotUndresses() throws {
    let x = try XvfbServer()
    let app = try open(x)
    app.waitFor("the ring still") { self.allResting(app) }
    let before = wardrobe(app)["steps"] as? Int ?? -1
    try app.click("wardrobe.costume.ghost")
    app.waitFor("the ghost worn") { self.wardrobe(app)["worn"] as? String == "ghost" }
    app.waitFor("everything at rest", timeout: 30) { self.allResting(app) }
    // Timed by the physics' own clock, which stops at rest: the wall clock under a busy Xvfb says nothing.
    let seconds = Double((wardrobe(app)["steps"] as? Int ?? .max) - before) / 120
    XCTAssertLessThan(seconds, 5, "the others come to rest within 5 s of simulated time")
    XCTAssertGreaterThan(seconds, 0.2, "they fell: the clock ran")
    let mascot = try center(app, "wardrobe.mascot")
    for costume in costumes(app) where costume["id"] as? String != "ghost" {
      XCTAssertGreaterThan(costume["y"] as? Double ?? 0, mascot.y + 100, "\(costume["id"] ?? "") lies on the floor")
    }
    XCTAssertEqual(app.state["edited"] as? Bool, true)
    XCTAssertNil(app.control("wardrobe.costume.ghost"), "worn, it is part of the mascot")

    try app.click("wardrobe.mascot")
    app.waitFor("undressed") { self.wardrobe(app)["worn"] is NSNull }
    app.waitFor("back in the ring", timeout: 8) { self.allResting(app) }
    let ringY = costumes(app).map { $0["y"] as? Double ?? 0 }
    XCTAssertLessThan(ringY.max() ?? 0, mascot.y + 200, "risen from the floor")
  }

  func test_aDroppedPNG_joinsTheRing_andCanBeWorn() throws {
    let x = try XvfbServer()
    let hook = work.appendingPathComponent("drop-hook")
    let crown = work.appendingPathComponent("crown.png")
    let made = try Harness.run(
      "/usr/bin/env",
      [
        "convert", "-size", "120x80", "xc:none", "-fill", "#e8b030", "-draw", "polygon 0,80 20,10 60,50 100,10 120,80",
        "-depth", "8", "PNG32:\(crown.path)",
      ])
    XCTAssertEqual(made.status, 0, made.stderr)
    let app = try open(x, environment: ["SNOWMAN_TEST_DROP_FILE": hook.path])
    try Data(crown.path.utf8).write(to: hook)
    app.waitFor("the crown in the ring") { self.costumes(app).count == 6 }
    XCTAssertEqual(app.state["notice"] as? String, "crown.png joined the ring")
    let id = try XCTUnwrap(costumes(app).last?["id"] as? String)
    XCTAssertEqual(id.count, 64, "a picture's costume is named by its hash")
    let stored = work.appendingPathComponent("data/images/\(id).png")
    XCTAssertTrue(FileManager.default.fileExists(atPath: stored.path))
    app.waitFor("the ring to settle", timeout: 8) { self.allResting(app) }
    try app.click("wardrobe.costume.\(id)")
    app.waitFor("the crown worn") { self.wardrobe(app)["worn"] as? String == id }
    // A folder, a truncated PNG and a decompression bomb are no costumes: one sentence each naming the file,
    // nothing stored, nothing added.
    let truncated = work.appendingPathComponent("truncated.png")
    try Data(contentsOf: crown).prefix(100).write(to: truncated)
    let bomb = work.appendingPathComponent("bomb.png")
    var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
    header += Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
    header += Data([0, 0, 0, 0]) + Data("IEND".utf8) + Data([0xAE, 0x42, 0x60, 0x82])
    try header.write(to: bomb)
    let images = work.appendingPathComponent("data/images")
    let before = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()
    for bad: URL in [try XCTUnwrap(work), truncated, bomb] {
      try Data(bad.path.utf8).write(to: hook)
      app.waitFor("the refusal of \(bad.lastPathComponent)") {
        let notice = app.state["notice"] as? String ?? ""
        return notice.hasPrefix("No costume added:") && notice.contains(bad.path)
      }
      XCTAssertEqual(costumes(app).count, 6)
      try app.click("notice", optional: true)
      app.waitFor("the notice gone") { app.state["notice"] == nil }
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: images.path).sorted(), before)
  }

  /// A costume of the user's whose picture left images/ is told at launch, before anything draws it (the stage's
  /// pictures and the costumes are read through one effect), and the preferences that name it stay as they were.
  func test_anOwnCostumeWhosePictureIsGone_isToldAtLaunch_andNothingIsRewritten() throws {
    let x = try XvfbServer()
    let data = work.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let preferences = data.appendingPathComponent("preferences.json")
    let text = """
      {"lastTab": "animation", "selectedPresetID": "00000000-0000-4000-8000-000000000001",
       "transport": {"direction": "forward", "loop": "once", "speed": 1}, "windowWidth": 480, "windowHeight": 800,
       "costumes": [{"sha256": "\(String(repeating: "ab", count: 32))", "type": "png", "name": "crown.png"}]}
      """
    try text.write(to: preferences, atomically: true, encoding: .utf8)
    let app = try AppUnderTest(x: x, dataDir: data, mapFolder: work, arguments: ["--size", "480x800"])
    app.waitFor("the notice") { (app.state["notice"] as? String)?.contains("crown.png") == true }
    XCTAssertTrue((app.state["notice"] as? String)?.contains("is missing") == true, "\(app.state["notice"] ?? "")")
    XCTAssertEqual(costumes(app).count, 6, "the costume keeps its place in the ring")
    XCTAssertEqual(try String(contentsOf: preferences, encoding: .utf8), text, "the preferences are not rewritten")
  }
}
