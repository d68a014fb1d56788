import Foundation
import XCTest

/// A data folder full of hostile files: the window and every command start, name each bad file in one line,
/// load everything else, and leave every file exactly as it was.
final class HostileInputTests: XCTestCase {
  var data: URL!
  var presets: URL { data.appendingPathComponent("presets") }

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
    try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func snowman(_ args: [String], env: [String: String] = [:]) throws -> Harness.Result {
    try Harness.run(
      Harness.binary.path, args, environment: ["SDL_VIDEODRIVER": "offscreen"].merging(env) { $1 }, timeout: 30)
  }

  func assertReported(_ bad: [(String, String)], in stderr: String, file: StaticString = #filePath, line: UInt = #line)
  {
    let lines = stderr.split(separator: "\n").map(String.init)
    for (name, reason) in bad {
      let path = presets.appendingPathComponent(name).path
      let matching = lines.filter { $0.hasPrefix("snowman: skipped \(path): ") }
      XCTAssertEqual(matching.count, 1, "one line for \(name)", file: file, line: line)
      XCTAssertTrue(
        matching.first?.contains(reason) ?? false, "\(name): \(matching.first ?? "nothing")", file: file, line: line)
    }
  }

  func test_badPresetFiles_windowAndEveryCommand() throws {
    let bad = try HostileFiles.writeBad(into: presets)
    XCTAssertGreaterThanOrEqual(bad.count, 25)
    let good = try HostileFiles.writeGood(into: presets)
    let before = try HostileFiles.snapshot(presets)
    let started = Date()

    // The window: starts, reports, lists every good preset.
    let map = data.appendingPathComponent("map.json")
    let window = try snowman(["play", "--data-dir", data.path, "--frames", "3", "--ui-map", map.path])
    XCTAssertEqual(window.status, 0, window.stderr)
    assertReported(bad, in: window.stderr)
    let state = try XCTUnwrap(
      (JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: Any])?["state"] as? [String: Any])
    let listed = (state["presets"] as? [String] ?? []).prefix(3 + good.count)
    XCTAssertEqual(
      Set(listed), Set(["Rest", "Showcase", "Crossfade"] + good), "the core built-ins, then the good files")
    XCTAssertTrue((state["notice"] as? String ?? "").hasPrefix("Skipped \(bad.count) preset files"), "\(state)")

    // Every command.
    let list = try snowman(["presets", "list", "--data-dir", data.path])
    XCTAssertEqual(list.status, 0)
    assertReported(bad, in: list.stderr)
    XCTAssertEqual(list.stdout.split(separator: "\n").filter { $0.contains(" saved ") }.count, good.count)
    XCTAssertFalse(list.stdout.contains("\u{1B}"), "no escape sequence reaches the terminal")
    XCTAssertFalse(list.stdout.contains("\u{202E}"), "no right-to-left override either")
    let json = try snowman(["presets", "list", "--json", "--data-dir", data.path])
    let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    XCTAssertTrue(rows.contains { $0["name"] as? String == "Bell\u{7}\u{1B}[31mRed" }, "scripts get the name exactly")
    let show = try snowman(["presets", "show", "../x", "--data-dir", data.path])
    XCTAssertEqual(show.status, 0, show.stderr)
    assertReported(bad, in: show.stderr)
    let out = data.appendingPathComponent("x.gif")
    let render = try snowman([
      "render", "--preset", "Minus zero", "--out", out.path, "--size", "32x32", "--fps", "2", "--data-dir", data.path,
    ])
    XCTAssertEqual(render.status, 0, render.stderr)
    assertReported(bad, in: render.stderr)
    let exported = data.appendingPathComponent("e.json")
    let export = try snowman(["presets", "export", "../x", exported.path, "--data-dir", data.path])
    XCTAssertEqual(export.status, 0, export.stderr)
    let rename = try snowman(["presets", "rename", "../x", "Renamed", "--data-dir", data.path])
    XCTAssertEqual(rename.status, 0, rename.stderr)
    let renamed = try snowman(["presets", "list", "--json", "--data-dir", data.path])
    XCTAssertTrue(renamed.stdout.contains("\"Renamed\""))
    // Importing the bad files themselves: each reported, none imported, nothing written. (Two are only
    // misplaced, a valid preset under another name or with a built-in's id: those are not in this list.)
    let unreadable = bad.filter { !["does not match its file name", "its id is already taken"].contains($0.1) }
    let imports = try snowman(
      ["presets", "import"] + unreadable.map { presets.appendingPathComponent($0.0).path } + ["--data-dir", data.path])
    XCTAssertEqual(imports.status, 1)
    XCTAssertEqual(imports.stdout, "")
    XCTAssertEqual(imports.stderr.split(separator: "\n").filter { $0.contains("not imported") }.count, unreadable.count)

    XCTAssertLessThan(Date().timeIntervalSince(started), 60, "nothing hung")
    var after = try HostileFiles.snapshot(presets)
    // The rename rewrote its own (good) file; every other entry is as it was.
    let changed = after.keys.filter { after[$0] != before[$0] }
    XCTAssertEqual(changed.count, 1, "only the renamed preset's file changed: \(changed)")
    for name in changed { after[name] = before[name] }
    XCTAssertEqual(after, before)
    let renamedFile = try String(contentsOf: presets.appendingPathComponent(changed[0]), encoding: .utf8)
    XCTAssertTrue(renamedFile.contains("from a newer build"), "unknown fields survive a rename")
  }

