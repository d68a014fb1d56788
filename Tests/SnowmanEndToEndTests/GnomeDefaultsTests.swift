import Foundation
import SnowmanFuzzing
import XCTest

@testable import snowman

/// `GnomeDefaults` against gsettings itself: dconf user databases compiled from seeded sets of GNOME's interface
/// keys (with `dconf compile`); wherever the window would not ask, gsettings prints both keys' defaults.
final class GnomeDefaultsTests: XCTestCase {
  func test_seededUserDatabases_neverSkipAKeyGsettingsWouldShow() throws {
    let gsettings = try XCTUnwrap(Harness.which("gsettings"), "GLib's gsettings ships with libglib2.0-bin")
    let dconf = try XCTUnwrap(Harness.which("dconf"), "dconf compile ships with dconf-cli")
    let schema = "org.gnome.desktop.interface"
    let defaults = try Harness.run(
      gsettings, ["list-recursively", schema], environment: ["GSETTINGS_BACKEND": "memory"])
    var values: [String: String] = [:]
    for line in defaults.stdout.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 2)
      if parts.count == 3 { values[String(parts[1])] = String(parts[2]) }
    }
    XCTAssertEqual(values["color-scheme"], "'default'")
    XCTAssertEqual(values["enable-animations"], "true")
    let others = values.keys.filter { !GnomeDefaults.keys.contains($0) }.sorted()
    XCTAssertGreaterThan(others.count, 10, "the schema's other keys")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gnome-defaults-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SplitMix(seed: 7)
    var held = 0
    for round in 0..<24 {
      // A few of the other keys at their defaults, and now and then one of the two with a value of its own.
      var set = Dictionary(
        uniqueKeysWithValues: others.shuffled(using: &generator).prefix(Int.random(in: 0...4, using: &generator)).map {
          ($0, values[$0]!)
        })
      if Bool.random(using: &generator) {
        set["color-scheme"] = ["'prefer-dark'", "'prefer-light'", "'default'"].randomElement(using: &generator)!
      }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        set["enable-animations"] = ["false", "true"].randomElement(using: &generator)!
      }
      let config = folder.appendingPathComponent("\(round)/config"),
        keys = folder.appendingPathComponent("\(round)/keys")
      try FileManager.default.createDirectory(
        at: config.appendingPathComponent("dconf"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
      let keyfile = "[org/gnome/desktop/interface]\n" + set.map { "\($0.key)=\($0.value)\n" }.sorted().joined()
      try keyfile.write(to: keys.appendingPathComponent("set"), atomically: true, encoding: .utf8)
      let compiled = try Harness.run(dconf, ["compile", config.appendingPathComponent("dconf/user").path, keys.path])
      XCTAssertEqual(compiled.status, 0, compiled.stderr)
      let desktop = Harness.childEnvironment(["GSETTINGS_BACKEND": "dconf", "XDG_CONFIG_HOME": config.path])
      let hold = GnomeDefaults.hold(environment: desktop)
      let shown = try Harness.run(gsettings, ["list-recursively", schema], environment: desktop).stdout
      let both = ["color-scheme \(values["color-scheme"]!)", "enable-animations true"]
      if hold {
        held += 1
        for line in both { XCTAssertTrue(shown.contains("\(schema) \(line)"), "round \(round): \(keyfile)") }
      }
      let named = set.keys.contains { GnomeDefaults.keys.contains($0) }
      XCTAssertEqual(hold, !named, "round \(round): \(keyfile)")
    }
    XCTAssertGreaterThan(held, 3, "databases without either key")
  }

  func test_anyOtherSourceOfTheKeys_isAsked() {
    var files: [String: String] = [:]
    var folders: [String: [String]] = [:]
    func hold(_ environment: [String: String] = ["HOME": "/home/u"]) -> Bool {
      GnomeDefaults.hold(
        environment: environment, read: { files[$0].map { Data($0.utf8) } }, list: { folders[$0] ?? [] })
    }
    XCTAssertTrue(hold())
    XCTAssertFalse(hold(["HOME": "/home/u", "GSETTINGS_BACKEND": "keyfile"]))
    XCTAssertTrue(hold(["HOME": "/home/u", "GSETTINGS_BACKEND": "dconf"]))
    XCTAssertFalse(hold(["HOME": "/home/u", "DCONF_PROFILE": "work"]))
    XCTAssertFalse(hold(["HOME": "/home/u", "GSETTINGS_SCHEMA_DIR": "/opt/schemas"]))
    files["/home/u/.config/dconf/user"] = "GVariant toolkit-accessibility"
    XCTAssertTrue(hold())
    files["/home/u/.config/dconf/user"] = "GVariant enable-animations"
    XCTAssertFalse(hold())
    XCTAssertTrue(hold(["HOME": "/home/u", "XDG_CONFIG_HOME": "/elsewhere"]))
    files = ["/etc/dconf/profile/user": "user-db:user\nsystem-db:site\n"]
    XCTAssertFalse(hold())
    files = [
      "/usr/share/glib-2.0/schemas/90_vendor.gschema.override":
        "[org.gnome.desktop.interface]\ncolor-scheme='prefer-dark'\n"
    ]
    folders["/usr/share/glib-2.0/schemas"] = ["90_vendor.gschema.override", "gschemas.compiled"]
    XCTAssertFalse(hold())
    files["/usr/share/glib-2.0/schemas/90_vendor.gschema.override"] =
      "[org.gnome.desktop.interface]\nmonospace-font-name='Mono 11'\n"
    XCTAssertTrue(hold())
    XCTAssertTrue(hold(["HOME": "/home/u", "XDG_DATA_DIRS": "/opt/share"]))
  }
}
