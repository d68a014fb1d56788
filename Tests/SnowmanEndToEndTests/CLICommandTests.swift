import Foundation
import XCTest

/// `snowman render` and `snowman presets` as a script would run them, with no display.
final class CLICommandTests: XCTestCase {
  var data: URL!
  let noDisplay = ["DISPLAY": "", "SDL_VIDEODRIVER": ""]

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func snowman(_ args: [String]) throws -> Harness.Result {
    try Harness.run("/usr/bin/env", ["-u", "DISPLAY", "-u", "SDL_VIDEODRIVER", Harness.binary.path] + args)
  }

  func test_render_twice_givesIdenticalGIFsOf120Frames() throws {
    let a = data.appendingPathComponent("a.gif"), b = data.appendingPathComponent("b.gif")
    for url in [a, b] {
      let r = try snowman(["render", "--preset", "Showcase", "--out", url.path, "--fps", "30", "--size", "320x320"])
      XCTAssertEqual(r.status, 0, r.stderr)
      XCTAssertEqual(r.stderr, "", "no progress bar when stderr is not a terminal")
    }
    XCTAssertEqual(try Data(contentsOf: a), try Data(contentsOf: b))
    let bytes = [UInt8](try Data(contentsOf: a))
    XCTAssertEqual(Array(bytes[0..<6]), Array("GIF89a".utf8))
    // Count image descriptors the way a decoder does, through ImageMagick (`make test` installs it).
    let identify = try XCTUnwrap(Harness.which("identify"), "ImageMagick's identify is missing: run make deps")
    let r = try Harness.run(identify, ["-format", "%T\n", a.path])
    XCTAssertEqual(r.stdout.split(separator: "\n").count, 120)
  }

  func test_render_showsAProgressBarOnATerminal() throws {
    guard let script = Harness.which("script") else { throw XCTSkip("util-linux's script is not installed") }
    let out = data.appendingPathComponent("p.gif")
    let r = try Harness.run(
      script,
      ["-qec", "\(Harness.binary.path) render --preset Rest --out \(out.path) --fps 5 --size 32x32", "/dev/null"])
    XCTAssertEqual(r.status, 0, r.stdout)
    XCTAssertTrue(r.stdout.contains("p.gif ██████████████████████████████ 20/20"), r.stdout)
  }

  func test_renderErrors_areOneSentence_andLeaveNoFile() throws {
    let cases: [([String], String)] = [
      (
        ["--preset", "Nope", "--out", data.appendingPathComponent("n.gif").path],
        "snowman: no preset named \"Nope\"; `snowman presets list` shows them"
      ),
      (
        ["--preset", "Rest", "--out", data.appendingPathComponent("n.gif").path, "--size", "8x8"],
        "snowman: --size 8x8 is outside 16x16 to 3840x2160"
      ),
      (
        ["--preset", "Rest", "--out", data.appendingPathComponent("n.gif").path, "--fps", "500"],
        "snowman: --fps 500 is outside 1 to 120"
      ),
      (["--preset", "Rest", "--out", "/proc/n.gif"], "snowman: cannot write /proc/n.gif"),
      (["--preset", "Rest", "--out", data.appendingPathComponent("missing/n.gif").path], "snowman: cannot write"),
      (
        ["--file", data.appendingPathComponent("none.json").path, "--out", data.appendingPathComponent("n.gif").path],
        "snowman: \(data.appendingPathComponent("none.json").path) does not exist"
      ),
    ]
    for (args, prefix) in cases {
      let r = try snowman(["render", "--data-dir", data.path] + args)
      XCTAssertNotEqual(r.status, 0, "\(args)")
      XCTAssertTrue(r.stderr.hasPrefix(prefix), "\(args): \(r.stderr)")
      XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: data.path)
    XCTAssertEqual(left, [], "no partial output")
  }

  /// A valid preset file's text.
  func presetJSON(id: String, name: String) -> String {
    """
    {"version":1,"id":"\(id)","name":"\(name)","createdAt":"2026-11-22T09:00:00.000Z","setting":{"widthMultiplier":1.5,\
    "heightMultiplier":2,"horizontalOffset":0,"verticalOffset":0,"xFlips":0,"ySpins":0,"zTurns":0,"opacity":1,\
    "duration":2,"repeatCount":1,"autoreverse":true,"easing":"bounce"}}
    """
  }