  func test_badPreferencesFiles_fallBackToDefaultsAndStayUntouched() throws {
    let prefs = data.appendingPathComponent("preferences.json")
    let cases: [(String, (URL) throws -> Void)] = [
      ("empty", { try Data().write(to: $0) }),
      ("not JSON", { try Data("nope".utf8).write(to: $0) }),
      ("wrong shape", { try Data("[1]".utf8).write(to: $0) }),
      ("wrong type", { try Data("{\"lastTab\": 5, \"windowWidth\": 480, \"windowHeight\": 800}".utf8).write(to: $0) }),
      (
        "unknown tab",
        { try Data("{\"lastTab\": \"credits\", \"windowWidth\": 480, \"windowHeight\": 800}".utf8).write(to: $0) }
      ),
      (
        "bad draft",
        {
          try Data(
            "{\"lastTab\": \"animation\", \"windowWidth\": 480, \"windowHeight\": 800, \"draft\": {\"duration\": 0}}"
              .utf8
          ).write(to: $0)
        }
      ),
      (
        "NaN",
        { try Data("{\"lastTab\": \"animation\", \"windowWidth\": NaN, \"windowHeight\": 800}".utf8).write(to: $0) }
      ),
      (
        "deep",
        {
          try Data((String(repeating: "{\"a\":", count: 50_000) + "1" + String(repeating: "}", count: 50_000)).utf8)
            .write(to: $0)
        }
      ),
      ("invalid UTF-8", { try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: $0) }),
      (
        "50 MB",
        {
          XCTAssertTrue(FileManager.default.createFile(atPath: $0.path, contents: nil))
          XCTAssertEqual(truncate($0.path, 50_000_000), 0)
        }
      ),
      ("folder", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }),
      ("fifo", { mkfifo($0.path, 0o644) }),
      ("/dev/zero", { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero") }),
    ]
    for (name, make) in cases {
      try? FileManager.default.removeItem(at: prefs)
      try make(prefs)
      let before = try HostileFiles.snapshot(data)
      let r = try snowman(["play", "--data-dir", data.path, "--frames", "2"])
      XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
      let lines = r.stderr.split(separator: "\n")
      XCTAssertEqual(lines.count, 1, "\(name): \(r.stderr)")
      XCTAssertTrue(r.stderr.hasPrefix("snowman: ignored \(prefs.path): "), "\(name): \(r.stderr)")
      XCTAssertTrue(r.stderr.hasSuffix("; using defaults\n"), "\(name): \(r.stderr)")
      XCTAssertEqual(try HostileFiles.snapshot(data), before, "\(name): left as it was")
    }
  }
}
