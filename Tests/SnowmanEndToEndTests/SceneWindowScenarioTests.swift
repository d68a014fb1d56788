import Foundation
import XCTest

/// A scene made in the window under Xvfb: a snowflake added from the layers list, its copies counted by the stepper,
/// chosen by clicking it on the stage, deleted and brought back by undo, moved by Alt+arrows, saved to disk; and the
/// same list read and driven by a screen reader through the accessibility tree.
final class SceneWindowScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func test_addASnowflake_countItsCopies_chooseItOnTheStage_undoItsDelete_andSave() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", "1280x720"])
    try app.click("tab.settings")
    app.waitFor("the layers list, the snowman alone") {
      app.layers.count == 1 && app.control("settings.layer.1") != nil
    }
    XCTAssertEqual(app.control("settings.layer.delete")?["enabled"] as? Bool, false, "the first picture stays")
    try app.click("settings.layer.add")
    app.waitFor("a snowflake on top, chosen") {
      app.layers.count == 2 && app.chosenLayer == 1 && app.label("settings.layer.2") == "Snowflake"
    }
    for _ in 0..<3 { try app.click("settings.copies.count.increment") }
    app.waitFor("four copies") { app.copies(ofLayer: 1) == 4 && app.label("settings.copies.count") == "Copies 4" }

    // The snowman's row, then the snowflake chosen by clicking it where the stage draws it: 48 pt at (−90, −150) on
    // the stage an export frames (448×336 pt, a 480×800 window's), scaled as a render of this stage's size scales it.
    try app.click("settings.layer.1")
    app.waitFor("the snowman chosen") { app.chosenLayer == 0 && app.control("settings.copies.count") == nil }
    let stage = try XCTUnwrap(app.control("stage"))
    let midX = (stage["x"] as? Double ?? 0) + (stage["w"] as? Double ?? 0) / 2
    let midY = (stage["y"] as? Double ?? 0) + (stage["h"] as? Double ?? 0) / 2
    let k = min((stage["w"] as? Double ?? 0) / 448, (stage["h"] as? Double ?? 0) / 336)
    try app.xdotool([
      "mousemove", "--window", app.windowID, String(Int(midX - 90 * k)), String(Int(midY - 150 * k)), "click", "1",
    ])
    app.waitFor("the snowflake chosen from the stage") { app.chosenLayer == 1 }
    XCTAssertEqual(app.state["playback"] as? String, "stopped", "a click on a layer chooses it, it does not play")
    // Beside it, on the snowman, a click plays as it always has.
    try app.xdotool(["mousemove", "--window", app.windowID, String(Int(midX)), String(Int(midY + 60)), "click", "1"])
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    XCTAssertEqual(app.chosenLayer, 1)
    try app.click("button.play", optional: true)

    try app.click("settings.layer.delete")
    app.waitFor("deleted, the snowman chosen") { app.layers.count == 1 && app.chosenLayer == 0 }
    try app.key("ctrl+z")
    app.waitFor("undo brings the snowflake and its copies back, chosen") {
      app.layers.count == 2 && app.copies(ofLayer: 1) == 4 && app.chosenLayer == 1
    }
    try app.click("settings.layer.duplicate")
    app.waitFor("a second snowflake over the first") {
      app.layers.count == 3 && app.chosenLayer == 2 && app.label("settings.layer.3") == "Snowflake 2"
    }
    // By the keyboard: the list's row takes the focus, Alt+Down moves the layer under the first snowflake.
    try app.click("settings.layer.3")
    try app.key("alt+Down")
    app.waitFor("moved down a place") {
      (app.layers.map { $0["name"] as? String ?? "" }) == ["Snowman", "Snowflake 2", "Snowflake"]
        && app.chosenLayer == 1
    }
    try app.key("Up")
    app.waitFor("Up chooses the layer above") { app.chosenLayer == 2 }
    try app.key("F2")
    app.waitFor("its name open over its row") { app.control("settings.layer.name") != nil }
    try app.type("Flurry")
    try app.key("Return")
    app.waitFor("renamed") { app.label("settings.layer.3") == "Flurry" && app.control("settings.layer.name") == nil }

    // The user's logo on a layer of its own: added as a snowflake, its picture chosen by the Artwork row's path.
    let logo = try Self.logo(in: data)
    try app.click("settings.layer.add")
    app.waitFor("a third snowflake on top") { app.layers.count == 4 && app.chosenLayer == 3 }
    try app.key("ctrl+o")
    app.waitFor("the path field") { app.state["field"] is [String: Any] }
    try app.type(logo.path)
    try app.key("Return")
    app.waitFor("the layer shows the logo, named after it, its box the logo's proportions") {
      app.layers.last?["name"] as? String == "logo" && app.state["image"] as? String == "logo.png"
    }
    // The path field was brought into view over the Artwork row; back up to the list.
    try scrollToTheTop(app)
    // Twenty snowflakes (four already) falling one after another from the centre out, by the keyboard on the
    // copies row.
    try app.click("settings.layer.2")
    app.waitFor("Snowflake 2 chosen") { app.chosenLayer == 1 }
    try TracksScenarioTests.reveal("settings.copies.from", in: app)
    try app.click("settings.copies.count")
    try app.key("Up", times: 16)
    app.waitFor("twenty copies") { app.copies(ofLayer: 1) == 20 }
    try app.click("settings.copies.each.increment")
    try app.click("settings.copies.from")
    app.waitFor("from the centre, 0.05 s apart") {
      app.label("settings.copies.from") == "Centre" && app.label("settings.copies.each") == "Between starts 0.05 s"
    }
    // The same starts kept over them all (0.05 s × 19 gaps), and back; the starts' curve round its four and back.
    try app.click("settings.copies.spread")
    app.waitFor("all within 0.95 s") {
      app.label("settings.copies.spread") == "In all" && app.label("settings.copies.each") == "All start within 0.95 s"
    }
    try app.click("settings.copies.spread")
    app.waitFor("0.05 s each again") { app.label("settings.copies.each") == "Between starts 0.05 s" }
    try TracksScenarioTests.reveal("settings.copies.ease", in: app)
    try app.click("settings.copies.ease")
    app.waitFor("eased in") { app.label("settings.copies.ease") == "Ease in" }
    for _ in 0..<3 { try app.click("settings.copies.ease") }
    app.waitFor("linear again") { app.label("settings.copies.ease") == "Linear" }
    // Each copy 10 pt across from the one before (five clicks of the stepper) and turned 15° (↑ three times on its
    // focused row).
    try TracksScenarioTests.reveal("settings.copies.turn", in: app)
    for _ in 0..<5 { try app.click("settings.copies.across.increment") }
    try app.click("settings.copies.turn")
    try app.key("Up", times: 3)
    app.waitFor("each copy 10 pt across and 15° on") {
      app.label("settings.copies.across") == "Offset across 10 pt"
        && app.label("settings.copies.turn") == "Offset turn 15°"
    }
    // The copies follow the snowman below them: Follows steps from Nothing to the first picture.
    try TracksScenarioTests.reveal("settings.layer.parent", in: app)
    XCTAssertEqual(app.label("settings.layer.parent"), "Nothing")
    try app.click("settings.layer.parent")
    app.waitFor("following the snowman") { app.label("settings.layer.parent") == "Snowman" }

    // The logo's row dragged down onto the first snowflake's: it goes under both snowflakes.
    try scrollToTheTop(app)
    app.waitFor("the list in view") { app.control("settings.layer.4") != nil && app.control("settings.layer.2") != nil }
    let top = try XCTUnwrap(app.control("settings.layer.4")), low = try XCTUnwrap(app.control("settings.layer.2"))
    let rowX = Int((top["x"] as? Double ?? 0) + 120)
    let fromY = (top["y"] as? Double ?? 0) + 20, toY = (low["y"] as? Double ?? 0) + 20
    try app.xdotool(["mousemove", "--window", app.windowID, String(rowX), String(Int(fromY)), "mousedown", "1"])
    for step in 1...6 {
      let y = fromY + (toY - fromY) * Double(step) / 6
      try app.xdotool(["mousemove", "--window", app.windowID, String(rowX), String(Int(y))])
    }
    try app.xdotool(["mouseup", "1"])
    app.waitFor("the logo moved under the snowflakes by a drag") {
      app.layers.map { $0["name"] as? String ?? "" } == ["Snowman", "logo", "Snowflake 2", "Flurry"]
        && app.chosenLayer == 1
    }

    try app.click("settings.save")
    app.waitFor("the name prompt") { app.control("prompt.field") != nil }
    try app.key("Return")
    app.waitFor("saved") { (app.state["saved"] as? [String])?.count == 1 }
    let folder = data.appendingPathComponent("presets")
    let file = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).first {
        $0.pathExtension == "json"
      })
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: try Data(contentsOf: file)) as? [String: Any])
    let saved = try XCTUnwrap((json["setting"] as? [String: Any] ?? json)["layers"] as? [[String: Any]], "\(json)")
    XCTAssertEqual(saved.map { $0["name"] as? String }, ["logo", "Snowflake 2", "Flurry"])
    let offset = try XCTUnwrap((saved[1]["copies"] as? [String: Any])?["offset"] as? [String: Double], "\(saved[1])")
    XCTAssertEqual(offset["x"], 10)
    XCTAssertEqual(offset["zTurns"] ?? 0, 15.0 / 360, accuracy: 1e-9)
    XCTAssertEqual(saved[1]["parent"] as? Int, 0, "Snowflake 2 follows the first picture")
    let box = try XCTUnwrap(saved[0]["box"] as? [String: Double])
    XCTAssertEqual(box["width"], 96, "the logo's 2:1, 48 pt tall")
    // Exported as GIF, page and Lottie by the command line, as the Export sheet writes them (their likeness to the
    // stage is the seeded scene checks'): every copy there.
    let name = try XCTUnwrap((app.state["saved"] as? [String])?.first)
    for ext in ["gif", "html", "json"] {
      let out = data.appendingPathComponent("scene.\(ext)")
      let r = try Harness.run(
        Harness.binary.path,
        ["render", "--preset", name, "--data-dir", data.path, "--out", out.path, "--size", "240x180"])
      XCTAssertEqual(r.status, 0, "\(ext): \(r.stderr)")
      let size = (try? FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int) ?? 0
      XCTAssertGreaterThan(size, 1000, ext)
    }
    let page = try String(contentsOf: data.appendingPathComponent("scene.html"), encoding: .utf8)
    // From the centre, 0.05 s each: the two middle copies at once, the outermost 0.95 s after them (GSAP spreads
    // `each` × (count − 1) over the distances from the origin, whatever the origin).
    XCTAssertEqual(page.components(separatedBy: "animation-delay").count - 1, 18, "a delay a copy but the middle two")
    XCTAssertTrue(page.contains("animation-delay: 0.95s") || page.contains("animation-delay:0.95s"), "the edges last")
  }

  /// The user's logo: a red 200×100 PNG in `folder`, made by ImageMagick.
  static func logo(in folder: URL) throws -> URL {
    let logo = folder.appendingPathComponent("logo.png")
    let made = try Harness.run("/usr/bin/convert", ["-size", "200x100", "xc:#d03030", logo.path])
    XCTAssertEqual(made.status, 0, made.stderr)
    return logo
  }

  /// The wheel turned up over the table until its top, where the layers list is, is in view.
  func scrollToTheTop(_ app: AppUnderTest) throws {
    for _ in 0..<40 where app.control("settings.addKeys") == nil {
      try app.xdotool(["mousemove", "--window", app.windowID, "900", "400", "click", "4"])
      _ = Harness.waitFor(0.5) { app.control("settings.addKeys") != nil }
    }
  }

  /// `scripts/atspi-tree.py` with `arguments` on the app's buses: what it printed; the test fails on what it said.
  func tree(_ app: AppUnderTest, _ bus: [String: String], _ arguments: [String], line: UInt = #line) throws -> String {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-tree.py")
    let r = try Harness.run(
      "/usr/bin/python3", [script.path] + arguments,
      environment: bus.merging(["DISPLAY": app.x.display]) { $1 }, timeout: 60)
    XCTAssertEqual(r.status, 0, "atspi-tree.py \(arguments.first ?? ""): \(r.stderr)", line: line)
    return r.stdout
  }

  /// By the accessibility tree (with the keys a screen reader's user presses: Return in a field, Ctrl+E): Add
  /// snowflake pressed, twenty copies set as a spin button's value, 0.05 s apart from the centre, the rows read as a
  /// list's items that say where they stand, the logo's layer added and its picture typed into the path field, a row
  /// pressed to choose it, saved, played and exported as a Lottie file.
  func test_aScreenReaderAddsASnowflake_setsItsCopies_andHearsTheLayersAsAList() throws {
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let home = data.appendingPathComponent("home")
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "480x1100"],
      environment: bus.merging(["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path]) {
        $1
      })
    let map = app.mapURL.path
    func named(_ id: String) throws -> [String: String] {
      let out = try tree(app, bus, ["named", map, id])
      return (try? JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: String]) ?? [:]
    }
    _ = try tree(app, bus, ["press", map, "tab.settings"])
    app.waitFor("the Settings screen") { app.state["tab"] as? String == "settings" }
    _ = try tree(app, bus, ["press", map, "settings.layer.add"])
    app.waitFor("a snowflake added through the tree") { app.layers.count == 2 && app.chosenLayer == 1 }
    _ = try tree(app, bus, ["set", map, "settings.copies.count", "20"])
    app.waitFor("twenty copies set as the spin button's value") { app.copies(ofLayer: 1) == 20 }
    XCTAssertEqual(try named("settings.layer.2"), ["name": "Snowflake, layer 2 of 2, 20 copies", "role": "list item"])
    XCTAssertEqual(try named("settings.layer.1"), ["name": "Snowman, layer 1 of 2", "role": "list item"])
    XCTAssertEqual(try named("settings.layers"), ["name": "Layers", "role": "list"])
    XCTAssertEqual(try named("settings.copies.count"), ["name": "Copies", "role": "spin button"])
    XCTAssertEqual(try named("settings.layer.down"), ["name": "Down", "role": "spin button"])
    _ = try tree(app, bus, ["set", map, "settings.copies.each", "0.05"])
    _ = try tree(app, bus, ["press", map, "settings.copies.from"])
    app.waitFor("from the centre, 0.05 s apart, through the tree") {
      app.label("settings.copies.from") == "Centre" && app.label("settings.copies.each") == "Between starts 0.05 s"
    }
    _ = try tree(app, bus, ["set", map, "settings.layer.down", "-40"])
    app.waitFor("the snowflake moved down through the tree") { app.label("settings.layer.down") == "Down -40 pt" }

    let logo = try Self.logo(in: data)
    _ = try tree(app, bus, ["press", map, "settings.layer.add"])
    app.waitFor("a third layer") { app.layers.count == 3 && app.chosenLayer == 2 }
    _ = try tree(app, bus, ["press", map, "image.choose"])
    app.waitFor("the path field, brought into view over the Artwork row") { app.control("image.path") != nil }
    _ = try tree(app, bus, ["type", map, "image.path", logo.path])
    try app.key("Return")
    app.waitFor("the logo's layer, named after it") { app.label("settings.layer.3") == "logo" }

    _ = try tree(app, bus, ["press", map, "settings.layer.2"])
    app.waitFor("the snowflakes chosen through the tree") { app.chosenLayer == 1 }
    _ = try tree(app, bus, ["has", map, "settings.layer.2", "selected"])
    _ = try tree(app, bus, ["press", map, "settings.save"])
    app.waitFor("the Save prompt") { app.state["prompt"] is String }
    _ = try tree(app, bus, ["type", map, "prompt.field", "Heard"])
    app.waitFor("named") { app.state["prompt"] as? String == "Heard" }
    _ = try tree(app, bus, ["press", map, "prompt.confirm"])
    app.waitFor("saved") { (app.state["saved"] as? [String])?.contains("Heard") == true }
    _ = try tree(app, bus, ["press", map, "tab.animation"])
    app.waitFor("the Animation screen, Heard chosen") { app.state["selectedPreset"] as? String == "Heard" }
    _ = try tree(app, bus, ["press", map, "button.play"])
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    try app.key("ctrl+e")
    app.waitFor("the sheet") { app.control("export.format.lottie") != nil }
    _ = try tree(app, bus, ["press", map, "export.format.lottie"])
    _ = try tree(app, bus, ["press", map, "export.start"])
    app.waitFor("saved", timeout: 90) { (app.state["notice"] as? String)?.hasPrefix("Saved Heard.json") == true }
    let lottie = try XCTUnwrap(
      JSONSerialization.jsonObject(
        with: try Data(contentsOf: home.appendingPathComponent("Pictures/Snowman/Heard.json")))
        as? [String: Any])
    let layers = (lottie["layers"] as? [[String: Any]] ?? []).compactMap { $0["nm"] as? String }
    XCTAssertEqual(layers.filter { $0.hasPrefix("Snowflake") }.count, 20, "a layer a copy: \(layers)")
    XCTAssertTrue(layers.contains("logo"), "the logo's layer: \(layers)")
  }
}

extension AppUnderTest {
  /// The scene's layers as the ui-map's state lists them, the first picture first.
  var layers: [[String: Any]] { state["layers"] as? [[String: Any]] ?? [] }
  /// The chosen layer, 0 the first picture.
  var chosenLayer: Int? { state["layer"] as? Int }
  /// How many copies layer `n` has (0 the first picture); nil while there is no such layer.
  func copies(ofLayer n: Int) -> Int? { layers.indices.contains(n) ? layers[n]["copies"] as? Int : nil }
}
