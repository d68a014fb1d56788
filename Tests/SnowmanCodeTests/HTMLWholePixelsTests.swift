import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanCode

/// Chromium puts an element that turns in depth at its box rounded to a whole pixel, so the page's boxes stand on
/// whole pixels and the element's own `translate` carries the fraction, which a browser draws exactly.
final class HTMLWholePixelsTests: XCTestCase {
  /// A 240×400 stage, where the snowman's box is 168 × 235.2 px: its top at 82.4 px.
  let stage = CodeStage(
    width: 240, height: 400, density: 240.0 / 224, backdrop: .transparent, shadow: CodeColor(0, 0, 0, 60),
    pictures: [CodePicture(fileName: "snowman.png", png: Data(), width: 480, height: 672)])

  /// A flip and a fall, each keyed at `times` on `curves`.
  func motion(flip: (times: [Double], curve: Easing), fall: (times: [Double], curve: Easing)) -> AnimationSetting {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 1, repeatCount: 1, autoreverse: false)
    for (key, keyed, end) in [(PropertyKey.xFlips, flip, 1.0), (.verticalOffset, fall, 100)] {
      s.tracks[key].insert(time: keyed.times[0], value: 0, curve: keyed.curve)
      s.tracks[key].insert(time: keyed.times[1], value: end, curve: keyed.curve)
    }
    return s
  }

  func rule(_ name: String, in page: String) throws -> String {
    let start = try XCTUnwrap(page.range(of: ".\(name) {"), "no rule for .\(name)")
    let end = try XCTUnwrap(page[start.upperBound...].firstIndex(of: "}"))
    return String(page[start.upperBound..<end])
  }

  func figure(_ property: String, in rule: String) throws -> Double {
    let start = try XCTUnwrap(rule.range(of: " \(property): "), "no \(property) in \(rule)")
    return try XCTUnwrap(Double(rule[start.upperBound...].prefix { $0 != "p" }), rule)
  }

  func test_nudge_splitsACorner_intoWholePixels_andTheFractionLeft() {
    let at = MotionCode.Nudge.placing(82.4, -3.6)
    XCTAssertEqual(at.x, 82, accuracy: 1e-9)
    XCTAssertEqual(at.y, -4, accuracy: 1e-9)
    XCTAssertEqual(at.nudge.x, 0.4, accuracy: 1e-9)
    XCTAssertEqual(at.nudge.y, 0.4, accuracy: 1e-9)
    XCTAssertEqual(MotionCode.Nudge.placing(36, 12.0002).nudge, .none, "under a thousandth of a pixel is no nudge")
    XCTAssertEqual(MotionCode.Nudge.placing(36, 12).nudge.declaration, "")
  }

  func test_oneClock_putsThePictureAndShadowOnWholePixels_translatingTheFraction() throws {
    let page = MotionCode.html(
      motion(flip: ([0, 1], .easeInOut), fall: ([0, 1], .easeInOut)), name: "Flip", stage: stage)
    let picture = try rule("snowman-picture-0", in: page)
    XCTAssertEqual(try figure("top", in: picture), 82, picture)
    XCTAssertEqual(try figure("left", in: picture), 36, picture)
    XCTAssertTrue(picture.contains(" translate: 0px 0.4px;"), picture)
    let shadow = try rule("snowman-shadow-0", in: page)
    let top = try figure("top", in: shadow), left = try figure("left", in: shadow)
    XCTAssertEqual(top, top.rounded(), shadow)
    XCTAssertEqual(left, left.rounded(), shadow)
  }

  func test_tracks_addTheFraction_toTheMoveTheyTranslateBy() throws {
    let page = MotionCode.html(
      motion(flip: ([0, 1], .easeInOut), fall: ([0.5, 1], .linear)), name: "Flip", stage: stage)
    let picture = try rule("snowman-picture-0", in: page)
    XCTAssertEqual(try figure("top", in: picture), 82, picture)
    XCTAssertTrue(picture.contains("px + 0.4px); "), picture)
  }

  func test_aMoveOnItsOwnCurve_keepsTheBoxWhereItIs_itsTranslateBeingTheMove() throws {
    let page = MotionCode.html(
      motion(flip: ([0, 1], .easeInOut), fall: ([0, 1], .linear)), name: "Flip", stage: stage)
    let picture = try rule("snowman-picture-0", in: page)
    XCTAssertEqual(try figure("top", in: picture), 82.4, picture)
    XCTAssertFalse(picture.contains("translate:"), picture)
    XCTAssertTrue(page.contains("translate: 0px 0px;"), "the move's keyframes")
  }

  func test_aScenesCopies_standOnWholePixels_translatingTheFraction_theStylesheetsWhereTheyAre() throws {
    // A 50 × 70 pt box at (10.3, −20.1) pt from the centre: its corner at 107.2, 145.5 px (density 240/224).
    let box = SceneLayer.RestBox(centerX: 10.3, centerY: -20.1, width: 50, height: 70)
    let layer = SceneLayer(name: "Flake", picture: nil, box: box, copies: Copies(count: 2))
    var scene = stage
    scene.layers = [
      CodeLayer(
        layer: layer, motion: motion(flip: ([0, 1], .easeInOut), fall: ([0, 1], .easeInOut)),
        picture: stage.pictures[0])
    ]
    let exact = scene.restBox(of: scene.layers[0])
    let page = MotionCode.html(
      motion(flip: ([0, 1], .easeInOut), fall: ([0, 1], .easeInOut)), name: "S", stage: scene)
    let copies = page.components(separatedBy: "class=\"snowman-copy\" style=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    XCTAssertEqual(copies.count, 2, page)
    for style in copies {
      let left = try figure("left", in: " " + style), top = try figure("top", in: " " + style)
      XCTAssertEqual(left, exact.x.rounded(), style)
      XCTAssertEqual(top, exact.y.rounded(), style)
      let nudge = MotionCode.Nudge.placing(exact.x, exact.y).nudge
      XCTAssertNotEqual(nudge, .none, "the box is meant to fall between pixels")
      XCTAssertTrue(style.contains(nudge.value + ";"), style)
    }
    let sheet = MotionCode.css(
      motion(flip: ([0, 1], .easeInOut), fall: ([0, 1], .easeInOut)), name: "S", stage: scene)
    XCTAssertTrue(sheet.contains("left: \(Easing.number(exact.x, places: 3))px"), sheet)
  }
}
