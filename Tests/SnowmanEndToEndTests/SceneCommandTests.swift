import Foundation
import XCTest

/// A scene made on the command line: `presets create` with `--layer`, read back by `presets show`, drawn by
/// `render`, refused as code in one sentence.
final class SceneCommandTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func snowman(_ args: [String]) throws -> Harness.Result {
    try Harness.run("/usr/bin/env", ["-u", "DISPLAY", "-u", "SDL_VIDEODRIVER", Harness.binary.path] + args)
  }

  /// The first frame at 448×336 (a point a pixel), as RGBA.
  func firstFrame(_ preset: String) throws -> ImageFile {
    let folder = data.appendingPathComponent("\(preset)-frames/")
    let r = try snowman([
      "render", "--data-dir", data.path, "--preset", preset, "--out", folder.path + "/", "--fps", "1", "--size",
      "448x336",
    ])
    XCTAssertEqual(r.status, 0, r.stderr)
    return try ImageFile.rgba(folder.appendingPathComponent("frame-0000.png"))
  }

  /// A snowflake 40 pt wide placed 150 pt left of and 100 pt above the stage's centre, in 3 copies 60 pt apart
  /// started 0.5 s apart: the file holds them, `show` lists them, the frames show them there, and hidden they
  /// add nothing.
  func test_aLayerMadeOnTheCommandLine_isSaved_shown_andDrawnWhereItsBoxIs() throws {
    let layer = [
      "--layer", "snowflake", "--place", "-150,-100", "--size", "40,40", "--copies", "3", "--stagger", "0.5",
      "--offset", "x=60",
    ]
    for (name, extra) in [("Flakes", [String]()), ("Hidden", ["--hidden"]), ("Plain", ["--no-layer"])] {
      let args = extra == ["--no-layer"] ? [] : layer + extra
      let r = try snowman(["presets", "create", name, "--data-dir", data.path, "autoreverse=0"] + args)
      XCTAssertEqual(r.status, 0, r.stderr)
    }
    let files = try FileManager.default.contentsOfDirectory(
      at: data.appendingPathComponent("presets"), includingPropertiesForKeys: nil)
    let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
    let flakes = try XCTUnwrap(texts.first { $0.contains("\"Flakes\"") })
    XCTAssertTrue(flakes.contains("\"version\" : 5"), flakes)
    XCTAssertTrue(flakes.contains("\"layers\""), flakes)
    XCTAssertFalse(try XCTUnwrap(texts.first { $0.contains("\"Plain\"") }).contains("\"layers\""))

    let show = try snowman(["presets", "show", "Flakes", "--data-dir", data.path])
    XCTAssertEqual(show.status, 0, show.stderr)
    XCTAssertTrue(
      show.stdout.contains(
        "    1. Snowflake: snowflake.svg (images/ecbcc757494972e74bbd3f9b540a14dcd1ec679a420f2083d50e96b737fd238f.svg), "
          + "at -150,-100 pt, 40 × 40 pt, 3 copies 0.5 s apart from the start, each x +60 pt"), show.stdout)
    XCTAssertTrue(
      show.stdout.contains("Total length           3.0 s"), "2 s and the last copy 1 s later: \(show.stdout)")

    let plain = try firstFrame("Plain"), hidden = try firstFrame("Hidden"), drawn = try firstFrame("Flakes")
    XCTAssertEqual(hidden.bytes, plain.bytes, "a hidden layer draws nothing")
    // Where the scene differs from the plain picture: the three copies' boxes, centred at x = 224 − 150 + 60k,
    // y = 168 − 100, 40 px wide.
    var columns = Set<Int>(), rows = Set<Int>()
    for y in 0..<336 {
      for x in 0..<448 where drawn.pixel(x, y) != plain.pixel(x, y) {
        columns.insert(x)
        rows.insert(y)
      }
    }
    XCTAssertGreaterThan(columns.count, 60, "the three flakes show")
    for x in columns {
      let nearest = [74, 134, 194].map { abs(Double(x) + 0.5 - Double($0)) }.min() ?? 99
      XCTAssertLessThanOrEqual(nearest, 20.5, "column \(x) is within a copy's box")
    }
    XCTAssertGreaterThanOrEqual(rows.min() ?? 0, 48)
    XCTAssertLessThanOrEqual(rows.max() ?? 999, 88)
  }

  /// A snowflake following another (`--parent 1`): `show` says so, and three quarters into the parent's steady
  /// 100 pt move the follower stands 75 pt right of its box, where the frame differs from one with it hidden.
  func test_aLayerFollowingAParent_isShown_andMovesWithIt() throws {
    let base =
      ["autoreverse=0", "duration=1", "--layer", "snowflake", "--place", "-150,100", "--size", "40,40"]
      + ["horizontalOffset@1=100", "horizontalOffset@1.easing=linear", "--layer", "snowflake", "--place", "50,-100"]
      + ["--size", "40,40", "--parent", "1"]
    for (name, extra) in [("Carried", [String]()), ("Alone", ["--hidden"])] {
      let r = try snowman(["presets", "create", name, "--data-dir", data.path] + base + extra)
      XCTAssertEqual(r.status, 0, r.stderr)
    }
    let show = try snowman(["presets", "show", "Carried", "--data-dir", data.path])
    XCTAssertTrue(show.stdout.contains("at 50,-100 pt, 40 × 40 pt, following 1. Snowflake"), show.stdout)
    var frames: [ImageFile] = []
    for name in ["Carried", "Alone"] {
      let folder = data.appendingPathComponent("\(name)-frames/")
      let r = try snowman([
        "render", "--data-dir", data.path, "--preset", name, "--out", folder.path + "/", "--fps", "4", "--size",
        "448x336",
      ])
      XCTAssertEqual(r.status, 0, r.stderr)
      frames.append(try ImageFile.rgba(folder.appendingPathComponent("frame-0003.png")))
    }
    var columns = Set<Int>(), rows = Set<Int>()
    for y in 0..<336 {
      for x in 0..<448 where frames[0].pixel(x, y) != frames[1].pixel(x, y) {
        columns.insert(x)
        rows.insert(y)
      }
    }
    // Its box's centre at 224 + 50 + 75 across and 168 − 100 down, 40 px wide.
    XCTAssertGreaterThan(columns.count, 20, "the follower shows")
    XCTAssertGreaterThanOrEqual(columns.min() ?? 0, 349 - 21)
    XCTAssertLessThanOrEqual(columns.max() ?? 999, 349 + 21)
    XCTAssertGreaterThanOrEqual(rows.min() ?? 0, 68 - 21)
    XCTAssertLessThanOrEqual(rows.max() ?? 999, 68 + 21)
  }

  /// A scene's page holds an element a copy, its stylesheet a rule a later copy's delay, its SwiftUI a `ForEach`
  /// and its Core Animation a replicator; a wrong layer option is one sentence and saves nothing.
  func test_everyCodeFormWritesAScene_andWrongOptionsAreOneSentence() throws {
    let made = try snowman([
      "presets", "create", "Scene", "--data-dir", data.path, "--layer", "snowflake", "--copies", "5", "--stagger",
      "0.1",
    ])
    XCTAssertEqual(made.status, 0, made.stderr)
    let html = data.appendingPathComponent("scene.html")
    let page = try snowman(["render", "--data-dir", data.path, "--preset", "Scene", "--out", html.path])
    XCTAssertEqual(page.status, 0, page.stderr)
    let text = try String(contentsOf: html, encoding: .utf8)
    XCTAssertEqual(text.components(separatedBy: "<div class=\"snowman-layer-1\"").count - 1, 5, "a copy an element")
    XCTAssertEqual(text.components(separatedBy: "data:image/png").count - 1, 2, "the snowman and one snowflake")
    let lottie = data.appendingPathComponent("scene.json")
    let file = try snowman(["render", "--data-dir", data.path, "--preset", "Scene", "--out", lottie.path])
    XCTAssertEqual(file.status, 0, file.stderr)
    let json = try String(contentsOf: lottie, encoding: .utf8)
    XCTAssertEqual(json.components(separatedBy: "\"refId\":\"layer-1-motion-1\"").count - 1, 5, "a copy a layer")
    let css = data.appendingPathComponent("scene.css")
    let sheet = try snowman(["render", "--data-dir", data.path, "--preset", "Scene", "--out", css.path])
    XCTAssertEqual(sheet.status, 0, sheet.stderr)
    let rules = try String(contentsOf: css, encoding: .utf8)
    XCTAssertTrue(rules.contains("<div class=\"snowman-scene-layer-1\"> 5 × <div><div></div></div> </div>"), rules)
    XCTAssertEqual(rules.components(separatedBy: " > div { animation-delay: ").count - 1, 4, "a delay a later copy")
    let swiftUI = try snowman(["presets", "show", "Scene", "--as", "swiftui", "--data-dir", data.path])
    XCTAssertEqual(swiftUI.status, 0, swiftUI.stderr)
    XCTAssertTrue(swiftUI.stdout.contains("ForEach(SceneLayer1.copies.indices"), swiftUI.stdout)
    let core = try snowman(["presets", "show", "Scene", "--as", "coreanimation", "--data-dir", data.path])
    XCTAssertEqual(core.status, 0, core.stderr)
    XCTAssertTrue(core.stdout.contains("layer1.instanceCount = 5"), "copies 0.1 s apart from the first: a replicator")
    let cases: [([String], String)] = [
      (["--layer"], "snowman: --layer needs a picture: snowflake, snowman or a picture file's path\n"),
      (["--layer", "snowflake", "--copies", "0"], "snowman: --copies 0 is not a whole number from 1 to 200\n"),
      (
        ["--layer", "snowflake", "--place", "a,b"], "snowman: --place a,b is not two numbers X,Y in points\n"
      ),
      (
        ["--layer", "snowflake", "--stagger", "0.1,from=middle"],
        "snowman: --stagger from=middle is not amount, from=start|center|end|edges|random|INDEX, seed=N or "
          + "ease=CURVE\n"
      ),
      (
        ["--layer", "snowflake", "--parent", "1"],
        "snowman: --parent 1 is not a layer below this one, 0 (the first picture) to 0\n"
      ),
      (
        ["--layer", data.appendingPathComponent("none.png").path],
        "snowman: \(data.appendingPathComponent("none.png").path) does not exist\n"
      ),
    ]
    for (args, expected) in cases {
      let bad = try snowman(["presets", "create", "Bad", "--data-dir", data.path] + args)
      XCTAssertNotEqual(bad.status, 0, "\(args)")
      XCTAssertTrue(bad.stderr.hasPrefix(expected.dropLast()), "\(args): \(bad.stderr)")
      XCTAssertEqual(bad.stderr.split(separator: "\n").count, 1, bad.stderr)
    }
    let list = try snowman(["presets", "list", "--data-dir", data.path])
    XCTAssertFalse(list.stdout.contains("Bad"), list.stdout)
  }
}
