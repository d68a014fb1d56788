import Foundation
import XCTest

/// The anchor in the window: a picture turned about its top edge keeps that edge's centre where it was.
final class AnchorScenarioTests: XCTestCase {
  func test_anchorAtTheTopEdge_aZTurnKeepsTheTopEdgesCentreInPlace() throws {
    let x = try XvfbServer()
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    // An opaque picture, so its edge is a place in the pixels.
    let picture = data.appendingPathComponent("red.png")
    let convert = try XCTUnwrap(Harness.which("convert"), "make test installs ImageMagick")
    XCTAssertEqual(try Harness.run(convert, ["-size", "120x160", "xc:#d02020", picture.path]).status, 0)
    let created = try Harness.run(
      Harness.binary.path,
      [
        "presets", "create", "Hang", "--image", picture.path, "anchorY=0", "zTurns=0.125", "duration=1",
        "autoreverse=0", "easing=linear", "--data-dir", data.path,
      ])
    XCTAssertEqual(created.status, 0, created.stderr)

    /// The red pixels' box in the window at `seconds`, and the window's shot.
    func shot(at seconds: Double) throws -> (image: ImageFile, box: (x0: Int, y0: Int, x1: Int, y1: Int)) {
      let file = data.appendingPathComponent("shot-\(seconds).png"), map = data.appendingPathComponent("map.json")
      let r = try Harness.run(
        Harness.binary.path,
        [
          "--data-dir", data.path, "--size", "480x800", "--preset", "Hang", "--at", String(seconds), "--frames", "3",
          "--screenshot", file.path, "--ui-map", map.path,
        ], environment: ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11"])
      XCTAssertEqual(r.status, 0, r.stderr)
      let image = try ImageFile.rgba(file)
      // Only the stage: the picker's rows show the picture too.
      let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: Any])
      let controls = try XCTUnwrap(root["controls"] as? [[String: Any]])
      let stage = try XCTUnwrap(controls.first { $0["id"] as? String == "stage" })
      let (sx, sy) = (Int(stage["x"] as? Double ?? 0), Int(stage["y"] as? Double ?? 0))
      let (sw, sh) = (Int(stage["w"] as? Double ?? 0), Int(stage["h"] as? Double ?? 0))
      var box = (x0: Int.max, y0: Int.max, x1: -1, y1: -1)
      for y in sy..<min(image.height, sy + sh) {
        for x in sx..<min(image.width, sx + sw) where Self.isRed(image.pixel(x, y)) {
          box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
        }
      }
      XCTAssertGreaterThan(box.x1, box.x0, "the picture shows at \(seconds) s")
      return (image, box)
    }
    let rest = try shot(at: 0)
    // The top edge's centre at rest, a few pixels inside the picture.
    let (topX, topY) = ((rest.box.x0 + rest.box.x1) / 2, rest.box.y0 + 3)
    let bottom = (x: topX, y: rest.box.y1 - 3)
    for seconds in [0.25, 0.5, 0.75, 0.99] {
      let turned = try shot(at: seconds)
      XCTAssertTrue(Self.isRed(turned.image.pixel(topX, topY)), "the top edge's centre stays at \(seconds) s")
      if seconds >= 0.5 {
        XCTAssertGreaterThan(turned.box.x1 - turned.box.x0, rest.box.x1 - rest.box.x0 + 20, "it turned")
        XCTAssertFalse(Self.isRed(turned.image.pixel(bottom.x, bottom.y)), "the bottom swung away at \(seconds) s")
      }
    }
  }

  static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 170 && p.g < 90 && p.b < 90 }
}