  func test_presets_exportDeleteImport_roundTrip() throws {
    let folder = data.appendingPathComponent("presets")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let id = "0b6c1a8e-1111-4000-8000-000000000abc"
    try Data(presetJSON(id: id, name: "Tall").utf8).write(to: folder.appendingPathComponent("\(id).json"))
    let list = try snowman(["presets", "list", "--data-dir", data.path])
    XCTAssertEqual(list.status, 0, list.stderr)
    // The core built-ins, the user's, then the library; the kind in one column, after the longest name.
    let lines = list.stdout.split(separator: "\n")
    XCTAssertEqual(
      lines.prefix(4).map { $0.split(separator: " ").joined(separator: " ") },
      ["Rest built-in 4.0 s", "Showcase built-in 4.0 s", "Crossfade built-in 4.0 s", "Tall saved 4.0 s"])
    let columns = lines.compactMap { line in
      (line.range(of: "built-in") ?? line.range(of: "saved")).map {
        line.distance(from: line.startIndex, to: $0.lowerBound)
      }
    }
    XCTAssertEqual(columns.count, lines.count)
    XCTAssertEqual(Set(columns).count, 1, list.stdout)
    let show = try snowman(["presets", "show", "Tall", "--data-dir", data.path])
    XCTAssertTrue(show.stdout.contains("Width multiplier       ×1.5"), show.stdout)
    XCTAssertTrue(show.stdout.contains("Easing                 bounce"), show.stdout)
    let before = try snowman(["presets", "show", "Tall", "--data-dir", data.path]).stdout

    let exported = data.appendingPathComponent("tall.json")
    XCTAssertEqual(try snowman(["presets", "export", "Tall", exported.path, "--data-dir", data.path]).status, 0)
    XCTAssertEqual(try snowman(["presets", "delete", "Tall", "--data-dir", data.path]).status, 0)
    XCTAssertFalse(try snowman(["presets", "list", "--data-dir", data.path]).stdout.contains("Tall"))
    let imported = try snowman(["presets", "import", exported.path, "--data-dir", data.path])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertEqual(imported.stdout, "imported Tall\n")
    XCTAssertEqual(
      try snowman(["presets", "show", "Tall", "--data-dir", data.path]).stdout, before, "the same preset, same id")
  }

