import Foundation
import XCTest

/// The scene the user makes, by the keyboard alone under Xvfb: a snowflake added from the layers list, twenty
/// copies falling one after another from the centre out, the user's logo on a layer of its own, a snowflake chosen
/// from the list with the arrows, saved, played, and exported as GIF, page and Lottie through the Export sheet.
final class SceneKeyboardScenarioTests: XCTestCase {
  var data: URL!
  var home: URL!

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
    home = data.appendingPathComponent("home")
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent(".config"), withIntermediateDirectories: true)
  }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func test_byKeyboardAlone_aLogoAndTwentySnowflakesFromTheCentre_chosenPlayedAndExported() throws {
    let x = try XvfbServer()
    let app = try AppUnderTest(
      x: x, dataDir: data, arguments: ["--size", "1280x720"],
      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path])
    try app.key("2")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" && app.control("settings.layer.add") != nil }
    try app.focus("settings.layer.add")
    try app.key("Return")
    app.waitFor("a snowflake on top, chosen") { app.layers.count == 2 && app.chosenLayer == 1 }

    // Twenty copies, 0.05 s apart, from the centre out: the copies row's spin buttons and its origin by the keys.
    try app.focus("settings.copies.count")
    try app.key("Up", times: 19)
    app.waitFor("twenty copies") { app.copies(ofLayer: 1) == 20 }
    try app.focus("settings.copies.each")
    try app.key("Up")
    try app.focus("settings.copies.from")
    try app.key("Return")
    app.waitFor("from the centre, 0.05 s apart") {
      app.label("settings.copies.from") == "Centre" && app.label("settings.copies.each") == "Between starts 0.05 s"
    }
    // Their fall: the chosen layer's Down row keyed at the pass's end (where Settings opens the playhead).
    try app.focus("settings.row.verticalOffset")
    try app.key("Down", times: 4)
    app.waitFor("the snowflakes' fall keyed on their layer") {
      ((app.state["keyframes"] as? [String: [Double]])?["verticalOffset"] ?? []).count == 2
    }

    // The logo: a layer added, its picture typed into the Artwork path (Ctrl+O).
    let logo = try SceneWindowScenarioTests.logo(in: data)
    try app.focus("settings.layer.add")
    try app.key("Return")
    app.waitFor("a third layer on top, chosen") { app.layers.count == 3 && app.chosenLayer == 2 }
    try app.key("ctrl+o")
    app.waitFor("the path field") { app.state["field"] is [String: Any] }
    try app.type(logo.path)
    try app.key("Return")
    app.waitFor("the layer shows the logo, named after it") {
      app.layers.last?["name"] as? String == "logo" && app.state["image"] as? String == "logo.png"
    }

    // The snowflakes chosen from the list: its row holds the focus, ↓ chooses the layer under it.
    try app.focus("settings.layer.3")
    try app.key("Down")
    app.waitFor("the snowflakes chosen by the arrows") {
      app.chosenLayer == 1 && app.label("settings.copies.count") == "Copies 20"
    }

    try app.key("ctrl+s")
    app.waitFor("the name prompt") { app.control("prompt.field") != nil }
    try app.key("ctrl+a")
    try app.type("Flurry")
    try app.key("Return")
    app.waitFor("saved") { (app.state["saved"] as? [String])?.contains("Flurry") == true }
    try app.key("1")
    app.waitFor("the Animation screen, Flurry chosen") {
      app.state["tab"] as? String == "animation" && app.state["selectedPreset"] as? String == "Flurry"
    }
    // Space on the picker plays and pauses (on the tab the number key left the ring on, it would press the tab).
    try app.focus("picker")
    try app.key("space")
    app.waitFor("playing") { app.state["playback"] as? String == "playing" }
    try app.key("space")
    app.waitFor("paused") { app.state["playback"] as? String != "playing" }

    // Exported through the sheet: its formats a radio group the arrows move through (GIF first, the page sixth, the
    // Lottie seventh), then Tab to Export and Enter.
    for (format, presses, file) in [("gif", 0, "Flurry.gif"), ("html", 5, "Flurry.html"), ("lottie", 6, "Flurry.json")]
    {
      try app.key("ctrl+e")
      app.waitFor("the sheet, its formats focused") { app.state["focus"] as? String == "export.format.gif" }
      try app.key("Right", times: presses)
      app.waitFor("\(format) chosen") { app.state["focus"] as? String == "export.format.\(format)" }
      try app.focus("export.start")
      try app.key("Return")
      app.waitFor("\(file) saved", timeout: 90) { (app.state["notice"] as? String)?.hasPrefix("Saved \(file)") == true }
    }
    let folder = home.appendingPathComponent("Pictures/Snowman")
    let gif = try Data(contentsOf: folder.appendingPathComponent("Flurry.gif"))
    XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
    let page = try String(contentsOf: folder.appendingPathComponent("Flurry.html"), encoding: .utf8)
    // From the centre, 0.05 s each: the two middle copies at once, the outermost 0.95 s after them (GSAP spreads `each` × (count − 1) over the distances from the origin).
    XCTAssertEqual(page.components(separatedBy: "animation-delay").count - 1, 18, "a delay a copy but the middle two")
    XCTAssertTrue(page.contains("0.95s"), "the edges start last")
    let lottie = try XCTUnwrap(
      JSONSerialization.jsonObject(with: try Data(contentsOf: folder.appendingPathComponent("Flurry.json")))
        as? [String: Any])
    let copies = (lottie["layers"] as? [[String: Any]] ?? []).filter {
      ($0["nm"] as? String)?.hasPrefix("Snowflake") == true
    }
    XCTAssertEqual(copies.count, 20, "a layer a copy")
  }
}
