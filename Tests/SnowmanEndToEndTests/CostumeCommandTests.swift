import Foundation
import XCTest

/// A costume from the command line: `presets create … costume=NAME`, `presets show` names it, and `render` draws
/// it fixed to the picture.
final class CostumeCommandTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func cli(_ arguments: [String]) throws -> Harness.Result {
    try Harness.run("/usr/bin/env", ["-u", "DISPLAY", Harness.binary.path] + arguments)
  }

  func test_aWornCostume_isShown_andRenderedWhereItSits() throws {
    let made = try cli(["presets", "create", "--data-dir", data.path, "Wizard", "costume=wizard"])
    XCTAssertEqual(made.status, 0, made.stderr)
    let shown = try cli(["presets", "show", "--data-dir", data.path, "Wizard"])
    XCTAssertTrue(shown.stdout.contains("Costume                Wizard (costume=wizard)"), shown.stdout)
    let plain = try cli(["presets", "show", "--data-dir", data.path, "Rest"])
    XCTAssertTrue(plain.stdout.contains("Costume                none"), plain.stdout)
    var frames: [ImageFile] = []
    for preset in ["Wizard", "Rest"] {
      let out = data.appendingPathComponent(preset, isDirectory: true)
      let r = try cli([
        "render", "--data-dir", data.path, "--preset", preset, "--out", out.path + "/", "--size", "240x400", "--to",
        "0.1",
      ])
      XCTAssertEqual(r.status, 0, r.stderr)
      frames.append(try ImageFile.rgba(out.appendingPathComponent("frame-0000.png")))
    }
    func differs(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Int {
      var n = 0
      for y in y0..<y1 {
        for x in x0..<x1 where frames[0].pixel(x, y) != frames[1].pixel(x, y) { n += 1 }
      }
      return n
    }
    // The snowman stands in the middle; its hat's place is the top of its box, its feet the bottom.
    XCTAssertGreaterThan(differs(80, 90, 160, 140), 1500, "the wizard's hat is drawn on the head")
    XCTAssertEqual(differs(0, 300, 240, 400), 0, "nothing changes at the feet")
  }

  func test_anUnknownCostume_isRefusedNamingTheOnesThereAre() throws {
    let r = try cli(["presets", "create", "--data-dir", data.path, "Cowboy", "costume=cowboy"])
    XCTAssertNotEqual(r.status, 0)
    XCTAssertTrue(r.stderr.contains("costume=cowboy: the costumes are doctor, ghost, hipster, pirate, wizard, none"))
    XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
  }
}