  func test_presets_delete_movesToTheTrash_duplicateCopies_permanentlyRemoves() throws {
    let xdg = data.appendingPathComponent("xdg")
    func run(_ args: [String]) throws -> Harness.Result {
      try Harness.run(Harness.binary.path, args + ["--data-dir", data.path], environment: ["XDG_DATA_HOME": xdg.path])
    }
    XCTAssertEqual(try run(["presets", "create", "Tall", "heightMultiplier=2"]).status, 0)
    let dup = try run(["presets", "duplicate", "Tall"])
    XCTAssertEqual(dup.stdout, "saved Tall copy\n", dup.stderr)
    XCTAssertEqual(try run(["presets", "duplicate", "Showcase", "Mine"]).stdout, "saved Mine\n")
    XCTAssertTrue(try run(["presets", "show", "Tall copy"]).stdout.contains("Height multiplier      ×2.0"))
    let file = try XCTUnwrap(
      try FileManager.default.contentsOfDirectory(atPath: data.path + "/presets").first { name in
        (try? String(contentsOfFile: data.path + "/presets/" + name, encoding: .utf8))?.contains("\"Tall\"") ?? false
      })
    let del = try run(["presets", "delete", "Tall"])
    XCTAssertEqual(del.status, 0, del.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: data.path + "/presets/" + file))
    let trashed = xdg.appendingPathComponent("Trash/files/" + file)
    XCTAssertTrue(FileManager.default.fileExists(atPath: trashed.path), del.stdout)
    let info = try String(contentsOf: xdg.appendingPathComponent("Trash/info/\(file).trashinfo"), encoding: .utf8)
    XCTAssertTrue(info.hasPrefix("[Trash Info]\nPath=\(data.path)/presets/\(file)\nDeletionDate=20"), info)
    XCTAssertEqual(del.stdout, "moved Tall to the trash: \(trashed.path)\n")
    // A file manager's Restore is a move back: the preset is there again, same id.
    try FileManager.default.moveItem(at: trashed, to: data.appendingPathComponent("presets/" + file))
    XCTAssertTrue(try run(["presets", "list"]).stdout.contains("Tall  "))
    XCTAssertEqual(try run(["presets", "delete", "Tall copy", "--permanently"]).status, 0)
    let trashNames = try FileManager.default.contentsOfDirectory(atPath: xdg.path + "/Trash/files")
    XCTAssertEqual(trashNames, [], "--permanently does not go through the trash")
    XCTAssertFalse(try run(["presets", "list"]).stdout.contains("Tall copy"))
  }

  func test_presets_import_reportsEachBadFileAndImportsTheGoodOnes() throws {
    let good = data.appendingPathComponent("good.json"), bad = data.appendingPathComponent("bad.json")
    try Data(presetJSON(id: UUID().uuidString, name: "Showcase").utf8).write(to: good)
    try Data("{\"version\": 7}".utf8).write(to: bad)
    let r = try snowman(["presets", "import", bad.path, good.path, "--data-dir", data.path])
    XCTAssertEqual(r.status, 1)
    XCTAssertEqual(
      r.stderr,
      "snowman: \(bad.path) not imported: field \"version\" is 7, which is not a version this build reads "
        + "(1 or 2 or 3 or 4 or 5)\n"
    )
    XCTAssertEqual(r.stdout, "imported Showcase 2 — its name was taken\n", "a built-in's name stays the built-in's")
    XCTAssertEqual(try Data(contentsOf: bad), Data("{\"version\": 7}".utf8))
  }

  func test_presets_builtInsRefuse_andRenameWorks() throws {
    let del = try snowman(["presets", "delete", "Rest", "--data-dir", data.path])
    XCTAssertEqual(del.status, 1)
    XCTAssertEqual(del.stderr, "snowman: \"Rest\" is built in and cannot be deleted\n")
    let ren = try snowman(["presets", "rename", "Showcase", "X", "--data-dir", data.path])
    XCTAssertEqual(ren.stderr, "snowman: \"Showcase\" is built in and cannot be renamed\n")
    let file = data.appendingPathComponent("s.json")
    try Data(presetJSON(id: UUID().uuidString, name: "Showcase").utf8).write(to: file)
    XCTAssertEqual(
      try snowman(["presets", "import", file.path, "--data-dir", data.path]).stdout,
      "imported Showcase 2 — its name was taken\n")
    XCTAssertEqual(try snowman(["presets", "rename", "Showcase 2", "Mine", "--data-dir", data.path]).status, 0)
    let refused = try snowman(["presets", "rename", "Mine", "  Rest ", "--data-dir", data.path])
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(refused.stderr, "snowman: “Rest” is built in; choose another name.\n", "the Save prompt's rule")
    let json = try snowman(["presets", "list", "--json", "--data-dir", data.path])
    let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    // The core built-ins, the user's, then the library of classic motions.
    XCTAssertEqual(rows.prefix(4).map { $0["name"] as? String }, ["Rest", "Showcase", "Crossfade", "Mine"])
    XCTAssertEqual(rows.prefix(4).map { $0["kind"] as? String }, ["built-in", "built-in", "built-in", "saved"])
    XCTAssertGreaterThanOrEqual(rows.count, 34)
    XCTAssertTrue(rows.dropFirst(4).allSatisfy { $0["kind"] as? String == "built-in" })
  }

  /// The defect a new user met: an export of a built-in, renamed in the file, imported as nothing.
  func test_presets_import_ofAnEditedExport_isANewPreset_andAnUnchangedOneIsAlreadyThere() throws {
    let exported = data.appendingPathComponent("s.json")
    XCTAssertEqual(try snowman(["presets", "export", "Showcase", exported.path, "--data-dir", data.path]).status, 0)
    let unchanged = try snowman(["presets", "import", exported.path, "--data-dir", data.path])
    XCTAssertEqual(unchanged.status, 0, unchanged.stderr)
    XCTAssertEqual(unchanged.stdout, "Showcase: already there\n")

    var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: exported)) as? [String: Any])
    object["name"] = "Mine"
    let renamed = data.appendingPathComponent("mine.json")
    try JSONSerialization.data(withJSONObject: object).write(to: renamed)
    let r = try snowman(["presets", "import", renamed.path, "--data-dir", data.path])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stdout, "imported Mine — as a new preset: its id was taken\n")
    let again = try snowman(["presets", "import", renamed.path, "--data-dir", data.path])
    XCTAssertEqual(again.stdout, "imported Mine 2 — as a new preset: its id and name were taken\n")

    let json = try snowman(["presets", "list", "--json", "--data-dir", data.path])
    let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(rows.prefix(5).map { $0["name"] as? String }, ["Rest", "Showcase", "Crossfade", "Mine", "Mine 2"])
    let ids = rows.compactMap { $0["id"] as? String }
    XCTAssertEqual(Set(ids).count, rows.count, "every import got an id of its own")
    let mine = try snowman(["presets", "show", "Mine", "--data-dir", data.path])
    let showcase = try snowman(["presets", "show", "Showcase", "--data-dir", data.path])
    XCTAssertEqual(
      mine.stdout.split(separator: "\n").dropFirst(), showcase.stdout.split(separator: "\n").dropFirst(),
      "the same values as the built-in")
  }

  /// The artwork is compiled in: a binary copied to an empty folder, run from there, renders.
  func test_aCopiedBinary_rendersShowcase_fromAnEmptyFolder() throws {
    let folder = data.appendingPathComponent("copy")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("snowman")
    try FileManager.default.copyItem(at: Harness.binary, to: copy)
    let r = try Harness.run(
      "/bin/sh",
      [
        "-c",
        "cd \(folder.path) && env -u DISPLAY ./snowman render --preset Showcase --out frames/ --fps 2 --size 96x96",
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stderr, "")
    let frame = folder.appendingPathComponent("frames/frame-0000.png")
    XCTAssertTrue(FileManager.default.fileExists(atPath: frame.path), "the first frame was written")
    let pixels = try ImageFile.rgba(frame)
    // The snowman's white body stands in the middle of the blue sky.
    let middle = pixels.pixel(48, 56)
    XCTAssertGreaterThan(Int(middle.r) + Int(middle.g) + Int(middle.b), 600, "white snow in the middle: \(middle)")
    let corner = pixels.pixel(2, 2)
    XCTAssertGreaterThan(Int(corner.b), Int(corner.r) + 20, "sky in the corner: \(corner)")

    // And a user's picture, from the same empty folder.
    let convert = try XCTUnwrap(Harness.which("convert"), "ImageMagick (make test installs it)")
    XCTAssertEqual(
      try Harness.run(convert, ["-size", "64x64", "xc:#ff8000", "PNG32:\(folder.path)/orange.png"]).status, 0)
    let user = try Harness.run(
      "/bin/sh",
      [
        "-c",
        "cd \(folder.path) && env -u DISPLAY ./snowman render --preset Rest --image orange.png --out mine/ --fps 2 --size 96x96",
      ])
    XCTAssertEqual(user.status, 0, user.stderr)
    let orange = try ImageFile.rgba(folder.appendingPathComponent("mine/frame-0000.png")).pixel(48, 48)
    XCTAssertTrue(
      orange.r > 230 && orange.g > 100 && orange.g < 160 && orange.b < 40, "the picture's orange: \(orange)")
  }

  /// Every error path says one sentence and exits non-zero.
  func test_errors_exitNonZero_withOneSentence() throws {
    var free = 400
    while FileManager.default.fileExists(atPath: "/tmp/.X\(free)-lock") { free += 1 }
    let cases: [([String], [String: String], String)] = [
      (["bench", "--only", "nonsense"], [:], "--only nonsense is not one of stage, ui, tick, presets, a11y."),
      (["bench", "--runs", "0", "--only", "tick"], [:], "--runs must be at least 1, not 0."),
      (["bench", "--dump-stage", "/proc/nonexistent"], [:], "/proc/nonexistent"),
      (
        ["play", "--frames", "1", "--data-dir", data.path], ["DISPLAY": ":\(free)", "SDL_VIDEODRIVER": ""],
        "snowman: cannot open the display :\(free): no X11 or Wayland server answers there"
      ),
      (
        ["play", "--frames", "1", "--data-dir", data.path, "--ui-map", "/nonexistent/dir/map.json"],
        ["SDL_VIDEODRIVER": "offscreen"], "snowman: could not write /nonexistent/dir/map.json"
      ),
      (
        ["render", "--preset", "Nope", "--out", data.appendingPathComponent("x.gif").path], [:],
        "no preset named \"Nope\""
      ),
    ]
    for (args, env, expected) in cases {
      let r = try Harness.run(Harness.binary.path, args, environment: env)
      XCTAssertNotEqual(r.status, 0, "\(args) fails")
      XCTAssertTrue(r.stderr.contains(expected), "\(args): \(r.stderr)")
    }
  }
}
