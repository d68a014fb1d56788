import Foundation
import XCTest

/// Orca, Debian's screen reader, walking the window by Tab: what it says, read from its debug log.
final class OrcaSpeechTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// The app at `size` on a private bus with Orca listening, its speech going to its debug log (no speech server:
  /// the words it would speak are logged all the same); what Orca has said so far, an utterance an element.
  func appWithOrca(size: String) throws -> (AppUnderTest, () -> [String]) {
    let orca = try XCTUnwrap(Harness.which("orca"), "make test installs orca")
    let x = try XvfbServer()
    let bus = try privateSessionBus(in: data, display: x.display)
    let app = try AppUnderTest(x: x, dataDir: data, arguments: ["--size", size], environment: bus)
    let log = data.appendingPathComponent("orca.out"), prefs = data.appendingPathComponent("orca")
    // Orca's debug file is written through a buffer unless it is a terminal: under script(1) it is one, and each
    // line reaches the log as Orca says it.
    let script = try XCTUnwrap(Harness.which("script"), "util-linux's script(1)")
    // Orca refuses to start while another Orca of the same user runs (`pgrep -u UID -x orca`), so tests in
    // parallel processes take turns: the lock is held until this test's Orca has exited.
    let lock = open(
      FileManager.default.temporaryDirectory.appendingPathComponent("snowman-orca.lock").path,
      O_CREAT | O_RDWR, 0o644)
    XCTAssertEqual(flock(lock, LOCK_EX), 0, "the Orca lock")
    addTeardownBlock {
      _ = Harness.waitFor(10) { (try? Harness.run("/usr/bin/pgrep", ["-f", prefs.path]))?.status == 1 }
      close(lock)
    }
    _ = try startLogged(
      script,
      ["-q", "-f", "-c", "\(orca) -d speech -d braille -u \(prefs.path) --debug-file /dev/tty", log.path],
      log: data.appendingPathComponent("orca.txt"), environment: bus.merging(["DISPLAY": x.display]) { $1 })
    addTeardownBlock { _ = try? Harness.run("/usr/bin/pkill", ["-f", prefs.path]) }
    func spoken() -> [String] {
      // A terminal's lines end in "\r\n", one Character to Swift: split on any newline.
      self.text(log).split(whereSeparator: \.isNewline).compactMap { line in
        guard let start = line.range(of: "SPEECH OUTPUT: '") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "'" })
      }
    }
    try app.xdotool(["windowfocus", "--sync", app.windowID])
    // Silent, the test stops here rather than waiting out every control's words; an Orca left running by a killed
    // run is the usual cause (it keeps this one from starting), so the failure names any that runs.
    guard Harness.waitFor(30, { spoken().contains { $0.hasPrefix("Snowman — Rest frame") } }) else {
      let others = (try? Harness.run("/usr/bin/pgrep", ["-a", "-x", "orca"]))?.stdout ?? ""
      throw HarnessError(
        "Orca does not speak the window: \(spoken())"
          + (others.isEmpty ? "" : "; another Orca runs and keeps this one from starting: \(others)"))
    }
    return (app, spoken)
  }

  /// Tab from the tabs to Play, and each control is spoken by name and role, in the order Tab visits them.
  func test_orcaSpeaksEachControl_asTabMovesFromTheTabsToPlay() throws {
    let (app, spoken) = try appWithOrca(size: "480x800")
    let roles = [
      "tab.": "page tab", "picker": "list", "button.": "push button", "timeline": "slider", "stage": "image",
    ]
    var visited: [String] = []
    while visited.last != "button.play" && visited.count < 12 {
      let before = spoken().count
      try app.xdotool(["key", "Tab"])
      app.waitFor("the focus moved") { (app.state["focus"] as? String).map { !visited.contains($0) } ?? false }
      let id = try XCTUnwrap(app.state["focus"] as? String)
      visited.append(id)
      let label = try XCTUnwrap(app.label(id))
      let role = try XCTUnwrap(roles.first { id.hasPrefix($0.key) }?.value, "a role for \(id)")
      let name = id == "picker" ? "Presets" : label
      XCTAssertTrue(
        Harness.waitFor(10) { spoken().dropFirst(before).joined(separator: " ").contains(name) },
        "Orca says \(id)'s name \(name): \(spoken().dropFirst(before))")
      let words = spoken().dropFirst(before).joined(separator: " ")
      XCTAssertTrue(
        words.contains(role) || (role == "list" && words.contains("List with")),
        "Orca says \(id)'s role \(role): \(words)")
    }
    XCTAssertEqual(visited.last, "button.play", "Tab reaches Play: \(visited)")
    XCTAssertTrue(visited.first?.hasPrefix("tab.") ?? false, "from the tabs: \(visited)")
  }

  /// Settings walked by Tab from the tabs round to them again, as a libadwaita preferences window is: each section
  /// named as the focus enters it ("Size panel"), each row said once as its name, its value and "spin button",
  /// the value once.
  func test_orcaWalksSettings_sectionBySection_eachRowOnceWithItsValue() throws {
    let (app, spoken) = try appWithOrca(size: "480x800")
    try app.key("2")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" }
    var visited: [String] = [], sections: [String] = [], rows = 0
    while visited.count < 90 {
      let before = spoken().count, was = app.state["focus"] as? String
      try app.key("Tab")
      app.waitFor("the focus moved") { app.state["focus"] as? String != was }
      let id = try XCTUnwrap(app.state["focus"] as? String)
      if id == "tab.animation" && !visited.isEmpty { break }
      visited.append(id)
      let label = try XCTUnwrap(app.label(id), id)
      // The words for this control: until its role is said (a radio button's comes in an utterance of its own; a
      // lane of the dope sheet, a tree table's row, is said by its name and how its keys work).
      XCTAssertTrue(
        Harness.waitFor(10) {
          spoken().dropFirst(before).contains {
            $0.contains("button") || $0.contains("page tab") || $0.contains("combo box") || $0.contains("slider")
              || $0.contains("Left and Right") || $0.contains("Up and Down")
          }
        },
        "Orca speaks \(id): \(spoken().dropFirst(before))")
      let said = Array(spoken().dropFirst(before))
      sections += said.compactMap { $0.hasSuffix(" panel.") ? String($0.dropLast(" panel.".count)) : nil }
      if id == "settings.row.easing" {
        // A combo box named "Easing", its choice read as its value: "Easing combo box", "ease in-out".
        let choice = try XCTUnwrap((app.state["draft"] as? [String: String])?["easing"])
        XCTAssertTrue(
          said.joined(separator: " ").contains("Easing combo box. \(choice)"), "the Easing row: \(said)")
        XCTAssertEqual(said.joined(separator: " ").components(separatedBy: choice).count - 1, 1, "said once: \(said)")
      }
      guard id.hasPrefix("settings.row."), let phrase = said.first(where: { $0.contains(" spin button") }) else {
        continue
      }
      rows += 1
      // The label shows the value after the name ("Width ×1.0"): Orca says the name, the number, the role.
      // (a curve's numbers are not in the ui-map's draft: their label's last word is the value).
      let value = try XCTUnwrap(
        (app.state["draft"] as? [String: String])?[String(id.dropFirst(13))]
          ?? label.split(separator: " ").last.map(String.init), id)
      let name = String(label.dropLast(value.count + 1))
      XCTAssertTrue(label.hasSuffix(" " + value), "\(id): \(label) ends in \(value)")
      XCTAssertTrue(phrase.hasPrefix(name + " "), "\(id): \(phrase) names \(name)")
      let words = said.joined(separator: " ")
      XCTAssertEqual(words.components(separatedBy: name + " ").count - 1, 1, "\(id): \(name) said once: \(words)")
      let number = phrase.dropFirst(name.count + 1).prefix { $0 != " " }
      XCTAssertFalse(number.isEmpty, "\(id): a value in \(phrase)")
      XCTAssertEqual(
        phrase.components(separatedBy: " \(number) ").count - 1, 1, "\(id): its value said once: \(phrase)")
    }
    XCTAssertEqual(visited.last.map { $0.hasPrefix("settings.row.") }, true, "Tab went round: \(visited)")
    XCTAssertGreaterThanOrEqual(rows, 20, "every row spoken as a spin button: \(visited)")
    XCTAssertEqual(
      sections,
      ["Keyframes", "Layers", "Artwork", "Size", "Skew", "Position", "Rotation", "Anchor", "Appearance", "Timing"],
      "each section named once, as the focus enters it")
  }
}
